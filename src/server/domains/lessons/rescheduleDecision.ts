import { sql, type Kysely } from 'kysely';
import type { Database } from '../../../generated/db.js';
import { entities } from '../../../generated/entities.js';
import { LessonStatus, LessonType, NotificationKind, RescheduleStatus } from '../../../generated/enums.js';
import { formatMessage } from '../../../shared/validationMessage.js';
import type { JobQueue } from '../../core/jobQueue.js';
import { pgErrorInfo, PG_ERROR } from '../../db/errors.js';
import { AppError } from '../../foundation/errors.js';
import { notify, type NotificationRecipient } from '../notifications/notify.js';
import { FREEING_STATUSES } from './lessonGrid.js';
import { assertOpenDay } from './placement.js';
import { lessonLine } from './makeupChoices.js';
import { schoolClock } from './rescheduleDeadline.js';

type Db = Kysely<Database>;

/** What staff decide of a make-up request: its first or second choice, or none. */
export type RescheduleDecisionType = 'approve_first' | 'approve_second' | 'refuse';

/** The request's row, locked for the decision. */
type RequestRow = Awaited<ReturnType<typeof lockedRequest>>;

async function lockedRequest(db: Db, options: { companyId: number; requestId: number }) {
  const request = await db.selectFrom('reschedule_requests').selectAll().where('company_id', '=', options.companyId).where('id', '=', options.requestId)
    .forUpdate().executeTakeFirst();
  if (!request) throw new AppError('NOT_FOUND');
  return request;
}

/** The partial unique index that keeps a seat to one lesson a period (PostgreSQL reports it by this name). */
const SEAT_INDEX = entities.lesson.unique.find((u) => u.error === 'LESSON_SEAT_TAKEN')!.name.slice(0, 63);

/**
 * The make-up lesson of an approved choice: in the chosen コマ (locked, so that approvals of one コマ are taken one after
 * the other and each counts the others' lessons), at the first active seat of the schoolhouse free in its period, a
 * lesson of type makeup of the absent lesson. RESCHEDULE_CHOICE_UNAVAILABLE for a コマ gone or past, LESSON_CLOSED_DAY,
 * RESCHEDULE_NO_FREE_SEAT when the コマ is full or no seat is free — also when another decision took the last seat
 * meanwhile (the seat's unique index decides) — and LESSON_STUDENT_BUSY when the child has a lesson then.
 */
async function placeMakeup(trx: Db, options: { request: RequestRow; frameId: number }): Promise<{ lessonId: number; frameId: number }> {
  const { request } = options;
  const companyId = request.company_id;
  const frame = await trx.selectFrom('lesson_frames').selectAll().where('company_id', '=', companyId).where('id', '=', options.frameId)
    .forUpdate().executeTakeFirst();
  if (!frame || frame.lesson_date < schoolClock().today) throw new AppError('RESCHEDULE_CHOICE_UNAVAILABLE');
  await assertOpenDay(trx, { companyId, schoolhouseId: frame.schoolhouse_id, date: frame.lesson_date });
  const freeing = sql.join(FREEING_STATUSES.map((status) => sql.lit(status)));
  const taken = await trx.selectFrom('lessons').select((eb) => eb.fn.countAll<number>().as('n'))
    .where('company_id', '=', companyId).where('lesson_frame_id', '=', frame.id).where('status', 'not in', FREEING_STATUSES).executeTakeFirstOrThrow();
  if (Number(taken.n) >= frame.capacity) throw new AppError('RESCHEDULE_NO_FREE_SEAT');
  const seat = await sql<{ id: number }>`
    select s.id from seats s where s.company_id = ${companyId} and s.schoolhouse_id = ${frame.schoolhouse_id} and s.is_active
      and not exists (select 1 from lessons o where o.company_id = s.company_id and o.seat_id = s.id and o.lesson_date = ${frame.lesson_date}
        and o.timetable_period_id = ${frame.timetable_period_id} and o.status not in (${freeing}))
    order by s.sort_order, s.id limit 1`.execute(trx);
  const seatId = seat.rows[0]?.id;
  if (seatId === undefined) throw new AppError('RESCHEDULE_NO_FREE_SEAT');
  try {
    const lesson = await trx.insertInto('lessons').values({
      company_id: companyId, lesson_frame_id: frame.id, schoolhouse_id: frame.schoolhouse_id, lesson_date: frame.lesson_date,
      timetable_period_id: frame.timetable_period_id, student_id: request.student_id, seat_id: seatId, lesson_type: LessonType.makeup,
      status: LessonStatus.scheduled, makeup_of_lesson_id: request.lesson_id,
    }).returning('id').executeTakeFirstOrThrow();
    return { lessonId: lesson.id, frameId: frame.id };
  } catch (err) {
    const info = pgErrorInfo(err);
    if (info?.code !== PG_ERROR.uniqueViolation) throw err;
    throw new AppError(info.constraint === SEAT_INDEX ? 'RESCHEDULE_NO_FREE_SEAT' : 'LESSON_STUDENT_BUSY');
  }
}

/**
 * makeup-decision: the family's guardian (on the child's page) and, when approved, the make-up lesson's teacher hear of
 * the decision, with the lesson's line; the e-mail goes out after commit (notification-deliver).
 */
