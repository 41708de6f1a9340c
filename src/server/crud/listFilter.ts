import { sql, type Expression, type ExpressionBuilder, type SqlBool } from 'kysely';
import { entities } from '../../generated/entities.js';
import { toKatakana, withoutSpaces } from '../../shared/japaneseText.js';
import { constants } from '../../generated/constants.js';
import type { Period } from '../../shared/period.js';
import { likePattern, type ListFilter, type ListQuery } from './listQuery.js';

type FilterValue = ListQuery['filters'][number]['value'];

// The generic list reads tables by name from the model; their column types are checked by the model, not by Kysely.
// eslint-disable-next-line @typescript-eslint/no-explicit-any
type AnyBuilder = ExpressionBuilder<any, any>;

const companyScoped = new Set(Object.values(entities).filter((e) => e.scope === 'company').map((e) => e.table as string));

/** The typed text as it is compared: trimmed; a kana reading in katakana. */
function searchText(filter: ListFilter, value: string): string {
  return filter.kana ? toKatakana(value) : value;
}

/** The condition on the table the filter reads (`alias`): its column, or any of its `match` groups read together. */
function columnCondition(eb: AnyBuilder, options: { alias: string; filter: ListFilter; value: FilterValue }): Expression<SqlBool> {
  const { alias, filter, value } = options;
  if (filter.operator === 'between') return periodCondition(eb, `${alias}.${filter.column!}`, { type: filter.type, period: value as Period });
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
 * A period on a date column, or on a date-time column read as days of the school's time zone (a day runs from 0:00
 * to 24:00 in Japan whatever the server's zone): from its first moment to the end of its last day.
 */
function periodCondition(eb: AnyBuilder, column: string, options: { type: string; period: Period }): Expression<SqlBool> {
  const { period } = options;
  const zone = String(constants.mailTimeZone);
  const conditions: Array<Expression<SqlBool>> = [];
  if (options.type === 'date') {
    if (period.from) conditions.push(eb(column, '>=', sql`${period.from}::date`));
    if (period.to) conditions.push(eb(column, '<=', sql`${period.to}::date`));
  } else {
    if (period.from) conditions.push(eb(column, '>=', sql`(${period.from}::date)::timestamp at time zone ${zone}`));
    if (period.to) conditions.push(eb(column, '<', sql`(${period.to}::date + 1)::timestamp at time zone ${zone}`));
  }
  return eb.and(conditions);
}

/**
 * The where condition of one list filter on `table` (the listed entity): on its own columns, on the row one of its
 * refs points to (`through`: ref in the ids of matching rows), or on the rows pointing to it (`related`: id in their
 * refs). Rows of another table are read within the caller's company.
 */
export function filterCondition(eb: AnyBuilder, options: { table: string; companyId: number; filter: ListFilter; value: FilterValue }): Expression<SqlBool> {
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
