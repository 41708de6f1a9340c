import { codeLabel } from '../../../generated/enums.js';
import { formatDate, formatMonth, formatYen } from '../../kit';

/** 2026年12月 of a billing month (YYYY-MM), as every screen writes it. */
export function invoiceMonthText(month: string): string {
  return formatMonth(month);
}

/** 2026年12月27日 of a date (YYYY-MM-DD or a moment); empty when there is none. */
export function invoiceDateText(value: string | null | undefined): string {
  return value ? formatDate(value) : '';
}

/** 12,345円 (a discount: −2,000円), as every screen writes an amount. */
export function invoiceYen(amount: number): string {
  return formatYen(amount);
}

/** 未入金, 入金済み, … (the code list invoice_state). */
export function invoiceStatusText(status: string): string {
  return codeLabel('invoice_state', status);
}

/** The colour of a status's tag. */
export function invoiceStatusColor(status: string): string {
  return ({ issued: 'orange', paid: 'green', partially_paid: 'gold', overpaid: 'blue' } as Record<string, string>)[status] ?? 'default';
}

/** The path parts of an invoice's bill and download: the child, the year and the month of its billing month. */
export function invoicePathOf(studentId: number, billingMonth: string): { studentId: string; year: string; month: string } {
  const [year = '', month = ''] = billingMonth.split('-');
  return { studentId: String(studentId), year, month };
}
