import { subject } from '@casl/ability';
import { sql } from 'kysely';
import type { AppAbility } from '../../generated/abilities.js';
import { constants } from '../../generated/constants.js';
import { withoutSpaces } from '../../shared/japaneseText.js';
import { entities, type EntityName } from '../../generated/entities.js';
import { fileOwners, type FileOwnerKind } from '../../generated/fileOwners.js';
import type { UnconfirmedAuth } from '../auth/authenticate.js';
import type { Principal } from '../auth/principal.js';
import { AppError } from '../foundation/errors.js';
import { genericDb, type AppContext } from '../core/context.js';
import { deleteOwnedFiles, removeStoredFiles } from '../storage/storedFiles.js';
import { mapConstraintError } from './dbErrors.js';
import { assertFieldRules, rulesOf } from './fieldRules.js';
import { parseListQuery } from './listQuery.js';
import { filterParam } from './listFilter.js';
import { AUTH_VERSION, cappedCount, LIST_TOTAL, matchingRows, pageStatement } from './listStatement.js';
import { toPublicListRecord, toPublicRecord } from './records.js';
import { refusalOf, scopeCondition } from './scope.js';
import { validateEntityBody } from './validate.js';
import { isCompanyScoped, ofCompany } from '../db/companyScope.js';

/** The caller of a CRUD operation. */
export interface Caller { principal: Principal; ability: AppAbility }

type Row = Record<string, unknown>;

/**
 * Lists found over the count cap lately, per caller's principal (a cached principal and its read scope stay the same
 * object until anything they depend on changes): the list's entity and filters → when. Such a list is not counted again
 * for constants.listCountCapRememberSeconds (a table of more than 10,000 matching rows seldom drops below in seconds,
 * and the screen then says 「10,000件以上」 a little longer); a list under the cap is always counted. Keyed by the
 * request's own values, not by the count's SQL, so a page does not compile a second statement to look it up.
 */
const cappedLately = new WeakMap<Principal, Map<string, number>>();
const CAPPED_REMEMBERED_MAX = 1000;

function wasCappedLately(principal: Principal, key: string, now: number): boolean {
  const at = cappedLately.get(principal)?.get(key);
  return at !== undefined && now - at < Number(constants.listCountCapRememberSeconds) * 1000;
}

function rememberCapped(principal: Principal, key: string, now: number): void {
  let lists = cappedLately.get(principal);
  if (!lists) cappedLately.set(principal, lists = new Map());
  lists.delete(key);
  // The oldest goes first (a Map keeps insertion order).
  if (lists.size >= CAPPED_REMEMBERED_MAX) lists.delete(lists.keys().next().value!);
  lists.set(key, now);
}

/** Typed text this long or longer makes trigrams: a search of it reads a trigram index (model `kind: trigram`). */
const TRIGRAM_SEARCH_MIN = 3;

/**
 * A page of an entity's rows the caller may read, with the model's filters, sort and paging, in one round trip: the
 * page's rows carry the count of the matching rows, counted up to the list count cap (constants.listCountCap,
 * config.listCountCap in tests) by `count(*)` over at most cap + 1 rows, computed once for the statement. Beyond the
 * cap the answer says `total_is_capped` and `total` is the cap, so a large table is never counted whole. A page shorter
 * than the limit tells the exact total by itself; only a page past the last row asks for the count on its own. A list
 * found over the cap lately is not counted again for a while (cappedLately).
 *
 * A text search of three characters or more finds its rows first (a materialized CTE named as the table, read through
 * the trigram indexes) and sorts those: a name searched in a list sorted by name reading sits in one stretch of the
 * sort index, which walking it from the start with the filter would reach only after most of the table.
 */
export async function listRecords(ctx: AppContext, options: { entity: EntityName; caller: Caller; query: Record<string, unknown> }) {
  return (await listPage(ctx, options)).answer;
}

/** A list answer as the API sends it. */
export interface ListAnswer { data: Row[]; total: number; total_is_capped: boolean; page: number; limit: number }

/**
 * {@link listRecords} for a caller whose principal is not yet confirmed (authenticateUnconfirmed): the page's statement
 * also reads the company's auth version, returned as `authVersion` (undefined when no row came back) for
 * confirmAuthentication.
 */
