import { existsSync, readFileSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import { ModelError, type ModelIssue } from '../model/errors.js';
import type { Model } from '../model/types.js';
import { buildSnapshot, type SchemaSnapshot, type TableSnapshot } from './dbSchema.js';
import {
  addCheckSql, addForeignKeySql, addUniqueSql, alterColumnSql, columnSql, createIndexSql, createTableSql, dropConstraintSql, dropIndexSql,
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
    for (const n of Object.keys(old.checks ?? {})) {
      if (old.checks?.[n] !== t.checks?.[n]) alters.unshift(dropConstraintSql(table, n));
    }
    for (const [n, u] of Object.entries(t.uniques)) if (JSON.stringify(old.uniques[n]) !== JSON.stringify(u)) constraints.push(addUniqueSql(table, n, u));
    for (const [n, fk] of Object.entries(t.foreignKeys)) if (JSON.stringify(old.foreignKeys[n]) !== JSON.stringify(fk)) constraints.push(addForeignKeySql(table, n, fk));
    for (const [n, ix] of Object.entries(t.indexes)) if (JSON.stringify(old.indexes[n]) !== JSON.stringify(ix)) constraints.push(createIndexSql(table, n, ix));
    // A check after the columns it reads have their new nullability.
    for (const [n, expression] of Object.entries(t.checks ?? {})) if (old.checks?.[n] !== expression) constraints.push(addCheckSql(table, n, expression));
  }
  for (const [table, old] of Object.entries(prev.tables)) {
    if (next.tables[table]) continue;
    if (model.droppedEntities.includes(old.entity)) drops.push(`DROP TABLE "${table}" CASCADE;`);
    else issues.push({ file: 'model/entities', path: `/${old.entity}`, reason: `entity "${old.entity}" (table ${table}) was removed; its data would be lost. List it under entities: in model/dropped.yaml to drop it on purpose` });
  }
  const moves = moveStatements({ prev, next, model, issues });
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
  // Rows move once the receiving table and its keys exist, before any trigger records them and before their table goes.
  return [...(needsTrigram ? [TRIGRAM_EXTENSION_SQL] : []), ...creates, ...alters, ...constraints, ...moves, ...routines, ...drops];
}

/**
 * model/dropped.yaml moves: `INSERT … SELECT` of a dropped table's rows into the receiving table, in the migration that
 * drops it. A receiving column takes the value its move names, else the dropped table's column of the same name (the
 * id too: the rows keep their ids, and the id sequence moves past them); a required column left without a value is
 * an issue, as is a source column the dropped table does not have.
 */
function moveStatements(options: { prev: SchemaSnapshot; next: SchemaSnapshot; model: Model; issues: ModelIssue[] }): string[] {
  const { prev, next, model, issues } = options;
  const out: string[] = [];
  for (const move of model.moves) {
    const [fromTable, from] = Object.entries(prev.tables).find(([, t]) => t.entity === move.from) ?? [];
    if (!fromTable || !from || next.tables[fromTable]) continue;
    const toEntity = model.entities.find((e) => e.name === move.to);
    const to = toEntity ? next.tables[toEntity.table] : undefined;
    if (!toEntity || !to) continue;
    const at = `/moves/${move.from}`;
    const problem = (path: string, reason: string) => issues.push({ file: 'model/dropped.yaml', path: `${at}${path}`, reason });
    const targets: string[] = [];
    const values: string[] = [];
    for (const [column, c] of Object.entries(to.columns)) {
      const given = move.columns[column];
      const value = given !== undefined ? sourceValue({ given, from, fromTable, tables: prev.tables, problem: (reason) => problem(`/columns/${column}`, reason) })
        : from.columns[column] ? `s."${column}"` : undefined;
      if (value === undefined) {
        // A named source that cannot be read is its own issue; a required column nothing names is this one.
        if (given === undefined && c.notNull && c.default === undefined && !c.identity) problem('/columns', `required field "${column}" of ${move.to} gets no value (name its source)`);
        continue;
      }
      targets.push(`"${column}"`);
      values.push(value);
    }
    move.order.forEach((c, i) => {
      if (!from.columns[c]) problem(`/order/${i}`, `"${c}" is not a column of ${fromTable}`);
    });
    out.push(`INSERT INTO "${toEntity.table}" (${targets.join(', ')})\nSELECT ${values.join(', ')}\nFROM "${fromTable}" s ORDER BY ${move.order.map((c) => `s."${c}"`).join(', ')};`);
    if (targets.includes('"id"')) {
      out.push(`SELECT setval(pg_get_serial_sequence('"${toEntity.table}"', 'id'), (SELECT coalesce(max("id"), 0) + 1 FROM "${toEntity.table}"), false);`);
    }
  }
  return out;
}

/** The SQL of one moved value: `=text` a literal, `ref.column` the column of the row the reference points to, else a column. */
function sourceValue(options: { given: string; from: TableSnapshot; fromTable: string; tables: SchemaSnapshot['tables']; problem: (reason: string) => void }): string | undefined {
  const { given, from, fromTable, problem } = options;
  if (given.startsWith('=')) return `'${given.slice(1).replaceAll("'", "''")}'`;
  const [column, through] = given.split('.') as [string, string | undefined];
  if (!from.columns[column]) {
    problem(`"${column}" is not a column of ${fromTable}`);
    return undefined;
  }
  if (through === undefined) return `s."${column}"`;
  const fk = Object.values(from.foreignKeys).find((k) => k.columns[k.columns.length - 1] === column);
  if (!fk) {
    problem(`"${column}" of ${fromTable} is not a reference`);
    return undefined;
  }
  if (!options.tables[fk.refTable]?.columns[through]) {
    problem(`"${through}" is not a column of ${fk.refTable}`);
    return undefined;
  }
  const match = fk.columns.map((c, i) => `r."${fk.refColumns[i]}" = s."${c}"`).join(' AND ');
  return `(SELECT r."${through}" FROM "${fk.refTable}" r WHERE ${match})`;
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
