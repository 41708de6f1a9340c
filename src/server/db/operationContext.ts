import { AsyncLocalStorage } from 'node:async_hooks';
import {
  CompiledQuery, type DatabaseConnection, type Dialect, type Driver, type QueryCompiler, type QueryResult, type TransactionSettings,
} from 'kysely';
import { constants } from '../../generated/constants.js';

/**
 * Who writes, for the operation history (issue 10). The API runs each writing request inside `operationStorage` with
 * a function that describes it (the signed-in account, the account or child acted as, the call, the address, the
 * request id: src/server/http/operationHistory.ts). Before a statement of that request reaches the database, the
 * connection's session setting `portal.operation` is set to that description (once per connection and request), and
 * the history triggers generated from the model (generator/emit/historyTriggers.ts) record every row the statement
 * writes, in the same transaction. A statement outside a writing request (a read, a job, the seed) runs with the
 * setting empty, so nothing is recorded for it.
 */
export interface OperationScope {
  /** The JSON the triggers read, or undefined while nobody is signed in (a log-in). */
  describe(): string | undefined;
}

export const operationStorage = new AsyncLocalStorage<OperationScope>();

/** What the current statement's connection must carry: the request's description, or '' outside a writing request. */
function wantedSetting(): string {
  return operationStorage.getStore()?.describe() ?? '';
}

/** What each physical connection's session carries now (undefined: unknown, set it again). */
const carried = new WeakMap<DatabaseConnection, string | undefined>();

const SET_QUERY = `select set_config('${String(constants.operationSetting)}', $1, false)`;

class OperationConnection implements DatabaseConnection {
  constructor(readonly inner: DatabaseConnection) {}

  async #apply(): Promise<void> {
    const wanted = wantedSetting();
    // A connection never set carries '' (a new session has no such setting: current_setting(…, true) is null).
    if ((carried.get(this.inner) ?? (carried.has(this.inner) ? undefined : '')) === wanted) return;
    await this.inner.executeQuery(CompiledQuery.raw(SET_QUERY, [wanted]));
    carried.set(this.inner, wanted);
  }

  async executeQuery<R>(query: CompiledQuery): Promise<QueryResult<R>> {
    await this.#apply();
    return this.inner.executeQuery<R>(query);
  }

  async *streamQuery<R>(query: CompiledQuery, chunkSize?: number): AsyncIterableIterator<QueryResult<R>> {
    await this.#apply();
    yield* this.inner.streamQuery<R>(query, chunkSize);
  }
}

const innerOf = (connection: DatabaseConnection) => (connection as OperationConnection).inner;

/** A rollback undoes a set_config made in the transaction: the session's value is unknown until set again. */
function forget(connection: DatabaseConnection): void {
  carried.set(innerOf(connection), undefined);
}

class OperationDriver implements Driver {
  constructor(readonly inner: Driver) {}
  init(): Promise<void> { return this.inner.init(); }
  async acquireConnection(): Promise<DatabaseConnection> { return new OperationConnection(await this.inner.acquireConnection()); }
  beginTransaction(connection: DatabaseConnection, settings: TransactionSettings): Promise<void> { return this.inner.beginTransaction(innerOf(connection), settings); }
  commitTransaction(connection: DatabaseConnection): Promise<void> { return this.inner.commitTransaction(innerOf(connection)); }
  async rollbackTransaction(connection: DatabaseConnection): Promise<void> {
    forget(connection);
    await this.inner.rollbackTransaction(innerOf(connection));
  }
  async savepoint(connection: DatabaseConnection, name: string, compile: QueryCompiler['compileQuery']): Promise<void> {
    await this.inner.savepoint!(innerOf(connection), name, compile);
  }
  async rollbackToSavepoint(connection: DatabaseConnection, name: string, compile: QueryCompiler['compileQuery']): Promise<void> {
    forget(connection);
    await this.inner.rollbackToSavepoint!(innerOf(connection), name, compile);
  }
  async releaseSavepoint(connection: DatabaseConnection, name: string, compile: QueryCompiler['compileQuery']): Promise<void> {
    await this.inner.releaseSavepoint!(innerOf(connection), name, compile);
  }
  releaseConnection(connection: DatabaseConnection): Promise<void> { return this.inner.releaseConnection(innerOf(connection)); }
  destroy(): Promise<void> { return this.inner.destroy(); }
}

/** The dialect with every connection carrying the current request's operation description (see above). */
export function withOperationContext(dialect: Dialect): Dialect {
  return {
    createAdapter: () => dialect.createAdapter(),
    createDriver: () => new OperationDriver(dialect.createDriver()),
    createQueryCompiler: () => dialect.createQueryCompiler(),
    createIntrospector: (db) => dialect.createIntrospector(db),
  };
}
