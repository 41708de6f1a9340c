import { mkdirSync } from 'node:fs';
import { resolve } from 'node:path';
import { PGlite, type ParserOptions } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import { Kysely, PostgresDialect, sql } from 'kysely';
import pg from 'pg';
import type { Database } from '../../generated/db.js';
import { lockDataDir } from './dataDirLock.js';
import { PgliteNoticeSource, PostgresNoticeSource, registerNoticeSource, type NoticeSource } from './listen.js';
import { withOperationContext } from './operationContext.js';
import { preparingNamedStatements } from './preparedStatements.js';
import { parseTimestamptz } from './timestamp.js';
import { PGliteDialect } from './pgliteDialect.js';

/** Where the database lives: PostgreSQL when `databaseUrl` is set, else PGlite in `dataDir` (or in memory). */
export interface OpenDatabaseOptions {
  /** PostgreSQL connection string (DATABASE_URL); takes precedence over everything else. */
  databaseUrl?: string;
  /** PGlite data directory, created when missing. Default `./data`. */
  dataDir?: string;
  /** In-memory PGlite (tests); ignored when `databaseUrl` is set. */
  memory?: boolean;
  /** PGlite only: a dump of another database (PGlite's dumpDataDir) to start from: the tests' migrated, seeded template. */
  loadDataDir?: Blob;
  /** Size of the PostgreSQL pool. Default 10. */
  poolSize?: number;
  /**
   * Statements marked for it (preparedStatements.ts) run as named prepared statements on PostgreSQL. Default true;
   * false behind a pooler that does not keep them per client (PgBouncer in transaction mode before 1.21).
   */
  preparedStatements?: boolean;
}

/** An open database: the Kysely instance, which backend it runs on, and how to close it. */
export interface OpenedDatabase<DB> {
  db: Kysely<DB>;
  kind: 'pglite' | 'postgres';
  /** Ends the pool / closes PGlite (after the query or transaction in progress). */
  close(): Promise<void>;
  /** True when the current schema has no tables yet (a fresh database). */
  isEmpty(): Promise<boolean>;
  /** PGlite only: the whole database as a tar (what `loadDataDir` takes); undefined on PostgreSQL. */
  dump?: () => Promise<Blob>;
}

/** Type ids (pg_type.oid) whose text form we parse ourselves, identically on both backends. */
export const PG_TYPE = {
  int8: 20,
  numeric: 1700,
  date: 1082,
  time: 1083,
  timestamptz: 1184,
  int8Array: 1016,
  numericArray: 1231,
  dateArray: 1182,
} as const;

/** int8 and numeric as JS numbers (exact up to 2^53 and 15-17 significant digits); date/time as text; timestamptz as Date. */
const parsers: ParserOptions = {
  [PG_TYPE.int8]: (value) => Number(value),
  [PG_TYPE.numeric]: (value) => Number(value),
  [PG_TYPE.date]: (value) => value,
  [PG_TYPE.time]: (value) => value,
  [PG_TYPE.timestamptz]: parseTimestamptz,
};

/**
 * Opens the database: PostgreSQL through a `pg` Pool when `databaseUrl` is given, else PGlite in `dataDir`
 * (default `./data`, created if needed) or in memory. On both backends int8 and numeric read as numbers,
 * timestamptz as Date, `date` as 'YYYY-MM-DD' and `time` as 'HH:mm:ss' (arrays of them likewise).
 */
export async function openDatabase<DB = Database>(options: OpenDatabaseOptions = {}): Promise<OpenedDatabase<DB>> {
  if (options.databaseUrl) return openPostgres<DB>(options.databaseUrl, { max: options.poolSize ?? 10, preparedStatements: options.preparedStatements ?? true });
  return openPglite<DB>(options.memory ? undefined : resolve(options.dataDir ?? './data'), options.loadDataDir);
}

async function openPostgres<DB>(connectionString: string, options: { max: number; preparedStatements: boolean }): Promise<OpenedDatabase<DB>> {
  const { max } = options;
  const types = new pg.TypeOverrides();
  for (const [oid, parse] of Object.entries(parsers)) types.setTypeParser(Number(oid), 'text', parse);
  // Arrays: reuse pg's own array parsers (@types/pg mistypes getTypeParser's result as taking a number).
  const textParser = (oid: number) => types.getTypeParser(oid, 'text') as unknown as (value: string) => unknown;
  types.setTypeParser(PG_TYPE.int8Array, 'text', textParser(PG_TYPE.numericArray)); // float array: numbers
  types.setTypeParser(PG_TYPE.dateArray, 'text', textParser(1183)); // time[]: strings as they are
  const pool = new pg.Pool({ connectionString, max, types });
  if (options.preparedStatements) pool.on('connect', preparingNamedStatements);
  // An idle client losing its connection (server restart) must not crash the process; the pool replaces it.
  pool.on('error', (err) => {
    console.error(`PostgreSQL pool: idle client error: ${err.message}`);
  });
  const db = new Kysely<DB>({ dialect: withOperationContext(new PostgresDialect({ pool })) });
  try {
    await sql`select 1`.execute(db);
  } catch (err) {
    await db.destroy();
    throw new Error(`cannot connect to PostgreSQL (DATABASE_URL): ${(err as Error).message}`, { cause: err });
  }
  // The caches' notices arrive on a connection of their own (LISTEN holds it), opened when a cache first needs it.
  const notices = new PostgresNoticeSource({ connectionString });
  registerNoticeSource(db, notices);
  return wrap(db, 'postgres', () => undefined, notices);
}

async function openPglite<DB>(dataDir: string | undefined, loadDataDir: Blob | undefined): Promise<OpenedDatabase<DB>> {
  if (dataDir) mkdirSync(dataDir, { recursive: true });
  // One process per data directory: a second server on it is refused before PGlite touches the files.
  const release = dataDir ? lockDataDir(dataDir) : () => undefined;
  try {
    // relaxedDurability stays off: every query's writes reach the files before it resolves (no fsync though).
    // pg_trgm (the list filters' trigram indexes, created by the migrations) is loaded with the database.
    const pglite = await PGlite.create({ dataDir, loadDataDir, parsers, relaxedDurability: false, extensions: { pg_trgm } });
    const db = new Kysely<DB>({ dialect: withOperationContext(new PGliteDialect({ pglite })) });
    const notices = new PgliteNoticeSource({ pglite, db: db as Kysely<unknown> });
    registerNoticeSource(db, notices);
    return { ...wrap(db, 'pglite', release, notices), dump: () => pglite.dumpDataDir('none') };
  } catch (error) {
    release();
    throw error;
  }
}

const kinds = new WeakMap<object, 'pglite' | 'postgres'>();

/**
 * True unless `db` was opened on PostgreSQL by openDatabase: PGlite is one connection, so while a transaction holds it a
 * statement outside that transaction waits for its end (a deadlock if the transaction awaits it). Unknown: one.
 */
export function hasOneConnection(db: object): boolean {
  return kinds.get(db) !== 'postgres';
}

function wrap<DB>(db: Kysely<DB>, kind: 'pglite' | 'postgres', release: () => void = () => undefined, notices?: NoticeSource): OpenedDatabase<DB> {
  kinds.set(db, kind);
  let closing: Promise<void> | undefined;
  return {
    db,
    kind,
    close() {
      closing ??= (notices?.close() ?? Promise.resolve()).then(() => db.destroy()).finally(release);
      return closing;
    },
    async isEmpty() {
      const { rows } = await sql<{ n: number }>`
        select count(*) as n from information_schema.tables where table_schema = current_schema()`.execute(db);
      return rows[0].n === 0;
    },
  };
}
