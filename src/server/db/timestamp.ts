import pg from 'pg';

/** pg's own reading of a timestamptz (postgres-date). */
const pgParse = pg.types.getTypeParser(1184, 'text') as unknown as (text: string) => Date;

const ZERO = 48;

/** The number written by the digits of `text` from `start` to `end` (exclusive); NaN if any is not a digit. */
function digits(text: string, start: number, end: number): number {
  let n = 0;
  for (let i = start; i < end; i += 1) {
    const d = text.charCodeAt(i) - ZERO;
    if (d < 0 || d > 9) return NaN;
    n = n * 10 + d;
  }
  return n;
}

/**
 * A timestamptz as PostgreSQL writes it in text (DateStyle ISO: `2026-11-25 20:24:18.123456+09`, the offset as ±HH,
 * ±HH:MM or ±HH:MM:SS) as a Date, read by position instead of by pattern: every list row carries two of them, and
 * postgres-date's regular expression cost a page of 20 rows tens of microseconds (issue 9). Microseconds are cut to
 * milliseconds (a Date holds no more). Anything else PostgreSQL may write (a year past 9999, BC, infinity) goes to
 * pg's own parser (postgres-date).
 */
export function parseTimestamptz(text: string): Date {
  const fast = fastParse(text);
  return fast === undefined ? pgParse(text) : new Date(fast);
}

function fastParse(text: string): number | undefined {
  if (text.length < 22 || text.charCodeAt(4) !== 45 || text.charCodeAt(7) !== 45 || text.charCodeAt(10) !== 32
    || text.charCodeAt(13) !== 58 || text.charCodeAt(16) !== 58) return undefined;
  const year = digits(text, 0, 4);
  const month = digits(text, 5, 7);
  const day = digits(text, 8, 10);
  const hour = digits(text, 11, 13);
  const minute = digits(text, 14, 16);
  const second = digits(text, 17, 19);
  let i = 19;
  let ms = 0;
  if (text.charCodeAt(i) === 46) {
    const start = i + 1;
    i = start;
    while (i < text.length && text.charCodeAt(i) >= ZERO && text.charCodeAt(i) <= ZERO + 9) i += 1;
    const fraction = text.slice(start, Math.min(i, start + 3));
    if (fraction.length === 0) return undefined;
    ms = digits(fraction.padEnd(3, '0'), 0, 3);
  }
  const sign = text.charCodeAt(i);
  if (sign !== 43 && sign !== 45) return undefined;
  // ±HH, ±HH:MM or ±HH:MM:SS, and nothing after it (" BC" goes to postgres-date).
  const rest = text.length - i - 1;
  if (rest !== 2 && rest !== 5 && rest !== 8) return undefined;
  if (rest >= 5 && text.charCodeAt(i + 3) !== 58) return undefined;
  if (rest === 8 && text.charCodeAt(i + 6) !== 58) return undefined;
  const offsetSeconds = digits(text, i + 1, i + 3) * 3600 + (rest >= 5 ? digits(text, i + 4, i + 6) * 60 : 0) + (rest === 8 ? digits(text, i + 7, i + 9) : 0);
  // Date.UTC reads years 0–99 as 1900–1999: those (and a year 0) go the slow way.
  if (year < 100) return undefined;
  const utc = Date.UTC(year, month - 1, day, hour, minute, second, ms) - (sign === 43 ? 1 : -1) * offsetSeconds * 1000;
  return Number.isNaN(utc) ? undefined : utc;
}
