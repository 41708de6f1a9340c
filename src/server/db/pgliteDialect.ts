import type { PGlite, Results } from '@electric-sql/pglite';
import {
  CompiledQuery,
  PostgresAdapter,
  PostgresIntrospector,
  PostgresQueryCompiler,
  type DatabaseConnection,
  type DatabaseIntrospector,
  type Dialect,
  type DialectAdapter,
  type Driver,
  type Kysely,
  type QueryCompiler,
  type QueryResult,
  type TransactionSettings,
} from 'kysely';
import { Mutex } from './mutex.js';

/** Options of {@link PGliteDialect}. */
export interface PGliteDialectConfig {
  /** The PGlite instance (or a factory for it). The dialect owns it: `db.destroy()` closes it. */
  pglite: PGlite | (() => Promise<PGlite>);
}

/**
 * Kysely dialect for PGlite (embedded PostgreSQL in WebAssembly).
 *
 * PGlite is a single connection, so the driver holds a FIFO mutex from `acquireConnection` to
 * `releaseConnection`: a Kysely transaction owns the database until it commits or rolls back, and no other
 * request's query can land inside it. Consequence: inside `db.transaction().execute(async (trx) => …)` use
 * `trx`, never `db` — a query on `db` there waits for the transaction to end and deadlocks.
 *
 * Like node-postgres, a query without parameters goes through the simple query protocol (`pglite.exec`), so
 * multi-statement text works there; a query with parameters uses the extended protocol (`pglite.query`).
 */
export class PGliteDialect implements Dialect {
  readonly #config: PGliteDialectConfig;

  /** @param config the PGlite instance to drive */
  constructor(config: PGliteDialectConfig) {
    this.#config = config;
  }

  /** @inheritdoc */
  createAdapter(): DialectAdapter {
    return new PostgresAdapter();
  }

  /** @inheritdoc */
  createDriver(): Driver {
    return new PGliteDriver(this.#config);
  }

  /** @inheritdoc */
  createQueryCompiler(): QueryCompiler {
    return new PostgresQueryCompiler();
  }

  /** @inheritdoc */
  createIntrospector(db: Kysely<unknown>): DatabaseIntrospector {
    return new PostgresIntrospector(db);
  }
}

class PGliteDriver implements Driver {
  readonly #config: PGliteDialectConfig;
  readonly #mutex = new Mutex();
  #pglite: PGlite | undefined;
  #connection: PGliteConnection | undefined;

  constructor(config: PGliteDialectConfig) {
    this.#config = config;
  }

  async init(): Promise<void> {
    const { pglite } = this.#config;
    this.#pglite = typeof pglite === 'function' ? await pglite() : pglite;
    await this.#pglite.waitReady;
    this.#connection = new PGliteConnection(this.#pglite);
  }

  async acquireConnection(): Promise<DatabaseConnection> {
    await this.#mutex.acquire();
    if (!this.#connection) {
      this.#mutex.release();
      throw new Error('the PGlite driver is not initialised or has already been destroyed');
    }
    return this.#connection;
  }

  async beginTransaction(connection: DatabaseConnection, settings: TransactionSettings): Promise<void> {
    let text = 'begin';
    if (settings.isolationLevel || settings.accessMode) {
      text = 'start transaction';
      if (settings.isolationLevel) text += ` isolation level ${settings.isolationLevel}`;
      if (settings.accessMode) text += ` ${settings.accessMode}`;
    }
    await connection.executeQuery(CompiledQuery.raw(text));
  }

  async commitTransaction(connection: DatabaseConnection): Promise<void> {
    await connection.executeQuery(CompiledQuery.raw('commit'));
  }

  async rollbackTransaction(connection: DatabaseConnection): Promise<void> {
    await connection.executeQuery(CompiledQuery.raw('rollback'));
  }

  async savepoint(connection: DatabaseConnection, name: string): Promise<void> {
    await connection.executeQuery(CompiledQuery.raw(`savepoint ${quoteIdent(name)}`));
  }

  async rollbackToSavepoint(connection: DatabaseConnection, name: string): Promise<void> {
    await connection.executeQuery(CompiledQuery.raw(`rollback to savepoint ${quoteIdent(name)}`));
  }

  async releaseSavepoint(connection: DatabaseConnection, name: string): Promise<void> {
    await connection.executeQuery(CompiledQuery.raw(`release savepoint ${quoteIdent(name)}`));
  }

  async releaseConnection(): Promise<void> {
    this.#mutex.release();
  }

  /** Waits for the current holder (and earlier waiters) to finish, then closes PGlite. */
  async destroy(): Promise<void> {
    if (!this.#pglite) return;
    await this.#mutex.acquire();
    try {
      const pglite = this.#pglite;
      this.#pglite = undefined;
      this.#connection = undefined;
      if (pglite && !pglite.closed) await pglite.close();
    } finally {
      this.#mutex.release();
    }
  }
}

type Row = Record<string, unknown>;

const COMMANDS_WITH_AFFECTED_ROWS = new Set(['INSERT', 'UPDATE', 'DELETE', 'MERGE']);

class PGliteConnection implements DatabaseConnection {
  readonly #pglite: PGlite;

  constructor(pglite: PGlite) {
    this.#pglite = pglite;
  }

  async executeQuery<R>(compiledQuery: CompiledQuery): Promise<QueryResult<R>> {
    const { sql, parameters } = compiledQuery;
    let result: Results<Row> | undefined;
    if (parameters.length === 0) {
      // Simple protocol: accepts several statements; the last statement's result is returned.
      const results = await this.#pglite.exec(sql, { rowMode: 'object' });
      result = results[results.length - 1];
    } else {
      result = await this.#pglite.query<Row>(sql, [...parameters], { rowMode: 'object' });
    }
    if (!result) return { rows: [] };
    const count = result.rowCount ?? result.affectedRows;
    const affects = result.command !== undefined && COMMANDS_WITH_AFFECTED_ROWS.has(result.command);
    return {
      rows: result.rows as R[],
      numAffectedRows: affects && count !== undefined ? BigInt(count) : undefined,
    };
  }

  // eslint-disable-next-line require-yield -- the interface demands a generator; PGlite has no cursors here
  async *streamQuery<R>(): AsyncIterableIterator<QueryResult<R>> {
    throw new Error('streamQuery is not supported by the PGlite dialect; page with limit/offset or keyset instead');
  }
}

/** Double-quotes a PostgreSQL identifier. */
function quoteIdent(name: string): string {
  return `"${name.replaceAll('"', '""')}"`;
}
