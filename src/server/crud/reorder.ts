import { sql } from 'kysely';
import { constants } from '../../generated/constants.js';
import { entities, type EntityName } from '../../generated/entities.js';
import { formatMessage } from '../../shared/validationMessage.js';
import { AppError } from '../foundation/errors.js';
import { genericDb, type AppContext } from '../core/context.js';
import type { Caller } from './operations.js';
import { scopeCondition } from './scope.js';
import { ofCompany } from '../db/companyScope.js';

const MAX_IDS = Number(constants.reorderMaxRows);

/** The `{ ids }` body of a reorder call: distinct positive ids, at most {@link MAX_IDS}. */
function parseIds(body: unknown): number[] {
  if (body === null || typeof body !== 'object' || Array.isArray(body)) throw new AppError('MALFORMED_REQUEST');
  const keys = Object.keys(body);
  if (keys.some((k) => k !== 'ids')) throw new AppError('UNKNOWN_FIELD', { errors: keys.filter((k) => k !== 'ids').map((k) => ({ field: k, message: formatMessage('validation.unknownField', { label: k }) })) });
  const ids = (body as { ids?: unknown }).ids;
  const label = '並び順';
  if (!Array.isArray(ids) || ids.length === 0) throw new AppError('VALIDATION_FAILED', { errors: [{ field: 'ids', message: formatMessage('validation.required', { label }) }] });
  if (ids.length > MAX_IDS) throw new AppError('VALIDATION_FAILED', { errors: [{ field: 'ids', message: formatMessage('validation.maximum', { label, limit: MAX_IDS }) }] });
  if (!ids.every((id) => Number.isSafeInteger(id) && (id as number) >= 1) || new Set(ids).size !== ids.length) {
    throw new AppError('VALIDATION_FAILED', { errors: [{ field: 'ids', message: formatMessage('validation.format', { label }) }] });
  }
  return ids as number[];
}

/**
 * Drag to reorder (entity api.reorder): the caller sends every row id they may change in the new order; the order
 * field becomes 1..n in one statement. An id that is not theirs, or a missing one, changes nothing (10190: the list
 * changed meanwhile, reload it).
 */
export async function reorderRecords(ctx: AppContext, options: { entity: EntityName; caller: Caller; field: string; body: unknown }): Promise<{ updated: number }> {
  const { entity, caller, field } = options;
  const meta = entities[entity];
  // Access first: a caller who may not reorder is refused whatever the body.
  const scope = scopeCondition({ entity, action: 'update', ...caller });
  const ids = parseIds(options.body);
  return ctx.db.transaction().execute(async (trx) => {
    const db = genericDb(trx);
    const rows = await db.selectFrom(meta.table).select('id').where((eb) => scope(eb)).forUpdate().execute();
    const own = new Set(rows.map((r) => Number(r.id)));
    if (own.size !== ids.length || !ids.every((id) => own.has(id))) throw new AppError('DATA_CHANGED_10190');
    const positions = sql.join(ids.map((id, i) => sql`(${id}::bigint, ${i + 1}::integer)`));
    const result = await sql`
      update ${sql.table(meta.table)} as t set ${sql.ref(field)} = p.position, updated_at = now()
      from (values ${positions}) as p(id, position)
      where t.id = p.id and ${ofCompany(meta, caller.principal.companyId, 't')}`.execute(trx);
    return { updated: Number(result.numAffectedRows ?? 0n) };
  });
}
