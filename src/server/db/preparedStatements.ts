import { createHash } from 'node:crypto';
import type { Compilable, Kysely } from 'kysely';
import type pg from 'pg';
import { constants } from '../../generated/constants.js';

/** SQL texts that run as named prepared statements on PostgreSQL, and their names. */
const named = new Map<string, string>();
/**
 * At most this many texts are prepared (each is parsed and planned once per pooled connection, and its plan kept in
 * that backend's memory); texts marked after them run unnamed, as every other statement does.
 */
const MAX_NAMED = Number(constants.preparedStatementsMax);

/**
 * SQLSTATEs of a named statement the server does not have as pg believes: changed by a schema change (0A000), gone
 * after DISCARD ALL or behind a pooler (26000), or already there in a session a pooler handed over (42P05).
 */
const STALE = new Set(['0A000', '26000', '42P05']);

/**
 * Marks a statement's SQL text to run as a named prepared statement on PostgreSQL (a list page's plan,
 * src/server/crud/listStatement.ts). Only read-only statements may be marked: one whose prepared form turns out stale
 * is run again unnamed. PostgreSQL then parses each marked text once per connection and plans it as its plan cache
 * decides (plan_cache_mode: custom plans first, the generic plan once it costs no more), where an unnamed statement is
 * parsed and planned on every run: for a small list page that planning was most of the database's work (issue 9).
 */
export function prepareNamed(sql: string): void {
  if (named.has(sql) || named.size >= MAX_NAMED) return;
  named.set(sql, `portal_${createHash('sha256').update(sql).digest('hex').slice(0, 24)}`);
}

/**
 * Runs a read-only query as a named prepared statement on PostgreSQL (prepareNamed; an ordinary statement on PGlite):
 * for the one statement of a page a person opens again and again (a guardian's notices, a teacher's communications).
 */
export async function readPrepared<R>(db: Kysely<never> | Kysely<unknown> | { executeQuery: Kysely<unknown>['executeQuery'] }, query: Compilable<R>): Promise<R[]> {
  const compiled = query.compile();
  prepareNamed(compiled.sql);
  return (await db.executeQuery(compiled)).rows;
}

type Query = (...args: unknown[]) => Promise<unknown>;

/** pg Pool's `connect` listener: the new client runs the marked texts as named statements (openDatabase). */
export function preparingNamedStatements(client: pg.PoolClient): void {
  const query = client.query.bind(client) as unknown as Query;
  (client as unknown as { query: Query }).query = (text: unknown, ...rest: unknown[]) => {
    const name = typeof text === 'string' ? named.get(text) : undefined;
    // Kysely calls query(text, values) and awaits it; anything else (a cursor, a callback) goes through unchanged.
    if (name === undefined || rest.length !== 1 || !Array.isArray(rest[0])) return query(text, ...rest);
    const values = rest[0];
    return query({ name, text, values }).catch((err: unknown) => {
      if (!STALE.has((err as { code?: string }).code ?? '')) throw err;
      // This connection's prepared form no longer holds: the text runs unnamed from now on, this run included.
      named.delete(text as string);
      return query(text, values);
    });
  };
}

/** The name a marked text runs under (tests). */
export function namedName(sql: string): string | undefined {
  return named.get(sql);
}

/**
 * Forgets every marked text (tests: the registry is per process and full after many suites in one worker). A connection
 * that prepared a text keeps it: marked again, the text gets the same name and pg reuses what the connection has.
 */
export function forgetNamedTexts(): void {
  named.clear();
}

/** The texts marked now (tests). */
export function namedTexts(): string[] {
  return [...named.keys()];
}
