/**
 * The value of a period filter (a date or date-time field searched between two days, issue 10): `from..to` in
 * YYYY-MM-DD, either end left open (`2026-11-01..`, `..2026-11-30`), read by the list API and written by the filter bar.
 */
export const PERIOD_SEPARATOR = '..';

/** The pattern the list API's OpenAPI parameter gives (the server checks the dates themselves too). */
export const PERIOD_PATTERN = '^([0-9]{4}-[0-9]{2}-[0-9]{2})?\\.\\.([0-9]{4}-[0-9]{2}-[0-9]{2})?$';

export interface Period { from?: string; to?: string }

function isCalendarDate(text: string): boolean {
  const [y, m, d] = text.split('-').map(Number) as [number, number, number];
  const date = new Date(Date.UTC(y, m - 1, d));
  return y >= 1900 && y <= 2999 && date.getUTCFullYear() === y && date.getUTCMonth() === m - 1 && date.getUTCDate() === d;
}

/** The period a filter value names, or undefined when it is not one (no end given, a day that does not exist, to before from). */
export function parsePeriod(value: string): Period | undefined {
  const match = new RegExp(PERIOD_PATTERN).exec(value);
  if (!match) return undefined;
  const [, from, to] = match;
  if (!from && !to) return undefined;
  if ((from && !isCalendarDate(from)) || (to && !isCalendarDate(to))) return undefined;
  if (from && to && from > to) return undefined;
  return { ...(from ? { from } : {}), ...(to ? { to } : {}) };
}

/** The filter value of a period (undefined when both ends are open). */
export function formatPeriod(period: Period): string | undefined {
  if (!period.from && !period.to) return undefined;
  return `${period.from ?? ''}${PERIOD_SEPARATOR}${period.to ?? ''}`;
}
