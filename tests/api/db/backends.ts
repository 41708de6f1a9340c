import { randomBytes } from 'node:crypto';
import { sql, type Kysely } from 'kysely';
import { openDatabase, type OpenedDatabase } from '../../../src/server/db/connect.js';

/** A fresh, empty schema that is the current schema of `db`. */
export interface TestScope<DB> {
  db: Kysely<DB>;
  schema: string;
  /** Another handle on the same schema: a separate pool on PostgreSQL, the same instance on PGlite. */
  openAnother(): Promise<{ db: Kysely<DB>; close(): Promise<void> }>;
  /** Drops the schema and closes what this scope opened. */
  dispose(): Promise<void>;
}

/** One database backend the db tests run on. */
export interface TestBackend {
  name: 'PGlite' | 'PostgreSQL';
  kind: 'pglite' | 'postgres';
  start(): Promise<void>;
  stop(): Promise<void>;
  scope<DB>(): Promise<TestScope<DB>>;
}

function schemaName(): string {
  return `t_${randomBytes(6).toString('hex')}`;
}

/** In-memory PGlite: one instance (it takes ~2.5 s to create); each scope switches `search_path`. */
function pgliteBackend(): TestBackend {
  let shared: OpenedDatabase<unknown> | undefined;
  const get = (): OpenedDatabase<unknown> => {
    if (!shared) throw new Error('PGlite backend not started');
    return shared;
  };
  return {
    name: 'PGlite',
    kind: 'pglite',
    async start() {
      shared = await openDatabase<unknown>({ memory: true });
    },
    async stop() {
      await shared?.close();
    },
    async scope<DB>() {
      const db = get().db as Kysely<DB>;
      const schema = schemaName();
      await sql`create schema ${sql.id(schema)}`.execute(db);
      await sql`set search_path to ${sql.id(schema)}`.execute(db);
      return {
        db,
        schema,
        openAnother: async () => ({ db, close: async () => undefined }),
        async dispose() {
          await sql`set search_path to public`.execute(db);
          await sql`drop schema ${sql.id(schema)} cascade`.execute(db);
        },
      };
    },
  };
}

/** A real PostgreSQL (DATABASE_URL): each scope is a schema, reached through pools whose search_path is it. */
function postgresBackend(url: string): TestBackend {
  let admin: OpenedDatabase<unknown> | undefined;
  const withSearchPath = (schema: string) => {
    const target = new URL(url);
    target.searchParams.set('options', `-c search_path=${schema}`);
    return target.toString();
  };
  return {
    name: 'PostgreSQL',
    kind: 'postgres',
    async start() {
      admin = await openDatabase<unknown>({ databaseUrl: url, poolSize: 2 });
    },
    async stop() {
      await admin?.close();
    },
    async scope<DB>() {
      if (!admin) throw new Error('PostgreSQL backend not started');
      const adminDb = admin.db;
      const schema = schemaName();
      await sql`create schema ${sql.id(schema)}`.execute(adminDb);
      const opened: Array<OpenedDatabase<DB>> = [];
      const open = async () => {
        const database = await openDatabase<DB>({ databaseUrl: withSearchPath(schema) });
        opened.push(database);
        return database;
      };
      const main = await open();
      return {
        db: main.db,
        schema,
        openAnother: open,
        async dispose() {
          for (const database of opened) await database.close();
          await sql`drop schema ${sql.id(schema)} cascade`.execute(adminDb);
        },
      };
    },
  };
}

/** PGlite always; PostgreSQL too when DATABASE_URL is set. */
export function availableBackends(): TestBackend[] {
  const url = process.env.DATABASE_URL;
  return url ? [pgliteBackend(), postgresBackend(url)] : [pgliteBackend()];
}
