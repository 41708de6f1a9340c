import type { ModelIssue } from './errors.js';
import { messageText } from './messageText.js';
import { FIELD_WIDGETS, REF_TYPES, withTypeDefaults } from './fieldTypes.js';
import type { RawFile } from './read.js';
import { resolveFilters, type RawFilter } from './resolveFilters.js';
import { resolveGrants } from './resolveGrants.js';
import { resolveRules, type RawRule } from './resolveRules.js';
import type { EntityDef, EnumDef, ErrorDef, FeatureDef, FieldDef, ImportPositional, RoleDef, RowCondition } from './types.js';

/** Field types stored as text, which a trigram index can read. */
const TEXT_TYPES: string[] = ['string', 'kana', 'text', 'email', 'phone', 'postal_code'];

/** Values a row condition may name ($user.<name>), filled in from the signed-in user. */
export const USER_VARIABLES = ['companyId', 'userId', 'schoolhouseIds', 'protectorId', 'teacherId', 'studentIds'] as const;

interface RawEntity {
  label: string; table?: string; scope: 'company' | 'global'; history?: boolean;
  fields: Record<string, Omit<FieldDef, 'name' | 'isSystem' | 'required'> & { required?: boolean }>;
  unique?: Array<{ fields: string[]; global?: boolean; error?: string; nullsNotDistinct?: boolean; where?: { field: string; notIn: Array<string | number> } }>;
  indexes?: Array<{ fields: string[]; kind?: 'btree' | 'trigram' }>;
  exactlyOneOf?: string[][];
  delete?: { refuseWhenReferencedBy?: Array<{ entity: string; field: string; error: string }> };
  rows?: Record<string, RowCondition>;
  rules?: RawRule[];
  api?: { path: string; operations: Array<'list' | 'get' | 'create' | 'update' | 'delete'>; reorder?: { path: string; field: string }; access: { read: never[]; write?: never[]; readElsewhere?: string; writeElsewhere?: string; refusal?: string } };
  list?: { columns: string[]; sort?: string; filters?: RawFilter[] };
  form?: { fields: string[] };
  detail?: { fields?: string[]; related?: Array<{ entity: string; field: string }> };
  import?: { key: string[]; positional?: ImportPositional };
  rowName?: string[];
  dropped?: string[];
  files?: EntityDef['files'];
}

const system = (name: string, type: FieldDef['type'], label: string, extra: Partial<FieldDef> = {}): FieldDef =>
  ({ name, type, label, required: true, isSystem: true, ...extra });

