import { sql, type Kysely } from 'kysely';
import { authorities } from '../../../generated/abilities.js';
import type { Database } from '../../../generated/db.js';
import { NotificationKind } from '../../../generated/enums.js';
import { formatMessage } from '../../../shared/validationMessage.js';
import { notify, type RecipientQuery } from '../notifications/notify.js';
import { lessonLine } from './makeupChoices.js';

type Db = Kysely<Database>;

/**
 * The bells a family's lesson rings (issue 19): an absence reported (lesson-absence-reported: the staff and the
 * lesson's teacher) and a make-up asked for (reschedule-requested: the staff). Written in the caller's transaction
 * through notify(), at the lesson's schoolhouse (its COMMUNICATION_METHOD_* options switch the bell).
 */

/**
 * Every active staff account of the company, as recipients at a schoolhouse (staff work for every schoolhouse: their
 * principal holds them all), plus the given users (the lesson's teacher).
 */
function staffAnd(options: { companyId: number; schoolhouseId: number; userIds?: number[] }): RecipientQuery {
  const { companyId, schoolhouseId } = options;
  return sql<{ user_id: number; student_id: number | null; schoolhouse_id: number | null }>`
    select u.id as user_id, null::bigint as student_id, ${schoolhouseId}::bigint as schoolhouse_id from users u
    where u.company_id = ${companyId} and u.is_active
      and (u.m_authority_id = ${authorities.AUTH_STAFF_GENERAL.id} or u.id = any(${options.userIds ?? []}::bigint[]))`;
}

/** A lesson as the bell's text names it: the student and the lesson's line (12月03日(木) 3限 中学数学). */
async function lessonText(db: Db, options: { companyId: number; lessonId: number }) {
  const row = await db.selectFrom('lessons as l')
    .innerJoin('lesson_frames as f', (j) => j.onRef('f.company_id', '=', 'l.company_id').onRef('f.id', '=', 'l.lesson_frame_id'))
    .innerJoin('timetable_periods as p', (j) => j.onRef('p.company_id', '=', 'l.company_id').onRef('p.id', '=', 'l.timetable_period_id'))
    .innerJoin('lesson_subjects as s', (j) => j.onRef('s.company_id', '=', 'f.company_id').onRef('s.id', '=', 'f.lesson_subject_id'))
    .innerJoin('students as st', (j) => j.onRef('st.company_id', '=', 'l.company_id').onRef('st.id', '=', 'l.student_id'))
    .innerJoin('teachers as t', (j) => j.onRef('t.company_id', '=', 'f.company_id').onRef('t.id', '=', 'f.teacher_id'))
    .select(['l.schoolhouse_id', 'l.lesson_date', 'p.name as period_name', 's.name as subject_name', 'st.family_name_kanji', 'st.first_name_kanji', 't.user_id as teacher_user_id'])
    .where('l.company_id', '=', options.companyId).where('l.id', '=', options.lessonId).executeTakeFirstOrThrow();
  return {
    schoolhouseId: row.schoolhouse_id, teacherUserId: row.teacher_user_id,
    student: `${row.family_name_kanji} ${row.first_name_kanji}`,
    lesson: lessonLine({ lessonDate: row.lesson_date, periodName: row.period_name, subjectName: row.subject_name }),
  };
}

/** lesson-absence-reported: the staff and the lesson's teacher hear of a family's absence. */
export async function ringAbsence(trx: Db, options: { companyId: number; lessonId: number }): Promise<void> {
  const { companyId, lessonId } = options;
  const text = await lessonText(trx, options);
  await notify(trx, {
    companyId, kind: NotificationKind.lessonAbsenceReported, targetId: lessonId,
    body: formatMessage('lessonFamilyApi.absenceBody', { student: text.student, lesson: text.lesson }),
    recipients: staffAnd({ companyId, schoolhouseId: text.schoolhouseId, userIds: [text.teacherUserId] }),
  });
}

/** reschedule-requested: the staff hear of a family's make-up request, to decide it on the grid. */
export async function ringRescheduleRequested(trx: Db, options: { companyId: number; lessonId: number; requestId: number }): Promise<void> {
  const { companyId } = options;
  const text = await lessonText(trx, options);
  await notify(trx, {
    companyId, kind: NotificationKind.rescheduleRequested, targetId: options.requestId,
    body: formatMessage('lessonFamilyApi.rescheduleBody', { student: text.student, lesson: text.lesson }),
    recipients: staffAnd({ companyId, schoolhouseId: text.schoolhouseId }),
  });
}
