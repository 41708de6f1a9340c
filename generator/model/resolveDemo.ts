import { basename } from 'node:path';
import { Ajv, type ValidateFunction } from 'ajv';
import addFormatsModule from 'ajv-formats';
import { brokenRules } from '../../src/shared/fieldRules.js';
import type { ResultCache } from '../shared/resultCache.js';
import { describeKeys, fitsKey, type DemoRef, type DemoTarget } from '../../src/shared/demoKeys.js';
import { demoTargetOf } from './demoKeys.js';
import { fieldJsonSchema } from './fieldJsonSchema.js';
import type { ModelIssue } from './errors.js';
import type { RawFile } from './read.js';
import type { DemoSet, EntityDef, EnumDef, FieldDef } from './types.js';

// ajv-formats is CommonJS; its default export arrives wrapped under ESM.
const addFormats = (addFormatsModule as unknown as { default?: typeof addFormatsModule }).default ?? addFormatsModule;
const ajv = new Ajv({ allErrors: true, strict: false });
addFormats(ajv);
/** One compiled check per distinct row schema (entities of one shape share it). */
const rowValidators = new Map<string, ValidateFunction>();

/**
 * Checks every demo file against its entity (unknown entity or field, a value its field refuses, a missing required
 * field, a reference to an entity without a natural key or to a demo row that does not exist) and orders the sets
 * so that referenced rows load first.
 */
export function resolveDemo(options: {
  files: RawFile[]; entities: EntityDef[]; enums: EnumDef[]; messages: Record<string, string>; issues: ModelIssue[]; cache?: ResultCache;
}): DemoSet[] {
  const { files, entities, enums, messages, issues, cache } = options;
  const sets: DemoSet[] = [];
  for (const f of files) {
    const name = basename(f.file, '.yaml').replaceAll('-', '_');
    const entity = entities.find((e) => e.name === name);
    if (!entity) {
      issues.push({ file: f.file, path: '/', reason: `no entity "${name}" (the file name names the entity)` });
      continue;
    }
    const rows = (f.data as { rows: Array<Record<string, unknown>> }).rows;
    const fields = new Map(entity.fields.filter((x) => !x.isSystem).map((x) => [x.name, x]));
    const refs: Record<string, DemoRef> = {};
    for (const field of fields.values()) {
      if (field.type !== 'ref' && field.type !== 'refs') continue;
      const target = demoTargetOf({ name: field.ref!, entities, enums });
      if (target && target.keys.length > 0) refs[field.name] = { ...target, isMany: field.type === 'refs' };
    }
    const refused = refusedValues({ rows, fields, enums, messages, cache });
    rows.forEach((row, i) => {
      for (const field of fields.values()) {
        if (field.required && field.default === undefined && field.type !== 'boolean' && !(field.name in row)) {
          issues.push({ file: f.file, path: `/rows/${i}`, reason: `missing required field "${field.name}" (${field.label})` });
        }
      }
      for (const [key, value] of Object.entries(row)) {
        const field = fields.get(key);
        const at = `/rows/${i}/${key}`;
        if (!field) {
          issues.push({ file: f.file, path: at, reason: `unknown field "${key}" of entity ${entity.name}` });
        } else if (field.type === 'password') {
          issues.push({ file: f.file, path: at, reason: 'password fields cannot take demo values' });
        } else if (field.type === 'ref' || field.type === 'refs') {
          const reason = refusedReference({ field, value, ref: refs[key] });
          if (reason) issues.push({ file: f.file, path: at, reason });
        } else {
          const detail = refused.get(`${i}/${key}`);
          if (detail) issues.push({ file: f.file, path: at, reason: `${JSON.stringify(value)} is refused by ${field.label}: ${detail}` });
        }
      }
    });
    const unique = entity.unique[0];
    const keyFields = unique ? unique.fields : [];
    const seen = new Set<string>();
    rows.forEach((row, i) => {
      if (keyFields.length === 0) return;
      const key = JSON.stringify(keyFields.map((k) => row[k] ?? fields.get(k)?.default ?? null));
      if (seen.has(key)) issues.push({ file: f.file, path: `/rows/${i}`, reason: `a second row with the same ${keyFields.join(', ')}` });
      seen.add(key);
    });
    // Defaults written out, so that a row's key is complete when the seed looks for it (and the row is what it loads).
    const filled = rows.map((row) => ({
      ...Object.fromEntries([...fields.values()].filter((x) => x.default !== undefined && !(x.name in row)).map((x) => [x.name, x.default])),
      ...row,
    }));
    sets.push({ entity: entity.name, table: entity.table, scope: entity.scope, keyFields, refs, rows: filled });
  }
  checkReferencedRows(sets, issues);
  checkRules({ sets, entities, issues });
  return orderByRefs(sets);
}

/** Why a reference value names no row the way its target's keys do (none: it may). */
function refusedReference(options: { field: FieldDef; value: unknown; ref: DemoRef | undefined }): string | undefined {
  const { field, value, ref } = options;
  if (!ref) return `entity "${field.ref}" has no one-field unique rule to name its rows by`;
  if (value === null && !field.required) return undefined;
  const names = field.type === 'refs' ? value : [value];
  if (Array.isArray(names) && names.every((n) => ref.keys.some((k) => fitsKey(k, n)))) return undefined;
  return `must be the ${describeKeys(ref)} of a ${field.ref} row${field.type === 'refs' ? ' (a list)' : ''}`;
}

/**
 * The values their fields refuse, by `row/field`, with the reason: every row checked at once against one schema of
 * the entity's value fields. A file whose rows passed the same schema before is not checked again.
 */