export async function listPage(ctx: AppContext, options: { entity: EntityName; caller: Caller; query: Record<string, unknown>; unconfirmed?: UnconfirmedAuth }): Promise<{ answer: ListAnswer; authVersion?: number | string | null }> {
  const { entity, caller } = options;
  const q = parseListQuery(entity, options.query);
  const db = genericDb(ctx.db);
  const filters = q.filters.map((f) => ({ filter: f.filter, param: filterParam(f.filter, f.value) }));
  const isSearch = q.filters.some((f) => f.filter.operator === 'contains' && withoutSpaces(String(f.value)).length >= TRIGRAM_SEARCH_MIN);
  const cap = ctx.config.listCountCap ?? Number(constants.listCountCap);
  const offset = (q.page - 1) * q.limit;
  // The matching rows are decided by the entity, the filters and the caller's scope (the principal, keying the map).
  const countKey = JSON.stringify([entity, q.filters.map((f) => [f.filter.field, f.value])]);
  const now = Date.now();
  const isKnownCapped = wasCappedLately(caller.principal, countKey, now);
  const statement = pageStatement(db, {
    entity, reader: caller, filters, sort: q.sort, order: q.order, limit: q.limit, offset, isSearch,
    withCount: !isKnownCapped, cap, unconfirmed: options.unconfirmed,
  });
  const { rows } = await ctx.db.executeQuery(statement);
  const isShort = rows.length > 0 && rows.length < q.limit;
  let counted: number;
  if (isShort) counted = offset + rows.length;
  else if (rows.length > 0) counted = isKnownCapped ? cap + 1 : Number(rows[0]![LIST_TOTAL]);
  else counted = offset === 0 ? 0 : Number((await cappedCount(db, matchingRows(db, { entity, reader: caller, filters }), cap).executeTakeFirstOrThrow()).n);
  // A short page is exact even past the cap (its rows were read, not counted).
  const isCapped = counted > cap && !isShort;
  if (isCapped && !isKnownCapped) rememberCapped(caller.principal, countKey, now);
  const data = rows.map((r) => toPublicListRecord(entity, r));
  const answer = { data, total: isCapped ? cap : counted, total_is_capped: isCapped, page: q.page, limit: q.limit };
  return { answer, authVersion: rows[0]?.[AUTH_VERSION] as number | string | null | undefined };
}

/** Parses a path id; anything but a positive integer is NOT_FOUND. */
export function parseId(raw: unknown): number {
  const id = typeof raw === 'string' && /^[0-9]{1,15}$/.test(raw) ? Number(raw) : NaN;
  if (!Number.isSafeInteger(id) || id < 1) throw new AppError('NOT_FOUND');
  return id;
}

async function findScoped(ctx: AppContext, options: { entity: EntityName; caller: Caller; id: number; action: 'read' | 'update' | 'delete'; forUpdate?: boolean; db?: AppContext['db'] }): Promise<Row> {
  const meta = entities[options.entity];
  const scope = scopeCondition({ entity: options.entity, action: options.action, ...options.caller });
  let query = genericDb(options.db ?? ctx.db).selectFrom(meta.table).selectAll()
    .where((eb) => eb.and([scope(eb), eb(`${meta.table}.id`, '=', options.id)]));
  if (options.forUpdate) query = query.forUpdate();
  const row = await query.executeTakeFirst();
  if (!row) throw new AppError('NOT_FOUND');
  return row;
}

/** One row the caller may read; NOT_FOUND for another company's or another family's id. */
export async function getRecord(ctx: AppContext, options: { entity: EntityName; caller: Caller; id: number }) {
  return toPublicRecord(options.entity, await findScoped(ctx, { ...options, action: 'read' }));
}

function assertCan(caller: Caller, action: 'create' | 'update', entity: EntityName, values: Row): void {
  if (!caller.ability.can(action, subject(entity, { ...values }))) throw refusalOf(entity);
}

