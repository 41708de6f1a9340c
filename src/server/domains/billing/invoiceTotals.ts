import { constants } from '../../../generated/constants.js';
import { InvoiceState, Rounding, TaxCategory, type InvoiceStateCode, type RoundingCode } from '../../../generated/enums.js';

/**
 * An invoice's totals from its lines (issue 22), by the qualified-invoice rule (適格請求書): the lines of each tax rate
 * are summed tax-excluded, and that sum's tax is computed and rounded ONCE per rate and invoice (never per line), with
 * the company's 消費税の端数処理 (claim_setting.tax_rounding); exempt (非課税) lines carry no tax. Every amount is whole
 * yen and every step is integer arithmetic: sum × rate is an exact integer (|sum| ≤ 99 lines × 99,999,999 yen, far
 * below 2^53 / 10), divided by 100 with its remainder, so no floating-point error can move a yen.
 *
 * Rounding of a negative sum (an invoice that is mostly a refund or a discount): the rounding applies to the tax's
 * magnitude and the sign is put back, so the tax of −s is exactly −(tax of s): 切り捨て drops the fraction (toward
 * zero), 切り上げ takes the next yen away from zero, 四捨五入 rounds half away from zero. A credit line and the charge
 * it cancels thus cancel to the yen, whatever the rounding.
 */

/** The tax-relevant part of a line: its tax-excluded amount (unit price × quantity; negative for a discount) and category. */
export interface TotalsLine {
  amount: number;
  tax_category: string;
}

export interface InvoiceTotals {
  taxable_10: number;
  tax_10: number;
  taxable_8: number;
  tax_8: number;
  exempt_total: number;
  total: number;
}

/** A line's amount: unit price × quantity (both whole numbers; the product is exact). */
export function lineAmount(unitPrice: number, quantity: number): number {
  return unitPrice * quantity;
}

/** The tax on a tax-excluded sum at a rate (percent), rounded once by the company's rule (see the module comment). */
export function taxOf(sum: number, rate: number, rounding: RoundingCode | string): number {
  if (!Number.isSafeInteger(sum) || !Number.isSafeInteger(rate)) throw new RangeError(`tax of a non-integer: ${sum} × ${rate}`);
  const magnitude = Math.abs(sum) * rate;
  const remainder = magnitude % 100;
  const whole = (magnitude - remainder) / 100;
  let tax = whole;
  if (rounding === Rounding.ceil) tax = whole + (remainder > 0 ? 1 : 0);
  else if (rounding === Rounding.round) tax = whole + (remainder >= 50 ? 1 : 0);
  else if (rounding !== Rounding.floor) throw new RangeError(`unknown rounding: ${rounding}`);
  return sum < 0 ? -tax : tax;
}

/** The standard and reduced rates of model/constants.yaml. */
export const TAX_RATE_STANDARD = Number(constants.taxRateStandard);
export const TAX_RATE_REDUCED = Number(constants.taxRateReduced);

/** The totals of an invoice with these lines: per rate summed, taxed once, and everything added up. */
export function invoiceTotals(lines: readonly TotalsLine[], rounding: RoundingCode | string): InvoiceTotals {
  let taxable10 = 0;
  let taxable8 = 0;
  let exempt = 0;
  for (const line of lines) {
    if (line.tax_category === TaxCategory.taxable) taxable10 += line.amount;
    else if (line.tax_category === TaxCategory.reduced) taxable8 += line.amount;
    else if (line.tax_category === TaxCategory.exempt) exempt += line.amount;
    else throw new RangeError(`unknown tax category: ${line.tax_category}`);
  }
  const tax10 = taxOf(taxable10, TAX_RATE_STANDARD, rounding);
  const tax8 = taxOf(taxable8, TAX_RATE_REDUCED, rounding);
  return { taxable_10: taxable10, tax_10: tax10, taxable_8: taxable8, tax_8: tax8, exempt_total: exempt, total: taxable10 + tax10 + taxable8 + tax8 + exempt };
}

/**
 * An invoice's state from what it asks and what was paid: before 発行 it stays 発行前 (closed); after, nothing paid is
 * 未入金, less than the total 一部入金, exactly the total 入金済み (an invoice of 0 yen is settled), more 過入金.
 */
export function invoiceStateOf(options: { issued: boolean; total: number; paidTotal: number }): InvoiceStateCode {
  if (!options.issued) return InvoiceState.closed;
  if (options.paidTotal === options.total) return InvoiceState.paid;
  if (options.paidTotal > options.total) return InvoiceState.overpaid;
  return options.paidTotal > 0 ? InvoiceState.partiallyPaid : InvoiceState.issued;
}
