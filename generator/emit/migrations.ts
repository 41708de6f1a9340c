import { existsSync, readFileSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import { ModelError, type ModelIssue } from '../model/errors.js';
import type { Model } from '../model/types.js';
import { buildSnapshot, type SchemaSnapshot, type TableSnapshot } from './dbSchema.js';
import {
  addForeignKeySql, addUniqueSql, alterColumnSql, columnSql, createIndexSql, createTableSql, dropConstraintSql, dropIndexSql,
  isTrigramIndex, TRIGRAM_EXTENSION_SQL,
} from './migrationSql.js';
import { SQL_BANNER, type OutputFile } from './util.js';

/** Line between statements of a migration file; the migration runner splits on it. */
export const STATEMENT_BREAK = '--> statement-breakpoint';

/** The newest committed migration and its snapshot. */
export function latestMigration(dir: string): { number: number; snapshot: SchemaSnapshot } {
  if (!existsSync(dir)) return { number: 0, snapshot: { tables: {} } };
  const snaps = readdirSync(dir).filter((f) => /^\d{4}_.+\.json$/.test(f)).sort();
  const last = snaps[snaps.length - 1];
  if (!last) return { number: 0, snapshot: { tables: {} } };
  return { number: Number(last.slice(0, 4)), snapshot: JSON.parse(readFileSync(join(dir, last), 'utf8')) as SchemaSnapshot };
}

/**
 * The next numbered migration when the model's tables differ from the newest snapshot (none when equal).
 * Never drops data silently: a removed table or column must be declared in dropped.yaml / `dropped:`.
 */
export function emitMigration(model: Model, options: { dir: string; dirName: string }): OutputFile[] {
  const prev = latestMigration(options.dir);
  const next = buildSnapshot(model);
  const statements = diffSnapshots(prev.snapshot, next, model);
  if (statements.length === 0) return [];
  const number = String(prev.number + 1).padStart(4, '0');
  const name = prev.number === 0 ? 'init' : describe(prev.snapshot, next);
  const base = `${options.dirName}/${number}_${name}`;
  return [
    { path: `${base}.sql`, content: `${SQL_BANNER}${statements.join(`\n${STATEMENT_BREAK}\n`)}\n` },
    { path: `${base}.json`, content: `${JSON.stringify(next, null, 2)}\n` },
  ];
}

function describe(prev: SchemaSnapshot, next: SchemaSnapshot): string {
  const added = Object.keys(next.tables).filter((t) => !prev.tables[t]);
  const changed = Object.keys(next.tables).filter((t) => prev.tables[t] && JSON.stringify(prev.tables[t]) !== JSON.stringify(next.tables[t]));
  const removed = Object.keys(prev.tables).filter((t) => !next.tables[t]);
  const isRoutineChange = JSON.stringify(prev.routines ?? {}) !== JSON.stringify(next.routines ?? {});
  const parts = [...added.map((t) => `create_${t}`), ...changed.map((t) => `alter_${t}`), ...removed.map((t) => `drop_${t}`), ...(isRoutineChange ? ['triggers'] : [])];
  return parts.join('_').slice(0, 60).replace(/_+$/, '') || 'change';
}

/** The SQL statements that turn the `prev` schema into `next`. */
export function diffSnapshots(prev: SchemaSnapshot, next: SchemaSnapshot, model: Model): string[] {
  const issues: ModelIssue[] = [];
  const creates: string[] = [];
  const alters: string[] = [];
  const constraints: string[] = [];
  const drops: string[] = [];

  for (const [table, t] of Object.entries(next.tables)) {
    const old = prev.tables[table];
    if (!old) {
      creates.push(createTableSql(table, t));
      for (const [n, fk] of Object.entries(t.foreignKeys)) constraints.push(addForeignKeySql(table, n, fk));
      for (const [n, ix] of Object.entries(t.indexes)) constraints.push(createIndexSql(table, n, ix));
      continue;
    }
    alters.push(...diffTable({ table, old, t, model, issues }));
    for (const n of Object.keys(old.foreignKeys)) {
      if (JSON.stringify(old.foreignKeys[n]) !== JSON.stringify(t.foreignKeys[n])) alters.unshift(dropConstraintSql(table, n));
    }
    for (const n of Object.keys(old.uniques)) {
      if (JSON.stringify(old.uniques[n]) !== JSON.stringify(t.uniques[n])) alters.unshift(dropConstraintSql(table, n));
    }
    for (const n of Object.keys(old.indexes)) {
      if (JSON.stringify(old.indexes[n]) !== JSON.stringify(t.indexes[n])) alters.unshift(dropIndexSql(n));
    }
    for (const [n, u] of Object.entries(t.uniques)) if (JSON.stringify(old.uniques[n]) !== JSON.stringify(u)) constraints.push(addUniqueSql(table, n, u));
    for (const [n, fk] of Object.entries(t.foreignKeys)) if (JSON.stringify(old.foreignKeys[n]) !== JSON.stringify(fk)) constraints.push(addForeignKeySql(table, n, fk));
    for (const [n, ix] of Object.entries(t.indexes)) if (JSON.stringify(old.indexes[n]) !== JSON.stringify(ix)) constraints.push(createIndexSql(table, n, ix));
  }
  for (const [table, old] of Object.entries(prev.tables)) {
    if (next.tables[table]) continue;
    if (model.droppedEntities.includes(old.entity)) drops.push(`DROP TABLE "${table}" CASCADE;`);
    else issues.push({ file: 'model/entities', path: `/${old.entity}`, reason: `entity "${old.entity}" (table ${table}) was removed; its data would be lost. List it under entities: in model/dropped.yaml to drop it on purpose` });
  }
  if (issues.length) throw new ModelError(issues);
  // Routines (cache triggers) after the tables they watch; a removed one goes before any table is dropped.
  const routines: string[] = [];
  const prevRoutines = prev.routines ?? {};
  const nextRoutines = next.routines ?? {};
  for (const [name, r] of Object.entries(nextRoutines)) if (prevRoutines[name]?.create !== r.create) routines.push(r.create);
  for (const [name, r] of Object.entries(prevRoutines).reverse()) if (!nextRoutines[name]) routines.push(r.drop);
  // pg_trgm before the first trigram index it serves.
  const needsTrigram = Object.entries(next.tables).some(([table, t]) => Object.entries(t.indexes)
    .some(([n, ix]) => isTrigramIndex(ix) && JSON.stringify(prev.tables[table]?.indexes[n]) !== JSON.stringify(ix)));
  return [...(needsTrigram ? [TRIGRAM_EXTENSION_SQL] : []), ...creates, ...alters, ...constraints, ...routines, ...drops];
}

function diffTable(options: { table: string; old: TableSnapshot; t: TableSnapshot; model: Model; issues: ModelIssue[] }): string[] {
  const { table, old, t, model, issues } = options;
  const entity = model.entities.find((e) => e.table === table)!;
  const out: string[] = [];
  const renamedFrom = new Map(entity.fields.filter((f) => f.renamedFrom).map((f) => [f.renamedFrom!, f.name]));
  const handledOld = new Set<string>();
  for (const [name, c] of Object.entries(t.columns)) {
    const before = old.columns[name];
    if (before) {
      out.push(...alterColumnSql(table, name, before, c));
      continue;
    }
    const from = [...renamedFrom].find(([, to]) => to === name)?.[0];
    if (from && old.columns[from]) {
      handledOld.add(from);
      out.push(`ALTER TABLE "${table}" RENAME COLUMN "${from}" TO "${name}";`);
      out.push(...alterColumnSql(table, name, old.columns[from], c));
      continue;
    }
    if (c.notNull && c.default === undefined) {
      issues.push({ file: entity.source, path: `/${entity.name}/fields/${name}`, reason: 'a required field added to an existing table needs a default (existing rows need a value)' });
      continue;
    }
    out.push(`ALTER TABLE "${table}" ADD COLUMN ${columnSql(name, c)};`);
  }
  for (const name of Object.keys(old.columns)) {
    if (t.columns[name] || handledOld.has(name)) continue;
    if (entity.dropped.includes(name)) out.push(`ALTER TABLE "${table}" DROP COLUMN "${name}";`);
    else issues.push({ file: entity.source, path: `/${entity.name}/fields`, reason: `field "${name}" was removed; its data would be lost. Declare renamedFrom: ${name} on the new field, or list it under dropped: to drop it on purpose` });
  }
  return out;
}
