import { sql, type Kysely } from 'kysely';
import type { Database } from '../../../generated/db.js';
import { DeletionStatus, LessonStatus, LessonType } from '../../../generated/enums.js';
import { operationStorage } from '../../db/operationContext.js';
import { formatMessage } from '../../../shared/validationMessage.js';
import { AppError } from '../../foundation/errors.js';

type Db = Kysely<Database>;

/** What a bulk deletion removes: a term's weekly timetable (one schoolhouse or all), and its lessons from a date. */
export interface NormalFrameSelection {
  companyId: number;
  yearlyScheduleId: number;
  schoolhouseId?: number;
  /** Also the regular lessons generated from those frames on and after this day that have not been changed. */
  lessonsFrom?: string;
}

/** The term and the schoolhouse must be the company's (another company's id is not found, as on every read). */
export async function assertSelectionOwned(db: Db, selection: NormalFrameSelection): Promise<void> {
  const term = await db.selectFrom('yearly_schedules').select('id').where('company_id', '=', selection.companyId).where('id', '=', selection.yearlyScheduleId).executeTakeFirst();
  if (!term) throw new AppError('NOT_FOUND');
  if (selection.schoolhouseId === undefined) return;
  const house = await db.selectFrom('schoolhouses').select('id').where('company_id', '=', selection.companyId).where('id', '=', selection.schoolhouseId).executeTakeFirst();
  if (!house) throw new AppError('NOT_FOUND');
}

function selectedFrames(db: Db, s: NormalFrameSelection) {
  let query = db.selectFrom('normal_frames as nf').where('nf.company_id', '=', s.companyId).where('nf.yearly_schedule_id', '=', s.yearlyScheduleId);
  if (s.schoolhouseId !== undefined) query = query.where('nf.schoolhouse_id', '=', s.schoolhouseId);
  return query;
}

/**
 * The lessons a deletion takes with its frames: regular lessons generated from them, from `lessonsFrom`, still as
 * generated (scheduled). Absences, make-ups and lessons staff placed by hand stay.
 */
function selectedLessons(db: Db, s: NormalFrameSelection & { lessonsFrom: string }) {
  return db.selectFrom('lessons as l')
    .where('l.company_id', '=', s.companyId).where('l.lesson_date', '>=', s.lessonsFrom)
    .where('l.status', '=', LessonStatus.scheduled).where('l.lesson_type', '=', LessonType.regular)
    .where('l.normal_frame_id', 'in', selectedFrames(db, s).select('nf.id'));
}

/** What a deletion would remove now: the counts, and a page of the frames (schoolhouse, weekday, period order). */
export async function previewNormalFrameDeletion(db: Db, s: NormalFrameSelection & { page: number; limit: number }) {
  await assertSelectionOwned(db, s);
  const frames = await selectedFrames(db, s).select((eb) => eb.fn.countAll<string | number>().as('n')).executeTakeFirstOrThrow();
  const lessons = s.lessonsFrom === undefined ? { n: 0 }
    : await selectedLessons(db, { ...s, lessonsFrom: s.lessonsFrom }).select((eb) => eb.fn.countAll<string | number>().as('n')).executeTakeFirstOrThrow();
  const rows = await selectedFrames(db, s)
    .innerJoin('schoolhouses as h', (j) => j.onRef('h.company_id', '=', 'nf.company_id').onRef('h.id', '=', 'nf.schoolhouse_id'))
    .innerJoin('timetable_periods as p', (j) => j.onRef('p.company_id', '=', 'nf.company_id').onRef('p.id', '=', 'nf.timetable_period_id'))
    .innerJoin('students as st', (j) => j.onRef('st.company_id', '=', 'nf.company_id').onRef('st.id', '=', 'nf.student_id'))
    .innerJoin('teachers as te', (j) => j.onRef('te.company_id', '=', 'nf.company_id').onRef('te.id', '=', 'nf.teacher_id'))
    .innerJoin('lesson_subjects as su', (j) => j.onRef('su.company_id', '=', 'nf.company_id').onRef('su.id', '=', 'nf.lesson_subject_id'))
    .innerJoin('seats as se', (j) => j.onRef('se.company_id', '=', 'nf.company_id').onRef('se.id', '=', 'nf.seat_id'))
    .select(['nf.id', 'h.schoolhouse_name', 'nf.weekday', 'p.name as period', 'st.family_name_kanji', 'st.first_name_kanji', 'te.name_kanji', 'su.name as subject', 'se.name as seat'])
    .orderBy('h.sort_order').orderBy('nf.schoolhouse_id').orderBy('nf.weekday').orderBy('p.period_number').orderBy('nf.id')
    .limit(s.limit).offset((s.page - 1) * s.limit).execute();
  return {
    frame_count: Number(frames.n), lesson_count: Number(lessons.n), page: s.page, limit: s.limit,
    data: rows.map((r) => ({
      id: Number(r.id), schoolhouse: r.schoolhouse_name, weekday: Number(r.weekday), period: r.period,
      student: `${r.family_name_kanji} ${r.first_name_kanji}`, teacher: r.name_kanji, lesson_subject: r.subject, seat: r.seat,
    })),
  };
}

