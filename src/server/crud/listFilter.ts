import { sql, type Expression, type ExpressionBuilder, type SqlBool } from 'kysely';
import { entities } from '../../generated/entities.js';
import { toKatakana, withoutSpaces } from '../../shared/japaneseText.js';
import { constants } from '../../generated/constants.js';
import type { Period } from '../../shared/period.js';
import { likePattern, type ListFilter, type ListQuery } from './listQuery.js';
import { ofCompany } from '../db/companyScope.js';

type FilterValue = ListQuery['filters'][number]['value'];

// The generic list reads tables by name from the model; their column types are checked by the model, not by Kysely.
// eslint-disable-next-line @typescript-eslint/no-explicit-any
type AnyBuilder = ExpressionBuilder<any, any>;

const tenancyOf = new Map(Object.values(entities).map((e) => [e.table as string, e]));

/**
 * A filter's value as its condition sends it to the database: a text search as its LIKE pattern (trimmed, spaces
 * between names dropped for a `match` filter, a kana reading in katakana), anything else unchanged. The conditions
 * below take this form, so a statement compiled once for a list's shape takes the next request's values as they are
 * (src/server/crud/listStatement.ts).
 */
export function filterParam(filter: ListFilter, value: FilterValue): FilterValue {
  if (filter.operator !== 'contains') return value;
  // Spaces typed between family and first name are ignored (山田 太郎 finds 山田太郎).
  const text = filter.match ? withoutSpaces(String(value)) : String(value);
  return likePattern(filter.kana ? toKatakana(text) : text);
}

/** The condition on the table the filter reads (`alias`): its column, or any of its `match` groups read together. */
function columnCondition(eb: AnyBuilder, options: { alias: string; filter: ListFilter; param: FilterValue }): Expression<SqlBool> {
  const { alias, filter, param } = options;
  if (filter.operator === 'between') return periodCondition(eb, `${alias}.${filter.column!}`, { type: filter.type, period: param as Period });
  if (filter.match) {
    return eb.or(filter.match.map((group) => {
      const text = sql.join(group.map((c) => sql`coalesce(${sql.ref(`${alias}.${c}`)}, '')`), sql` || `);
      return eb(sql`(${text})`, 'ilike', param as string);
    }));
  }
  const column = `${alias}.${filter.column!}`;
  if (filter.operator === 'in') return eb(column, 'in', param as Array<string | number>);
  if (filter.operator === 'contains') return eb(column, 'ilike', param as string);
  return eb(column, '=', param as string | number);
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
 * refs). Rows of another table are read within the caller's company. `param` is the value as {@link filterParam} gives it.
 */
export function filterCondition(eb: AnyBuilder, options: { table: string; companyId: number; filter: ListFilter; param: FilterValue }): Expression<SqlBool> {
  const { table, companyId, filter, param } = options;
  const other = filter.through?.table ?? filter.related?.table;
  if (!other) return columnCondition(eb, { alias: table, filter, param });
  const alias = 'filter_rows';
  const inner = (sub: AnyBuilder) => sub.and([
    ofCompany(tenancyOf.get(other)!, companyId, alias),
    columnCondition(sub, { alias, filter, param }),
  ]);
  if (filter.through) {
    return eb(`${table}.${filter.through.column}`, 'in', eb.selectFrom(`${other} as ${alias}`).select(`${alias}.id`).where(inner));
  }
  return eb(`${table}.id`, 'in', eb.selectFrom(`${other} as ${alias}`).select(`${alias}.${filter.related!.column}`).where(inner));
}
