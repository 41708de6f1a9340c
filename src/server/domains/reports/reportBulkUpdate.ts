import { sql, type Kysely } from 'kysely';
import type { Database } from '../../../generated/db.js';
import { SWITCHED_REPORT_FIELDS } from '../../../shared/reportSwitches.js';
import type { Principal } from '../../auth/principal.js';
import { isAnyOf } from '../../db/anyOf.js';
import { formatMessage } from '../../../shared/validationMessage.js';
import { AppError } from '../../foundation/errors.js';
import { reportsInScope } from './reportScope.js';

type Db = Kysely<Database>;

/** The fields one row of the bulk editor writes (the body's schema, from the model's fields, bounds each). */
/** What the bulk editor writes: the fields 指導報告書設定 switches (the model's `switchedBy`). */
const EDITABLE = SWITCHED_REPORT_FIELDS;
export type ReportEdit = { id: number } & Partial<Record<(typeof EDITABLE)[number], unknown>>;

const blankToNull = (value: unknown) => (typeof value === 'string' && value.trim() === '' ? null : value);

/**
 * PUT /lesson-reports/bulk-update: the rows of the bulk editor saved together, each with the fields it carries (a
 * field left out keeps its value). Reports out of reach are NOT_FOUND and a textbook not the company's
 * REFERENCE_NOT_FOUND under its row: nothing is written unless every row is.
 */
export async function bulkUpdateReports(db: Db, options: { principal: Principal; rows: readonly ReportEdit[] }): Promise<{ count: number }> {
  const { principal, rows } = options;
  const ids = rows.map((r) => r.id);
  if (new Set(ids).size !== ids.length) throw new AppError('VALIDATION_FAILED', { errors: [{ field: 'data', message: formatMessage('reportApi.duplicateRow') }] });
  return db.transaction().execute(async (trx) => {
    await reportsInScope(trx, { principal, ids, forUpdate: true });
    const textbooks = [...new Set(rows.map((r) => r.textbook_id).filter((v): v is number => typeof v === 'number'))];
    if (textbooks.length > 0) {
      const found = await trx.selectFrom('textbooks').select('id').where('company_id', '=', principal.companyId).where(isAnyOf('id', textbooks)).execute();
      if (found.length !== textbooks.length) throw new AppError('REFERENCE_NOT_FOUND');
    }
    for (const row of rows) {
      const values = Object.fromEntries(EDITABLE.filter((f) => f in row).map((f) => [f, blankToNull(row[f])]));
      if (Object.keys(values).length === 0) continue;
      await trx.updateTable('lesson_reports').set({ ...values, updated_at: sql<Date>`now()` })
        .where('company_id', '=', principal.companyId).where('id', '=', row.id).execute();
    }
    return { count: rows.length };
  });
}
