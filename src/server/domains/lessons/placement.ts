import { sql, type Kysely, type Selectable } from 'kysely';
import type { Database, LessonFramesTable } from '../../../generated/db.js';
import { LessonStatus, LessonType, RescheduleStatus, TermKind } from '../../../generated/enums.js';
import { formatMessage } from '../../../shared/validationMessage.js';
import type { MessageKey } from '../../../generated/messages.ja.js';
import { mapConstraintError } from '../../crud/dbErrors.js';
import { AppError } from '../../foundation/errors.js';
import { FREEING_STATUSES } from './lessonGrid.js';

type Db = Kysely<Database>;
type Frame = Selectable<LessonFramesTable>;

/**
 * Staff's placing of lessons on the grid (frame.place, frame.move, frame.cancel), each in one transaction. A lesson sits
 * in its teacher's コマ of that date and period at that schoolhouse, made when missing; the database decides a seat or
 * a student taken twice (the partial unique indexes of lessons → LESSON_SEAT_TAKEN, LESSON_STUDENT_BUSY) and a teacher
 * in two コマ at once (the unique rule of lesson_frames); a コマ is locked while its room is counted.
 */

/** Where a lesson goes: the schoolhouse, date, period and seat. */
export interface LessonPlace { schoolhouseId: number; lessonDate: string; periodId: number; seatId: number }

const refError = (field: string, key: MessageKey) => new AppError('REFERENCE_NOT_FOUND', { errors: [{ field, message: formatMessage(key) }] });

/** LESSON_CLOSED_DAY on a holiday of the company or of the schoolhouse. */
export async function assertOpenDay(db: Db, options: { companyId: number; schoolhouseId: number; date: string }): Promise<void> {
  const holiday = await db.selectFrom('holidays').select('id').where('company_id', '=', options.companyId).where('holiday_date', '=', options.date)
    .where((eb) => eb.or([eb('schoolhouse_id', 'is', null), eb('schoolhouse_id', '=', options.schoolhouseId)])).executeTakeFirst();
  if (holiday) throw new AppError('LESSON_CLOSED_DAY');
}

/** The checks of a place: the period is the company's, the seat an active one of the schoolhouse, the day no closed day. */
async function assertPlace(db: Db, options: { companyId: number; place: LessonPlace }): Promise<void> {
  const { companyId, place } = options;
  const period = await db.selectFrom('timetable_periods').select('id').where('company_id', '=', companyId).where('id', '=', place.periodId).executeTakeFirst();
  if (!period) throw refError('timetable_period_id', 'lessonStaffApi.periodUnknown');
  const seat = await db.selectFrom('seats').select('id').where('company_id', '=', companyId).where('id', '=', place.seatId)
    .where('schoolhouse_id', '=', place.schoolhouseId).where('is_active', '=', true).executeTakeFirst();
  if (!seat) throw refError('seat_id', 'lessonStaffApi.seatUnknown');
  await assertOpenDay(db, { companyId, schoolhouseId: place.schoolhouseId, date: place.lessonDate });
}

/**
 * The teacher's コマ at a date and period, made if missing (capacity 2), and locked for the rest of the transaction.
 * LESSON_TEACHER_BUSY when the teacher's コマ then is at another schoolhouse or of another subject.
 */
async function teacherFrame(db: Db, options: { companyId: number; place: LessonPlace; teacherId: number; subjectId: number }): Promise<Frame> {
  const { companyId, place, teacherId } = options;
  const term = await db.selectFrom('yearly_schedules').select('id').where('company_id', '=', companyId).where('term_kind', '=', TermKind.normal)
    .where('start_date', '<=', place.lessonDate).where('end_date', '>=', place.lessonDate).orderBy('start_date', 'desc').executeTakeFirst();
  // Two staff making the same コマ at once: the second insert waits for the first and does nothing; both lock the one row.
  await db.insertInto('lesson_frames').values({
    company_id: companyId, schoolhouse_id: place.schoolhouseId, lesson_date: place.lessonDate, timetable_period_id: place.periodId,
    teacher_id: teacherId, lesson_subject_id: options.subjectId, yearly_schedule_id: term?.id ?? null,
  }).onConflict((oc) => oc.doNothing()).execute();
  const frame = await db.selectFrom('lesson_frames').selectAll().where('company_id', '=', companyId).where('teacher_id', '=', teacherId)
    .where('lesson_date', '=', place.lessonDate).where('timetable_period_id', '=', place.periodId).forUpdate().executeTakeFirstOrThrow();
  if (frame.schoolhouse_id !== place.schoolhouseId || frame.lesson_subject_id !== options.subjectId) throw new AppError('LESSON_TEACHER_BUSY');
  return frame;
}

