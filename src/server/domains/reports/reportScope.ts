import type { Kysely, Selectable } from 'kysely';
import type { Database, LessonReportsTable } from '../../../generated/db.js';
import { AppError } from '../../foundation/errors.js';
import type { Principal } from '../../auth/principal.js';
import { isAnyOf } from '../../db/anyOf.js';
import { messageSideOf } from '../messaging/messageSide.js';

type Db = Kysely<Database>;
export type ReportRow = Selectable<LessonReportsTable>;

/** The school side of reports (staff, or a teacher of the report's schoolhouses); FORBIDDEN for anyone else. */
export function schoolSideOf(principal: Principal): 'staff' | 'teacher' {
  const side = messageSideOf(principal);
  if (side !== 'staff' && side !== 'teacher') throw new AppError('FORBIDDEN');
  return side;
}

/** The schoolhouses whose reports the caller writes: a teacher's own; null (every one of the company) for staff. */
export function reportSchoolhouses(principal: Principal): number[] | null {
  return schoolSideOf(principal) === 'teacher' ? principal.schoolhouseIds : null;
}

/**
 * The reports of `ids` the caller may act on, locked for the transaction when `forUpdate` (another company's, or for a
 * teacher another schoolhouse's: NOT_FOUND, the whole request refused and nothing written).
 */
export async function reportsInScope(db: Db, options: { principal: Principal; ids: readonly number[]; forUpdate?: boolean }): Promise<ReportRow[]> {
  const { principal, ids } = options;
  const schoolhouses = reportSchoolhouses(principal);
  let query = db.selectFrom('lesson_reports').selectAll().where('company_id', '=', principal.companyId).where(isAnyOf('id', ids));
  if (schoolhouses) query = query.where(isAnyOf('schoolhouse_id', schoolhouses));
  const rows = await (options.forUpdate ? query.orderBy('id').forUpdate() : query.orderBy('id')).execute();
  if (rows.length !== new Set(ids).size) throw new AppError('NOT_FOUND');
  return rows;
}

/** One report the caller may read on the school side (NOT_FOUND otherwise). */
export async function reportInScope(db: Db, options: { principal: Principal; id: number }): Promise<ReportRow> {
  const [row] = await reportsInScope(db, { principal: options.principal, ids: [options.id] });
  return row!;
}
