import { CompiledQuery, sql, type Kysely, type SelectQueryBuilder } from 'kysely';
import type { AppAbility } from '../../generated/abilities.js';
import { constants } from '../../generated/constants.js';
import { entities, type EntityName } from '../../generated/entities.js';
import { authVersionColumn, type UnconfirmedAuth } from '../auth/authenticate.js';
import type { Principal } from '../auth/principal.js';
import type { GenericDatabase } from '../core/context.js';
import { prepareNamed } from '../db/preparedStatements.js';
import { filterCondition } from './listFilter.js';
import { listOrder } from './listOrder.js';
import type { ListFilter, ListQuery } from './listQuery.js';
import { publicColumns } from './records.js';
import { assertMay, scopeCondition } from './scope.js';

type FilterValue = ListQuery['filters'][number]['value'];
type Db = Kysely<GenericDatabase>;

/** The column of a list page's rows carrying the capped count (dropped from the answer). */
export const LIST_TOTAL = '__list_total';
/** The column of a list page's rows carrying the company's auth version for an unconfirmed caller (dropped too). */
export const AUTH_VERSION = '__auth_version';

/** Who reads a list: the rows their read scope lets through. */
export interface ListReader { principal: Principal; ability: AppAbility }

/** The filters of a list request, each with its value as it reaches the database (filterParam). */
export type ListParams = ReadonlyArray<{ filter: ListFilter; param: FilterValue }>;

/** The rows of an entity the reader may read that match the filters (a list, its count, its CSV export). */
export function matchingRows(db: Db, options: { entity: EntityName; reader: ListReader; filters: ListParams }) {
  const { entity, reader } = options;
  const table = entities[entity].table;
  const scope = scopeCondition({ entity, action: 'read', ...reader });
  return db.selectFrom(table).where((eb) => eb.and([
    scope(eb),
    ...options.filters.map((f) => filterCondition(eb, { table, companyId: reader.principal.companyId, filter: f.filter, param: f.param })),
  ]));
}

/** `count(*)` over at most `cap` + 1 of the rows (a large table is never counted whole). */
export function cappedCount(db: Db, rows: SelectQueryBuilder<GenericDatabase, string, object>, cap: number) {
  return db.selectFrom(rows.select(sql<number>`1`.as('one')).limit(cap + 1).as('capped'))
    .select((eb) => eb.fn.countAll<number | string>().as('n'));
}

/** What decides a list page's statement. */
export interface PageOptions {
  entity: EntityName;
  reader: ListReader;
  filters: ListParams;
  sort: string;
  order: 'asc' | 'desc';
  limit: number;
  offset: number;
  /** A text search of three characters or more: the matching rows are found first (a materialized CTE). */
  isSearch: boolean;
  /** Each row carries the count of the matching rows up to `cap` + 1 (LIST_TOTAL); false for a list known capped. */
  withCount: boolean;
  cap: number;
  /** Each row carries the company's auth version (AUTH_VERSION) for a principal not yet confirmed. */
  unconfirmed?: UnconfirmedAuth;
}

/**
 * The statement of a list page: the matching rows (read through a CTE named as the table for a search) in the list's
 * order, with the count and the auth version as extra columns when asked.
 */
function pageQuery(db: Db, options: PageOptions) {
  const { entity } = options;
  const table = entities[entity].table;
  const matching = matchingRows(db, options);
  // Within the WITH statement the table's name is the CTE of the matching rows: the order and columns read it unchanged.
  const base = options.isSearch ? db.with((cte) => cte(table).materialized(), () => matching.selectAll()).selectFrom(table) : matching;
  const extra = [
    ...(options.unconfirmed ? [authVersionColumn(options.unconfirmed).as(AUTH_VERSION)] : []),
    ...(options.withCount ? [cappedCount(db, options.isSearch ? db.selectFrom(table) : matching, options.cap).as(LIST_TOTAL)] : []),
  ];
  return listOrder(options).reduce((query, term) => query.orderBy(term), base.select([...qualifiedColumns(entity), ...extra]))
    .limit(options.limit).offset(options.offset);
}

const qualifiedOf = new Map<EntityName, readonly string[]>();

/** The public columns of an entity as `table.column` (a list statement may read a CTE of the same name). */
function qualifiedColumns(entity: EntityName): readonly string[] {
  let columns = qualifiedOf.get(entity);
  if (!columns) qualifiedOf.set(entity, columns = Object.freeze(publicColumns(entity).map((c) => `${entities[entity].table}.${c}`)));
  return columns;
}

// ---- the statement of a list's shape, compiled once ----

/**
 * A compiled page statement with holes: its SQL, and for each parameter either a constant of the shape (the reader's
 * scope, the cap, the company) or the number of the request's value that fills it.
 */
interface Plan { sql: string; params: ReadonlyArray<{ slot: number } | { value: unknown }> }

