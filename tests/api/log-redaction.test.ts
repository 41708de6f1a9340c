import { PGlite } from '@electric-sql/pglite';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Kysely } from 'kysely';
import type { Database } from '../../src/generated/db.js';
import { buildApp } from '../../src/server/app.js';
import { redactedError } from '../../src/server/http/logRedaction.js';
import { diskStorage } from '../../src/server/storage/fileStorage.js';
import { testConfig } from './harness.js';

/**
 * Error logs keep the SQL error and the request id but not the query's parameter values nor PostgreSQL's detail
 * (issue 9): a unique violation on an e-mail address and a bad integer typed as a name, both real PGlite errors.
 */
const EMAIL = 'hanako.yamada@example.jp';
const NAME = '山田花子';
let pg: PGlite;
let duplicate: Error;
let badInteger: Error;

beforeAll(async () => {
  pg = new PGlite();
  await pg.exec('create table people (id int primary key, email text unique)');
  await pg.query('insert into people values ($1, $2)', [1, EMAIL]);
  duplicate = await pg.query('insert into people values ($1, $2)', [2, EMAIL]).then(() => new Error('no error'), (e: Error) => e);
  badInteger = await pg.query('select * from people where id = $1', [NAME]).then(() => new Error('no error'), (e: Error) => e);
});
afterAll(async () => { await pg?.close(); });

describe('error log redaction', () => {
  it('should have real errors that carry the values (the twin: without redaction they would be logged)', () => {
    expect(JSON.stringify(duplicate)).toContain(EMAIL);
    expect(`${badInteger.message}`).toContain(NAME);
  });

  it('should keep the SQLSTATE, constraint, statement and stack but no value', () => {
    const logged = redactedError(duplicate);
    expect(logged).toMatchObject({ code: '23505', table: 'people', constraint: 'people_email_key', query: 'insert into people values ($1, $2)' });
    expect(JSON.stringify(logged)).not.toContain(EMAIL);
    const bad = redactedError(badInteger);
    expect(bad.message).toBe('invalid input syntax for type integer: "[redacted]"');
    expect(JSON.stringify(bad)).not.toContain(NAME);
  });

  it("should be the server logger's error serializer: a 500 is logged with its request id and without the values", async () => {
    const lines: string[] = [];
    const app = await buildApp({
      db: undefined as unknown as Kysely<Database>, config: testConfig, storage: diskStorage('/nonexistent'), jobs: undefined as never,
      logger: { stream: { write: (line) => { lines.push(line); } } },
    });
    app.get('/test-only/duplicate', async () => { throw duplicate; });
    const res = await app.inject({ method: 'GET', url: '/test-only/duplicate', headers: { 'x-request-id': 'req-redaction-1' } });
    await app.close();
    expect(res.statusCode).toBe(500);
    expect(res.body).not.toContain(EMAIL);
    const errorLine = lines.map((l) => JSON.parse(l) as { reqId?: string; err?: Record<string, unknown> }).find((l) => l.err);
    expect(errorLine).toMatchObject({ reqId: 'req-redaction-1', err: { code: '23505', constraint: 'people_email_key' } });
    expect(lines.join('\n')).not.toContain(EMAIL);
  });
});