/** Validates and inserts a row in the caller's company. */
export async function createRecord(ctx: AppContext, options: { entity: EntityName; caller: Caller; body: unknown }) {
  const { entity, caller } = options;
  const meta = entities[entity];
  scopeCondition({ entity, action: 'create', ...caller });
  const values = validateEntityBody(entity, options.body);
  const row: Row = isCompanyScoped(meta) ? { ...values, company_id: caller.principal.companyId } : values;
  assertCan(caller, 'create', entity, row);
  // A reorderable list (api.reorder) puts a new row last.
  const reorder = meta.api && 'reorder' in meta.api ? meta.api.reorder : undefined;
  if (reorder && row[reorder.field] === undefined) {
    row[reorder.field] = sql`(select coalesce(max(${sql.ref(reorder.field)}), 0) + 1 from ${sql.table(meta.table)}
      where ${ofCompany(meta, caller.principal.companyId)})`;
  }
  // The rules across fields read a referenced row (a bound) in the writing transaction.
  const insert = async (db: AppContext['db']) => {
    await assertFieldRules(db, { entity, values: row, companyId: caller.principal.companyId });
    return genericDb(db).insertInto(meta.table).values(row).returningAll().executeTakeFirstOrThrow();
  };
  try {
    const created = rulesOf(entity).length > 0 ? await ctx.db.transaction().execute(insert) : await insert(ctx.db);
    return toPublicRecord(entity, created);
  } catch (err) {
    return mapConstraintError(err, { entity });
  }
}

/** Validates and updates a row the caller may change, in one transaction with its read. */
export async function updateRecord(ctx: AppContext, options: { entity: EntityName; caller: Caller; id: number; body: unknown }) {
  const { entity, caller, id } = options;
  const meta = entities[entity];
  // Access first: a caller who may not update is refused whatever the body.
  scopeCondition({ entity, action: 'update', ...caller });
  const values = validateEntityBody(entity, options.body);
  try {
    return await ctx.db.transaction().execute(async (trx) => {
      const existing = await findScoped(ctx, { entity, caller, id, action: 'update', forUpdate: true, db: trx });
      assertCan(caller, 'update', entity, { ...existing, ...values });
      // The row as it will be: a field the body leaves out keeps its stored value, which the rules read too.
      await assertFieldRules(trx, { entity, values: { ...existing, ...values }, companyId: caller.principal.companyId });
      const updated = await genericDb(trx).updateTable(meta.table).set({ ...values, updated_at: sql`now()` })
        .where('id', '=', id).where(ofCompany(meta, caller.principal.companyId))
        .returningAll().executeTakeFirstOrThrow();
      return toPublicRecord(entity, updated);
    });
  } catch (err) {
    if (err instanceof AppError) throw err;
    return mapConstraintError(err, { entity });
  }
}

const isFileOwner = (entity: string): entity is FileOwnerKind => Object.hasOwn(fileOwners, entity);

/**
 * Deletes a row the caller may delete unless the model says rows still referencing it forbid it; the files it owns
 * (model `files`) go with it, their bytes after commit.
 */
export async function deleteRecord(ctx: AppContext, options: { entity: EntityName; caller: Caller; id: number }): Promise<void> {
  const { entity, caller, id } = options;
  const meta = entities[entity];
  try {
    const fileKeys = await ctx.db.transaction().execute(async (trx) => {
      await findScoped(ctx, { entity, caller, id, action: 'delete', forUpdate: true, db: trx });
      for (const refuse of meta.refuseDeleteWhenReferencedBy) {
        // A refs field (bigint[]) references the row when the id is one of its elements.
        const isMany = (entities[refuse.entity as EntityName].fields as Record<string, { type: string }>)[refuse.field]?.type === 'refs';
        const referencing = genericDb(trx).selectFrom(refuse.table).select('id');
        const used = await (isMany ? referencing.where(sql<boolean>`${id} = any(${sql.ref(refuse.field)})`) : referencing.where(refuse.field, '=', id)).where(ofCompany(meta, caller.principal.companyId))
          .limit(1).executeTakeFirst();
        if (used) throw new AppError(refuse.error as ConstructorParameters<typeof AppError>[0]);
      }
      // A file names its owner by kind and id, with no foreign key to cascade: its record goes here, in the same transaction.
      const keys = isFileOwner(entity) ? await deleteOwnedFiles(trx, { companyId: caller.principal.companyId, ownerKind: entity, ownerIds: [id] }) : [];
      await genericDb(trx).deleteFrom(meta.table).where('id', '=', id)
        .where(ofCompany(meta, caller.principal.companyId)).execute();
      return keys;
    });
    await removeStoredFiles(ctx.storage, fileKeys);
  } catch (err) {
    if (err instanceof AppError) throw err;
    mapConstraintError(err, { entity, isDelete: true });
  }
}