/**
 * Plans per reader's ability (a cached principal keeps its ability object until anything it depends on changes, and
 * the scope baked into a plan is that ability's), then per shape. Building and compiling a page statement with Kysely
 * costs more than the rest of a small page's work in Node (issue 9); a plan is filled in microseconds.
 */
const plansOf = new WeakMap<AppAbility, Map<string, Plan | null>>();
/** Shapes remembered per ability (a user's lists, sorts and filter sets); the least recently used goes first. */
const PLANS_PER_READER = Number(constants.listPlansPerReader);

/**
 * A plan is compiled with marks in place of the request's values and reads back where each mark landed; marks are never
 * compared with a request's values (those are put into the slots the marks found), so no value can pass for a mark.
 */
const MARK = '\u0000list-value:';
const MARK_END = '\u0000';

/** The number of a value's mark, or undefined when the text is not exactly one mark. */
function slotOf(text: string): number | undefined {
  const digits = text.startsWith(MARK) && text.endsWith(MARK_END) ? text.slice(MARK.length, -MARK_END.length) : '';
  return /^[0-9]+$/.test(digits) ? Number(digits) : undefined;
}

/** The values of a filter's param in order, and its shape (how many values, which ends of a period). */
function valuesOf(param: FilterValue): { shape: string; values: unknown[] } {
  if (Array.isArray(param)) return { shape: `[${param.length}]`, values: param };
  if (typeof param === 'object') {
    const values = [param.from, param.to].filter((v) => v !== undefined);
    return { shape: `${param.from === undefined ? '' : 'from'}..${param.to === undefined ? '' : 'to'}`, values };
  }
  return { shape: typeof param, values: [param] };
}

/** The param with each value replaced by its mark. */
function marked(param: FilterValue, mark: () => string): FilterValue {
  if (Array.isArray(param)) return param.map(() => mark());
  if (typeof param === 'object') {
    return { ...(param.from === undefined ? {} : { from: mark() }), ...(param.to === undefined ? {} : { to: mark() }) };
  }
  return mark();
}

/** The statement's plan built with marks in place of the request's values; null when a value did not reach a parameter whole. */
function planOf(db: Db, options: PageOptions): Plan | null {
  let slots = 0;
  const mark = () => `${MARK}${slots++}${MARK_END}`;
  const filters = options.filters.map((f) => ({ filter: f.filter, param: marked(f.param, mark) }));
  const [limit, offset] = [mark(), mark()] as unknown as [number, number];
  const compiled = pageQuery(db, { ...options, filters, limit, offset }).compile();
  if (compiled.sql.includes(MARK)) return null;
  const params: Plan['params'][number][] = [];
  for (const value of compiled.parameters) {
    if (typeof value !== 'string' || !value.includes(MARK)) {
      params.push({ value });
      continue;
    }
    const slot = slotOf(value);
    if (slot === undefined) return null;
    params.push({ slot });
  }
  prepareNamed(compiled.sql);
  return { sql: compiled.sql, params };
}

/**
 * The compiled statement of a list page. Its shape (the entity, the filters used and the form of their values, the
 * sort, whether it searches, counts or reads the auth version, the cap, the company) is planned once per reader's
 * ability: the plan's SQL with this request's values filled in is the statement Kysely would build for it, as
 * tests/unit/server/listStatement.test.ts checks for every filter kind of the model. A plan's SQL runs as a named
 * prepared statement on PostgreSQL (prepareNamed). A shape whose values do not map to parameters one to one (none in
 * the model today) is built each time.
 */
export function pageStatement(db: Db, options: PageOptions): CompiledQuery<Record<string, unknown>> {
  // A plan holds the scope it was built with: the reader's access is checked on every request, as building would.
  assertMay({ entity: options.entity, action: 'read', ability: options.reader.ability });
  const key = JSON.stringify([
    options.entity, options.sort, options.order, options.isSearch, options.withCount, options.cap,
    options.reader.principal.companyId, options.unconfirmed?.companyId ?? null,
    options.filters.map((f) => [f.filter.field, valuesOf(f.param).shape]),
  ]);
  let plans = plansOf.get(options.reader.ability);
  if (!plans) plansOf.set(options.reader.ability, plans = new Map());
  let plan = plans.get(key);
  if (plan === undefined) {
    plan = planOf(db, options);
    if (plans.size >= PLANS_PER_READER) plans.delete(plans.keys().next().value!);
  } else {
    plans.delete(key);
  }
  plans.set(key, plan);
  if (!plan) return pageQuery(db, options).compile();
  const values = [...options.filters.flatMap((f) => valuesOf(f.param).values), options.limit, options.offset];
  return CompiledQuery.raw(plan.sql, plan.params.map((p) => ('slot' in p ? values[p.slot] : p.value)));
}

/** The same statement built without a plan (tests compare the two). */
export function builtPageStatement(db: Db, options: PageOptions): CompiledQuery<Record<string, unknown>> {
  return pageQuery(db, options).compile();
}
