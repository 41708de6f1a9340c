// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { CacheHub } from '../../../src/server/auth/cacheHub.js';
import type { NoticeHandlers, NoticeSource } from '../../../src/server/db/listen.js';
import { CountCache } from '../../../src/server/domains/notifications/pollState.js';

// The rules that make the in-memory caches safe (issue 9), with a notice source driven by the test: a count read
// while a notice for it arrives is used once and not kept; nothing is answered from memory while the listener is
// down; a reconnect drops everything; versions only grow, whatever order a read and a notice come back in.

class FakeSource implements NoticeSource {
  readonly isSynchronous = false;
  handlers: NoticeHandlers | undefined;
  start(handlers: NoticeHandlers): void {
    this.handlers = handlers;
  }
  async close(): Promise<void> {}
  up(): void { this.handlers!.onState(true); }
  down(): void { this.handlers!.onState(false); }
  notice(payload: string): void { this.handlers!.onNotice(payload); }
}

function setUp() {
  const source = new FakeSource();
  const hub = new CacheHub(source);
  const cache = new CountCache(hub, 'unread');
  source.up();
  let loads = 0;
  let value = 3;
  const get = (options: { group?: string; during?: () => void } = {}) => cache.get({
    company: 1, group: options.group ?? '1:7', sub: '',
    load: async () => {
      loads += 1;
      options.during?.();
      return value;
    },
  });
  return { source, hub, cache, get, loads: () => loads, set: (v: number) => { value = v; } };
}

describe('the poll counts in memory', () => {
  it('should load once and then answer from memory while nothing changes', async () => {
    const s = setUp();
    expect([await s.get(), await s.get(), await s.get()]).toEqual([3, 3, 3]);
    expect(s.loads()).toBe(1);
  });

  it('should load again after a notice for the group, a company-wide notice or an everything notice, and not for another user', async () => {
    const s = setUp();
    await s.get();
    s.source.notice('unread:1:8');
    await s.get();
    expect(s.loads()).toBe(1);
    for (const notice of ['unread:1:7', 'unread:1:*', 'unread:*']) {
      s.set(s.loads() + 10);
      s.source.notice(notice);
      expect(await s.get()).toBe(s.loads() + 9);
    }
    expect(s.loads()).toBe(4);
  });

  it('should not keep a count read while a notice for it arrived, and keep one read while another user\'s arrived', async () => {
    const s = setUp();
    expect(await s.get({ during: () => s.source.notice('unread:1:7') })).toBe(3);
    await s.get();
    expect(s.loads()).toBe(2);
    await s.get({ group: '1:9', during: () => s.source.notice('unread:1:7') });
    await s.get({ group: '1:9' });
    expect(s.loads()).toBe(3);
  });

  it('should ask the database on every poll while the listener is down, and keep nothing read across a reconnect', async () => {
    const s = setUp();
    await s.get();
    s.source.down();
    await s.get();
    await s.get();
    expect(s.loads()).toBe(3);
    await s.get({ during: () => s.source.up() });
    await s.get();
    expect(s.loads()).toBe(5);
    await s.get();
    expect(s.loads()).toBe(5);
  });
});

describe('the versions the notices keep', () => {
  it('should know a version only while listening, as the larger of a read and a notice, and forget it on a disconnect', async () => {
    const source = new FakeSource();
    const hub = new CacheHub(source);
    hub.listen('auth', { onNotice: () => undefined, onReset: () => undefined });
    expect(hub.knownVersion('auth', 1)).toBeUndefined();
    source.up();
    source.notice('auth:1:5');
    // The shared row (company 0) is not known yet: ask the database.
    expect(hub.knownVersion('auth', 1)).toBeUndefined();
    source.notice('auth:0:2');
    expect(hub.knownVersion('auth', 1)).toBe(7);
    // An older notice (or a read that returns late) never takes it back.
    source.notice('auth:1:4');
    expect(hub.knownVersion('auth', 1)).toBe(7);
    source.notice('auth:1:6');
    expect(hub.knownVersion('auth', 1)).toBe(8);
    source.down();
    expect(hub.knownVersion('auth', 1)).toBeUndefined();
    source.up();
    expect(hub.knownVersion('auth', 1)).toBeUndefined();
  });
});
