// @vitest-environment node
// Runs on both databases: the migrations, applied by each engine.
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { sql } from 'kysely';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { migrate } from '../../../src/server/db/migrate.js';
import { availableBackends, type TestScope } from './backends.js';

let dir: string;
beforeEach(() => {
  dir = mkdtempSync(join(tmpdir(), 'portal-migrations-'));
});
afterEach(() => rmSync(dir, { recursive: true, force: true }));

function write(name: string, text: string): void {
  writeFileSync(join(dir, name), text);
}

/** Three files whose numbers sort differently as text ("10" < "2") and which depend on each other's order. */
function writeOrderedSet(): void {
  write('10_c.sql', 'insert into a (n) values (3);\ninsert into a (n) values (4);\n');
  write('0001_a.sql', '-- first\ncreate table a (n int primary key, note text);\n');
  write('2_b.sql', 'insert into a (n) values (1);\n--> statement-breakpoint\ninsert into a (n) values (2);\n--> statement-breakpoint\n-- only a comment\n');
  write('README.md', 'not a migration');
}

describe.each(availableBackends())('migrate on $name', (backend) => {
  let scope: TestScope<unknown>;
  beforeAll(() => backend.start());
  afterAll(() => backend.stop());
  beforeEach(async () => {
    scope = await backend.scope();
  });
  afterEach(() => scope.dispose());

  it('should apply the files once, in number order, and record them', async () => {
    writeOrderedSet();
    const logged: string[] = [];
    expect(await migrate(scope.db, { dir, log: (m) => logged.push(m) })).toEqual(['0001_a.sql', '2_b.sql', '10_c.sql']);
    expect(logged).toEqual(['migration 0001_a.sql applied', 'migration 2_b.sql applied', 'migration 10_c.sql applied']);
    expect(await migrate(scope.db, { dir })).toEqual([]);
    const { rows } = await sql<{ n: number }>`select n from a order by n`.execute(scope.db);
    expect(rows.map((r) => r.n)).toEqual([1, 2, 3, 4]);
    const recorded = await sql<{ version: string; name: string; checksum: string; applied_at: Date }>`
      select version, name, checksum, applied_at from schema_migrations order by applied_at, version`.execute(scope.db);
    expect(recorded.rows.map((r) => [r.version, r.name])).toEqual([['0001', '0001_a.sql'], ['2', '2_b.sql'], ['10', '10_c.sql']]);
    expect(recorded.rows[0].checksum).toMatch(/^[0-9a-f]{64}$/);
    expect(recorded.rows[0].applied_at).toBeInstanceOf(Date);
  });

  it('should apply only the new file on a later run', async () => {
    write('0001_a.sql', 'create table a (n int);');
    await migrate(scope.db, { dir });
    write('0002_b.sql', 'alter table a add column m int;');
    expect(await migrate(scope.db, { dir })).toEqual(['0002_b.sql']);
  });

  it('should refuse a file changed after it was applied', async () => {
    write('0001_init.sql', 'create table a (n int);');
    await migrate(scope.db, { dir });
    write('0001_init.sql', 'create table a (n bigint);');
    await expect(migrate(scope.db, { dir })).rejects.toThrow('migration 0001_init.sql was changed after it was applied');
  });

  it('should roll a failing file back entirely and keep the files before it', async () => {
    write('0001_a.sql', 'create table a (n int);');
    write('0002_b.sql', 'create table b (n int);\n--> statement-breakpoint\ninsert into missing_table values (1);');
    await expect(migrate(scope.db, { dir })).rejects.toThrow(/missing_table/);
    const { rows } = await sql<{ name: string }>`select table_name as name from information_schema.tables
      where table_schema = ${scope.schema} order by 1`.execute(scope.db);
    expect(rows.map((r) => r.name)).toEqual(['a', 'schema_migrations']);
    const versions = await sql<{ version: string }>`select version from schema_migrations`.execute(scope.db);
    expect(versions.rows).toEqual([{ version: '0001' }]);
  });

  it('should refuse two files with the same number', async () => {
    write('0001_a.sql', 'select 1;');
    write('1_b.sql', 'select 1;');
    await expect(migrate(scope.db, { dir })).rejects.toThrow('migrations 0001_a.sql and 1_b.sql have the same number');
  });

  it('should apply each file exactly once when several nodes migrate at the same time', async () => {
    writeOrderedSet();
    const others = await Promise.all([scope.openAnother(), scope.openAnother()]);
    try {
      const results = await Promise.all([scope.db, ...others.map((o) => o.db)].map((db) => migrate(db, { dir })));
      expect(results.flat().sort()).toEqual(['0001_a.sql', '10_c.sql', '2_b.sql']);
      const { rows } = await sql<{ n: number }>`select count(*) as n from a`.execute(scope.db);
      expect(rows[0].n).toBe(4);
    } finally {
      for (const other of others) await other.close();
    }
  });
});
