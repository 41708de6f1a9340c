import { entities } from '../../../generated/entities.js';
import { ruleFields } from '../../../shared/fieldRules.js';
import { loadAllBounds, ruleErrorsOf, rulesOf } from '../../crud/fieldRules.js';
import { genericDb, type AppContext } from '../../core/context.js';
import type { FieldError } from '../../foundation/errors.js';
import { ofCompany } from '../../db/companyScope.js';
import { storedKeyOf, type ImportFormat, type RowRuleCheck } from './importRows.js';

/**
 * The check of an import's rows against the entity's rules across fields (none when it has no rules): a row that
 * updates a stored one is checked as it will be, its file values over the stored ones (a column the file leaves out
 * keeps its value), as an update through the API is; the bounds of atMost rules are read once for the company. Read
 * through `ctx.db`: the import's transaction when it runs, so the check sees the data it writes over.
 */
export async function loadImportRules(ctx: Pick<AppContext, 'db'>, options: { format: ImportFormat; companyId: number }): Promise<RowRuleCheck | undefined> {
  const { format, companyId } = options;
  const rules = rulesOf(format.entity);
  if (rules.length === 0) return undefined;
  const meta = entities[format.entity];
  const columns = [...new Set(['id', ...format.key, ...rules.flatMap(ruleFields)])];
  const rows = await genericDb(ctx.db).selectFrom(meta.table).select(columns).where(ofCompany(meta, companyId)).execute();
  const stored = new Map(rows.map((row) => [storedKeyOf(format, row), row]));
  const bounds = await loadAllBounds(ctx.db, { entity: format.entity, companyId });
  return ({ key, values }): FieldError[] => ruleErrorsOf({ entity: format.entity, values: { ...stored.get(key), ...values }, bounds });
}