/** LESSON_FRAME_FULL when the コマ's lessons that take place (but the one moved) fill its capacity. */
async function assertRoom(db: Db, options: { frame: Frame; exceptLessonId?: number }): Promise<void> {
  const { frame } = options;
  let query = db.selectFrom('lessons').select((eb) => eb.fn.countAll<number>().as('n'))
    .where('company_id', '=', frame.company_id).where('lesson_frame_id', '=', frame.id).where('status', 'not in', FREEING_STATUSES);
  if (options.exceptLessonId !== undefined) query = query.where('id', '<>', options.exceptLessonId);
  const { n } = await query.executeTakeFirstOrThrow();
  if (Number(n) >= frame.capacity) throw new AppError('LESSON_FRAME_FULL');
}

/** Removes a コマ left without lessons, unless a make-up request names it (its choices and decisions stay readable). */
async function dropIfEmpty(db: Db, options: { companyId: number; frameId: number }): Promise<void> {
  await sql`delete from lesson_frames f where f.company_id = ${options.companyId} and f.id = ${options.frameId}
    and not exists (select 1 from lessons l where l.company_id = f.company_id and l.lesson_frame_id = f.id)
    and not exists (select 1 from reschedule_requests r where r.company_id = f.company_id
      and (r.first_frame_id = f.id or r.second_frame_id = f.id or r.decided_frame_id = f.id))`.execute(db);
}

/** A write of a lesson row whose unique violations become the catalogue's errors (the index names of lesson.yaml). */
async function writingLesson<T>(write: () => Promise<T>): Promise<T> {
  try {
    return await write();
  } catch (err) {
    return mapConstraintError(err, { entity: 'lesson' });
  }
}

/** frame.place's body. */
export interface PlaceBody {
  schoolhouse_id: number; lesson_date: string; timetable_period_id: number; seat_id: number; student_id: number; teacher_id: number;
  lesson_subject_id: number; lesson_type?: number;
}

/**
 * POST /frame-divide/lessons: a lesson of a student with a teacher at a seat, in the teacher's コマ (made when missing).
 * NOT_FOUND for a schoolhouse not the company's; REFERENCE_NOT_FOUND for a seat not active there, a teacher not assigned
 * there, a student, teacher, subject or period not the company's; LESSON_CLOSED_DAY, LESSON_TEACHER_BUSY, LESSON_FRAME_FULL, LESSON_SEAT_TAKEN,
 * LESSON_STUDENT_BUSY.
 */
export async function placeLesson(db: Db, options: { companyId: number; body: PlaceBody }): Promise<{ id: number }> {
  const { companyId, body } = options;
  const place: LessonPlace = { schoolhouseId: body.schoolhouse_id, lessonDate: body.lesson_date, periodId: body.timetable_period_id, seatId: body.seat_id };
  return db.transaction().execute(async (trx) => {
    const house = await trx.selectFrom('schoolhouses').select('id').where('company_id', '=', companyId).where('id', '=', place.schoolhouseId).executeTakeFirst();
    if (!house) throw new AppError('NOT_FOUND');
    await assertPlace(trx, { companyId, place });
    const student = await trx.selectFrom('students').select('id').where('company_id', '=', companyId).where('id', '=', body.student_id).executeTakeFirst();
    if (!student) throw refError('student_id', 'lessonStaffApi.studentUnknown');
    const teacher = await trx.selectFrom('teachers').select('id').where('company_id', '=', companyId).where('id', '=', body.teacher_id).executeTakeFirst();
    if (!teacher) throw refError('teacher_id', 'lessonStaffApi.teacherUnknown');
    // The teacher works at the schoolhouse (教室管理's assignment), as the grid's choice of teachers offers.
    const assigned = await trx.selectFrom('teacher_schoolhouses').select('id').where('company_id', '=', companyId)
      .where('teacher_id', '=', body.teacher_id).where('schoolhouse_id', '=', place.schoolhouseId).executeTakeFirst();
    if (!assigned) throw refError('teacher_id', 'lessonStaffApi.teacherNotAssigned');
    const subject = await trx.selectFrom('lesson_subjects').select('id').where('company_id', '=', companyId).where('id', '=', body.lesson_subject_id).executeTakeFirst();
    if (!subject) throw refError('lesson_subject_id', 'lessonStaffApi.subjectUnknown');
    const frame = await teacherFrame(trx, { companyId, place, teacherId: body.teacher_id, subjectId: body.lesson_subject_id });
    await assertRoom(trx, { frame });
    return writingLesson(() => trx.insertInto('lessons').values({
      company_id: companyId, lesson_frame_id: frame.id, schoolhouse_id: place.schoolhouseId, lesson_date: place.lessonDate,
      timetable_period_id: place.periodId, student_id: body.student_id, seat_id: place.seatId,
      lesson_type: body.lesson_type ?? LessonType.regular, status: LessonStatus.scheduled,
    }).returning('id').executeTakeFirstOrThrow());
  });
}