async function ringDecision(trx: Db, options: { request: RequestRow; jobs: JobQueue; isApproved: boolean; lessonId: number }): Promise<void> {
  const { request } = options;
  const companyId = request.company_id;
  const row = await trx.selectFrom('lessons as l')
    .innerJoin('lesson_frames as f', (j) => j.onRef('f.company_id', '=', 'l.company_id').onRef('f.id', '=', 'l.lesson_frame_id'))
    .innerJoin('timetable_periods as p', (j) => j.onRef('p.company_id', '=', 'l.company_id').onRef('p.id', '=', 'l.timetable_period_id'))
    .innerJoin('lesson_subjects as s', (j) => j.onRef('s.company_id', '=', 'f.company_id').onRef('s.id', '=', 'f.lesson_subject_id'))
    .innerJoin('teachers as t', (j) => j.onRef('t.company_id', '=', 'f.company_id').onRef('t.id', '=', 'f.teacher_id'))
    .innerJoin('students as st', (j) => j.onRef('st.company_id', '=', 'l.company_id').onRef('st.id', '=', 'l.student_id'))
    .leftJoin('protectors as g', (j) => j.onRef('g.company_id', '=', 'st.company_id').onRef('g.id', '=', 'st.protector_id'))
    .select(['l.lesson_date', 'p.name as period_name', 's.name as subject_name', 't.user_id as teacher_user_id', 'st.family_name_kanji',
      'st.first_name_kanji', 'st.schoolhouse_id as student_schoolhouse_id', 'g.user_id as guardian_user_id'])
    .where('l.company_id', '=', companyId).where('l.id', '=', options.lessonId).executeTakeFirstOrThrow();
  const text = {
    student: `${row.family_name_kanji} ${row.first_name_kanji}`,
    lesson: lessonLine({ lessonDate: row.lesson_date, periodName: row.period_name, subjectName: row.subject_name }),
  };
  const recipients: NotificationRecipient[] = [];
  if (row.guardian_user_id !== null) recipients.push({ userId: row.guardian_user_id, studentId: request.student_id, schoolhouseId: row.student_schoolhouse_id });
  if (options.isApproved) recipients.push({ userId: row.teacher_user_id, schoolhouseId: request.schoolhouse_id });
  const written = await notify(trx, {
    companyId, kind: NotificationKind.makeupDecision, targetId: request.id, recipients,
    body: formatMessage(options.isApproved ? 'lessonStaffApi.makeupApproved' : 'lessonStaffApi.makeupRefused', text),
  });
  if (written > 0) await options.jobs.send({ db: trx, name: 'notification-deliver', data: {} });
}

/**
 * POST /frame-divide/reschedules/{id}/decision, in one transaction: the request is locked and must still wait
 * (RESCHEDULE_ALREADY_DECIDED otherwise; NOT_FOUND when not the company's). Approving a choice places the make-up
 * lesson ({@link placeMakeup}), marks the absent lesson 振替済み (APPROVED) and the request approved with the コマ, the
 * lesson, who and when; refusing marks it refused with the reason and the lesson absent again. Either way the family
 * (and the make-up's teacher) are notified.
 */
export async function decideReschedule(db: Db, options: {
  companyId: number; userId: number; requestId: number; type: RescheduleDecisionType; reason?: string; jobs: JobQueue;
}): Promise<{ id: number; status: string; makeup_lesson_id: number | null }> {
  const { companyId, userId, type } = options;
  return db.transaction().execute(async (trx) => {
    const request = await lockedRequest(trx, options);
    if (request.status !== RescheduleStatus.waiting) throw new AppError('RESCHEDULE_ALREADY_DECIDED');
    const decided = { decided_by_user_id: userId, decided_at: sql<Date>`now()`, updated_at: sql<Date>`now()` };
    if (type === 'refuse') {
      await trx.updateTable('reschedule_requests').set({ ...decided, status: RescheduleStatus.refused, refusal_reason: options.reason?.trim() || null })
        .where('company_id', '=', companyId).where('id', '=', request.id).execute();
      await trx.updateTable('lessons').set({ status: LessonStatus.absent, updated_at: sql<Date>`now()` })
        .where('company_id', '=', companyId).where('id', '=', request.lesson_id).execute();
      await ringDecision(trx, { request, jobs: options.jobs, isApproved: false, lessonId: request.lesson_id });
      return { id: request.id, status: RescheduleStatus.refused, makeup_lesson_id: null };
    }
    const frameId = type === 'approve_first' ? request.first_frame_id : request.second_frame_id;
    if (frameId === null) throw new AppError('RESCHEDULE_CHOICE_UNAVAILABLE');
    const makeup = await placeMakeup(trx, { request, frameId });
    await trx.updateTable('lessons').set({ status: LessonStatus.approved, updated_at: sql<Date>`now()` })
      .where('company_id', '=', companyId).where('id', '=', request.lesson_id).execute();
    await trx.updateTable('reschedule_requests').set({
      ...decided, status: RescheduleStatus.approved, decided_frame_id: makeup.frameId, makeup_lesson_id: makeup.lessonId,
    }).where('company_id', '=', companyId).where('id', '=', request.id).execute();
    await ringDecision(trx, { request, jobs: options.jobs, isApproved: true, lessonId: makeup.lessonId });
    return { id: request.id, status: RescheduleStatus.approved, makeup_lesson_id: makeup.lessonId };
  });
}