/** Resolves entity files: adds system fields, checks every reference between entities, enums and errors. */
export function resolveEntities(options: {
  files: RawFile[]; roles: RoleDef[]; roleGroups: Record<string, string[]>; features: FeatureDef[];
  errors: ErrorDef[]; enums: EnumDef[]; messages: Record<string, string>; issues: ModelIssue[];
}): EntityDef[] {
  const { files, errors, enums, messages, issues } = options;
  const errorKeys = new Set(errors.map((e) => e.key));
  const enumNames = new Set(enums.map((e) => e.name));
  const entities: EntityDef[] = [];
  const raws = new Map<string, { raw: RawEntity; file: string }>();
  const rawFilters = new Map<string, { filters: RawFilter[]; file: string }>();
  const rawRules = new Map<string, { rules: RawRule[]; file: string }>();

  for (const f of files) {
    for (const [name, raw] of Object.entries(f.data as Record<string, RawEntity>)) {
      if (raws.has(name)) issues.push({ file: f.file, path: `/${name}`, reason: `entity "${name}" is also defined in ${raws.get(name)!.file}` });
      raws.set(name, { raw, file: f.file });
    }
  }

  for (const [name, { raw, file }] of [...raws].sort(([a], [b]) => a.localeCompare(b))) {
    const at = (p: string) => `/${name}${p}`;
    const label = (field: string) => messageText(messages, `generator.systemField.${field}`);
    const fields: FieldDef[] = [system('id', 'integer', label('id'))];
    if (raw.scope === 'company') fields.push(system('company_id', 'ref', label('company_id'), { ref: 'company' }));
    for (const [fieldName, f] of Object.entries(raw.fields)) {
      if (['id', 'company_id', 'created_at', 'updated_at'].includes(fieldName)) {
        issues.push({ file, path: at(`/fields/${fieldName}`), reason: 'is a system field added to every entity' });
        continue;
      }
      const field: FieldDef = withTypeDefaults({ ...f, name: fieldName, required: f.required ?? false, isSystem: false });
      // `kana: name_kana` is one reading field; a list reads several in turn (family, then first name).
      const kana: unknown = f.kana;
      if (typeof kana === 'string') field.kana = [kana];
      if (field.widget !== undefined && !(FIELD_WIDGETS[field.type] ?? []).includes(field.widget)) {
        const allowed = FIELD_WIDGETS[field.type];
        issues.push({
          file, path: at(`/fields/${fieldName}/widget`),
          reason: `unknown widget "${field.widget}" for a ${field.type} field (${allowed ? `one of ${allowed.join(', ')}` : 'this type has no other widget'})`,
        });
      }
      if (field.type === 'enum' && field.enum && !enumNames.has(field.enum) && field.enum !== 'authority' && field.enum !== 'staff_role') {
        issues.push({ file, path: at(`/fields/${fieldName}/enum`), reason: `unknown code list "${field.enum}"` });
      }
      if (REF_TYPES.includes(field.type) && field.ref && !raws.has(field.ref)) {
        issues.push({ file, path: at(`/fields/${fieldName}/ref`), reason: `unknown entity "${field.ref}"` });
      }
      if (field.patternMessage && !(field.patternMessage in messages)) {
        issues.push({ file, path: at(`/fields/${fieldName}/patternMessage`), reason: `message key "${field.patternMessage}" is not in messages/` });
      }
      if (field.minLength !== undefined && field.maxLength !== undefined && field.minLength > field.maxLength) {
        issues.push({ file, path: at(`/fields/${fieldName}/minLength`), reason: 'is larger than maxLength' });
      }
      fields.push(field);
    }
    fields.push(system('created_at', 'datetime', label('created_at')), system('updated_at', 'datetime', label('updated_at')));
    const fieldNames = new Set(fields.map((f) => f.name));
    const checkField = (field: string, path: string) => {
      if (!fieldNames.has(field)) issues.push({ file, path: at(path), reason: `unknown field "${field}" of ${name}` });
    };
    for (const field of fields) {
      for (const reading of field.kana ?? []) {
        const type = fields.find((x) => x.name === reading)?.type;
        if (reading === field.name || (type !== 'kana' && type !== 'string')) {
          issues.push({ file, path: at(`/fields/${field.name}/kana`), reason: `"${reading}" is not another kana or string field of ${name} (the name's reading)` });
        }
      }
      if (field.emptyLabel !== undefined && (field.type !== 'ref' || field.required)) {
        issues.push({ file, path: at(`/fields/${field.name}/emptyLabel`), reason: 'only an optional ref field can be empty with a meaning' });
      }
    }

    const table = raw.table ?? name;
    const unique = (raw.unique ?? []).map((u, i) => {
      u.fields.forEach((f, j) => checkField(f, `/unique/${i}/fields/${j}`));
      const isGlobal = raw.scope === 'global' || (u.global ?? false);
      if (u.error && !errorKeys.has(u.error)) issues.push({ file, path: at(`/unique/${i}/error`), reason: `unknown error "${u.error}" (errors.yaml)` });
      const columns = isGlobal ? [...u.fields] : ['company_id', ...u.fields];
      if (u.where) {
        // A partial rule reads an enum field of the entity, and its codes are that code list's.
        const field = fields.find((x) => x.name === u.where!.field);
        const codes = enums.find((e) => e.name === field?.enum)?.values.map((v) => String(v.code));
        if (field?.type !== 'enum' || !codes) issues.push({ file, path: at(`/unique/${i}/where/field`), reason: `"${u.where.field}" is not an enum field of ${name}` });
        else {
          for (const [j, code] of u.where.notIn.entries()) {
            if (!codes.includes(String(code))) issues.push({ file, path: at(`/unique/${i}/where/notIn/${j}`), reason: `"${code}" is not a code of ${field.enum}` });
          }
        }
        if (u.nullsNotDistinct) issues.push({ file, path: at(`/unique/${i}/nullsNotDistinct`), reason: 'a partial rule (where) counts empty values as distinct' });
      }
      return {
        fields: [...u.fields], columns, isGlobal, error: u.error ?? 'DUPLICATE_VALUE', name: `${table}_${u.fields.join('_')}_key`,
        ...(u.nullsNotDistinct ? { nullsNotDistinct: true } : {}), ...(u.where ? { where: { field: u.where.field, notIn: [...u.where.notIn] } } : {}),
      };
    });

    const indexes = (raw.indexes ?? []).map((ix, i): EntityDef['indexes'][number] => {
      ix.fields.forEach((f, j) => checkField(f, `/indexes/${i}/fields/${j}`));
      if (ix.kind === 'trigram') {
        // A text search index: the fields as a `contains` filter reads them (one column, or a match group).
        ix.fields.forEach((f, j) => {
          const type = raw.fields[f]?.type;
          if (type && !TEXT_TYPES.includes(type)) issues.push({ file, path: at(`/indexes/${i}/fields/${j}`), reason: `a trigram index reads text fields; "${f}" is ${type}` });
        });
        return { columns: [...ix.fields], name: `${table}_${ix.fields.join('_')}_trgm_idx`, kind: 'trigram' };
      }
      return { columns: raw.scope === 'company' ? ['company_id', ...ix.fields] : [...ix.fields], name: `${table}_${ix.fields.join('_')}_idx` };
    });

    // Each field of a group is optional (a row leaves the other groups empty) and in one group only.
    const grouped = new Set<string>();
    (raw.exactlyOneOf ?? []).forEach((group, i) => group.forEach((f, j) => {
      checkField(f, `/exactlyOneOf/${i}/${j}`);
      if (raw.fields[f]?.required) issues.push({ file, path: at(`/exactlyOneOf/${i}/${j}`), reason: `"${f}" is required; a field of an exactly-one group must be optional` });
      if (grouped.has(f)) issues.push({ file, path: at(`/exactlyOneOf/${i}/${j}`), reason: `"${f}" is in two groups` });
      grouped.add(f);
    }));

    const refuse = (raw.delete?.refuseWhenReferencedBy ?? []).map((r, i) => {
      const target = raws.get(r.entity);
      if (!target) issues.push({ file, path: at(`/delete/refuseWhenReferencedBy/${i}/entity`), reason: `unknown entity "${r.entity}"` });
      else if (target.raw.fields[r.field]?.ref !== name) issues.push({ file, path: at(`/delete/refuseWhenReferencedBy/${i}/field`), reason: `${r.entity}.${r.field} is not a reference to ${name}` });
      if (!errorKeys.has(r.error)) issues.push({ file, path: at(`/delete/refuseWhenReferencedBy/${i}/error`), reason: `unknown error "${r.error}" (errors.yaml)` });
      return { ...r };
    });

    const roleNames = new Set(options.roles.map((r) => r.name));
    for (const [role, cond] of Object.entries(raw.rows ?? {})) {
      if (!roleNames.has(role)) issues.push({ file, path: at(`/rows/${role}`), reason: `unknown role "${role}"` });
      for (const [field, value] of Object.entries(cond)) {
        checkField(field, `/rows/${role}/${field}`);
        const variable = typeof value === 'object' ? value.in : value;
        if (typeof variable === 'string' && variable.startsWith('$user.') && !(USER_VARIABLES as readonly string[]).includes(variable.slice(6))) {
          issues.push({ file, path: at(`/rows/${role}/${field}`), reason: `unknown user value "${variable}" (one of ${USER_VARIABLES.map((v) => `$user.${v}`).join(', ')})` });
        }
      }
    }

    const grantContext = { roles: options.roles, roleGroups: options.roleGroups, features: options.features, issues, file };
    if (raw.api?.reorder) {
      const field = fields.find((f) => f.name === raw.api!.reorder!.field);
      if (!field) checkField(raw.api.reorder.field, '/api/reorder/field');
      else if (field.type !== 'integer' || field.isSystem) issues.push({ file, path: at('/api/reorder/field'), reason: `"${field.name}" is not an integer field of ${name}` });
      if (!raw.api.access.write?.length) issues.push({ file, path: at('/api/reorder'), reason: 'reordering needs access.write grants' });
    }
    const api = raw.api ? {
      path: raw.api.path,
      operations: [...raw.api.operations],
      ...(raw.api.reorder ? { reorder: { ...raw.api.reorder } } : {}),
      read: resolveGrants({ grants: raw.api.access.read, path: at('/api/access/read'), ...grantContext }),
      write: resolveGrants({ grants: raw.api.access.write, path: at('/api/access/write'), ...grantContext }),
      ...(raw.api.access.readElsewhere ? { readElsewhere: raw.api.access.readElsewhere } : {}),
      ...(raw.api.access.writeElsewhere ? { writeElsewhere: raw.api.access.writeElsewhere } : {}),
      ...(raw.api.access.refusal ? { refusal: raw.api.access.refusal } : {}),
    } : undefined;
    const refusal = raw.api?.access.refusal;
    if (refusal !== undefined && errors.find((e) => e.key === refusal)?.status !== 403) {
      issues.push({ file, path: at('/api/access/refusal'), reason: `"${refusal}" is not a 403 error of errors.yaml` });
    }
    if (api && api.operations.some((o) => ['create', 'update', 'delete'].includes(o)) && api.write.length === 0) {
      issues.push({ file, path: at('/api/access'), reason: 'write operations need access.write grants' });
    }

    let list: EntityDef['list'];
    if (raw.list) {
      raw.list.columns.forEach((c, i) => checkField(c, `/list/columns/${i}`));
      rawFilters.set(name, { filters: raw.list.filters ?? [], file });
      // A master whose name has a kana reading lists in 50音 order unless the model names another sort.
      const sortRaw = raw.list.sort ?? fields.find((f) => f.kana)?.name ?? 'id';
      const sort = sortRaw.replace(/^-/, '');
      checkField(sort, '/list/sort');
      list = { columns: [...raw.list.columns], sort, sortOrder: sortRaw.startsWith('-') ? 'desc' : 'asc', filters: [] };
    }
    (raw.rowName ?? []).forEach((c, i) => checkField(c, `/rowName/${i}`));
    if (raw.form) {
      raw.form.fields.forEach((c, i) => {
        checkField(c, `/form/fields/${i}`);
        if (fields.find((f) => f.name === c)?.isSystem) issues.push({ file, path: at(`/form/fields/${i}`), reason: `system field "${c}" cannot be edited` });
      });
    }
    if (raw.form && !raw.api?.operations.includes('create') && !raw.api?.operations.includes('update')) {
      issues.push({ file, path: at('/form'), reason: 'a form needs create or update in api.operations' });
    }

    // A reference shown to people (in the form or the list) is chosen and named through the referenced entity's
    // list API; a refs field is always shown, as it has no foreign key of its own.
    const filterFields = (raw.list?.filters ?? []).flatMap((f) => (typeof f === 'string' ? [f] : f.through === undefined && f.related === undefined && f.field ? [f.field] : []));
    const shown = new Set([...(raw.form?.fields ?? []), ...(raw.list?.columns ?? []), ...filterFields, ...(raw.detail?.fields ?? [])]);
    (raw.detail?.fields ?? []).forEach((c, i) => checkField(c, `/detail/fields/${i}`));
    (raw.import?.key ?? []).forEach((c, i) => {
      if (!(raw.form?.fields ?? []).includes(c)) issues.push({ file, path: at(`/import/key/${i}`), reason: `"${c}" is not a form field of ${name} (an import writes form fields)` });
    });
    const positional = raw.import?.positional;
    for (const [c, position] of Object.entries(positional?.columns ?? {})) {
      if (!(raw.form?.fields ?? []).includes(c)) issues.push({ file, path: at(`/import/positional/columns/${c}`), reason: `"${c}" is not a form field of ${name} (an import writes form fields)` });
      if (position >= positional!.width) issues.push({ file, path: at(`/import/positional/columns/${c}`), reason: `position ${position} is past the format's width ${positional!.width}` });
    }
    (positional ? raw.import!.key : []).forEach((c, i) => {
      if (!(c in positional!.columns)) issues.push({ file, path: at(`/import/key/${i}`), reason: `"${c}" has no position in import.positional.columns (every key column must be read)` });
    });
    if (raw.import && !raw.api?.operations.includes('list')) issues.push({ file, path: at('/import'), reason: 'an import needs a list API (its CSV export is the format)' });
    for (const field of fields.filter((x) => x.keysOf !== undefined)) {
      const names = fields.find((x) => x.name === field.keysOf);
      if (field.type !== 'json') issues.push({ file, path: at(`/fields/${field.name}/keysOf`), reason: 'only a json field has keys to name' });
      else if (names?.type !== 'enum') issues.push({ file, path: at(`/fields/${field.name}/keysOf`), reason: `"${field.keysOf}" is not an enum field of ${name} (naming an entity)` });
    }
    for (const field of fields.filter((x) => x.refOf !== undefined)) {
      const names = fields.find((x) => x.name === field.refOf);
      const codes = enums.find((e) => e.name === names?.enum)?.values.map((v) => String(v.code)) ?? [];
      if (field.type !== 'integer') issues.push({ file, path: at(`/fields/${field.name}/refOf`), reason: 'only an integer field holds the id of another entity\'s row' });
      else if (names?.type !== 'enum') issues.push({ file, path: at(`/fields/${field.name}/refOf`), reason: `"${field.refOf}" is not an enum field of ${name} (naming an entity)` });
      else if (codes.some((code) => !raws.has(code))) issues.push({ file, path: at(`/fields/${field.name}/refOf`), reason: `the codes of ${names.enum} are not all entity names (${codes.filter((c) => !raws.has(c)).join(', ')})` });
    }
    for (const field of fields.filter((x) => x.switchedBy !== undefined)) {
      const [entity, switchField] = field.switchedBy!.split('.') as [string, string];
      const type = raws.get(entity)?.raw.fields[switchField]?.type;
      if (type !== 'boolean' && type !== 'string') {
        issues.push({ file, path: at(`/fields/${field.name}/switchedBy`), reason: `"${field.switchedBy}" is not a boolean or string field of another entity (the setting that switches the field on)` });
      }
    }
    for (const field of fields.filter((x) => x.refBy !== undefined)) {
      const target = field.ref ? raws.get(field.ref)?.raw : undefined;
      if (field.type !== 'ref') issues.push({ file, path: at(`/fields/${field.name}/refBy`), reason: 'only a ref field names its row by another field' });
      else if (target && !(target.unique ?? []).some((u) => u.fields.length === 1 && u.fields[0] === field.refBy)) {
        issues.push({ file, path: at(`/fields/${field.name}/refBy`), reason: `"${field.refBy}" is not a field of ${field.ref} unique on its own (a unique rule of that one field)` });
      }
    }
    for (const field of fields.filter((x) => !x.isSystem && REF_TYPES.includes(x.type) && x.ref && raws.has(x.ref))) {
      if (field.type !== 'refs' && !shown.has(field.name)) continue;
      if (!raws.get(field.ref!)!.raw.api?.operations.includes('list')) {
        issues.push({ file, path: at(`/fields/${field.name}/ref`), reason: `entity "${field.ref}" has no list API (api.operations without list): a form or list cannot choose or name its rows` });
      }
    }
    if (fields.find((f) => f.name === (raw.list?.sort ?? 'id').replace(/^-/, ''))?.type === 'refs') {
      issues.push({ file, path: at('/list/sort'), reason: 'a refs field cannot be the sort field' });
    }

    if (raw.rules) rawRules.set(name, { rules: raw.rules, file });
    entities.push({
      name, label: raw.label, table, scope: raw.scope, history: raw.history ?? true, fields, unique, indexes, refuseDeleteWhenReferencedBy: refuse, ...(raw.exactlyOneOf ? { exactlyOneOf: raw.exactlyOneOf.map((g) => [...g]) } : {}),
      rows: raw.rows ?? {}, rules: [], api, list, form: raw.form ? { fields: [...raw.form.fields] } : undefined,
      ...(raw.rowName ? { rowName: [...raw.rowName] } : {}),
      ...(raw.import ? { import: { key: [...raw.import.key], ...(raw.import.positional ? { positional: raw.import.positional } : {}) } } : {}),
      ...(raw.detail ? { detail: { ...(raw.detail.fields ? { fields: [...raw.detail.fields] } : {}), related: (raw.detail.related ?? []).map((r) => ({ ...r, label: '' })) } } : {}),
      dropped: raw.dropped ?? [], ...(raw.files ? { files: { ...raw.files } } : {}), source: file,
    });
  }

  resolveFilters({ entities, raw: rawFilters, enums, issues });
  resolveRules({ entities, raw: rawRules, messages, issues });
  resolveDetails(entities, issues);
  const tables = new Map<string, string>();
  for (const e of entities) {
    if (tables.has(e.table)) issues.push({ file: e.source, path: `/${e.name}/table`, reason: `table "${e.table}" is also used by ${tables.get(e.table)}` });
    tables.set(e.table, e.name);
  }
  const paths = new Map<string, string>();
  for (const e of entities.filter((x) => x.api)) {
    if (paths.has(e.api!.path)) issues.push({ file: e.source, path: `/${e.name}/api/path`, reason: `path "${e.api!.path}" is also used by ${paths.get(e.api!.path)}` });
    paths.set(e.api!.path, e.name);
  }
  return entities;
}

