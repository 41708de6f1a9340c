// @vitest-environment node
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_COMPANY_CODE } from '../../src/server/seed/seed.js';
import { startWorkers, type Workers } from '../../src/server/jobs/workers.js';
import { codeOf, startTestApp, testConfig, type TestApp } from './harness.js';

/**
 * The bulk school-year advancement and its cancel (issue 10): the preview lists every change, the run moves every
 * enrolled, trial and considering student one school year up (the last year stays) as a job, recorded in the
 * operation history, and the cancel of the latest run leaves every student row exactly as before, column by column.
 * PGlite and PostgreSQL.
 */
let t: TestApp;
let workers: Workers;
let companyId: number;
beforeAll(async () => {
  t = await startTestApp();
  workers = await startWorkers({ db: t.db, jobs: t.jobs, config: testConfig }, { pollingIntervalSeconds: 0.5, sweepSeconds: 3600 });
  companyId = (await t.db.selectFrom('companies').select('id').where('code', '=', DEMO_COMPANY_CODE).executeTakeFirstOrThrow()).id;
});
afterAll(async () => {
  await workers?.stop();
  await t.close();
});

const students = () => t.db.selectFrom('students').selectAll().where('company_id', '=', companyId).orderBy('id').execute();
const codes = async () => new Map((await t.db.selectFrom('schoolyears').select(['id', 'code']).execute()).map((y) => [Number(y.id), Number(y.code)]));

async function call(method: 'GET' | 'POST', url: string, payload?: object, user = 'staff') {
  return t.app.inject({ method, url: `/api/v1${url}`, headers: await t.authAs(user), ...(payload ? { payload } : {}) });
}

async function settled(id: number): Promise<{ status: string; student_count: number }> {
  for (let i = 0; i < 200; i++) {
    const run = (await call('GET', `/school-year-advances/${id}`)).json() as { status: string; student_count: number };
    if (run.status !== 'queued' && run.status !== 'cancelling') return run;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error('the maintenance job did not finish');
}

describe('bulk school-year advancement', () => {
  it('should preview, advance and cancel, leaving every student row exactly as before', async () => {
    const before = await students();
    const year = await codes();
    const moving = before.filter((s) => [2, 3, 4].includes(Number(s.status)) && year.get(Number(s.schoolyear_id))! < 12);
    const preview = (await call('GET', '/school-year-advance/preview?limit=100')).json() as { total: number; last_year_total: number; data: Array<{ student_id: number; from: string; to: string }> };
    expect(preview.total).toBe(moving.length);
    expect(preview.last_year_total).toBe(before.filter((s) => [2, 3, 4].includes(Number(s.status)) && year.get(Number(s.schoolyear_id)) === 12).length);
    expect(preview.data[0]).toMatchObject({ from: expect.any(String), to: expect.any(String) });

    const started = await call('POST', '/school-year-advance', { fiscal_year: 2027 });
    expect(started.statusCode, started.body).toBe(200);
    const { id } = started.json() as { id: number };
    expect(await settled(id)).toMatchObject({ status: 'applied', student_count: moving.length });
    const advanced = await students();
    for (const s of advanced) {
      const old = before.find((b) => b.id === s.id)!;
      const moved = moving.some((m) => m.id === s.id);
      expect(year.get(Number(s.schoolyear_id)), `student ${s.student_number}`).toBe(year.get(Number(old.schoolyear_id))! + (moved ? 1 : 0));
    }
    const history = await t.db.selectFrom('operation_logs').select(['operation', 'before', 'after']).where('target', '=', 'student').where('action', '=', 'update').execute();
    expect(history.length).toBe(moving.length);
    expect(history[0]).toMatchObject({ operation: 'POST /api/v1/school-year-advance', before: { schoolyear_id: expect.any(Number) }, after: { schoolyear_id: expect.any(Number) } });

    // A second run on top: the first can no longer be cancelled until the second is.
    const second = (await call('POST', '/school-year-advance', { fiscal_year: 2028 })).json() as { id: number };
    expect((await settled(second.id)).status).toBe('applied');
    expect(codeOf(await call('POST', `/school-year-advances/${id}/cancel`))).toBe(10409);
    expect((await call('POST', `/school-year-advances/${second.id}/cancel`)).statusCode).toBe(200);
    expect((await settled(second.id)).status).toBe('cancelled');
    expect(await students()).toEqual(advanced);
    expect((await call('POST', `/school-year-advances/${id}/cancel`)).statusCode).toBe(200);
    expect((await settled(id)).status).toBe('cancelled');
    // Column by column, updated_at included.
    expect(await students()).toEqual(before);
    expect(codeOf(await call('POST', `/school-year-advances/${id}/cancel`))).toBe(10409);
  });

  it('should be staff only, and refuse a bad fiscal year with a field error', async () => {
    for (const user of ['teacher1', 'guardian1']) {
      expect((await call('GET', '/school-year-advance/preview', undefined, user)).statusCode).toBe(403);
      expect((await call('POST', '/school-year-advance', { fiscal_year: 2027 }, user)).statusCode).toBe(403);
    }
    const bad = await call('POST', '/school-year-advance', { fiscal_year: 99999 });
    expect(bad.statusCode).toBe(400);
    expect(codeOf(bad)).toBe(10001);
    expect(codeOf(await call('POST', '/school-year-advances/999999/cancel'))).toBe(10006);
  });
});
