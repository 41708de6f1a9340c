import { basename } from 'node:path';
import { Ajv } from 'ajv';
import addFormatsModule from 'ajv-formats';
import { fieldJsonSchema } from './fieldJsonSchema.js';
import type { ModelIssue } from './errors.js';
import type { RawFile } from './read.js';
import type { DemoRef, DemoSet, EntityDef, EnumDef } from './types.js';

// ajv-formats is CommonJS; its default export arrives wrapped under ESM.
const addFormats = (addFormatsModule as unknown as { default?: typeof addFormatsModule }).default ?? addFormatsModule;
const ajv = new Ajv({ allErrors: true, strict: false });
addFormats(ajv);

/** The field a row of `entity` is named by in demo data: the field of its first one-field unique rule. */
export function naturalKeyOf(entity: EntityDef): string | undefined {
  return entity.unique.find((u) => u.fields.length === 1)?.fields[0];
}

/**
 * Checks every demo file against its entity (unknown entity or field, a value its field refuses, a missing required
 * field, a reference to an entity without a natural key or to a demo row that does not exist) and orders the sets
 * so that referenced rows load first.
 */
export function resolveDemo(options: { files: RawFile[]; entities: EntityDef[]; enums: EnumDef[]; issues: ModelIssue[] }): DemoSet[] {
  const { files, entities, enums, issues } = options;
  const sets: DemoSet[] = [];
  for (const f of files) {
    const name = basename(f.file, '.yaml').replaceAll('-', '_');
    const entity = entities.find((e) => e.name === name);
    if (!entity) {
      issues.push({ file: f.file, path: '/', reason: `no entity "${name}" (the file name names the entity)` });
      continue;
    }
    const rows = (f.data as { rows: Array<Record<string, unknown>> }).rows;
    const refs: Record<string, DemoRef> = {};
    const fields = new Map(entity.fields.filter((x) => !x.isSystem).map((x) => [x.name, x]));
    for (const field of fields.values()) {
      if (field.type !== 'ref' && field.type !== 'refs') continue;
      const target = entities.find((e) => e.name === field.ref);
      const keyField = target ? naturalKeyOf(target) : undefined;
      if (target && keyField) refs[field.name] = { entity: target.name, table: target.table, scope: target.scope, keyField, isMany: field.type === 'refs' };
    }
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
          continue;
        }
        if (field.type === 'password') {
          issues.push({ file: f.file, path: at, reason: 'password fields cannot take demo values' });
          continue;
        }
        if (field.type === 'ref' || field.type === 'refs') {
          if (!refs[key]) {
            issues.push({ file: f.file, path: at, reason: `entity "${field.ref}" has no one-field unique rule to name its rows by` });
            continue;
          }
          const names = field.type === 'refs' ? value : [value];
          if (value === null && !field.required) continue;
          if (!Array.isArray(names) || names.some((n) => typeof n !== 'string' || n === '')) {
            issues.push({ file: f.file, path: at, reason: `must be the ${refs[key].keyField} of a ${field.ref} row${field.type === 'refs' ? ' (a list)' : ''}` });
          }
          continue;
        }
        const validate = ajv.compile(fieldJsonSchema(field, { enums }));
        if (!validate(value)) {
          const errors = validate.errors ?? [];
          const detail = errors.some((e) => e.keyword === 'oneOf') ? `not a code of the code list ${field.enum ?? ''}`.trim() : (errors[0]?.message ?? 'invalid');
          issues.push({ file: f.file, path: at, reason: `${JSON.stringify(value)} is refused by ${field.label}: ${detail}` });
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
  // A referenced demo row must exist when the referenced entity has demo rows of its own.
  for (const set of sets) {
    const file = `model/demo/${set.entity}.yaml`;
    for (const [key, ref] of Object.entries(set.refs)) {
      const target = sets.find((s) => s.entity === ref.entity);
      if (!target) continue;
      const known = new Set(target.rows.map((r) => r[ref.keyField]));
      set.rows.forEach((row, i) => {
        const values = row[key] === undefined || row[key] === null ? [] : Array.isArray(row[key]) ? row[key] : [row[key]];
        for (const v of values as unknown[]) {
          if (!known.has(v)) issues.push({ file, path: `/rows/${i}/${key}`, reason: `no ${ref.entity} row with ${ref.keyField} "${String(v)}" in model/demo/${ref.entity}.yaml` });
        }
      });
    }
  }
  return orderByRefs(sets);
}

/** Referenced sets first; stable (by name) otherwise. */
function orderByRefs(sets: DemoSet[]): DemoSet[] {
  const byName = new Map([...sets].sort((a, b) => a.entity.localeCompare(b.entity)).map((s) => [s.entity, s]));
  const out: DemoSet[] = [];
  const visiting = new Set<string>();
  const visit = (s: DemoSet) => {
    if (out.includes(s) || visiting.has(s.entity)) return;
    visiting.add(s.entity);
    for (const ref of Object.values(s.refs)) {
      const target = byName.get(ref.entity);
      if (target && target !== s) visit(target);
    }
    out.push(s);
  };
  for (const s of byName.values()) visit(s);
  return out;
}