/** A lesson of the company, locked; NOT_FOUND otherwise. */
async function lockedLesson(db: Db, options: { companyId: number; lessonId: number }) {
  const lesson = await db.selectFrom('lessons').selectAll().where('company_id', '=', options.companyId).where('id', '=', options.lessonId)
    .forUpdate().executeTakeFirst();
  if (!lesson) throw new AppError('NOT_FOUND');
  return lesson;
}

/**
 * POST /frame-divide/lessons/{id}/move: a lesson that takes place moves to another seat, date or period of its schoolhouse,
 * into the same teacher's コマ then (same subject; made when missing); the コマ it leaves is removed when empty.
 * LESSON_NOT_MOVABLE for an absence or a lesson moved to a make-up; the checks of frame.place otherwise.
 */
export async function moveLesson(db: Db, options: { companyId: number; lessonId: number; body: { lesson_date: string; timetable_period_id: number; seat_id: number } }): Promise<{ id: number }> {
  const { companyId, body } = options;
  return db.transaction().execute(async (trx) => {
    const lesson = await lockedLesson(trx, options);
    if (lesson.status !== LessonStatus.scheduled) throw new AppError('LESSON_NOT_MOVABLE');
    const from = await trx.selectFrom('lesson_frames').selectAll().where('company_id', '=', companyId).where('id', '=', lesson.lesson_frame_id).executeTakeFirstOrThrow();
    const place: LessonPlace = { schoolhouseId: lesson.schoolhouse_id, lessonDate: body.lesson_date, periodId: body.timetable_period_id, seatId: body.seat_id };
    await assertPlace(trx, { companyId, place });
    const frame = await teacherFrame(trx, { companyId, place, teacherId: from.teacher_id, subjectId: from.lesson_subject_id });
    await assertRoom(trx, { frame, exceptLessonId: lesson.id });
    await writingLesson(() => trx.updateTable('lessons').set({
      lesson_frame_id: frame.id, lesson_date: place.lessonDate, timetable_period_id: place.periodId, seat_id: place.seatId, updated_at: sql<Date>`now()`,
    }).where('company_id', '=', companyId).where('id', '=', lesson.id).execute());
    if (frame.id !== from.id) await dropIfEmpty(trx, { companyId, frameId: from.id });
    return { id: lesson.id };
  });
}

/**
 * DELETE /frame-divide/lessons/{id}: a lesson removed, and its コマ when left empty. LESSON_HAS_WAITING_REQUEST while a
 * make-up request of it waits for staff (decide it first).
 */
export async function cancelLesson(db: Db, options: { companyId: number; lessonId: number }): Promise<{ id: number }> {
  const { companyId } = options;
  return db.transaction().execute(async (trx) => {
    const lesson = await lockedLesson(trx, options);
    const waiting = await trx.selectFrom('reschedule_requests').select('id').where('company_id', '=', companyId).where('lesson_id', '=', lesson.id)
      .where('status', '=', RescheduleStatus.waiting).executeTakeFirst();
    if (waiting || lesson.status === LessonStatus.waiting) throw new AppError('LESSON_HAS_WAITING_REQUEST');
    await trx.deleteFrom('lessons').where('company_id', '=', companyId).where('id', '=', lesson.id).execute();
    await dropIfEmpty(trx, { companyId, frameId: lesson.lesson_frame_id });
    return { id: lesson.id };
  });
}
