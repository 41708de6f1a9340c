/**
 * Dates and times as a school office types them (issue 17): 2026/12/24, 2026-12-24, 2026.12.24, 20261224, 12/24 (this
 * year), 2026年12月24日, each optionally followed by a time 18:00, 1800, 18時, 18時30分 or 18時半, in half- or full-width
 * digits and separators. A day that does not exist (2026/02/30) or a time past 23:59 is refused, never rolled over
 * into the next month or day; a time typed into a date-only field is refused, never dropped. Pure: no React, no
 * dayjs, no clock (today is given), so the browser's fields and any server code read text the same way.
 */

/** What a field holds: a day, a day and a time of day, or a time of day. */
export type DateTextKind = 'date' | 'datetime' | 'time';

/** A day of the calendar; month 1–12. */
export interface CalendarDay { year: number; month: number; day: number }

/** A time of day, 00:00–23:59. */
export interface ClockTime { hour: number; minute: number }

/** Why a text is not a value of its kind. */
export type DateTextProblem =
  /** Not a date (or time) in any form this reads. */
  | 'format'
  /** The form of a date, but no such day (2026/02/30, 2026/13/01). */
  | 'noSuchDate'
  /** The form of a time, but no such time (25:00, 18:60). */
  | 'noSuchTime'
  /** A date-only field given a time as well. */
  | 'timeNotAllowed'
  /** A date-and-time field given a date only. */
  | 'timeRequired';

/** The text read: the day (date, datetime) and the time (datetime, time) it names, or why it names none. */
export type DateTextResult =
  | { ok: true; day: CalendarDay | null; time: ClockTime | null }
  | { ok: false; problem: 'noSuchDate'; day: CalendarDay }
  | { ok: false; problem: 'noSuchTime'; time: ClockTime }
  | { ok: false; problem: Exclude<DateTextProblem, 'noSuchDate' | 'noSuchTime'> };

/** Years a school's dates fall in: a typo such as 0226 or 20226 is not read as a date. */
const YEARS = { min: 1900, max: 2999 };

// Hyphen look-alikes a Japanese keyboard gives that NFKC leaves alone (long vowel mark, minus sign, dashes).
const HYPHENS = /[ー−‐‑–—―]/g;

/** Full-width digits, slashes, colons and spaces to half-width (NFKC), hyphen look-alikes to "-", blanks trimmed. */
export function normalizeDateText(text: string): string {
  return text.normalize('NFKC').replace(HYPHENS, '-').replace(/\s+/g, ' ').trim();
}

interface DatePart { day: { year: number; month: number; day: number }; rest: string }

/** The date forms, year first; the digits of a short form M/D are this year's. `(?!\d)`: 2026/12/245 is no date. */
const DATE_FORMS: ReadonlyArray<(text: string, thisYear: number) => DatePart | undefined> = [
  (text) => match(/^(\d{4})([/.-])(\d{1,2})\2(\d{1,2})(?!\d)/, text, (m) => [m[1], m[3], m[4]]),
  (text) => match(/^(\d{4})(\d{2})(\d{2})(?!\d)/, text, (m) => [m[1], m[2], m[3]]),
  (text) => match(/^(\d{4})年(\d{1,2})月(\d{1,2})日/, text, (m) => [m[1], m[2], m[3]]),
  (text, thisYear) => match(/^(\d{1,2})\/(\d{1,2})(?!\d)/, text, (m) => [String(thisYear), m[1], m[2]]),
  (text, thisYear) => match(/^(\d{1,2})月(\d{1,2})日/, text, (m) => [String(thisYear), m[1], m[2]]),
];

function match(pattern: RegExp, text: string, parts: (m: RegExpExecArray) => Array<string | undefined>): DatePart | undefined {
  const m = pattern.exec(text);
  if (!m) return undefined;
  const [year, month, day] = parts(m).map(Number) as [number, number, number];
  return { day: { year, month, day }, rest: text.slice(m[0].length) };
}

/** The time forms: 18:00, 1800, 18時, 18時30分, 18時半 (the whole text). */
function readTime(text: string): ClockTime | undefined {
  const colon = /^(\d{1,2}):(\d{2})$/.exec(text) ?? /^(\d{2})(\d{2})$/.exec(text);
  if (colon) return { hour: Number(colon[1]), minute: Number(colon[2]) };
  const kanji = /^(\d{1,2})時(?:(\d{1,2})分|(半))?$/.exec(text);
  if (kanji) return { hour: Number(kanji[1]), minute: kanji[3] ? 30 : Number(kanji[2] ?? 0) };
  return undefined;
}

function isRealDay({ year, month, day }: CalendarDay): boolean {
  if (year < YEARS.min || year > YEARS.max || month < 1 || month > 12 || day < 1) return false;
  return day <= new Date(Date.UTC(year, month, 0)).getUTCDate();
}

const isRealTime = ({ hour, minute }: ClockTime) => hour <= 23 && minute <= 59;

/** The date of a text and what follows it (the time, after blanks or a T), or undefined when it starts with no date. */
function readDate(text: string, thisYear: number): { day: CalendarDay; timeText: string } | undefined {
  for (const form of DATE_FORMS) {
    const part = form(text, thisYear);
    if (part) return { day: part.day, timeText: part.rest.replace(/^(\s+|T)/, '') };
  }
  return undefined;
}

/**
 * Reads what was typed into a field of `kind`. An empty text (after trimming) is no value: `{ ok: true, day: null,
 * time: null }`. `today` gives the year of a short form (12/24).
 */
export function readDateText(text: string, options: { kind: DateTextKind; today: CalendarDay }): DateTextResult {
  const normalized = normalizeDateText(text);
  if (normalized === '') return { ok: true, day: null, time: null };
  if (options.kind === 'time') {
    const time = readTime(normalized);
    if (!time) return { ok: false, problem: 'format' };
    return isRealTime(time) ? { ok: true, day: null, time } : { ok: false, problem: 'noSuchTime', time };
  }
  const date = readDate(normalized, options.today.year);
  if (!date) return { ok: false, problem: 'format' };
  const time = date.timeText === '' ? undefined : readTime(date.timeText);
  if (date.timeText !== '' && !time) return { ok: false, problem: 'format' };
  if (!isRealDay(date.day)) return { ok: false, problem: 'noSuchDate', day: date.day };
  if (time && !isRealTime(time)) return { ok: false, problem: 'noSuchTime', time };
  if (options.kind === 'date') return time ? { ok: false, problem: 'timeNotAllowed' } : { ok: true, day: date.day, time: null };
  return time ? { ok: true, day: date.day, time } : { ok: false, problem: 'timeRequired' };
}

const pad = (n: number) => String(n).padStart(2, '0');

/** 2026-12-24: the API's date. */
export function isoDay(day: CalendarDay): string {
  return `${day.year}-${pad(day.month)}-${pad(day.day)}`;
}

/** 18:00: the API's time of day. */
export function isoTime(time: ClockTime): string {
  return `${pad(time.hour)}:${pad(time.minute)}`;
}
