import { sql, type Kysely } from 'kysely';
import { cacheModel } from '../../generated/caches.js';
import { noticeSourceOf, type NoticeSource } from '../db/listen.js';

/** The company id of the shared version row (tables without company_id). */
export const SHARED_VERSION_COMPANY = 0;
const SHARED = SHARED_VERSION_COMPANY;
const versionedCaches = new Set<string>(Object.entries(cacheModel.caches).filter(([, c]) => c.isVersioned).map(([name]) => name));

/** A cache that hears the notices of its name (model/caches.yaml): `rest` is what follows `name:` in the payload. */
export interface NoticeListener {
  onNotice(rest: string[]): void;
  /** The notices may have been missed (listener down or reconnected): drop everything held. */
  onReset(): void;
}

/**
 * The in-memory caches of one database handle, and what they may trust. Notices come from the database's triggers
 * (pg_notify at commit, src/server/db/listen.ts); `isListening` says that LISTEN is in place now, and `epoch`
 * changes at every connect and disconnect, so that a value read from the database while the listener was down (or
 * across a reconnect) is never trusted without asking again.
 *
 * Versions (cache_versions, bumped by the triggers) only grow: a version known from a read or a notice is kept as
 * the larger of the two, so a read that returns after a newer notice cannot take the cache back.
 */
export class CacheHub {
  readonly #source: NoticeSource | undefined;
  readonly #listeners = new Map<string, NoticeListener>();
  /** Company id → the newest auth-cache version known, valid while the listener stays up in the same epoch. */
  readonly #versions = new Map<string, Map<number, number>>();
  #isListening = false;
  #epoch = 0;
  #isStarted = false;
  #noticeCount = 0;

  constructor(source: NoticeSource | undefined) {
    this.#source = source;
  }

  /** Whether notices are delivered synchronously at commit (PGlite): a known version is then the database's. */
  get isSynchronous(): boolean {
    return this.#source?.isSynchronous ?? false;
  }

  get isListening(): boolean {
    this.#start();
    return this.#isListening;
  }

  get epoch(): number {
    return this.#epoch;
  }

  /** Registers the cache of a name (auth, unread, print). */
  listen(name: string, listener: NoticeListener): void {
    this.#listeners.set(name, listener);
    this.#start();
  }

  #start(): void {
    if (this.#isStarted || !this.#source) return;
    this.#isStarted = true;
    this.#source.start({
      onNotice: (payload) => this.#notice(payload),
      onState: (isUp) => {
        this.#epoch += 1;
        this.#isListening = isUp;
        this.#versions.clear();
        for (const l of this.#listeners.values()) l.onReset();
      },
    });
  }

  /** Notices heard so far (tests wait on it for a notice sent by another connection). */
  get noticeCount(): number {
    return this.#noticeCount;
  }

  #notice(payload: string): void {
    this.#noticeCount += 1;
    const [name, ...rest] = payload.split(':');
    if (!name) return;
    if (versionedCaches.has(name)) {
      let versions = this.#versions.get(name);
      if (!versions) this.#versions.set(name, versions = new Map());
      // A bump sent at commit is the company's version from then on; `*` (a truncate) bumped every company.
      if (rest[0] === '*') versions.clear();
      else this.#raise(versions, Number(rest[0]), Number(rest[1]));
    }
    this.#listeners.get(name)?.onNotice(rest);
  }

  #raise(versions: Map<number, number>, companyId: number, version: number): void {
    if (!Number.isSafeInteger(companyId) || !Number.isSafeInteger(version)) return;
    if ((versions.get(companyId) ?? -1) < version) versions.set(companyId, version);
  }

  /**
   * The version of a company's versioned cache known without a query: from notices and earlier reads, while the
   * listener has been up since. A version is the company's counter plus the shared one (company 0, bumped by writes
   * to tables every company reads, such as schoolyears). Undefined when not known (ask the database).
   */
  knownVersion(cache: string, companyId: number): number | undefined {
    if (!this.isListening) return undefined;
    const versions = this.#versions.get(cache);
    const own = versions?.get(companyId);
    const shared = versions?.get(SHARED);
    return own === undefined || shared === undefined ? undefined : own + shared;
  }

  /** Reads a company's version of a versioned cache (one small query) and remembers it when that is safe. */
  async readVersion(db: Kysely<unknown>, cache: string, companyId: number): Promise<number> {
    const epoch = this.#epoch;
    const wasListening = this.isListening;
    const { rows } = await sql<{ company_id: number | string; version: number | string }>`
      select company_id, version from cache_versions where cache = ${cache} and company_id in (${companyId}, ${SHARED})`.execute(db);
    const versionOf = (id: number) => Number(rows.find((r) => Number(r.company_id) === id)?.version ?? 0);
    const [own, shared] = [versionOf(companyId), companyId === SHARED ? 0 : versionOf(SHARED)];
    // Trusted later without a query only if LISTEN was in place before the read began and never dropped since:
    // any change committed after the read's snapshot then arrives as a notice.
    if (wasListening && this.#isListening && epoch === this.#epoch) {
      let versions = this.#versions.get(cache);
      if (!versions) this.#versions.set(cache, versions = new Map());
      this.#raise(versions, companyId, own);
      this.#raise(versions, SHARED, shared);
    }
    return own + shared;
  }
}

const hubs = new WeakMap<object, CacheHub>();

/** The cache hub of a database handle (one per handle: per API node in production, per test app in tests). */
export function cacheHubOf(db: object): CacheHub {
  const source = noticeSourceOf(db);
  const key = source ?? db;
  let hub = hubs.get(key);
  if (!hub) hubs.set(key, hub = new CacheHub(source));
  return hub;
}
