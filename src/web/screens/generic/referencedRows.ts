import { entities } from '../../../generated/entities.js';
import { entityInfo } from '../../model/modelAccess.js';
import { rowLabel, type Row } from '../../model/rowLabel.js';

/** A row of another entity that a shown row points to. */
export interface RowReference { readonly entity: string; readonly id: number }

/** What a field needs to say where its value points. */
interface PointingField { readonly type: string; readonly ref?: string; readonly refOf?: string }

const isEntity = (name: unknown): name is string => typeof name === 'string' && Object.hasOwn(entities, name);
const isObject = (value: unknown): value is Row => typeof value === 'object' && value !== null && !Array.isArray(value);

/**
 * The entity whose rows a field's value (an id, or ids) points to in this row: a ref's entity, or for a `refOf`
 * field the entity the row's naming field holds (the operation history's record is a row of its `target`).
 */
export function refEntityOf(field: PointingField, row: Row): string | undefined {
  if (field.type === 'ref' || field.type === 'refs') return field.ref;
  if (field.refOf !== undefined) return isEntity(row[field.refOf]) ? row[field.refOf] as string : undefined;
  return undefined;
}

/**
 * The json fields of a row keyed by an entity's fields (`keysOf`: the history's values before and after), with the
 * entity whose fields their keys are.
 */
function keyedValues(entity: string, row: Row): Array<{ entity: string; value: Row }> {
  return Object.entries(entityInfo(entity).fields).flatMap(([name, field]) => {
    const keyed = field.keysOf === undefined ? undefined : row[field.keysOf];
    const value = row[name];
    return field.type === 'json' && isEntity(keyed) && isObject(value) ? [{ entity: keyed, value }] : [];
  });
}

/**
 * Every row of another entity that the given fields of `rows` point to: ref, refs and refOf fields, and the refs
 * inside json fields keyed by an entity's fields (a changed 校舎 in the history's before and after).
 */
export function referencedRows(entity: string, rows: readonly Row[], fields: readonly string[]): RowReference[] {
  const info = entityInfo(entity).fields;
  const found = new Map<string, RowReference>();
  const add = (target: string | undefined, value: unknown) => {
    for (const id of [value].flat()) if (target !== undefined && typeof id === 'number') found.set(`${target}:${id}`, { entity: target, id });
  };
  for (const row of rows) {
    for (const name of fields) {
      const field = info[name];
      if (!field) continue;
      if (field.type === 'json') {
        for (const keyed of keyedValues(entity, row).filter((k) => k.value === row[name])) {
          for (const [key, value] of Object.entries(keyed.value)) {
            const inner = entityInfo(keyed.entity).fields[key];
            if (inner) add(refEntityOf(inner, keyed.value), value);
          }
        }
      } else {
        add(refEntityOf(field, row), row[name]);
      }
    }
  }
  return [...found.values()];
}

/**
 * The names a row itself records for the rows its `refOf` fields point to: the values of the json fields keyed by
 * the same entity (what the history kept before and after) name the record when it cannot be read any more (deleted).
 */
export function recordedNames(entity: string, rows: readonly Row[]): Array<RowReference & { readonly label: string }> {
  const info = entityInfo(entity).fields;
  return rows.flatMap((row) => Object.entries(info).flatMap(([name, field]) => {
    const target = field.refOf === undefined ? undefined : refEntityOf(field, row);
    const id = row[name];
    if (target === undefined || typeof id !== 'number') return [];
    const values = Object.assign({}, ...keyedValues(entity, row).filter((k) => k.entity === target).map((k) => k.value)) as Row;
    const label = rowLabel(target, { ...values, id: undefined });
    return label === '' ? [] : [{ entity: target, id, label }];
  }));
}
