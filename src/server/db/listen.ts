import type { PGlite } from '@electric-sql/pglite';
import { sql, type Kysely } from 'kysely';
import pg from 'pg';
import { cacheModel } from '../../generated/caches.js';

/** What a cache does with the notices of the database (model/caches.yaml channel). */
export interface NoticeHandlers {
  /** One notice's payload, e.g. `auth:1:42` or `unread:1:7`. */
  onNotice(payload: string): void;
  /** The listening connection came up (true: LISTEN is in place) or went down (false: notices may be missed). */
  onState(isUp: boolean): void;
}

/** The source of the cache notices of one database; started once, by the first cache that needs it. */
export interface NoticeSource {
  /**
   * True when a notice reaches this process before the writing statement's commit returns (PGlite: one session in
   * this process), so that what the notices say is never behind the database.
   */
  readonly isSynchronous: boolean;
  start(handlers: NoticeHandlers): void;
  close(): Promise<void>;
}

const CHANNEL = cacheModel.channel;
const sources = new WeakMap<object, NoticeSource>();

/** Records the notice source of a database handle (src/server/db/connect.ts). */
export function registerNoticeSource(db: Kysely<never> | Kysely<unknown> | object, source: NoticeSource): void {
  sources.set(db, source);
}

/** The notice source of a database handle, if it was opened by openDatabase. */
export function noticeSourceOf(db: object): NoticeSource | undefined {
  return sources.get(db);
}

/**
 * PGlite: LISTEN on the one session (run through the dialect's mutex, never inside another request's transaction),
 * and the instance's notification callback. PGlite hands a notice to the callback while it reads the result of
 * the committing statement, before that statement's promise resolves: the caches are never behind.
 */
export class PgliteNoticeSource implements NoticeSource {
  readonly isSynchronous = true;
  #unsubscribe: (() => void) | undefined;
  #isStarted = false;

  constructor(private readonly options: { pglite: PGlite; db: Kysely<unknown> }) {}

  start(handlers: NoticeHandlers): void {
    if (this.#isStarted) return;
    this.#isStarted = true;
    this.#unsubscribe = this.options.pglite.onNotification((channel, payload) => {
      if (channel === CHANNEL) handlers.onNotice(payload);
    });
    sql.raw(`LISTEN "${CHANNEL}"`).execute(this.options.db)
      .then(() => handlers.onState(true))
      .catch(() => handlers.onState(false));
  }

  async close(): Promise<void> {
    this.#unsubscribe?.();
  }
}

/** Seconds between two checks that the listening connection still answers. */
const HEARTBEAT_MS = 5_000;
const RETRY_MAX_MS = 5_000;

/**
 * PostgreSQL: one dedicated connection (outside the pool) that LISTENs. When it fails, errs, ends or stops answering
 * the heartbeat, the caches hear `onState(false)` (and stop trusting what they hold without asking the database),
 * and it reconnects with a growing delay; `onState(true)` follows each new LISTEN, after which the caches re-read
 * what they need.
 */
export class PostgresNoticeSource implements NoticeSource {
  readonly isSynchronous = false;
  #handlers: NoticeHandlers | undefined;
  #client: pg.Client | undefined;
  #retryMs = 100;
  #timer: NodeJS.Timeout | undefined;
  #heartbeat: NodeJS.Timeout | undefined;
  #isClosed = false;

  constructor(private readonly options: { connectionString: string }) {}

  start(handlers: NoticeHandlers): void {
    if (this.#handlers) return;
    this.#handlers = handlers;
    void this.#connect();
  }

  async #connect(): Promise<void> {
    if (this.#isClosed) return;
    const client = new pg.Client({ connectionString: this.options.connectionString, keepAlive: true, query_timeout: HEARTBEAT_MS });
    client.on('notification', (message) => {
      if (message.channel === CHANNEL && this.#client === client) this.#handlers?.onNotice(message.payload ?? '');
    });
    client.on('error', () => this.#down(client));
    client.on('end', () => this.#down(client));
    try {
      await client.connect();
      await client.query(`LISTEN "${CHANNEL}"`);
      if (this.#isClosed) {
        await client.end().catch(() => undefined);
        return;
      }
      this.#client = client;
      this.#retryMs = 100;
      this.#handlers?.onState(true);
      this.#heartbeat = setInterval(() => {
        client.query('select 1').catch(() => this.#down(client));
      }, HEARTBEAT_MS);
      this.#heartbeat.unref();
    } catch {
      await client.end().catch(() => undefined);
      this.#retry();
    }
  }

  #down(client: pg.Client): void {
    if (this.#client !== client) return;
    this.#client = undefined;
    clearInterval(this.#heartbeat);
    this.#handlers?.onState(false);
    client.end().catch(() => undefined);
    this.#retry();
  }

  #retry(): void {
    if (this.#isClosed) return;
    this.#timer = setTimeout(() => void this.#connect(), this.#retryMs);
    this.#timer.unref();
    this.#retryMs = Math.min(this.#retryMs * 2, RETRY_MAX_MS);
  }

  /** For tests: drops the listening connection as a network failure would (it reconnects by itself). */
  async dropConnection(): Promise<void> {
    const client = this.#client;
    if (!client) return;
    this.#down(client);
  }

  async close(): Promise<void> {
    this.#isClosed = true;
    clearTimeout(this.#timer);
    clearInterval(this.#heartbeat);
    const client = this.#client;
    this.#client = undefined;
    if (client) {
      this.#handlers?.onState(false);
      await client.end().catch(() => undefined);
    }
  }
}
