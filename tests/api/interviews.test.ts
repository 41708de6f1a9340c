// @vitest-environment node
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { errorCatalogue } from '../../src/generated/errors.js';
import { DEMO_COMPANY_CODE } from '../../src/server/seed/seed.js';
import { startTestApp, type TestApp } from './harness.js';

/**
 * 面談記録 (issue 20): staff write, read, change and delete a student's interview records and their templates; anyone
 * else, and staff where no schoolhouse uses the feature, is refused with the spec's own codes (10204 records, 10205
 * templates) and its message, not the generic 403 (model: api.access.refusal).
 */
let t: TestApp;
beforeAll(async () => { t = await startTestApp(); });
afterAll(async () => { await t.close(); });

const call = async (user: string, method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, payload?: object) =>
  t.app.inject({ method, url, headers: await t.authAs(user), ...(payload ? { payload } : {}) });
const refusal = (res: { statusCode: number; json(): unknown }) => [res.statusCode, (res.json() as { code: number; message: string }).code, (res.json() as { message: string }).message];
const expected = (key: 'INTERVIEW_NO_ACCESS' | 'INTERVIEW_TEMPLATE_NO_ACCESS') => [403, errorCatalogue[key].code, '面談記録機能にアクセス権限がありません。'];

async function demoStudent(): Promise<number> {
  const row = await t.db.selectFrom('students').innerJoin('companies', 'companies.id', 'students.company_id').select('students.id')
    .where('companies.code', '=', DEMO_COMPANY_CODE).where('students.student_number', '=', 'S00004').executeTakeFirstOrThrow();
  return row.id;
}

describe('interview records', () => {
  it('should let staff write a record for a student, list it under the student, change it and delete it', async () => {
    const studentId = await demoStudent();
    const record = {
      student_id: studentId, interview_date: '2026-11-20', start_time: '18:30', contacter: 1, contact_method: 3,
      title: '冬期講習の相談', body: '【志望校】\n県立高校', next_action: '講習の申込書を渡す',
    };
    const created = await call('staff', 'POST', '/api/v1/interviews', record);
    expect(created.statusCode).toBe(201);
    const id = (created.json() as { id: number }).id;
    const list = await call('staff', 'GET', `/api/v1/interviews?student_id=${studentId}`);
    expect((list.json() as { data: Array<{ id: number; title: string }> }).data.map((r) => r.title)).toContain('冬期講習の相談');
    const changed = await call('staff', 'PUT', `/api/v1/interviews/${id}`, { ...record, title: '冬期講習の相談（再）' });
    expect(changed.statusCode, changed.body).toBe(200);
    expect((await call('staff', 'GET', `/api/v1/interviews/${id}`)).json()).toMatchObject({ title: '冬期講習の相談（再）', contact_method: 3 });
    expect((await call('staff', 'DELETE', `/api/v1/interviews/${id}`)).statusCode).toBe(204);
    expect((await call('staff', 'GET', `/api/v1/interviews/${id}`)).statusCode).toBe(404);
  });

  it('should refuse a record without its date, contact or content, with the fields named in Japanese', async () => {
    const res = await call('staff', 'POST', '/api/v1/interviews', { student_id: await demoStudent(), title: '件名だけ' });
    expect(res.statusCode).toBe(400);
    const fields = (res.json() as { errors: Array<{ field: string; message: string }> }).errors.map((e) => e.field).sort();
    expect(fields).toEqual(['body', 'contacter', 'interview_date']);
  });

  it('should refuse teachers and guardians with 10204 for records and 10205 for templates, by every call', async () => {
    const template = await t.db.selectFrom('interview_templates').select('id').executeTakeFirstOrThrow();
    for (const user of ['teacher1', 'guardian1']) {
      expect(refusal(await call(user, 'GET', '/api/v1/interviews'))).toEqual(expected('INTERVIEW_NO_ACCESS'));
      expect(refusal(await call(user, 'POST', '/api/v1/interviews', { student_id: await demoStudent(), interview_date: '2026-11-20', contacter: 1, title: 'x', body: 'y' })))
        .toEqual(expected('INTERVIEW_NO_ACCESS'));
      expect(refusal(await call(user, 'GET', '/api/v1/interviews/templates'))).toEqual(expected('INTERVIEW_TEMPLATE_NO_ACCESS'));
      expect(refusal(await call(user, 'DELETE', `/api/v1/interviews/templates/${template.id}`))).toEqual(expected('INTERVIEW_TEMPLATE_NO_ACCESS'));
    }
    expect(await t.db.selectFrom('interview_templates').select('id').where('id', '=', template.id).executeTakeFirst()).toEqual(template);
  });

  it('should refuse staff too once no schoolhouse uses interview records, and let them in again when one does', async () => {
    const houses = await t.db.selectFrom('schoolhouses').innerJoin('companies', 'companies.id', 'schoolhouses.company_id')
      .select('schoolhouses.id').where('companies.code', '=', DEMO_COMPANY_CODE).execute();
    const turn = async (value: string) => {
      for (const house of houses) {
        const res = await call('staff', 'POST', '/api/v1/multi-settings', { schoolhouse_id: house.id, settings: [{ name: 'ALLOW_USE_INTERVIEW', value }] });
        expect(res.statusCode).toBe(200);
      }
    };
    await turn('0');
    try {
      expect(refusal(await call('staff', 'GET', '/api/v1/interviews'))).toEqual(expected('INTERVIEW_NO_ACCESS'));
      expect(refusal(await call('staff', 'GET', '/api/v1/interviews/templates'))).toEqual(expected('INTERVIEW_TEMPLATE_NO_ACCESS'));
    } finally {
      await turn('1');
    }
    expect((await call('staff', 'GET', '/api/v1/interviews')).statusCode).toBe(200);
  });
});
