import type { ModelIssue } from './errors.js';
import { INTEGER_COLUMN_RANGES, integerColumnOf } from './fieldTypes.js';
import type { EntityDef, EnumDef, FieldDef, FilterDef } from './types.js';

/** A list filter as written in the model: a field name, or an object (generator/schema/entity.ts). */
export type RawFilter = string | {
  name?: string; label?: string; field?: string; match?: Array<string | string[]>; kana?: boolean; hidden?: boolean; multiple?: boolean;
  default?: string | number | Array<string | number>; through?: string; related?: { entity: string; field: string };
};

/** Field types a text search reads. */
const TEXT_TYPES: readonly FieldDef['type'][] = ['string', 'text', 'email', 'kana', 'phone', 'postal_code'];
/** Query parameters the list API reads for itself. */
const RESERVED = ['page', 'limit', 'sort', 'order'];

function isIntegerField(field: FieldDef, enums: readonly EnumDef[]): boolean {
  return integerColumnOf(field, enums) !== undefined;
}

/**
 * Resolves the list filters of every entity once all entities are known: where the compared fields live (this
 * entity, the row a ref points to, or the rows that point here), the operator from the field's type, and the checks
 * a product owner needs (unknown fields, a choice of several values only for codes and refs, unique names).
 */
export function resolveFilters(options: {
  entities: EntityDef[]; raw: ReadonlyMap<string, { filters: RawFilter[]; file: string }>; enums: readonly EnumDef[]; issues: ModelIssue[];
}): void {
  const { entities, raw, enums, issues } = options;
  const byName = new Map(entities.map((e) => [e.name, e]));
  for (const entity of entities) {
    const source = raw.get(entity.name);
    if (!entity.list || !source) continue;
    const filters: FilterDef[] = [];
    source.filters.forEach((item, i) => {
      const at = `/${entity.name}/list/filters/${i}`;
      const issue = (path: string, reason: string) => issues.push({ file: source.file, path: `${at}${path}`, reason });
      const spec = typeof item === 'string' ? { field: item } : item;
      let target = entity;
      let through: FilterDef['through'];
      let related: FilterDef['related'];
      if (spec.through !== undefined && spec.related !== undefined) return issue('', 'give either through or related, not both');
      if (spec.through !== undefined) {
        const ref = entity.fields.find((f) => f.name === spec.through);
        const next = ref?.type === 'ref' && ref.ref ? byName.get(ref.ref) : undefined;
        if (!ref || !next) return issue('/through', `"${spec.through}" is not a ref field of ${entity.name}`);
        target = next;
        through = { column: ref.name, table: next.table };
      }
      if (spec.related !== undefined) {
        const other = byName.get(spec.related.entity);
        const back = other?.fields.find((f) => f.name === spec.related!.field);
        if (!other) return issue('/related/entity', `unknown entity "${spec.related.entity}"`);
        if (!back || back.type !== 'ref' || back.ref !== entity.name) return issue('/related/field', `"${spec.related.field}" of ${other.name} is not a ref to ${entity.name}`);
        target = other;
        related = { table: other.table, column: back.name };
      }
      const isOwn = target === entity;
      if (spec.match !== undefined) {
        if (spec.field !== undefined) return issue('', 'give either field or match, not both');
        if (!spec.name || !spec.label) return issue('', 'a text search over several fields needs a name and a label');
        const groups = spec.match.map((m) => (Array.isArray(m) ? m : [m]));
        for (const [j, group] of groups.entries()) {
          for (const name of group) {
            const field = target.fields.find((f) => f.name === name);
            if (!field) issue(`/match/${j}`, `unknown field "${name}" of ${target.name}`);
            else if (!TEXT_TYPES.includes(field.type)) issue(`/match/${j}`, `"${name}" is a ${field.type} field; a text search reads text fields`);
          }
        }
        if (spec.multiple || spec.default !== undefined) issue('', 'a text search takes no multiple or default');
        filters.push({ name: spec.name, label: spec.label, type: 'string', operator: 'contains', match: groups, ...(spec.kana ? { kana: true } : {}), ...(through ? { through } : {}), ...(related ? { related } : {}) });
        return;
      }
      if (spec.field === undefined) return issue('', 'give a field or a match');
      const field = target.fields.find((f) => f.name === spec.field);
      if (!field) return issue(typeof item === 'string' ? '' : '/field', `unknown field "${spec.field}" of ${target.name}`);
      if (field.type === 'refs') return issue('', `"${field.name}" is a refs field, which cannot be a list filter`);
      if (!isOwn && !spec.name) return issue('', 'a filter on another entity\'s field needs a name');
      const isText = TEXT_TYPES.includes(field.type);
      // A date or date-time is searched by a period: 2026-11-01..2026-11-30, either end open.
      const isPeriod = field.type === 'date' || field.type === 'datetime';
      if (isPeriod && spec.default !== undefined) issue('/default', 'a period filter takes no default');
      if (spec.kana && field.type !== 'kana' && !isText) issue('/kana', 'kana applies to text fields');
      if (spec.multiple && !(field.type === 'ref' || field.type === 'enum' || field.type === 'integer')) issue('/multiple', 'several values can be chosen only for codes, refs and integers');
      if (spec.default !== undefined && Array.isArray(spec.default) !== Boolean(spec.multiple)) issue('/default', spec.multiple ? 'the default of a multiple filter is a list' : 'the default of a single filter is one value');
      const values = spec.default === undefined ? [] : Array.isArray(spec.default) ? spec.default : [spec.default];
      if (field.type === 'enum') {
        const codes = enums.find((e) => e.name === field.enum)?.values.map((v) => v.code) ?? [];
        values.filter((v) => !codes.includes(v)).forEach((v) => issue('/default', `"${v}" is not a code of ${field.enum}`));
      } else if (isIntegerField(field, enums)) {
        values.filter((v) => typeof v !== 'number' || !Number.isInteger(v)).forEach((v) => issue('/default', `"${v}" is not an integer`));
      }
      const integerColumn = integerColumnOf(field, enums);
      filters.push({
        name: spec.name ?? field.name,
        label: spec.label ?? field.label,
        type: field.type,
        operator: spec.multiple ? 'in' : isText ? 'contains' : isPeriod ? 'between' : 'eq',
        column: field.name,
        ...(field.enum ? { enum: field.enum } : {}),
        ...(field.ref ? { ref: field.ref } : {}),
        ...(spec.kana ? { kana: true } : {}),
        ...(spec.hidden ? { isHidden: true } : {}),
        ...(spec.default !== undefined ? { default: spec.default } : {}),
        ...(integerColumn ? INTEGER_COLUMN_RANGES[integerColumn] : {}),
        ...(through ? { through } : {}),
        ...(related ? { related } : {}),
      });
    });
    const seen = new Set<string>();
    filters.forEach((f, i) => {
      if (seen.has(f.name)) issues.push({ file: source.file, path: `/${entity.name}/list/filters/${i}`, reason: `filter name "${f.name}" is used twice` });
      if (RESERVED.includes(f.name)) issues.push({ file: source.file, path: `/${entity.name}/list/filters/${i}`, reason: `"${f.name}" is a paging parameter of the list API` });
      seen.add(f.name);
    });
    entity.list.filters = filters;
  }
}
