import type { DemoKey, DemoTarget } from '../../src/shared/demoKeys.js';
import type { EntityDef, EnumDef, FieldDef } from './types.js';

/** Field types whose value a demo row writes as a text. */
const TEXT_TYPES = new Set<FieldDef['type']>(['string', 'text', 'kana', 'email', 'phone', 'postal_code', 'color', 'date', 'time']);

/**
 * The entity `name` as demo rows point to it: the fields it keeps unique on its own (one-field unique rules, in order)
 * that a product owner can write: a text, a whole number, a code of a code list, or a reference named in turn by the
 * keys of the entity it points to (a guardian by the user name of its user_id). Undefined for an unknown entity.
 */
export function demoTargetOf(options: { name: string; entities: EntityDef[]; enums: EnumDef[]; seen?: ReadonlySet<string> }): DemoTarget | undefined {
  const { name, entities, enums, seen = new Set() } = options;
  const entity = entities.find((e) => e.name === name);
  if (!entity) return undefined;
  const keys: DemoKey[] = [];
  for (const unique of entity.unique.filter((u) => u.fields.length === 1)) {
    const field = entity.fields.find((f) => f.name === unique.fields[0]);
    if (!field) continue;
    if (TEXT_TYPES.has(field.type)) keys.push({ field: field.name, type: 'string' });
    else if (field.type === 'integer' || field.type === 'yen') keys.push({ field: field.name, type: 'integer' });
    else if (field.type === 'enum') keys.push({ field: field.name, type: enums.find((e) => e.name === field.enum)?.type ?? 'string' });
    else if (field.type === 'ref' && field.ref && !seen.has(field.ref) && field.ref !== name) {
      const through = demoTargetOf({ name: field.ref, entities, enums, seen: new Set([...seen, name]) });
      if (through && through.keys.length > 0) keys.push({ field: field.name, type: 'string', through });
    }
  }
  return { entity: entity.name, table: entity.table, scope: entity.scope, keys };
}