function refusedValues(options: {
  rows: Array<Record<string, unknown>>; fields: Map<string, FieldDef>; enums: EnumDef[]; messages: Record<string, string>; cache?: ResultCache;
}): Map<string, string> {
  const { rows, fields, enums, messages, cache } = options;
  const valueFields = [...fields.values()].filter((f) => f.type !== 'password' && f.type !== 'ref' && f.type !== 'refs');
  // Titles and defaults do not change what a value may be: without them, entities of one shape share one check.
  const rowSchema = JSON.stringify({
    type: 'object',
    properties: Object.fromEntries(valueFields.map((f) => [f.name, withoutAnnotations(fieldJsonSchema(f, { enums, messages }))])),
  });
  const refused = new Map<string, string>();
  const input = `${rowSchema}\0${JSON.stringify(rows)}`;
  if (cache?.get<boolean>('demo-values', input)) return refused;
  let validate = rowValidators.get(rowSchema);
  if (!validate) {
    validate = ajv.compile(JSON.parse(rowSchema) as object);
    rowValidators.set(rowSchema, validate);
  }
  rows.forEach((row, i) => {
    if (validate(row)) return;
    const errorsByField = new Map<string, NonNullable<typeof validate.errors>>();
    for (const e of validate.errors ?? []) {
      const field = e.instancePath.split('/')[1] ?? '';
      errorsByField.set(field, [...(errorsByField.get(field) ?? []), e]);
    }
    for (const [name, errors] of errorsByField) {
      const field = fields.get(name);
      const detail = errors.some((e) => e.keyword === 'oneOf') ? `not a code of the code list ${field?.enum ?? ''}`.trim() : (errors[0]?.message ?? 'invalid');
      refused.set(`${i}/${name}`, detail);
    }
  });
  if (refused.size === 0) cache?.set('demo-values', input, true);
  return refused;
}

function withoutAnnotations(schema: Record<string, unknown>): Record<string, unknown> {
  const { title: _title, default: _default, ...rest } = schema;
  if (Array.isArray(rest.oneOf)) rest.oneOf = (rest.oneOf as Array<Record<string, unknown>>).map(({ title: _t, ...alternative }) => alternative);
  return rest;
}

/** A referenced demo row must exist when the referenced entity has demo rows of its own (found by one of its keys). */
function checkReferencedRows(sets: DemoSet[], issues: ModelIssue[]): void {
  for (const set of sets) {
    const file = `model/demo/${set.entity}.yaml`;
    for (const [key, ref] of Object.entries(set.refs)) {
      const target = sets.find((s) => s.entity === ref.entity);
      if (!target) continue;
      set.rows.forEach((row, i) => {
        const values = row[key] === undefined || row[key] === null ? [] : Array.isArray(row[key]) ? row[key] : [row[key]];
        for (const v of values as unknown[]) {
          // A key through another entity's rows (a user's name) cannot be checked here: the seed finds it or fails.
          const direct = ref.keys.filter((k) => !k.through && fitsKey(k, v));
          if (direct.length < ref.keys.filter((k) => fitsKey(k, v)).length) continue;
          if (!direct.some((k) => target.rows.some((r) => r[k.field] === v))) {
            issues.push({ file, path: `/rows/${i}/${key}`, reason: `no ${ref.entity} row with ${describeKeys(ref)} "${String(v)}" in model/demo/${ref.entity}.yaml` });
          }
        }
      });
    }
  }
}

/** The entities a set's references point to, through keys included. */
function targetsOf(target: DemoTarget): string[] {
  return [target.entity, ...target.keys.flatMap((k) => (k.through ? targetsOf(k.through) : []))];
}

/**
 * Every demo row keeps its entity's rules across fields, as the API would refuse it otherwise; an atMost bound is read
 * from the referenced demo row (named by its natural key).
 */
function checkRules(options: { sets: DemoSet[]; entities: EntityDef[]; issues: ModelIssue[] }): void {
  for (const set of options.sets) {
    const entity = options.entities.find((e) => e.name === set.entity)!;
    if (entity.rules.length === 0) continue;
    set.rows.forEach((row, i) => {
      const broken = brokenRules({
        rules: entity.rules, values: row,
        boundOf: (rule, name) => {
          const target = options.sets.find((s) => s.entity === rule.entity);
          const keys = set.refs[rule.ref]?.keys.filter((k) => !k.through) ?? [];
          const bound = target?.rows.find((r) => keys.some((k) => r[k.field] === name))?.[rule.bound];
          return typeof bound === 'number' ? bound : undefined;
        },
      });
      for (const { rule, limit } of broken) {
        const detail = rule.kind === 'after' ? `${rule.field} must come after ${rule.other}${rule.orEqual ? ' (or equal it)' : ''}`
          : rule.kind === 'atMost' ? `${rule.field} is over ${rule.ref}'s ${rule.bound} (${String(limit)})` : `one of ${rule.fields.join(', ')} must be given`;
        options.issues.push({ file: `model/demo/${set.entity}.yaml`, path: `/rows/${i}/${rule.field}`, reason: `breaks the entity's rule: ${detail}` });
      }
    });
  }
}

/** Referenced sets first; stable (by name) otherwise. */
function orderByRefs(sets: DemoSet[]): DemoSet[] {
  const byName = new Map([...sets].sort((a, b) => a.entity.localeCompare(b.entity)).map((s) => [s.entity, s]));
  const out: DemoSet[] = [];
  const visiting = new Set<string>();
  const visit = (s: DemoSet) => {
    if (out.includes(s) || visiting.has(s.entity)) return;
    visiting.add(s.entity);
    for (const name of Object.values(s.refs).flatMap(targetsOf)) {
      const target = byName.get(name);
      if (target && target !== s) visit(target);
    }
    out.push(s);
  };
  for (const s of byName.values()) visit(s);
  return out;
}
