import type { Kysely } from 'kysely';
import { buildAbility, type AppAbility } from '../../generated/abilities.js';
import type { Database } from '../../generated/db.js';
import { cacheHubOf, type CacheHub } from './cacheHub.js';
import type { Principal } from './principal.js';

/** The cache name of model/caches.yaml whose per-company version guards the principals. */
export const AUTH_CACHE = 'auth';

/** Entries kept at most (least recently used dropped first): a principal with its ability is a few kilobytes. */
const MAX_ENTRIES = 20_000;

/** A principal as loaded for one token and switch target, the ability built from it, and the version it was read at. */
export interface PrincipalEntry {
  version: number;
  /** The signed-in owner's own checks: the token must match them (a switched teacher keeps the owner's). */
  owner: { isActive: boolean; tokenVersion: number; authorityId: number };
  principal: Principal;
  ability: AppAbility;
  /** Answers derived from the principal alone at this version (e.g. the current-user view), by name. */
  derived: Map<string, unknown>;
}

/** Counters a test or a benchmark reads to see the cache at work. */
export interface PrincipalCacheStats {
  hits: number; misses: number; versionReads: number; versionsKnown: number;
  /** Versions read within a list's own statement (authenticateUnconfirmed) that confirmed the cached principal. */
  versionsFolded: number;
}

function freeze(p: Principal): Principal {
  for (const value of Object.values(p)) if (Array.isArray(value)) Object.freeze(value);
  return Object.freeze(p);
}

/**
 * Principals and abilities per (company, user, token version, authority, switch target), valid while the company's
 * `auth` version (cache_versions, bumped by the triggers of model/caches.yaml on every write to what loadPrincipal
 * reads: users, role tables, links, schoolhouses, their settings, the company's invoice status) is the one they
 * were loaded at. The version is read before the principal is loaded, so an entry is never tagged newer than
 * what it holds: a write committed in between bumps the version, and the next request loads again.
 */
export class PrincipalCache {
  readonly #entries = new Map<string, PrincipalEntry>();
  readonly stats: PrincipalCacheStats = { hits: 0, misses: 0, versionReads: 0, versionsKnown: 0, versionsFolded: 0 };

  constructor(readonly hub: CacheHub) {
    hub.listen(AUTH_CACHE, { onNotice: () => undefined, onReset: () => undefined });
  }

  static key(options: { companyId: number; userId: number; tokenVersion: number; authorityId: number; target: string }): string {
    return `${options.companyId}:${options.userId}:${options.tokenVersion}:${options.authorityId}:${options.target}`;
  }

  /**
   * The company's current version. `mayTrustNotices`: the caller accepts what the notices say (a poll; or any
   * request on PGlite, where a notice arrives before the write's commit returns); otherwise one small query.
   */
  async version(db: Kysely<Database>, companyId: number, options: { mayTrustNotices: boolean }): Promise<number> {
    if (options.mayTrustNotices || this.hub.isSynchronous) {
      const known = this.hub.knownVersion(AUTH_CACHE, companyId);
      if (known !== undefined) {
        this.stats.versionsKnown += 1;
        return known;
      }
    }
    this.stats.versionReads += 1;
    return this.hub.readVersion(db as Kysely<unknown>, AUTH_CACHE, companyId);
  }

  /** Whether {@link version} would ask the database (no version known that the caller may trust). */
  wouldReadVersion(companyId: number, options: { mayTrustNotices: boolean }): boolean {
    return !((options.mayTrustNotices || this.hub.isSynchronous) && this.hub.knownVersion(AUTH_CACHE, companyId) !== undefined);
  }

  /** The entry of a key whatever its version (not yet confirmed: see authenticateUnconfirmed); counts nothing. */
  peek(key: string): PrincipalEntry | undefined {
    return this.#entries.get(key);
  }

  get(key: string, version: number): PrincipalEntry | undefined {
    const entry = this.#entries.get(key);
    if (!entry || entry.version !== version) {
      this.stats.misses += 1;
      return undefined;
    }
    this.stats.hits += 1;
    // Least recently used order: a hit moves the entry to the end.
    this.#entries.delete(key);
    this.#entries.set(key, entry);
    return entry;
  }

  put(key: string, options: { version: number; owner: PrincipalEntry['owner']; principal: Principal }): PrincipalEntry {
    const principal = freeze(options.principal);
    const entry: PrincipalEntry = { version: options.version, owner: options.owner, principal, ability: buildAbility(principal), derived: new Map() };
    entries.set(principal, entry);
    this.#entries.delete(key);
    this.#entries.set(key, entry);
    if (this.#entries.size > MAX_ENTRIES) this.#entries.delete(this.#entries.keys().next().value!);
    return entry;
  }

  /** Drops every entry (tests; a principal is otherwise replaced when its version moves on). */
  clear(): void {
    this.#entries.clear();
  }
}

const caches = new WeakMap<CacheHub, PrincipalCache>();
const entries = new WeakMap<Principal, PrincipalEntry>();

/**
 * An answer computed from a cached principal alone, kept with it: valid exactly as long as the principal (the
 * tables it reads must be watched by the auth cache of model/caches.yaml). Computed once per principal version;
 * a principal that did not come from the cache computes it every time.
 */
export async function derivedFromPrincipal<T>(principal: Principal, name: string, compute: () => Promise<T>): Promise<T> {
  const derived = entries.get(principal)?.derived;
  if (derived?.has(name)) return derived.get(name) as T;
  const value = await compute();
  derived?.set(name, value);
  return value;
}

/** The principal cache of a database handle. */
export function principalCacheOf(db: object): PrincipalCache {
  const hub = cacheHubOf(db);
  let cache = caches.get(hub);
  if (!cache) caches.set(hub, cache = new PrincipalCache(hub));
  return cache;
}
