import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { describe, expect, it } from 'vitest';

/**
 * Notification rows are written only by src/server/domains/notifications/notify.ts, which takes a kind of
 * model/notifications.yaml and applies the channel options and recipient gates: any other INSERT into notifications
 * in src/server (a query builder's or SQL's) is a row without those rules.
 */
const SERVER = join(import.meta.dirname, '../../../src/server');
const WRITER = 'domains/notifications/notify.ts';
const INSERT = /insertInto\(\s*['"]notifications['"]\s*\)|insert\s+into\s+"?notifications"?[\s(]/i;

function sources(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((d) => (d.isDirectory() ? sources(join(dir, d.name)) : d.name.endsWith('.ts') ? [join(dir, d.name)] : []));
}

describe('who writes notification rows', () => {
  it('should find the writing pattern in notify.ts (so that the search below can fail)', () => {
    expect(INSERT.test(readFileSync(join(SERVER, WRITER), 'utf8'))).toBe(true);
  });

  it('should find no other file of src/server inserting into notifications', () => {
    const writers = sources(SERVER).map((f) => relative(SERVER, f).split('\\').join('/')).filter((f) => f !== WRITER && INSERT.test(readFileSync(join(SERVER, f), 'utf8')));
    expect(writers).toEqual([]);
  });
});
