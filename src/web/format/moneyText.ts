import { t } from '../i18n/i18n.js';

/** An amount of whole yen as the portal writes it: 12,345円, −1,000円 (a discount or a correction). */
export function formatYen(amount: number): string {
  const digits = Math.abs(Math.trunc(amount)).toLocaleString('ja-JP');
  return amount < 0 ? t('text.yenNegative', { amount: digits }) : t('text.yen', { amount: digits });
}

/** A billing month (YYYY-MM) as the portal writes it: 2026年04月 (as a date is 2026年04月01日); any other text as it is. */
export function formatMonth(month: string): string {
  const match = /^(\d{4})-(\d{2})$/.exec(month);
  return match ? t('text.yearMonth', { year: match[1], month: match[2] }) : month;
}

/** The month of a moment in Japan (YYYY-MM), this month by default; `offset` months later (negative: earlier). */
export function japanMonth(offset = 0, now: Date = new Date()): string {
  const japan = new Date(now.getTime() + 9 * 3600_000);
  const date = new Date(Date.UTC(japan.getUTCFullYear(), japan.getUTCMonth() + offset, 1));
  return `${date.getUTCFullYear()}-${String(date.getUTCMonth() + 1).padStart(2, '0')}`;
}
