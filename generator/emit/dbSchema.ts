import { integerColumnOf } from '../model/fieldTypes.js';
import type { EntityDef, FieldDef, Model } from '../model/types.js';
import { cacheRoutines, type RoutineSnapshot } from './cacheTriggers.js';
import { historyRoutines } from './historyTriggers.js';

/** A unique rule in a schema snapshot: its columns, with the flag when NULLs count as equal. */
export type UniqueSnapshot = string[] | { columns: string[]; nullsNotDistinct: true };
/** The columns of a unique rule of a snapshot. */
export const uniqueColumns = (u: UniqueSnapshot): string[] => (Array.isArray(u) ? u : u.columns);

/** One column of the database schema snapshot. */
export interface ColumnSnapshot { type: string; notNull: boolean; default?: string; identity?: boolean }
export interface ForeignKeySnapshot { columns: string[]; refTable: string; refColumns: string[]; onDelete: string }
export interface TableSnapshot {
  entity: string;
  columns: Record<string, ColumnSnapshot>;
  primaryKey: string[];
  /** Columns; or, for a rule whose NULLs are equal, the columns with that flag (older snapshots keep the plain list). */
  uniques: Record<string, UniqueSnapshot>;
  foreignKeys: Record<string, ForeignKeySnapshot>;
  indexes: Record<string, IndexSnapshot>;
  /** CHECK constraints by name: their SQL expression (entity `exactlyOneOf`); absent when the table has none. */
  checks?: Record<string, string>;
}
/**
 * An index of a snapshot: its columns in order, each a column name or an SQL index element (an expression in
 * parentheses, or a column with its direction); or a pg_trgm GIN index over text columns read together.
 */
export type IndexSnapshot = string[] | { trigram: string[] } | PartialUniqueSnapshot;
/** A unique rule that holds among some rows only (model `unique[].where`): a unique index with its WHERE condition. */
export interface PartialUniqueSnapshot { unique: string[]; where: string }
/** The database schema the model describes; committed beside each migration and diffed by the next. */
export interface SchemaSnapshot {
  tables: Record<string, TableSnapshot>;
  /** Objects other than the entities' tables, in creation order (model/caches.yaml); absent in older snapshots. */
  routines?: Record<string, RoutineSnapshot>;
}

/** The condition of a partial unique index: `"status" NOT IN ('absent', 'APPROVED')` (codes checked against the enum). */
function partialWhereSql(where: { field: string; notIn: Array<string | number> }): string {
  const literal = (code: string | number) => (typeof code === 'number' ? String(code) : `'${code.replaceAll("'", "''")}'`);
  return `"${where.field}" NOT IN (${where.notIn.map(literal).join(', ')})`;
}

/** The PostgreSQL type of a field's column. */
export function columnType(field: FieldDef, model: Model): string {
  switch (field.type) {
    case 'string': case 'kana': case 'postal_code': case 'phone': case 'color': return `varchar(${field.maxLength})`;
    case 'yen': case 'integer': case 'ref': return integerColumnOf(field, model.enums)!;
    case 'refs': return 'bigint[]';
    case 'email': return `varchar(${field.maxLength ?? 254})`;
    case 'password': return 'varchar(255)';
    case 'text': return 'text';
    case 'number': return 'numeric';
    case 'boolean': return 'boolean';
    case 'date': return 'date';
    case 'datetime': return 'timestamptz';
    case 'time': return 'time';
    case 'json': return 'jsonb';
    case 'enum': return integerColumnOf(field, model.enums) ?? 'varchar(40)';
  }
}

function sqlDefault(field: FieldDef): string | undefined {
  if (field.name === 'created_at' || field.name === 'updated_at') return 'now()';
  if (field.default === undefined) return undefined;
  if (typeof field.default === 'string') return `'${field.default.replaceAll("'", "''")}'`;
  return String(field.default);
}

function tableOf(model: Model, entity: string): EntityDef {
  return model.entities.find((e) => e.name === entity)!;
}

/**
 * The index elements of an entity's default list order, the same terms as src/server/crud/listOrder.ts writes: a
 * name with a kana reading sorts by its readings (`nullif(reading, '') collate "C"`, empty last), then by the name;
 * rows equal in it follow the entity's other kana name, then the id. A term repeated is left out (the planner drops
 * it from the ORDER BY too).
 */
export function listOrderIndexElements(e: EntityDef): string[] {
  const desc = e.list!.sortOrder === 'desc';
  const kanaOf = (name: string) => e.fields.find((f) => f.name === name)?.kana ?? [];
  const terms: Array<{ key: string; element: string }> = [];
  const add = (key: string, element: string) => {
    if (!terms.some((t) => t.key === key)) terms.push({ key, element });
  };
  const byName = (name: string, isDesc: boolean) => {
    for (const reading of kanaOf(name)) add(`kana:${reading}`, `(nullif("${reading}", '') COLLATE "C")${isDesc ? ' DESC NULLS LAST' : ''}`);
    add(name, isDesc ? `"${name}" DESC` : name);
  };
  byName(e.list!.sort, desc);
  const kanaName = e.fields.find((f) => f.kana && f.name !== e.list!.sort)?.name;
  if (kanaName) byName(kanaName, false);
  add('id', desc ? '"id" DESC' : 'id');
  return terms.map((t) => t.element);
}

