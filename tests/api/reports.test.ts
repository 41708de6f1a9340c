// @vitest-environment node
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { constants } from '../../src/generated/constants.js';
import { errorCatalogue, type ErrorKey } from '../../src/generated/errors.js';
import { LessonStatus, ReportStatus } from '../../src/generated/enums.js';
import { setEverywhere } from './gateCases.js';
import { startTestApp, type TestApp } from './harness.js';

/**
 * 指導報告書 (issue 20) through the API on the demo's lessons and reports: a teacher makes the reports of their lessons,
 * saves them from the bulk editor, publishes them where the schoolhouse lets teachers publish (10271 where not), the
 * family is told and reads only the published reports of the child they act for, comments, and the school answers; a
 * teacher of another schoolhouse and another family reach none of it (every report endpoint, object by object).
 */
let t: TestApp;
beforeAll(async () => { t = await startTestApp(); });
afterAll(async () => { await t.close(); });

const base = String(constants.apiBasePath);
type Method = 'GET' | 'POST' | 'PUT' | 'DELETE';
const call = async (user: string, method: Method, url: string, payload?: object, headers: Record<string, string> = {}) =>
  t.app.inject({ method, url: `${base}${url}`, headers: { ...(await t.authAs(user)), ...headers }, ...(payload ? { payload } : {}) });
const codeOf = (res: { json(): unknown }) => (res.json() as { code?: number }).code;
const catalogue = (key: ErrorKey) => errorCatalogue[key].code;
const today = () => new Date(Date.now() + 9 * 3600_000).toISOString().slice(0, 10);

/** A teacher's user name, id and schoolhouses. */
async function teacher(username: string) {
  const row = await t.db.selectFrom('teachers as te').innerJoin('users as u', 'u.id', 'te.user_id').select(['te.id', 'te.company_id'])
    .where('u.username', '=', username).executeTakeFirstOrThrow();
  const houses = (await t.db.selectFrom('teacher_schoolhouses').select('schoolhouse_id').where('teacher_id', '=', row.id).execute()).map((h) => h.schoolhouse_id);
  return { ...row, houses };
}

/** The guardian (user name) of a student, and whether the student is the first (acted for by default) of two. */
async function guardianOf(studentId: number) {
  const row = await t.db.selectFrom('students as s').innerJoin('protectors as p', 'p.id', 's.protector_id').innerJoin('users as u', 'u.id', 'p.user_id')
    .select(['u.username', 'p.id as protector_id', 'u.id as user_id']).where('s.id', '=', studentId).executeTakeFirstOrThrow();
  const children = (await t.db.selectFrom('students').select('id').where('protector_id', '=', row.protector_id).orderBy('id').execute()).map((c) => c.id);
  return { ...row, children };
}

/** Lessons held (up to today) that have no report, taught by a teacher, most recent first. */
async function unreportedLessons(teacherId: number, limit: number) {
  return t.db.selectFrom('lessons as l').innerJoin('lesson_frames as f', 'f.id', 'l.lesson_frame_id').select(['l.id', 'l.student_id', 'l.lesson_date', 'l.schoolhouse_id'])
    .where('f.teacher_id', '=', teacherId).where('l.status', '=', LessonStatus.scheduled).where('l.lesson_date', '<=', today())
    .where((eb) => eb.not(eb.exists(eb.selectFrom('lesson_reports as r').select('r.id').whereRef('r.lesson_id', '=', 'l.id'))))
    .orderBy('l.lesson_date', 'desc').orderBy('l.id').limit(limit).execute();
}

/** A teacher of none of the teacher's schoolhouses. */
async function teacherElsewhere(houses: number[]): Promise<string> {
  const rows = await t.db.selectFrom('teachers as te').innerJoin('users as u', 'u.id', 'te.user_id').select(['u.username', 'te.id']).where('u.username', 'like', 'teacher%').execute();
  for (const row of rows) {
    const theirs = (await t.db.selectFrom('teacher_schoolhouses').select('schoolhouse_id').where('teacher_id', '=', row.id).execute()).map((h) => h.schoolhouse_id);
    if (theirs.length > 0 && !theirs.some((h) => houses.includes(h))) return row.username;
  }
  throw new Error('no teacher of another schoolhouse');
}

