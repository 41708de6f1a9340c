// @vitest-environment node
// Runs on both databases: named prepared statements on PostgreSQL, unnamed ones on PGlite (the drivers differ).
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadPrincipal, type Principal } from '../../src/server/auth/principal.js';
import { forgetNamedTexts, namedName, namedTexts, prepareNamed, preparingNamedStatements } from '../../src/server/db/preparedStatements.js';
import { visibleContacts } from '../../src/server/domains/contacts/contactAccess.js';
import { managedNoticeCondition } from '../../src/server/domains/notices/noticeAccess.js';
import { startTestApp, type TestApp } from './harness.js';

// List pages run as named prepared statements on PostgreSQL (src/server/db/preparedStatements.ts): parsed and planned
// once per connection instead of on every request (issue 9). PGlite runs every statement unnamed.
const databaseUrl = process.env.DATABASE_URL;
let t: TestApp;
beforeAll(async () => { t = await startTestApp(); });
afterAll(async () => { await t?.close(); });

describe('the texts of a page prepared by name', () => {
  // A registry entry per length of a teacher's schoolhouse list would fill the bounded registry (and plan each length
  // anew): the lists are one array parameter each (src/server/db/anyOf.ts).
  it('should be one text for a teacher of one schoolhouse and of three, and answer each for their own', async () => {
    const user = await t.db.selectFrom('users').select(['id', 'company_id']).where('username', '=', 'teacher1').executeTakeFirstOrThrow();
    const teacher = (await loadPrincipal(t.db, { userId: user.id, companyId: user.company_id }))!;
    const as = (houses: number[]) => ({ ...teacher, schoolhouseIds: houses }) as Principal;
    const notices = (p: Principal) => t.db.selectFrom('notices').select('notices.id').where(managedNoticeCondition(p));
    const contacts = (houses: number[]) => t.db.selectFrom('contacts as c').select('c.id')
      .where(visibleContacts({ side: 'teacher', principal: as(houses), houses, inquiryHouses: houses.slice(1), studentHouses: [] }));
    expect(notices(as([1])).compile().sql).toBe(notices(as([1, 2, 3])).compile().sql);
    expect(contacts([1]).compile().sql).toBe(contacts([1, 2, 3]).compile().sql);
    // The array parameter selects as the list did, on either database.
    const [one, three, none] = await Promise.all([[1], [1, 2, 3], []].map(async (houses) => (await notices(as(houses)).execute()).length));
    expect(three).toBeGreaterThanOrEqual(one!);
    expect(none).toBeLessThanOrEqual(one!);
    expect((await contacts([]).execute()).length).toBe(0);
  });
});

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
