import type pg from 'pg';
import { constants } from '../../src/generated/constants.js';

const cap = Number(constants.listCountCap);
const pageSize = Number(constants.pageSize);
const iso = (row: Record<string, unknown>) => Object.fromEntries(Object.entries(row).map(([k, v]) => [k, v instanceof Date ? v.toISOString() : v]));

/** A list's statement: the table, its filter and parameters, the columns, the order and the page. */
export interface ListShape { from: string; where: string; params: unknown[]; columns: string; order: string; page: number; isSearch?: boolean }

/**
 * A list page as listRecords answers it: one statement whose rows carry count(*) over at most cap + 1 matching rows
 * (an InitPlan, computed once); a short page's total is its rows; a page past the last row counts on its own.
 */
export function cappedPages(pool: pg.Pool) {
  const cappedAt = new Map<string, number>();
  return async function refPage(options: ListShape) {
    const offset = (options.page - 1) * pageSize;
    const n = options.params.length;
    const count = `select count(*) as "n" from (select 1 as "one" from ${options.from} where ${options.where} limit $${n + 1}) as "capped"`;
    // A search of 3+ characters: the matching rows first (materialized, through the trigram index), then sorted.
    const statement = options.isSearch
      ? `with ${options.from} as materialized (select * from ${options.from} where ${options.where})
         select ${options.columns}, (select count(*) as "n" from (select 1 as "one" from ${options.from} limit $${n + 1}) as "capped") as "__list_total"
         from ${options.from} ${options.order} limit $${n + 2} offset $${n + 3}`
      : `select ${options.columns}, (${count}) as "__list_total" from ${options.from} where ${options.where} ${options.order} limit $${n + 2} offset $${n + 3}`;
    // A list found over the cap lately is not counted again (listCountCapRememberSeconds): the page alone.
    const key = `${count} ${JSON.stringify(options.params)}`;
    const isKnownCapped = Date.now() - (cappedAt.get(key) ?? -Infinity) < Number(constants.listCountCapRememberSeconds) * 1000;
    const rows = (isKnownCapped
      ? await pool.query(`select ${options.columns} from ${options.from} where ${options.where} ${options.order} limit $${n + 1} offset $${n + 2}`, [...options.params, pageSize, offset])
      : await pool.query(statement, [...options.params, cap + 1, pageSize, offset])).rows as Array<Record<string, unknown>>;
    const isShort = rows.length > 0 && rows.length < pageSize;
    const counted = isShort ? offset + rows.length : rows.length > 0 ? (isKnownCapped ? cap + 1 : Number(rows[0]!.__list_total))
      : offset === 0 ? 0 : Number((await pool.query(count, [...options.params, cap + 1])).rows[0].n);
    const isCapped = counted > cap && !isShort;
    if (isCapped && !isKnownCapped) cappedAt.set(key, Date.now());
    const data = rows.map(({ __list_total: _total, ...row }) => iso(row));
    return { data, total: isCapped ? cap : counted, total_is_capped: isCapped, page: options.page, limit: pageSize };
  };
}

/**
 * The auto-REST peer's page (what PostgREST-like generic endpoints answer by default): the same columns, filter, order
 * and page in one plain statement, no count, `{data}` only.
 */
export async function rowsOnlyPage(pool: pg.Pool, options: ListShape) {
  const n = options.params.length;
  const { rows } = await pool.query(`select ${options.columns} from ${options.from} where ${options.where} ${options.order} limit $${n + 1} offset $${n + 2}`,
    [...options.params, pageSize, (options.page - 1) * pageSize]);
  return { data: (rows as Array<Record<string, unknown>>).map(iso) };
}
