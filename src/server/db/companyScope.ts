import { sql, type RawBuilder } from 'kysely';

/** What decides a table's tenancy: `company` rows belong to one company; `global` rows (学年, 郵便番号) are shared. */
export interface Tenancy { scope: string }

/**
 * The one company-scope rule: a company-scoped table's rows of the caller's company (`company_id = X`, the column of
 * `alias` when given), every row of a shared table. Every generic path (CRUD, lists, exports, imports, the demo seed)
 * narrows by this condition, so a tenant's rows are never reached through another's request.
 */
export function ofCompany(table: Tenancy, companyId: number, alias?: string): RawBuilder<boolean> {
  if (!isCompanyScoped(table)) return sql<boolean>`true`;
  return sql<boolean>`${sql.ref(alias ? `${alias}.company_id` : 'company_id')} = ${companyId}`;
}

/** True for a table whose rows belong to one company (they carry company_id). */
export function isCompanyScoped(table: Tenancy): boolean {
  return table.scope === 'company';
}
