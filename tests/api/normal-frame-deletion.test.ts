// @vitest-environment node
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_COMPANY_CODE } from '../../src/server/seed/seed.js';
import { startWorkers, type Workers } from '../../src/server/jobs/workers.js';
import { codeOf, startTestApp, testConfig, type TestApp } from './harness.js';

/**
 * 通常授業一括削除 (maintenance, issue 19): the preview counts and lists what a deletion removes; the run, a job in one
 * transaction, deletes a term's weekly frames of one schoolhouse and, from a day on, the regular lessons generated from
 * them that are still as generated (an absence and a lesson before the day stay), and the コマ left empty; its history
 * row says what it did. Another company's term is not found; nothing to delete is refused. PGlite and PostgreSQL.
 */
let t: TestApp;
let workers: Workers;
let companyId: number;
let termId: number;
let houseId: number;
beforeAll(async () => {
  t = await startTestApp();
  workers = await startWorkers({ db: t.db, jobs: t.jobs, config: testConfig }, { pollingIntervalSeconds: 0.5, sweepSeconds: 3600 });
  companyId = (await t.db.selectFrom('companies').select('id').where('code', '=', DEMO_COMPANY_CODE).executeTakeFirstOrThrow()).id;
  const first = async <T extends 'seats' | 'students' | 'teachers' | 'lesson_subjects' | 'timetable_periods'>(table: T, where?: [string, number]) => {
    let q = t.db.selectFrom(table as 'seats').select('id').where('company_id', '=', companyId);
    if (where) q = q.where(where[0] as 'id', '=', where[1]);
    return (await q.orderBy('id').execute()).map((r) => Number(r.id));
  };
  // A term of its own (2030 春期), so that the demo's timetable does not change the counts.
  termId = Number((await t.db.insertInto('yearly_schedules').values({ company_id: companyId, term_kind: 1, fiscal_year: 2030, period_code: 1, start_date: '2030-04-01', end_date: '2030-08-31', is_current: false })
    .returning('id').executeTakeFirstOrThrow()).id);
  const seats = await t.db.selectFrom('seats').select(['id', 'schoolhouse_id']).where('company_id', '=', companyId).orderBy('id').execute();
  houseId = Number(seats[0]!.schoolhouse_id);
  const houseSeats = seats.filter((s) => Number(s.schoolhouse_id) === houseId).map((s) => Number(s.id));
  const students = await first('students', ['schoolhouse_id', houseId]);
  const [teacher] = await first('teachers');
  const [subject] = await first('lesson_subjects');
  const [period] = await first('timetable_periods');
  const frames = await t.db.insertInto('normal_frames').values([0, 1, 2].map((i) => ({
    company_id: companyId, yearly_schedule_id: termId, schoolhouse_id: houseId, weekday: 1, timetable_period_id: period!, student_id: students[i]!,
    teacher_id: teacher!, lesson_subject_id: subject!, seat_id: houseSeats[i]!, lesson_kind: 1,
  }))).returning('id').execute();
  // Lessons from the first frame: 2030-04-01 (before the day), 2030-04-08 and 04-15 (after; the 15th is an absence).
  for (const [date, status] of [['2030-04-01', 'scheduled'], ['2030-04-08', 'scheduled'], ['2030-04-15', 'absent']] as const) {
    const frame = await t.db.insertInto('lesson_frames').values({ company_id: companyId, schoolhouse_id: houseId, lesson_date: date, timetable_period_id: period!, teacher_id: teacher!, lesson_subject_id: subject!, lesson_kind: 1, capacity: 2, yearly_schedule_id: termId })
      .returning('id').executeTakeFirstOrThrow();
    await t.db.insertInto('lessons').values({ company_id: companyId, lesson_frame_id: frame.id, schoolhouse_id: houseId, lesson_date: date, timetable_period_id: period!, student_id: students[0]!, seat_id: houseSeats[0]!, lesson_type: 1, status, normal_frame_id: frames[0]!.id }).execute();
  }
});
afterAll(async () => {
  await workers?.stop();
  await t.close();
});

