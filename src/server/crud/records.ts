import { entities, type EntityName } from '../../generated/entities.js';

/** Drops fields that never leave the server (password hashes). */
export function toPublicRecord(entity: EntityName, row: Record<string, unknown>): Record<string, unknown> {
  const fields = entities[entity].fields as Record<string, { type: string }>;
  const out: Record<string, unknown> = {};
  for (const [k, v] of Object.entries(row)) {
    if (fields[k]?.type === 'password') continue;
    out[k] = v instanceof Date ? v.toISOString() : v;
  }
  return out;
}

/** Columns the API may return and sort by. */
export function publicColumns(entity: EntityName): string[] {
  return Object.entries(entities[entity].fields as Record<string, { type: string }>).filter(([, f]) => f.type !== 'password').map(([k]) => k);
}
