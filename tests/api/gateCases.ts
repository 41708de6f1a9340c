import { constants } from '../../src/generated/constants.js';
import { CommentAuthorKind, LessonStatus } from '../../src/generated/enums.js';
import type { GateDef } from '../../src/generated/gates.js';
import { schoolhouseSettings } from '../../src/generated/settings.js';
import type { TestApp } from './harness.js';
import { lessonFixtures } from './lessonFixtures.js';
import { noticeFixtures } from './noticeFixtures.js';

/**
 * What the authorization matrix needs to try every action gate of model/gates.yaml on and off: the setting's value
 * that opens a gate and one that closes it, written to every schoolhouse, and for a field gate a sample call whose
 * answer carries the gated field.
 */

/** A value of the gate's setting that opens it, and one that closes it. */
export function gateValues(gate: GateDef): { open: string; closed: string } {
  const codes = schoolhouseSettings.find((s) => s.name === gate.setting)?.values.map((v) => v.code) ?? [];
  const closed = codes.find((c) => !gate.values.includes(c)) ?? String(constants.disabledFlag);
  return { open: gate.values[0]!, closed };
}

/** Stores one value of a setting for every schoolhouse of the company (the principals reload: the auth cache's triggers). */
export async function setEverywhere(t: TestApp, options: { name: string; value: string }): Promise<void> {
  const houses = await t.db.selectFrom('schoolhouses').select(['id', 'company_id']).execute();
  await t.db.deleteFrom('schoolhouse_settings').where('name', '=', options.name).execute();
  await t.db.insertInto('schoolhouse_settings').values(houses.map((h) => ({ company_id: h.company_id, schoolhouse_id: h.id, name: options.name, value: options.value }))).execute();
}

/** A call whose answer carries a gated field, and the values of that field where the gate's `when` holds. */
export interface FieldSample { user: string; url: string }

/**
 * Samples per operation a field gate names. A field gate on an operation not listed here fails the matrix: add its
 * sample (a record whose answer has the field in the state the gate reads) when declaring the gate.
 */
export async function fieldSamples(t: TestApp): Promise<Record<string, FieldSample>> {
  const f = noticeFixtures(t);
  const [house1] = await f.schoolhouseIds();
  const [child] = await f.onlyChildren(house1!);
  // A notice teacher1 sent to a family of 本町校, with a teacher's reply in the family's thread.
  const { noticeId } = await f.sendNotice({ title: '講師名の表示設定', studentIds: [child!.studentId], allowComment: true, sender: 'teacher1' });
  const recipient = await f.recipientOf(noticeId, child!.studentId);
  await t.db.insertInto('notice_comments').values({
    company_id: await f.companyId(), notice_id: noticeId, recipient_id: recipient.id, author_user_id: await f.userIdOf('teacher1'),
    author_kind: CommentAuthorKind.school, content: '講師からの返信です。',
  }).execute();
  const base = String(constants.apiBasePath);
  return {
    'notice.get': { user: child!.username, url: `${base}/notices/${noticeId}?minify=1` },
    'notice.received': { user: child!.username, url: `${base}/notices/received` },
    ...(await lessonSamples(t)),
    ...(await reportSamples(t)),
  };
}

/**
 * A published demo report (issue 20) of a family with one child, whose thread has a teacher's comment: the family's
 * list and page name its teacher, the thread its teacher's comment.
 */
async function reportSamples(t: TestApp): Promise<Record<string, FieldSample>> {
  const report = await t.db.selectFrom('lesson_reports as r')
    .innerJoin('students as s', (j) => j.onRef('s.company_id', '=', 'r.company_id').onRef('s.id', '=', 'r.student_id'))
    .innerJoin('protectors as p', (j) => j.onRef('p.company_id', '=', 's.company_id').onRef('p.id', '=', 's.protector_id'))
    .innerJoin('users as u', (j) => j.onRef('u.company_id', '=', 'p.company_id').onRef('u.id', '=', 'p.user_id'))
    .innerJoin('teachers as te', (j) => j.onRef('te.company_id', '=', 'r.company_id').onRef('te.id', '=', 'r.teacher_id'))
    .select(['r.id', 'r.company_id', 'u.username', 'te.user_id as teacher_user_id'])
    .where('r.status', '=', 'published')
    .where((eb) => eb.not(eb.exists(eb.selectFrom('students as s2').select('s2.id').whereRef('s2.company_id', '=', 's.company_id').whereRef('s2.protector_id', '=', 'p.id').whereRef('s2.id', '<>', 's.id'))))
    .orderBy('r.id').executeTakeFirstOrThrow();
  await t.db.insertInto('lesson_report_comments').values({
    company_id: report.company_id, lesson_report_id: report.id, user_id: report.teacher_user_id, author_kind: CommentAuthorKind.school, body: '講師からのコメントです。',
  }).execute();
  const base = String(constants.apiBasePath);
  return {
    'report.protector-list': { user: report.username, url: `${base}/lesson-reports/protector?limit=100` },
    'report.protector-detail': { user: report.username, url: `${base}/lesson-reports/protector/${report.id}` },
    'report.comments': { user: report.username, url: `${base}/lesson-reports/${report.id}/comments` },
  };
}

/**
 * The lesson schedules and make-up choices (issue 19) of a schoolhouse of their own (lessonFixtures.ts): a family's
 * coming lesson, taught by a teacher who signs in, and an absent lesson with a コマ to move it to.
 */
async function lessonSamples(t: TestApp): Promise<Record<string, FieldSample>> {
  const l = lessonFixtures(t);
  const w = await l.world();
  const [day] = await l.openDays(w, 1);
  await l.lessonOn(w, { date: day!, period: 0 });
  const absentId = await l.lessonOn(w, { date: l.day(-1), period: 1, status: LessonStatus.absent });
  await l.frame(w, { date: day!, period: 2 });
  const base = String(constants.apiBasePath);
  return {
    'frame.student-schedule': { user: w.family.username, url: `${base}/frame-divide/students/${w.family.studentId}/schedule?from=${day}&to=${day}` },
    'frame.available-lessons': { user: w.family.username, url: `${base}/frame-divide/lessons/${absentId}/available-lessons` },
    'frame.teacher-schedule': { user: w.teacher.username, url: `${base}/frame-divide/teachers/schedule?from=${day}&to=${day}` },
  };
}

/** The values at a dotted path of an answer (arrays walked through), in the objects where `when` holds. */
export function valuesAt(answer: unknown, field: { field: string; when?: { field: string; equals: unknown } }): unknown[] {
  const walk = (node: unknown, path: string[]): unknown[] => {
    if (Array.isArray(node)) return node.flatMap((item) => walk(item, path));
    if (node === null || typeof node !== 'object') return [];
    const object = node as Record<string, unknown>;
    const [head, ...rest] = path;
    if (rest.length > 0) return walk(object[head!], rest);
    if (field.when && object[field.when.field] !== field.when.equals) return [];
    return [object[head!]];
  };
  return walk(answer, field.field.split('.'));
}
