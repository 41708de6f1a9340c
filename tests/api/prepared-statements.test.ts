// @vitest-environment node
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { forgetNamedTexts, namedName, namedTexts, prepareNamed, preparingNamedStatements } from '../../src/server/db/preparedStatements.js';
import { startTestApp, type TestApp } from './harness.js';

// List pages run as named prepared statements on PostgreSQL (src/server/db/preparedStatements.ts): parsed and planned
// once per connection instead of on every request (issue 9). PGlite runs every statement unnamed.
const databaseUrl = process.env.DATABASE_URL;
let t: TestApp;
beforeAll(async () => { t = await startTestApp(); });
afterAll(async () => { await t?.close(); });

describe.skipIf(!databaseUrl)('named prepared statements (PostgreSQL)', () => {
  // The registry is per process and holds at most preparedStatementsMax texts: the suites before this one in the same
  // worker (isolate: false) may have filled it.
  beforeAll(() => { forgetNamedTexts(); });

  it('should mark a list page\'s statement and answer the same page from it', async () => {
    const headers = await t.authAs('staff');
    const pages = [];
    for (let i = 0; i < 3; i += 1) pages.push((await t.app.inject({ method: 'GET', url: '/api/v1/tags?sort=name', headers })).json());
    expect(namedTexts().filter((text) => text.includes('from "tags"')).length).toBeGreaterThan(0);
    expect(pages[1]).toEqual(pages[0]);
    expect(pages[2]).toEqual(pages[0]);
  });

  it('should prepare a marked text once per connection, and run it unnamed when the server no longer has it', async () => {
    const pool = new pg.Pool({ connectionString: databaseUrl, max: 1 });
    pool.on('connect', preparingNamedStatements);
    const client = await pool.connect();
    try {
      const text = 'select $1::int + 1 as "next" /* prepared-statements test */';
      prepareNamed(text);
      expect((await client.query(text, [41])).rows).toEqual([{ next: 42 }]);
      const prepared = async () => (await client.query('select statement from pg_prepared_statements')).rows.map((r: { statement: string }) => r.statement);
      expect(await prepared()).toContain(text);
      expect((await client.query(text, [1])).rows).toEqual([{ next: 2 }]);
      // A pooler or DISCARD ALL drops it behind pg's back: pg still believes it is there.
      await client.query('deallocate all');
      expect((await client.query(text, [9])).rows).toEqual([{ next: 10 }]);
      expect(namedTexts()).not.toContain(text);
      expect(await prepared()).not.toContain(text);
      // A session where the name already exists (a pooler handing over another client's session): answered unnamed.
      const other = 'select $1::int * 2 as "double" /* prepared-statements test */';
      prepareNamed(other);
      const name = namedName(other)!;
      await client.query(`prepare ${name} as select 1`);
      expect((await client.query(other, [21])).rows).toEqual([{ double: 42 }]);
      expect(namedTexts()).not.toContain(other);
      // Unmarked texts and errors are untouched.
      await expect(client.query('select 1/0 as "x"', [])).rejects.toMatchObject({ code: '22012' });
    } finally {
      client.release();
      await pool.end();
    }
  });
});