/**
 * The CHECK expression of `exactlyOneOf`: one group has every field set and every other group is empty, e.g.
 * `("a" IS NOT NULL AND "b" IS NOT NULL AND "c" IS NULL) OR ("a" IS NULL AND "b" IS NULL AND "c" IS NOT NULL)`.
 */
export function exactlyOneOfSql(groups: string[][]): string {
  const all = groups.flat();
  return groups
    .map((group) => `(${all.map((f) => `"${f}" IS ${group.includes(f) ? 'NOT NULL' : 'NULL'}`).join(' AND ')})`)
    .join(' OR ');
}

/** Builds the schema snapshot of the whole model. */
export function buildSnapshot(model: Model): SchemaSnapshot {
  const tables: Record<string, TableSnapshot> = {};
  for (const e of [...model.entities].sort((a, b) => a.table.localeCompare(b.table))) {
    const isTenant = e.scope === 'company';
    const columns: Record<string, ColumnSnapshot> = {};
    for (const f of e.fields) {
      const def = sqlDefault(f);
      columns[f.name] = {
        type: columnType(f, model),
        notNull: f.required || f.isSystem,
        ...(def !== undefined ? { default: def } : {}),
        ...(f.name === 'id' ? { identity: true } : {}),
      };
    }
    const uniques: Record<string, UniqueSnapshot> = {};
    const foreignKeys: Record<string, ForeignKeySnapshot> = {};
    const indexes: Record<string, IndexSnapshot> = {};
    for (const u of e.unique) {
      if (u.where) indexes[u.name] = { unique: u.columns, where: partialWhereSql(u.where) };
      else uniques[u.name] = u.nullsNotDistinct ? { columns: u.columns, nullsNotDistinct: true } : u.columns;
    }
    for (const f of e.fields.filter((x) => x.type === 'ref')) {
      const target = tableOf(model, f.ref!);
      const isTenantRef = isTenant && target.scope === 'company';
      const name = `${e.table}_${f.name}_fkey`;
      foreignKeys[name] = {
        columns: isTenantRef ? ['company_id', f.name] : [f.name],
        refTable: target.table,
        refColumns: isTenantRef ? ['company_id', 'id'] : ['id'],
        onDelete: f.onDelete ?? (f.required ? 'restrict' : 'set null'),
      };
      if (f.name !== 'company_id') indexes[`${e.table}_${f.name}_idx`] = isTenant ? ['company_id', f.name] : [f.name];
    }
    if (e.list && e.list.sort !== 'id') {
      // A name with a kana reading is sorted by the reading first (src/server/crud/listOrder.ts): its index holds the
      // very terms of that ORDER BY, so that a page is read from the index in order.
      const kana = e.fields.find((f) => f.name === e.list!.sort)?.kana;
      const sorted = kana ?? [e.list.sort];
      const cols = isTenant ? ['company_id', ...(kana ? listOrderIndexElements(e) : sorted)] : (kana ? listOrderIndexElements(e) : sorted);
      if (!Object.values(uniques).some((u) => uniqueColumns(u).join() === cols.join())) indexes[`${e.table}_${sorted.join('_')}_sort_idx`] = cols;
    }
    // A declared index replaces the foreign-key index it starts with (the same leading columns serve both).
    for (const ix of e.indexes) {
      if (ix.kind === 'trigram') {
        indexes[ix.name] = { trigram: ix.columns };
        continue;
      }
      for (const [name, cols] of Object.entries(indexes)) {
        if (Array.isArray(cols) && cols.every((c, i) => ix.columns[i] === c)) delete indexes[name];
      }
      indexes[ix.name] = ix.columns;
    }
    tables[e.table] = {
      entity: e.name, columns, primaryKey: isTenant ? ['company_id', 'id'] : ['id'],
      uniques, foreignKeys, indexes: Object.fromEntries(Object.entries(indexes).sort(([a], [b]) => a.localeCompare(b))),
      // Only a table with a check carries the key, so that older snapshots compare equal.
      ...(e.exactlyOneOf ? { checks: { [`${e.table}_exactly_one_check`]: exactlyOneOfSql(e.exactlyOneOf) } } : {}),
    };
  }
  const routines = { ...cacheRoutines(model.caches), ...historyRoutines(model.entities, { logEntity: String(model.constants.operationLogEntity), setting: String(model.constants.operationSetting) }) };
  return Object.keys(routines).length ? { tables, routines } : { tables };
}