/** The related lists of detail views: an entity with a list API whose plain filter is a ref to the shown entity. */
function resolveDetails(entities: EntityDef[], issues: ModelIssue[]): void {
  const byName = new Map(entities.map((e) => [e.name, e]));
  for (const e of entities) {
    e.detail?.related.forEach((r, i) => {
      const at = `/${e.name}/detail/related/${i}`;
      const other = byName.get(r.entity);
      const field = other?.fields.find((f) => f.name === r.field);
      if (!other) issues.push({ file: e.source, path: `${at}/entity`, reason: `unknown entity "${r.entity}"` });
      else if (!field || field.type !== 'ref' || field.ref !== e.name) issues.push({ file: e.source, path: `${at}/field`, reason: `"${r.field}" of ${other.name} is not a ref to ${e.name}` });
      else if (!other.api?.operations.includes('list') || !other.list) issues.push({ file: e.source, path: `${at}/entity`, reason: `entity "${other.name}" has no list API to show its rows` });
      else if (!other.list.filters.some((f) => f.name === r.field && f.column === r.field && !f.through && !f.related && f.operator === 'eq')) {
        issues.push({ file: e.source, path: `${at}/field`, reason: `"${r.field}" is not a list filter of ${other.name} (add it to its list.filters)` });
      } else r.label = other.label;
    });
  }
}
