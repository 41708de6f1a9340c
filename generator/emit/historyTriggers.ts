import type { EntityDef } from '../model/types.js';
import { triggerRoutines, type RoutineSnapshot } from './cacheTriggers.js';


const q = (name: string) => `"${name}"`;

/** The operation log's fields the triggers write (its entity in the model must have them). */
const LOG_FIELDS = ['user_id', 'user_name', 'acting_user_id', 'student_id', 'operation', 'ip_address', 'request_id', 'target', 'record_id', 'action', 'before', 'after'];

/** Columns never recorded: the password hashes, the model's `history: false` columns, and the timestamps. */
function leftOut(entity: EntityDef): string[] {
  return [...entity.fields.filter((f) => f.type === 'password' || f.history === false).map((f) => f.name), 'created_at', 'updated_at'];
}

/**
 * The operation history's triggers: per recorded entity one plpgsql function and one statement-level trigger per kind
 * of write (transition tables: a bulk write is one INSERT … SELECT, not a call per row). They record only while the
 * API has set `portal.operation` for the request (a job, the seed or a migration writes without), in the writing
 * transaction: a rolled-back write leaves no history. An update records the changed columns only, before and after;
 * an update that changes nothing is not recorded.
 */
export function historyRoutines(entities: readonly EntityDef[], options: { logEntity: string; setting: string }): Record<string, RoutineSnapshot> {
  const log = entities.find((e) => e.name === options.logEntity);
  const missing = LOG_FIELDS.filter((f) => !log?.fields.some((x) => x.name === f));
  if (!log || missing.length) {
    throw new Error(`model/constants.yaml operationLogEntity: entity "${options.logEntity}" ${log ? `lacks the fields ${missing.join(', ')}` : 'is not in model/entities'}`);
  }
  if (log.history) throw new Error(`model/entities: the operation log "${log.name}" needs history: false (it would record itself)`);
  const out: Record<string, RoutineSnapshot> = {};
  for (const e of entities.filter((x) => x.history)) {
    const fn = `history_${e.table}`;
    const omit = `ARRAY[${leftOut(e).map((c) => `'${c}'`).join(', ')}]::text[]`;
    const company = (alias: string) => (e.scope === 'company' ? `${alias}."company_id"` : `(ctx->>'company_id')::bigint`);
    const columns = ['company_id', ...LOG_FIELDS].map(q).join(', ');
    const who = `(ctx->>'user_id')::bigint, ctx->>'user_name', (ctx->>'acting_user_id')::bigint, (ctx->>'student_id')::bigint, ctx->>'operation', ctx->>'ip_address', ctx->>'request_id', '${e.name}'`;
    const insert = `INSERT INTO ${q(log.table)} (${columns})`;
    out[fn] = {
      create: `CREATE OR REPLACE FUNCTION ${q(fn)}() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE ctx jsonb := nullif(current_setting('${options.setting}', true), '')::jsonb;
BEGIN
  IF ctx IS NULL THEN RETURN NULL; END IF;
  IF TG_OP = 'INSERT' THEN
    ${insert}
    SELECT ${company('n')}, ${who}, n."id", 'insert', NULL, to_jsonb(n) - ${omit} FROM new_rows n;
  ELSIF TG_OP = 'DELETE' THEN
    ${insert}
    SELECT ${company('o')}, ${who}, o."id", 'delete', to_jsonb(o) - ${omit}, NULL FROM old_rows o;
  ELSE
    ${insert}
    SELECT ${company('n')}, ${who}, n."id", 'update', d.before, d.after
    FROM new_rows n JOIN old_rows o ON o."id" = n."id"
    CROSS JOIN LATERAL (
      SELECT jsonb_object_agg(b.key, b.value) AS before, jsonb_object_agg(a.key, a.value) AS after
      FROM jsonb_each(to_jsonb(o) - ${omit}) AS b(key, value)
      JOIN jsonb_each(to_jsonb(n) - ${omit}) AS a(key, value) ON a.key = b.key
      WHERE a.value IS DISTINCT FROM b.value
    ) d
    WHERE d.after IS NOT NULL;
  END IF;
  RETURN NULL;
END $$;`,
      drop: `DROP FUNCTION IF EXISTS ${q(fn)}() CASCADE;`,
    };
    Object.assign(out, triggerRoutines({ fn, table: e.table, triggers: [
      ['ins', `AFTER INSERT ON ${q(e.table)} REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT`],
      ['upd', `AFTER UPDATE ON ${q(e.table)} REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT`],
      ['del', `AFTER DELETE ON ${q(e.table)} REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT`],
    ] }));
  }
  return out;
}