describe('lesson reports', () => {
  it('should let a teacher make the reports of their lessons, save them in bulk and publish them to the families, who read and answer', async () => {
    const me = await teacher('teacher1');
    const lessons = await unreportedLessons(me.id, 2);
    expect(lessons.length).toBe(2);
    const date = lessons[0]!.lesson_date;
    const timetable = (await call('teacher1', 'GET', `/lesson-reports/timetables?date=${date}`)).json() as { data: Array<{ lesson_id: number; teacher_id: number; report_id: number | null }> };
    expect(timetable.data.every((l) => l.teacher_id === me.id)).toBe(true);
    expect(timetable.data.map((l) => l.lesson_id)).toContain(lessons[0]!.id);

    const template = await t.db.selectFrom('report_templates').select(['id', 'lesson_content']).where('lesson_content', 'is not', null).executeTakeFirstOrThrow();
    const made = await call('teacher1', 'POST', '/lesson-reports/bulk-create', { lesson_ids: lessons.map((l) => l.id), template_id: template.id });
    expect(made.statusCode, made.body).toBe(200);
    const { ids, created } = made.json() as { ids: number[]; created: number };
    expect(created).toBe(2);
    // Made again: skipped, the same reports answered.
    expect((await call('teacher1', 'POST', '/lesson-reports/bulk-create', { lesson_ids: lessons.map((l) => l.id) })).json()).toMatchObject({ created: 0, skipped: 2, ids });
    // A colleague's report is named in full on its page (the view reads the names the teacher's own lookups cannot).
    expect((await call('teacher1', 'GET', `/lesson-reports/${ids[0]}/view`)).json()).toMatchObject({ student_id: lessons[0]!.student_id, teacher_name: expect.any(String), lesson_subject_name: expect.any(String) });
    const first = (await call('teacher1', 'GET', `/lesson-reports/${ids[0]}`)).json() as Record<string, unknown>;
    expect(first).toMatchObject({ lesson_id: lessons[0]!.id, student_id: lessons[0]!.student_id, lesson_content: template.lesson_content, status: ReportStatus.unpublished, attendance: 1 });

    const saved = await call('teacher1', 'PUT', '/lesson-reports/bulk-update', { data: ids.map((id, i) => ({ id, comprehension: 4, homework_status: 1, homework: `ワーク p.${10 + i}` })) });
    expect(saved.statusCode, saved.body).toBe(200);
    expect((await call('teacher1', 'GET', `/lesson-reports/${ids[1]}`)).json()).toMatchObject({ comprehension: 4, homework: 'ワーク p.11' });
    // A bad value in one row: nothing saved, the field named.
    const bad = await call('teacher1', 'PUT', '/lesson-reports/bulk-update', { data: [{ id: ids[0], homework: 'OK' }, { id: ids[1], comprehension: 9 }] });
    expect(bad.statusCode).toBe(400);
    expect((await call('teacher1', 'GET', `/lesson-reports/${ids[0]}`)).json()).toMatchObject({ homework: 'ワーク p.10' });
    const twice = await call('teacher1', 'PUT', '/lesson-reports/bulk-update', { data: [{ id: ids[0], homework: 'A' }, { id: ids[0], homework: 'B' }] });
    expect([twice.statusCode, (twice.json() as { errors: Array<{ field: string }> }).errors.map((e) => e.field)]).toEqual([400, ['data']]);

    // Not published yet: the family sees nothing of it.
    const family = await guardianOf(lessons[0]!.student_id);
    const actingFor = { [String(constants.switchProtectorHeader)]: String(lessons[0]!.student_id) };
    expect((await call(family.username, 'GET', `/lesson-reports/protector/${ids[0]}`, undefined, actingFor)).statusCode).toBe(404);

    const published = await call('teacher1', 'POST', '/lesson-reports/publish', { ids });
    expect(published.statusCode, published.body).toBe(200);
    const bell = await t.db.selectFrom('notifications').select(['kind', 'target_id', 'title']).where('user_id', '=', family.user_id).where('target_id', '=', ids[0]!).execute();
    expect(bell).toEqual([expect.objectContaining({ kind: 'report-published', title: '指導報告書が公開されました' })]);

    const list = (await call(family.username, 'GET', '/lesson-reports/protector', undefined, actingFor)).json() as { data: Array<{ id: number; is_read: boolean }> };
    expect(list.data.find((r) => r.id === ids[0])).toMatchObject({ is_read: false });
    const opened = await call(family.username, 'GET', `/lesson-reports/protector/${ids[0]}`, undefined, actingFor);
    expect(opened.statusCode).toBe(200);
    expect(opened.json()).toMatchObject({ homework: 'ワーク p.10', comprehension: 4 });
    expect((await call('teacher1', 'GET', `/lesson-reports/${ids[0]}`)).json()).toMatchObject({ read_at: expect.any(String) });

    const comment = await call(family.username, 'POST', `/lesson-reports/${ids[0]}/comments`, { body: '家でも復習させます。' }, actingFor);
    expect(comment.statusCode, comment.body).toBe(200);
    const thread = (await call('teacher1', 'GET', `/lesson-reports/${ids[0]}/comments`)).json() as { can_comment: boolean; data: Array<{ body: string; author_kind: string }> };
    expect(thread).toMatchObject({ can_comment: true, data: [expect.objectContaining({ body: '家でも復習させます。', author_kind: 'guardian' })] });
    expect((await call('teacher1', 'POST', `/lesson-reports/${ids[0]}/comments`, { body: 'ありがとうございます。' })).statusCode).toBe(200);
    expect(((await call(family.username, 'GET', `/lesson-reports/${ids[0]}/comments`, undefined, actingFor)).json() as { data: unknown[] }).data).toHaveLength(2);

    // Taken back: gone from the family's list and page.
    expect((await call('teacher1', 'POST', '/lesson-reports/bulk-unpublish', { ids: [ids[0]] })).json()).toEqual({ count: 1 });
    expect((await call(family.username, 'GET', `/lesson-reports/protector/${ids[0]}`, undefined, actingFor)).statusCode).toBe(404);
    expect(((await call(family.username, 'GET', '/lesson-reports/protector', undefined, actingFor)).json() as { data: Array<{ id: number }> }).data.map((r) => r.id)).not.toContain(ids[0]);
  });

  it('should refuse a teacher publishing or commenting where the schoolhouse does not allow it, and hide the thread where it is closed', async () => {
    const published = await t.db.selectFrom('lesson_reports').select('id').where('status', '=', ReportStatus.published).where('schoolhouse_id', 'in', (await teacher('teacher1')).houses).executeTakeFirstOrThrow();
    const unpublished = await t.db.selectFrom('lesson_reports').select('id').where('status', '=', ReportStatus.unpublished).where('schoolhouse_id', 'in', (await teacher('teacher1')).houses).executeTakeFirstOrThrow();
    try {
      await setEverywhere(t, { name: 'ALLOW_TEACHER_PUBLISH_LESSON_REPORT', value: '0' });
      await setEverywhere(t, { name: 'ALLOW_TEACHER_COMMENT_LESSON_REPORT', value: '0' });
      await setEverywhere(t, { name: 'ALLOW_TEACHER_VIEW_COMMENT_LESSON_REPORT', value: '0' });
      const refused = await call('teacher1', 'POST', '/lesson-reports/publish', { ids: [unpublished.id] });
      expect([refused.statusCode, codeOf(refused)]).toEqual([403, catalogue('REPORT_PUBLISH_NOT_ALLOWED')]);
      expect((await t.db.selectFrom('lesson_reports').select('status').where('id', '=', unpublished.id).executeTakeFirstOrThrow()).status).toBe(ReportStatus.unpublished);
      // Staff are not restricted by the teachers' settings.
      expect((await call('staff', 'POST', '/lesson-reports/publish', { ids: [unpublished.id] })).statusCode).toBe(200);
      const comment = await call('teacher1', 'POST', `/lesson-reports/${published.id}/comments`, { body: 'x' });
      expect([comment.statusCode, codeOf(comment)]).toEqual([403, catalogue('REPORT_COMMENT_NOT_ALLOWED')]);
      const bulk = await call('teacher1', 'POST', '/lesson-reports/bulk-comment', { ids: [published.id], body: 'x' });
      expect([bulk.statusCode, codeOf(bulk)]).toEqual([403, catalogue('REPORT_COMMENT_NOT_ALLOWED')]);
      const thread = await call('teacher1', 'GET', `/lesson-reports/${published.id}/comments`);
      expect([thread.statusCode, codeOf(thread)]).toEqual([403, catalogue('REPORT_COMMENT_VIEW_NOT_ALLOWED')]);
    } finally {
      for (const name of ['ALLOW_TEACHER_PUBLISH_LESSON_REPORT', 'ALLOW_TEACHER_COMMENT_LESSON_REPORT', 'ALLOW_TEACHER_VIEW_COMMENT_LESSON_REPORT']) await setEverywhere(t, { name, value: '1' });
    }
    expect((await call('teacher1', 'GET', `/lesson-reports/${published.id}/comments`)).statusCode).toBe(200);
  });

  it('should keep every report endpoint of a report from a teacher of another schoolhouse and from other families', async () => {
    const me = await teacher('teacher1');
    const report = await t.db.selectFrom('lesson_reports').select(['id', 'student_id', 'lesson_date', 'schoolhouse_id', 'lesson_id'])
      .where('status', '=', ReportStatus.published).where('schoolhouse_id', 'in', me.houses).orderBy('id').executeTakeFirstOrThrow();
    const stranger = await teacherElsewhere(me.houses);
    const id = report.id;
    const stored = (await call('staff', 'GET', `/lesson-reports/${id}`)).json() as Record<string, unknown>;
    const form = Object.fromEntries(['student_id', 'schoolhouse_id', 'teacher_id', 'lesson_subject_id', 'lesson_date', 'lesson_type', 'attendance'].map((k) => [k, stored[k]]));
    const calls: Array<[Method, string, object?]> = [
      ['GET', `/lesson-reports/${id}`], ['PUT', `/lesson-reports/${id}`, { ...form, note: 'x' }], ['DELETE', `/lesson-reports/${id}`],
      ['GET', `/lesson-reports/${id}/previous`], ['GET', `/lesson-reports/${id}/next`], ['GET', `/lesson-reports/${id}/reference`], ['GET', `/lesson-reports/${id}/view`],
      ['GET', `/lesson-reports/${id}/comments`], ['POST', `/lesson-reports/${id}/comments`, { body: 'x' }],
      ['PUT', '/lesson-reports/bulk-update', { data: [{ id, note: 'x' }] }], ['POST', '/lesson-reports/publish', { ids: [id] }],
      ['POST', '/lesson-reports/bulk-unpublish', { ids: [id] }], ['POST', '/lesson-reports/bulk-delete', { ids: [id] }],
      ['POST', '/lesson-reports/bulk-comment', { ids: [id], body: 'x' }],
    ];
    for (const [method, url, body] of calls) {
      const res = await call(stranger, method, url, body);
      expect([404, 403], `${method} ${url}: ${res.statusCode} ${res.body}`).toContain(res.statusCode);
    }
    if (report.lesson_id !== null) {
      const lesson = await call(stranger, 'POST', '/lesson-reports/bulk-create', { lesson_ids: [report.lesson_id] });
      expect(lesson.statusCode).toBe(404);
    }
    // The stranger's day list and unpublish-all leave the report alone.
    const day = (await call(stranger, 'GET', `/lesson-reports/timetables?date=${report.lesson_date}&schoolhouse_id=${report.schoolhouse_id}`)).json() as { data: unknown[] };
    expect(day.data).toEqual([]);
    expect((await call(stranger, 'POST', '/lesson-reports/unpublish-all', { lesson_date: report.lesson_date, schoolhouse_id: report.schoolhouse_id })).json()).toEqual({ count: 0 });
    const untouched = await call('staff', 'GET', `/lesson-reports/${id}`);
    expect(untouched.json()).toMatchObject({ status: ReportStatus.published });
    expect(((await call(stranger, 'GET', '/lesson-reports?limit=100')).json() as { data: Array<{ schoolhouse_id: number }> }).data.every((r) => !me.houses.includes(r.schoolhouse_id) || r.schoolhouse_id === undefined)).toBe(true);

    // Another family: the report is not theirs, whatever they send.
    const owner = await guardianOf(report.student_id);
    const other = await t.db.selectFrom('users').select('username').where('username', 'like', 'guardian%').where('username', '<>', owner.username).orderBy('id').executeTakeFirstOrThrow();
    for (const [method, url, body] of [['GET', `/lesson-reports/protector/${id}`], ['GET', `/lesson-reports/${id}/comments`], ['POST', `/lesson-reports/${id}/comments`, { body: 'x' }]] as Array<[Method, string, object?]>) {
      expect((await call(other.username, method, url, body)).statusCode, `${method} ${url}`).toBe(404);
    }
    // Naming the child in the switch header is refused too.
    const forged = await call(other.username, 'GET', `/lesson-reports/protector/${id}`, undefined, { [String(constants.switchProtectorHeader)]: String(report.student_id) });
    expect(forged.statusCode).toBeGreaterThanOrEqual(400);
    expect(forged.statusCode).toBeLessThan(500);
    // Guardians and teachers never reach the school's views of families.
    expect((await call(owner.username, 'GET', '/lesson-reports?limit=5')).statusCode).toBe(403);
    expect((await call('teacher1', 'GET', '/lesson-reports/unread-families?month=2026-11')).statusCode).toBe(403);
  });

  it('should show a family only the published reports of the child they act for', async () => {
    const family = await t.db.selectFrom('users').select('username').where('username', '=', 'guardian1').executeTakeFirstOrThrow();
    const children = (await t.db.selectFrom('students as s').innerJoin('protectors as p', 'p.id', 's.protector_id').innerJoin('users as u', 'u.id', 'p.user_id')
      .select('s.id').where('u.username', '=', family.username).orderBy('s.id').execute()).map((c) => c.id);
    expect(children.length).toBe(2);
    for (const child of children) {
      const header = { [String(constants.switchProtectorHeader)]: String(child) };
      const list = (await call('guardian1', 'GET', '/lesson-reports/protector?limit=100', undefined, header)).json() as { data: Array<{ id: number }> };
      const rows = await t.db.selectFrom('lesson_reports').select(['id', 'student_id', 'status']).where('id', 'in', [0, ...list.data.map((r) => r.id)]).execute();
      expect(rows.every((r) => r.student_id === child && r.status === ReportStatus.published)).toBe(true);
      const theirs = await t.db.selectFrom('lesson_reports').select('id').where('student_id', '=', child).where('status', '=', ReportStatus.published).execute();
      expect(list.data.map((r) => r.id).sort()).toEqual(theirs.map((r) => r.id).sort());
      const hidden = await t.db.selectFrom('lesson_reports').select('id').where('student_id', '=', child).where('status', '=', ReportStatus.unpublished).executeTakeFirst();
      if (hidden) expect((await call('guardian1', 'GET', `/lesson-reports/protector/${hidden.id}`, undefined, header)).statusCode).toBe(404);
    }
  });

  it('should list the families that have not opened a month\'s reports, and count them read once opened', async () => {
    const report = await t.db.selectFrom('lesson_reports').select(['id', 'student_id', 'lesson_date']).where('status', '=', ReportStatus.published).where('read_at', 'is', null).orderBy('id').executeTakeFirstOrThrow();
    const month = report.lesson_date.slice(0, 7);
    const before = (await call('staff', 'GET', `/lesson-reports/unread-families?month=${month}`)).json() as { data: Array<{ student_id: number; unread: number }> };
    const row = before.data.find((r) => r.student_id === report.student_id)!;
    expect(row.unread).toBeGreaterThan(0);
    const family = await guardianOf(report.student_id);
    const opened = await call(family.username, 'GET', `/lesson-reports/protector/${report.id}`, undefined, { [String(constants.switchProtectorHeader)]: String(report.student_id) });
    expect(opened.statusCode).toBe(200);
    const after = (await call('staff', 'GET', `/lesson-reports/unread-families?month=${month}`)).json() as { data: Array<{ student_id: number; unread: number }> };
    expect(after.data.find((r) => r.student_id === report.student_id)?.unread ?? 0).toBe(row.unread - 1);
    expect((await call('staff', 'GET', '/lesson-reports/unread-families?month=2026-13')).statusCode).toBe(400);
    // The months of reports (/reportGenerations) count the same: one unread fewer in the report's month.
    const generations = (await call('staff', 'GET', '/reportGenerations')).json() as { data: Array<{ month: string; total: number; published: number; unread: number }> };
    const stored = (await t.db.selectFrom('lesson_reports').select(['status', 'read_at', 'lesson_date']).execute()).filter((r) => r.lesson_date.startsWith(month));
    expect(generations.data.find((g) => g.month === month)).toEqual({
      month, total: stored.length, published: stored.filter((r) => r.status === ReportStatus.published).length,
      unread: stored.filter((r) => r.status === ReportStatus.published && r.read_at === null).length,
    });
    expect((await call('teacher1', 'GET', '/reportGenerations')).statusCode).toBe(403);
  });

  it('should refuse a report for a lesson not yet held, a textbook in use from being deleted, and delete a day\'s choice all or none', async () => {
    const future = await t.db.selectFrom('lessons').select('id').where('status', '=', LessonStatus.scheduled).where('lesson_date', '>', today()).orderBy('id').executeTakeFirstOrThrow();
    const early = await call('staff', 'POST', '/lesson-reports/bulk-create', { lesson_ids: [future.id] });
    expect([early.statusCode, codeOf(early)]).toEqual([409, catalogue('REPORT_LESSON_NOT_REPORTABLE')]);

    const textbook = await t.db.selectFrom('textbooks').select('id').orderBy('id').executeTakeFirstOrThrow();
    const report = await t.db.selectFrom('lesson_reports').select('id').where('status', '=', ReportStatus.unpublished).orderBy('id', 'desc').executeTakeFirstOrThrow();
    expect((await call('staff', 'PUT', '/lesson-reports/bulk-update', { data: [{ id: report.id, textbook_id: textbook.id, textbook_range: 'p.12–15' }] })).statusCode).toBe(200);
    const inUse = await call('staff', 'DELETE', `/textbooks/${textbook.id}`);
    expect([inUse.statusCode, codeOf(inUse)]).toEqual([409, catalogue('IN_USE')]);
    const foreign = await call('staff', 'PUT', '/lesson-reports/bulk-update', { data: [{ id: report.id, textbook_id: 999999999 }] });
    expect([foreign.statusCode, codeOf(foreign)]).toEqual([errorCatalogue.REFERENCE_NOT_FOUND.status, catalogue('REFERENCE_NOT_FOUND')]);

    const all = await call('staff', 'POST', '/lesson-reports/bulk-delete', { ids: [report.id, 999999999] });
    expect(all.statusCode).toBe(404);
    expect(await t.db.selectFrom('lesson_reports').select('id').where('id', '=', report.id).executeTakeFirst()).toBeDefined();
    expect((await call('staff', 'POST', '/lesson-reports/bulk-delete', { ids: [report.id] })).json()).toEqual({ count: 1 });
  });
});