async function call(method: 'GET' | 'POST', url: string, payload?: object, user = 'staff') {
  return t.app.inject({ method, url: `/api/v1${url}`, headers: await t.authAs(user), ...(payload ? { payload } : {}) });
}

async function settled(id: number): Promise<{ status: string; frame_count: number; lesson_count: number }> {
  for (let i = 0; i < 200; i++) {
    const run = (await call('GET', `/normal-frame-deletions/${id}`)).json() as { status: string; frame_count: number; lesson_count: number };
    if (run.status !== 'queued') return run;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error('the maintenance job did not finish');
}

describe('bulk delete of normal frames', () => {
  it('should preview and delete a term\'s frames with the lessons from a day, keeping absences and earlier lessons', async () => {
    const query = `yearly_schedule_id=${termId}&schoolhouse_id=${houseId}&lessons_from=2030-04-02`;
    const preview = await call('GET', `/normal-frame-deletion/preview?${query}`);
    expect(preview.statusCode, preview.body).toBe(200);
    expect(preview.json()).toMatchObject({ frame_count: 3, lesson_count: 1 });
    expect((preview.json() as { data: unknown[] }).data).toHaveLength(3);
    expect((preview.json() as { data: Array<{ weekday: number }> }).data[0]).toMatchObject({ weekday: 1, student: expect.any(String), seat: expect.any(String) });

    const started = await call('POST', '/normal-frame-deletion', { yearly_schedule_id: termId, schoolhouse_id: houseId, lessons_from: '2030-04-02' });
    expect(started.statusCode, started.body).toBe(200);
    const { id } = started.json() as { id: number };
    expect(await settled(id)).toMatchObject({ status: 'applied', frame_count: 3, lesson_count: 1 });
    expect(await t.db.selectFrom('normal_frames').select('id').where('company_id', '=', companyId).where('yearly_schedule_id', '=', termId).execute()).toEqual([]);
    const left = await t.db.selectFrom('lessons').select(['lesson_date', 'status', 'normal_frame_id']).where('company_id', '=', companyId)
      .where('lesson_date', '>=', '2030-01-01').orderBy('lesson_date').execute();
    expect(left.map((l) => [String(l.lesson_date).slice(0, 10), l.status, l.normal_frame_id])).toEqual([['2030-04-01', 'scheduled', null], ['2030-04-15', 'absent', null]]);
    // The コマ of the deleted lesson went with it.
    expect(await t.db.selectFrom('lesson_frames').select('id').where('company_id', '=', companyId).where('lesson_date', '=', '2030-04-08').execute()).toEqual([]);

    const again = await call('POST', '/normal-frame-deletion', { yearly_schedule_id: termId, schoolhouse_id: houseId, lessons_from: '2030-04-02' });
    expect(again.statusCode).toBe(409);
    expect(codeOf(again)).toBe(10415);
  });

  it('should not find another company\'s term or schoolhouse, and refuse teachers and guardians', async () => {
    const other = await t.db.insertInto('companies').values({ code: 'OTHER-NF', name: '別の塾', invoice_status: '2' }).returning('id').executeTakeFirstOrThrow();
    const term = await t.db.insertInto('yearly_schedules').values({ company_id: other.id, term_kind: 1, fiscal_year: 2030, period_code: 1, is_current: false }).returning('id').executeTakeFirstOrThrow();
    const foreign = await call('GET', `/normal-frame-deletion/preview?yearly_schedule_id=${term.id}`);
    expect(foreign.statusCode).toBe(404);
    const foreignHouse = await call('GET', `/normal-frame-deletion/preview?yearly_schedule_id=${termId}&schoolhouse_id=2147483647`);
    expect(foreignHouse.statusCode).toBe(404);
    for (const user of ['teacher1', 'guardian1']) {
      expect((await call('GET', `/normal-frame-deletion/preview?yearly_schedule_id=${termId}`, undefined, user)).statusCode).toBe(403);
      expect((await call('POST', '/normal-frame-deletion', { yearly_schedule_id: termId }, user)).statusCode).toBe(403);
    }
  });
});
