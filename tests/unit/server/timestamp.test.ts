// @vitest-environment node
import fc from 'fast-check';
import pg from 'pg';
import { describe, expect, it } from 'vitest';
import { isoText } from '../../../src/server/crud/records.js';
import { parseTimestamptz } from '../../../src/server/db/timestamp.js';

const pgParse = pg.types.getTypeParser(1184, 'text') as unknown as (text: string) => Date;
const pad = (n: number, width = 2) => String(n).padStart(width, '0');

/** A moment as PostgreSQL writes a timestamptz in a session whose zone is `offsetSeconds` east of UTC. */
function pgText(options: { epochMs: number; micros: number; offsetSeconds: number }): string {
  const local = new Date(options.epochMs + options.offsetSeconds * 1000);
  const fraction = String(local.getUTCMilliseconds() * 1000 + options.micros).padStart(6, '0').replace(/0+$/, '');
  const abs = Math.abs(options.offsetSeconds);
  const [h, m, s] = [Math.floor(abs / 3600), Math.floor((abs % 3600) / 60), abs % 60];
  const offset = `${options.offsetSeconds < 0 ? '-' : '+'}${pad(h)}${m || s ? `:${pad(m)}` : ''}${s ? `:${pad(s)}` : ''}`;
  return `${pad(local.getUTCFullYear(), 4)}-${pad(local.getUTCMonth() + 1)}-${pad(local.getUTCDate())} ${pad(local.getUTCHours())}:${pad(local.getUTCMinutes())}:${pad(local.getUTCSeconds())}${fraction ? `.${fraction}` : ''}${offset}`;
}

describe('reading a timestamptz', () => {
  it('should give the moment PostgreSQL wrote, cut to milliseconds, and what pg itself reads', () => {
    fc.assert(fc.property(
      fc.integer({ min: Date.UTC(100, 0, 2), max: Date.UTC(9999, 11, 30) }),
      fc.integer({ min: 0, max: 999 }),
      fc.oneof(fc.constantFrom(0, 9 * 3600, -5 * 3600, 5 * 3600 + 1800, 9 * 3600 + 18 * 60 + 59), fc.integer({ min: -15 * 3600, max: 15 * 3600 })),
      (epochMs, micros, offsetSeconds) => {
        const text = pgText({ epochMs, micros, offsetSeconds });
        expect(parseTimestamptz(text).getTime(), text).toBe(epochMs);
        expect(parseTimestamptz(text).getTime(), text).toBe(pgParse(text).getTime());
      },
    ), { numRuns: 5000 });
  });

  it('should read what it does not know as pg does (infinity, BC, a year past 9999, two-digit years)', () => {
    for (const text of ['infinity', '-infinity', '2026-11-25 20:24:18+00 BC', '12026-11-25 20:24:18.5+00', '0099-01-01 00:00:00+00', '0001-01-01 00:00:00+00', '2026-11-25 20:24:18.+00', '2026-11-25T20:24:18+00']) {
      const ours = parseTimestamptz(text);
      const theirs = pgParse(text);
      expect(ours instanceof Date ? ours.getTime() : ours, text).toEqual(theirs instanceof Date ? theirs.getTime() : theirs);
    }
    expect(parseTimestamptz('2026-11-25 20:24:18.123456+09').toISOString()).toBe('2026-11-25T11:24:18.123Z');
  });
});

describe('writing a Date as ISO text', () => {
  it('should write what toISOString writes, for every moment a Date holds', () => {
    fc.assert(fc.property(fc.date({ min: new Date(-8.64e15), max: new Date(8.64e15), noInvalidDate: true }), (date) => {
      expect(isoText(date)).toBe(date.toISOString());
    }), { numRuns: 5000 });
    for (const date of [new Date(Date.UTC(1000, 0, 1)), new Date(Date.UTC(999, 11, 31, 23, 59, 59, 999)), new Date(Date.UTC(9999, 11, 31, 23, 59, 59, 999)), new Date(Date.UTC(2026, 0, 5, 3, 4, 5, 7))]) {
      expect(isoText(date)).toBe(date.toISOString());
    }
    expect(() => isoText(new Date(NaN))).toThrow(RangeError);
  });
});
