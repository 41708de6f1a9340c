import { LessonStatus } from '../../../src/generated/enums.js';
import { lessonFixtures, type LessonWorld } from '../lessonFixtures.js';
import type { Case, HistoryEnv } from './historyCase.js';

/**
 * The lesson writes (issue 19), each in a schoolhouse of its own (tests/api/lessonFixtures.ts): a family's absence,
 * make-up request and available days; staff placing, moving and cancelling a lesson, deciding a make-up request,
 * generating a term (recorded as its run: the lessons themselves are derived rows outside the row history) and queueing
 * a bulk deletion of normal frames (its job's writes are recorded as this call, after it returns).
 */
export function lessonHistoryCases(env: HistoryEnv): Record<string, () => Promise<Case>> {
  const fixtures = () => lessonFixtures(env.t());
  /** A world and two open days from tomorrow. */
  const setUp = async (): Promise<{ w: LessonWorld; days: string[]; f: ReturnType<typeof lessonFixtures> }> => {
    const f = fixtures();
    const w = await f.world({ seats: 3 });
    return { w, f, days: await f.openDays(w, 3) };
  };
  return {
    'frame.absent': async () => {
      const { w, f, days } = await setUp();
      const lessonId = await f.lessonOn(w, { date: days[1]!, period: 0 });
      return {
        call: { user: w.family.username, studentId: w.family.studentId, params: { id: lessonId }, json: { type: 'absent', reason: '発熱のため' } },
        refused: { user: w.family.username, studentId: w.family.studentId, params: { id: 999999999 }, json: { type: 'absent', reason: '発熱のため' }, error: 'NOT_FOUND' },
        rows: [
          { target: 'lesson', action: 'update', before: { status: LessonStatus.scheduled }, after: { status: LessonStatus.absent, absence_reason: '発熱のため' }, count: 1 },
          // Staff and the lesson's teacher are told (lesson-absence-reported).
          { target: 'notification', action: 'insert', after: { kind: 'lesson-absence-reported' } },
        ],
      };
    },
    'frame.reschedule-request': async () => {
      const { w, f, days } = await setUp();
      const lessonId = await f.lessonOn(w, { date: days[0]!, period: 0, status: LessonStatus.absent });
      const choice = await f.frame(w, { date: days[1]!, period: 1 });
      return {
        call: { user: w.family.username, studentId: w.family.studentId, params: { id: lessonId }, json: { first_frame_id: choice } },
        refused: { user: w.family.username, studentId: w.family.studentId, params: { id: lessonId }, json: { first_frame_id: 999999999 }, error: 'RESCHEDULE_CHOICE_UNAVAILABLE' },
        rows: [
          { target: 'reschedule_request', action: 'insert', after: { lesson_id: lessonId, first_frame_id: choice, status: 'waiting' }, count: 1 },
          { target: 'lesson', action: 'update', before: { status: LessonStatus.absent }, after: { status: LessonStatus.waiting }, count: 1 },
          { target: 'notification', action: 'insert', after: { kind: 'reschedule-requested' } },
        ],
      };
    },
    'frame.available-times-save': async () => {
      const { w } = await setUp();
      return {
        call: { user: w.family.username, studentId: w.family.studentId, params: { id: w.family.studentId }, json: { data: [{ weekday: 3, timetable_period_id: w.periodIds[2] }] } },
        refused: { user: w.family.username, studentId: w.family.studentId, params: { id: w.family.studentId }, json: { data: [{ weekday: 3, timetable_period_id: 999999999 }] }, error: 'REFERENCE_NOT_FOUND' },
        rows: [{ target: 'available_time', action: 'insert', after: { student_id: w.family.studentId, weekday: 3, timetable_period_id: w.periodIds[2] }, count: 1 }],
      };
    },
    'frame.place': async () => {
      const { w, f, days } = await setUp();
      await f.holiday(w, days[2]!);
      const body = (date: string) => ({
        schoolhouse_id: w.schoolhouseId, lesson_date: date, timetable_period_id: w.periodIds[0], seat_id: w.seatIds[0],
        student_id: w.family.studentId, teacher_id: w.teacher.id, lesson_subject_id: w.subjectId,
      });
      return {
        call: { user: 'staff', json: body(days[0]!) },
        refused: { user: 'staff', json: body(days[2]!), error: 'LESSON_CLOSED_DAY' },
        rows: [
          { target: 'lesson_frame', action: 'insert', after: { teacher_id: w.teacher.id, schoolhouse_id: w.schoolhouseId }, count: 1 },
          { target: 'lesson', action: 'insert', after: { student_id: w.family.studentId, seat_id: w.seatIds[0], status: LessonStatus.scheduled }, count: 1 },
        ],
      };
    },
    'frame.move': async () => {
      const { w, f, days } = await setUp();
      const lessonId = await f.lessonOn(w, { date: days[0]!, period: 0 });
      await f.holiday(w, days[2]!);
      return {
        call: { user: 'staff', params: { id: lessonId }, json: { lesson_date: days[1], timetable_period_id: w.periodIds[1], seat_id: w.seatIds[1] } },
        refused: { user: 'staff', params: { id: lessonId }, json: { lesson_date: days[2], timetable_period_id: w.periodIds[1], seat_id: w.seatIds[1] }, error: 'LESSON_CLOSED_DAY' },
        rows: [
          { target: 'lesson', action: 'update', before: { seat_id: w.seatIds[0] }, after: { seat_id: w.seatIds[1], timetable_period_id: w.periodIds[1] }, count: 1 },
          // The teacher's コマ at the new time, and the emptied one gone.
          { target: 'lesson_frame', action: 'insert', after: { teacher_id: w.teacher.id }, count: 1 },
          { target: 'lesson_frame', action: 'delete', before: { teacher_id: w.teacher.id }, count: 1 },
        ],
      };
    },
    'frame.cancel': async () => {
      const { w, f, days } = await setUp();
      const lessonId = await f.lessonOn(w, { date: days[0]!, period: 0 });
      return {
        call: { user: 'staff', params: { id: lessonId } },
        refused: { user: 'teacher1', params: { id: lessonId }, error: 'FORBIDDEN' },
        rows: [
          { target: 'lesson', action: 'delete', before: { student_id: w.family.studentId }, count: 1 },
          { target: 'lesson_frame', action: 'delete', before: { teacher_id: w.teacher.id }, count: 1 },
        ],
      };
    },
    'frame.reschedule-decide': async () => {
      const { w, f, days } = await setUp();
      const lessonId = await f.lessonOn(w, { date: days[0]!, period: 0, status: LessonStatus.waiting });
      const choice = await f.frame(w, { date: days[1]!, period: 1 });
      const request = await env.t().db.insertInto('reschedule_requests').values({
        company_id: w.companyId, lesson_id: lessonId, student_id: w.family.studentId, schoolhouse_id: w.schoolhouseId, first_frame_id: choice, status: 'waiting',
      }).returning('id').executeTakeFirstOrThrow();
      return {
        call: { user: 'staff', params: { id: request.id }, json: { type: 'approve_first' } },
        refused: { user: 'teacher1', params: { id: request.id }, json: { type: 'approve_first' }, error: 'FORBIDDEN' },
        rows: [
          { target: 'reschedule_request', action: 'update', before: { status: 'waiting' }, after: { status: 'approved', decided_frame_id: choice }, count: 1 },
          { target: 'lesson', action: 'insert', after: { student_id: w.family.studentId, lesson_type: 3, makeup_of_lesson_id: lessonId }, count: 1 },
          { target: 'lesson', action: 'update', before: { status: LessonStatus.waiting }, after: { status: LessonStatus.approved }, count: 1 },
          // The family and the make-up's teacher are told (makeup-decision), e-mail queued for the family.
          { target: 'notification', action: 'insert', after: { kind: 'makeup-decision' } },
          { target: 'notification_delivery', action: 'insert' },
        ],
      };
    },
    'frame.generate': async () => {
      const { w, days } = await setUp();
      const db = env.t().db;
      const term = await db.insertInto('yearly_schedules').values({ company_id: w.companyId, term_kind: 1, fiscal_year: 2031, period_code: 2, start_date: days[0]!, end_date: days[2]!, is_current: false })
        .returning('id').executeTakeFirstOrThrow();
      const undated = await db.insertInto('yearly_schedules').values({ company_id: w.companyId, term_kind: 1, fiscal_year: 2031, period_code: 3, is_current: false })
        .returning('id').executeTakeFirstOrThrow();
      const weekday = new Date(`${days[0]!}T00:00:00Z`).getUTCDay() || 7;
      await db.insertInto('normal_frames').values({
        company_id: w.companyId, yearly_schedule_id: term.id, schoolhouse_id: w.schoolhouseId, weekday, timetable_period_id: w.periodIds[0]!,
        student_id: w.family.studentId, teacher_id: w.teacher.id, lesson_subject_id: w.subjectId, seat_id: w.seatIds[0]!, lesson_kind: 1,
      }).execute();
      return {
        call: { user: 'staff', json: { yearly_schedule_id: term.id, schoolhouse_id: w.schoolhouseId } },
        refused: { user: 'staff', json: { yearly_schedule_id: undated.id, schoolhouse_id: w.schoolhouseId }, error: 'LESSON_TERM_MISSING' },
        rows: [{ target: 'lesson_generation', action: 'insert', after: { yearly_schedule_id: term.id, schoolhouse_id: w.schoolhouseId, lesson_count: 1 }, count: 1 }],
      };
    },
    'maintenance.normal-frame-delete': async () => {
      const { w } = await setUp();
      const db = env.t().db;
      const term = await db.insertInto('yearly_schedules').values({ company_id: w.companyId, term_kind: 1, fiscal_year: 2032, period_code: 1, is_current: false })
        .returning('id').executeTakeFirstOrThrow();
      await db.insertInto('normal_frames').values({
        company_id: w.companyId, yearly_schedule_id: term.id, schoolhouse_id: w.schoolhouseId, weekday: 2, timetable_period_id: w.periodIds[0]!,
        student_id: w.family.studentId, teacher_id: w.teacher.id, lesson_subject_id: w.subjectId, seat_id: w.seatIds[0]!, lesson_kind: 1,
      }).execute();
      return {
        call: { user: 'staff', json: { yearly_schedule_id: term.id, schoolhouse_id: w.schoolhouseId } },
        refused: { user: 'teacher1', json: { yearly_schedule_id: term.id }, error: 'FORBIDDEN' },
        rows: [],
        why: 'queues the maintenance job, which deletes the frames (recorded as this call) after it returns: tests/api/normal-frame-deletion.test.ts',
      };
    },
  };
}
