import { cacheHubOf, type CacheHub } from '../../auth/cacheHub.js';

/** Entries kept at most per cache before the least recently stored are dropped. */
const MAX_GROUPS = 200_000;
/** Change marks kept before they are folded into one "everything changed" mark. */
const MAX_MARKS = 200_000;

/** Counters a test or a benchmark reads to see the cache at work. */
export interface CountCacheStats { hits: number; loads: number; stored: number }

/**
 * Counts the 30-second poll answers (unread notifications per user and protector page, print requests per company),
 * held in memory and dropped by the notices the database's triggers send when a row that changes them is written
 * (model/caches.yaml: `unread:<company>:<user>`, `print:<company>`; `<company>:*` or `*` for many at once).
 *
 * A count is answered from memory only while the hub's listener is up; otherwise, and on a miss, it is read from
 * the database. A count read is stored only when no notice for its group arrived while it was being read and the
 * listener stayed up throughout: a read that raced a change is used once and not kept.
 */
export class CountCache {
  /** Group (`company:user` or `company`) → sub-key (protector page) → count. */
  readonly #groups = new Map<string, Map<string, number>>();
  /** Notice sequence: a mark says the last notice that touched a group, a company or everything. */
  #seq = 0;
  readonly #marks = new Map<string, number>();
  #allMark = 0;
  readonly stats: CountCacheStats = { hits: 0, loads: 0, stored: 0 };

  constructor(private readonly hub: CacheHub, name: string) {
    hub.listen(name, {
      onNotice: (rest) => this.#notice(rest),
      onReset: () => this.#reset(),
    });
  }

  #reset(): void {
    this.#seq += 1;
    this.#allMark = this.#seq;
    this.#groups.clear();
    this.#marks.clear();
  }

  #notice(rest: string[]): void {
    if (rest[0] === '*' || rest[0] === undefined) {
      this.#reset();
      return;
    }
    this.#seq += 1;
    if (this.#marks.size >= MAX_MARKS) {
      this.#reset();
      return;
    }
    const company = rest[0];
    const isCompanyWide = rest.length === 1 || rest[rest.length - 1] === '*';
    if (isCompanyWide) {
      this.#marks.set(`c:${company}`, this.#seq);
      for (const group of this.#groups.keys()) if (group === company || group.startsWith(`${company}:`)) this.#groups.delete(group);
    } else {
      const group = rest.join(':');
      this.#marks.set(`g:${group}`, this.#seq);
      this.#groups.delete(group);
    }
  }

  /**
   * Drops a group on this node at once, as its notice would (which still follows, for every node): a write handler
   * calls it after its commit, so that the same client's next poll on this node reads its own write even before the
   * notice has arrived (on PostgreSQL it trails the commit by a moment).
   */
  invalidate(group: string): void {
    this.#notice(group.split(':'));
  }

  #changedSince(options: { group: string; company: string; seq: number }): boolean {
    const { group, company, seq } = options;
    return this.#allMark > seq || (this.#marks.get(`c:${company}`) ?? 0) > seq || (this.#marks.get(`g:${group}`) ?? 0) > seq;
  }

  /** The count of `group`/`sub`, from memory when current, else from `load` (kept when nothing raced it). */
  async get(options: { company: number; group: string; sub: string; load: () => Promise<number> }): Promise<number> {
    const { group, sub } = options;
    const company = String(options.company);
    const isListening = this.hub.isListening;
    if (isListening) {
      const held = this.#groups.get(group)?.get(sub);
      if (held !== undefined) {
        this.stats.hits += 1;
        return held;
      }
    }
    const seq = this.#seq;
    const epoch = this.hub.epoch;
    this.stats.loads += 1;
    const count = await options.load();
    if (isListening && this.hub.isListening && epoch === this.hub.epoch && !this.#changedSince({ group, company, seq })) {
      let subs = this.#groups.get(group);
      if (!subs) {
        if (this.#groups.size >= MAX_GROUPS) this.#groups.delete(this.#groups.keys().next().value!);
        this.#groups.set(group, subs = new Map());
      }
      subs.set(sub, count);
      this.stats.stored += 1;
    }
    return count;
  }
}

const caches = new WeakMap<CacheHub, Map<string, CountCache>>();

/** The count cache of a name (`unread`, `print`) for a database handle. */
export function countCacheOf(db: object, name: 'unread' | 'print'): CountCache {
  const hub = cacheHubOf(db);
  let byName = caches.get(hub);
  if (!byName) caches.set(hub, byName = new Map());
  let cache = byName.get(name);
  if (!cache) byName.set(name, cache = new CountCache(hub, name));
  return cache;
}