/** What the 'maintenance' job carries for a bulk deletion: the run, its company, and who started it. */
export interface NormalFrameDeletionJob { kind: 'normal-frame-delete'; deletionId: number; companyId: number; operation: string | null }

/**
 * The 'maintenance' job of a bulk deletion: in one transaction, the selected lessons, the コマ they leave empty and the
 * weekly frames, then the run marked done with its counts. The writes carry the starting call's description (the
 * operation history). A failure deletes nothing and marks the run failed.
 */
export async function runNormalFrameDeletion(db: Db, data: NormalFrameDeletionJob): Promise<void> {
  const run = await db.selectFrom('normal_frame_deletions').selectAll().where('company_id', '=', data.companyId).where('id', '=', data.deletionId).executeTakeFirst();
  if (!run || run.status !== DeletionStatus.queued) return;
  const selection: NormalFrameSelection = {
    companyId: data.companyId, yearlyScheduleId: Number(run.yearly_schedule_id), schoolhouseId: run.schoolhouse_id === null ? undefined : Number(run.schoolhouse_id),
    lessonsFrom: run.lessons_from ?? undefined,
  };
  try {
    if (run.yearly_schedule_id === null) throw new AppError('NOT_FOUND');
    await operationStorage.run({ describe: () => data.operation ?? undefined }, () => db.transaction().execute(async (trx) => {
      let lessonCount = 0;
      if (selection.lessonsFrom !== undefined) {
        const deleted = await trx.deleteFrom('lessons').where('company_id', '=', data.companyId)
          .where('id', 'in', selectedLessons(trx, { ...selection, lessonsFrom: selection.lessonsFrom }).select('l.id'))
          .returning('lesson_frame_id').execute();
        lessonCount = deleted.length;
        const frameIds = [...new Set(deleted.map((d) => Number(d.lesson_frame_id)))];
        if (frameIds.length) {
          await sql`delete from lesson_frames f where f.company_id = ${data.companyId} and f.id = any(${frameIds}::int[])
            and not exists (select 1 from lessons l where l.company_id = f.company_id and l.lesson_frame_id = f.id)`.execute(trx);
        }
      }
      const frames = await trx.deleteFrom('normal_frames').where('company_id', '=', data.companyId)
        .where('id', 'in', selectedFrames(trx, selection).select('nf.id')).executeTakeFirst();
      await trx.updateTable('normal_frame_deletions').set({
        status: DeletionStatus.applied, frame_count: Number(frames.numDeletedRows), lesson_count: lessonCount, applied_at: sql`now()`, updated_at: sql`now()`,
      }).where('company_id', '=', data.companyId).where('id', '=', data.deletionId).execute();
    }));
  } catch (error) {
    const message = error instanceof AppError ? error.message : formatMessage('importFile.failedUnchanged');
    await db.updateTable('normal_frame_deletions').set({ status: DeletionStatus.failed, message, updated_at: sql`now()` })
      .where('company_id', '=', data.companyId).where('id', '=', data.deletionId).execute();
    if (!(error instanceof AppError)) throw error;
  }
}
