import { sql, type Expression, type ExpressionBuilder, type SqlBool } from 'kysely';
import { entities } from '../../generated/entities.js';
import { toKatakana, withoutSpaces } from '../../shared/japaneseText.js';
import { likePattern, type ListFilter } from './listQuery.js';

// The generic list reads tables by name from the model; their column types are checked by the model, not by Kysely.
// eslint-disable-next-line @typescript-eslint/no-explicit-any
type AnyBuilder = ExpressionBuilder<any, any>;

const companyScoped = new Set(Object.values(entities).filter((e) => e.scope === 'company').map((e) => e.table as string));

/** The typed text as it is compared: trimmed; a kana reading in katakana. */
function searchText(filter: ListFilter, value: string): string {
  return filter.kana ? toKatakana(value) : value;
}

/** The condition on the table the filter reads (`alias`): its column, or any of its `match` groups read together. */
function columnCondition(eb: AnyBuilder, options: { alias: string; filter: ListFilter; value: string | number | Array<string | number> }): Expression<SqlBool> {
  const { alias, filter, value } = options;
  if (filter.match) {
    // Spaces typed between family and first name are ignored (山田 太郎 finds 山田太郎).
    const pattern = likePattern(searchText(filter, withoutSpaces(String(value))));
    return eb.or(filter.match.map((group) => {
      const text = sql.join(group.map((c) => sql`coalesce(${sql.ref(`${alias}.${c}`)}, '')`), sql` || `);
      return eb(sql`(${text})`, 'ilike', pattern);
    }));
  }
  const column = `${alias}.${filter.column!}`;
  if (filter.operator === 'in') return eb(column, 'in', value as Array<string | number>);
  if (filter.operator === 'contains') return eb(column, 'ilike', likePattern(searchText(filter, String(value))));
  return eb(column, '=', value as string | number);
}

/**
 * The where condition of one list filter on `table` (the listed entity): on its own columns, on the row one of its
 * refs points to (`through`: ref in the ids of matching rows), or on the rows pointing to it (`related`: id in their
 * refs). Rows of another table are read within the caller's company.
 */
export function filterCondition(eb: AnyBuilder, options: { table: string; companyId: number; filter: ListFilter; value: string | number | Array<string | number> }): Expression<SqlBool> {
  const { table, companyId, filter, value } = options;
  const other = filter.through?.table ?? filter.related?.table;
  if (!other) return columnCondition(eb, { alias: table, filter, value });
  const alias = 'filter_rows';
  const inner = (sub: AnyBuilder) => sub.and([
    ...(companyScoped.has(other) ? [sub(`${alias}.company_id`, '=', companyId)] : []),
    columnCondition(sub, { alias, filter, value }),
  ]);
  if (filter.through) {
    return eb(`${table}.${filter.through.column}`, 'in', eb.selectFrom(`${other} as ${alias}`).select(`${alias}.id`).where(inner));
  }
  return eb(`${table}.id`, 'in', eb.selectFrom(`${other} as ${alias}`).select(`${alias}.${filter.related!.column}`).where(inner));
}
