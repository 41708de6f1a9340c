import type { Kysely } from 'kysely';
import type { Database } from '../../../generated/db.js';
import { AppError } from '../../foundation/errors.js';
import { formatMessage } from '../../../shared/validationMessage.js';
import { periodsOf, type PeriodView } from './lessonSchedule.js';

type Db = Kysely<Database>;

/**
 * A child's available days (通塾可能日: weekday × period), which the guardian keeps (frame.available-times,
 * frame.available-times-save) and staff read when placing a make-up. Saving replaces them all in one transaction.
 */

export interface AvailableTime { weekday: number; timetable_period_id: number }

export interface AvailableTimesAnswer { data: AvailableTime[]; periods: PeriodView[] }

/** The child's available days, by weekday and period order, with the company's periods. */
export async function availableTimesOf(db: Db, options: { companyId: number; studentId: number }): Promise<AvailableTimesAnswer> {
  const data = await db.selectFrom('available_times as a')
    .innerJoin('timetable_periods as p', (j) => j.onRef('p.company_id', '=', 'a.company_id').onRef('p.id', '=', 'a.timetable_period_id'))
    .select(['a.weekday', 'a.timetable_period_id'])
    .where('a.company_id', '=', options.companyId).where('a.student_id', '=', options.studentId)
    .orderBy('a.weekday').orderBy('p.period_number').orderBy('a.timetable_period_id').execute();
  return { data, periods: await periodsOf(db, options.companyId) };
}

/**
 * Replaces the child's available days with the given ones (the same weekday and period twice counts once). A period
 * that is not the company's answers REFERENCE_NOT_FOUND and changes nothing.
 */
export async function replaceAvailableTimes(db: Db, options: { companyId: number; studentId: number; times: AvailableTime[] }): Promise<AvailableTimesAnswer> {
  const { companyId, studentId } = options;
  const unique = [...new Map(options.times.map((t) => [`${t.weekday}:${t.timetable_period_id}`, t])).values()];
  const periodIds = [...new Set(unique.map((t) => t.timetable_period_id))];
  const known = periodIds.length === 0 ? [] : (await db.selectFrom('timetable_periods').select('id')
    .where('company_id', '=', companyId).where('id', 'in', periodIds).execute()).map((p) => p.id);
  if (known.length !== periodIds.length) {
    const errors = options.times.flatMap((t, i) => (known.includes(t.timetable_period_id) ? []
      : [{ field: `data.${i}.timetable_period_id`, message: formatMessage('lessonFamilyApi.periodUnknown') }]));
    throw new AppError('REFERENCE_NOT_FOUND', { errors });
  }
  await db.transaction().execute(async (trx) => {
    // Two saves for one child are taken one after the other (the second would otherwise insert beside the first's rows).
    await trx.selectFrom('students').select('id').where('company_id', '=', companyId).where('id', '=', studentId).forUpdate().execute();
    await trx.deleteFrom('available_times').where('company_id', '=', companyId).where('student_id', '=', studentId).execute();
    if (unique.length > 0) {
      await trx.insertInto('available_times')
        .values(unique.map((t) => ({ company_id: companyId, student_id: studentId, weekday: t.weekday, timetable_period_id: t.timetable_period_id })))
        .execute();
    }
  });
  return availableTimesOf(db, { companyId, studentId });
}
