import type { Model } from '../model/types.js';
import { TS_BANNER, literal, type OutputFile } from './util.js';

/**
 * src/generated/entities.ts: the runtime description of every entity that the generic CRUD, the seed and the
 * generic screens read (tables, columns, limits, uniqueness, delete rules, row scopes, API paths).
 */
export function emitEntities(model: Model): OutputFile[] {
  const meta = Object.fromEntries(model.entities.map((e) => [e.name, {
    name: e.name,
    label: e.label,
    table: e.table,
    scope: e.scope,
    fields: Object.fromEntries(e.fields.map((f) => [f.name, strip({
      type: f.type, label: f.label, required: f.required, isSystem: f.isSystem,
      minLength: f.minLength, maxLength: f.maxLength, minimum: f.minimum, maximum: f.maximum,
      pattern: f.pattern, patternMessage: f.patternMessage, default: f.default, enum: f.enum, ref: f.ref,
      kana: f.kana, emptyLabel: f.emptyLabel, keysOf: f.keysOf, refOf: f.refOf, refBy: f.refBy, switchedBy: f.switchedBy,
    })])),
    unique: e.unique.map((u) => ({ name: u.name, columns: u.columns, fields: u.fields, error: u.error })),
    refuseDeleteWhenReferencedBy: e.refuseDeleteWhenReferencedBy.map((r) => ({ ...r, table: model.entities.find((x) => x.name === r.entity)!.table })),
    rows: e.rows,
    rules: e.rules,
    api: e.api ? { path: e.api.path, operations: e.api.operations, ...(e.api.reorder ? { reorder: e.api.reorder } : {}), ...(e.api.refusal ? { refusal: e.api.refusal } : {}) } : null,
    list: e.list ?? null,
    form: e.form ?? null,
    detail: e.detail ?? null,
    rowName: e.rowName ?? null,
    import: e.import ?? null,
  }]));
  const content = `${TS_BANNER}
/** Every entity of model/entities, as the server and the generic screens use it. */
export const entities = ${literal(meta)} as const;

export type EntityName = keyof typeof entities;
export type EntityMeta = (typeof entities)[EntityName];

/** Entities with a generic CRUD API. */
export const apiEntityNames = ${literal(model.entities.filter((e) => e.api).map((e) => e.name))} as const satisfies readonly EntityName[];
export type ApiEntityName = (typeof apiEntityNames)[number];
`;
  return [{ path: 'src/generated/entities.ts', content }];
}

function strip<T extends Record<string, unknown>>(o: T): Partial<T> {
  return Object.fromEntries(Object.entries(o).filter(([, v]) => v !== undefined)) as Partial<T>;
}
