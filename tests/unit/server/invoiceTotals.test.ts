import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { constants } from '../../../src/generated/constants.js';
import { dueDateOf } from '../../../src/server/domains/billing/billingCommon.js';
import { invoiceStateOf, invoiceTotals, lineAmount, taxOf, type TotalsLine } from '../../../src/server/domains/billing/invoiceTotals.js';

/**
 * The qualified-invoice rule (issue 22): tax once per rate and invoice, in whole yen with integer arithmetic, and every
 * total reconciling with the lines. A property over random claims (prices within the model's limits, signed, every tax
 * category and rounding) and worked examples.
 */
const MAX = Number(constants.claimUnitPriceMax);
const STANDARD = Number(constants.taxRateStandard);
const REDUCED = Number(constants.taxRateReduced);
const ROUNDINGS = ['floor', 'round', 'ceil'] as const;

/** The tax of a sum by exact rational arithmetic (BigInt), as the rule defines it: rounded on the magnitude, sign kept. */
function referenceTax(sum: number, rate: number, rounding: string): number {
  const p = BigInt(Math.abs(sum)) * BigInt(rate);
  const q = p / 100n;
  const r = p % 100n;
  const up = rounding === 'ceil' ? r > 0n : rounding === 'round' ? r >= 50n : false;
  const magnitude = Number(q + (up ? 1n : 0n));
  return sum < 0 ? -magnitude : magnitude;
}

const line = fc.record({
  unit_price: fc.integer({ min: -MAX, max: MAX }),
  quantity: fc.integer({ min: 1, max: 99 }),
  tax_category: fc.constantFrom('taxable', 'reduced', 'exempt'),
});

describe('invoiceTotals', () => {
  it('reconciles every total for random claims: per-rate tax rounded once, totals add up, the sum over lines', () => {
    fc.assert(fc.property(fc.array(line, { maxLength: 60 }), fc.constantFrom(...ROUNDINGS), (claims, rounding) => {
      const lines: TotalsLine[] = claims.map((c) => ({ amount: lineAmount(c.unit_price, c.quantity), tax_category: c.tax_category }));
      const t = invoiceTotals(lines, rounding);
      const sumOf = (category: string) => lines.filter((l) => l.tax_category === category).reduce((n, l) => n + l.amount, 0);
      // The taxable bases are the sums over the lines of each rate; exempt lines untaxed.
      expect(t.taxable_10).toBe(sumOf('taxable'));
      expect(t.taxable_8).toBe(sumOf('reduced'));
      expect(t.exempt_total).toBe(sumOf('exempt'));
      // Tax rounded once per rate (not per line), exactly as rational arithmetic says.
      expect(t.tax_10).toBe(referenceTax(t.taxable_10, STANDARD, rounding));
      expect(t.tax_8).toBe(referenceTax(t.taxable_8, REDUCED, rounding));
      // Within one yen of the exact tax, on the rounding's side.
      const exact10 = (t.taxable_10 * STANDARD) / 100;
      expect(Math.abs(t.tax_10 - exact10)).toBeLessThan(1);
      // Everything adds up, in whole yen.
      expect(t.total).toBe(t.taxable_10 + t.tax_10 + t.taxable_8 + t.tax_8 + t.exempt_total);
      for (const v of Object.values(t)) expect(Number.isSafeInteger(v)).toBe(true);
      // The order of the lines does not matter.
      expect(invoiceTotals([...lines].reverse(), rounding)).toEqual(t);
      // A credit of the whole invoice cancels it to the yen.
      const credit = lines.map((l) => ({ ...l, amount: -l.amount }));
      expect(invoiceTotals([...lines, ...credit], rounding).total).toBe(0);
    }), { numRuns: 500 });
  });

  it('rounds once per rate, not per line (worked example)', () => {
    // Three 10% lines of 105 yen: per line 10.5 → 10 each (30); once per invoice 315 × 10% = 31.5 → 31.
    const lines = [105, 105, 105].map((amount) => ({ amount, tax_category: 'taxable' }));
    expect(invoiceTotals(lines, 'floor')).toEqual({ taxable_10: 315, tax_10: 31, taxable_8: 0, tax_8: 0, exempt_total: 0, total: 346 });
    expect(invoiceTotals(lines, 'round').tax_10).toBe(32);
    expect(invoiceTotals(lines, 'ceil').tax_10).toBe(32);
  });

  it('computes a mixed invoice: 10%, 8% and exempt', () => {
    const lines = [
      { amount: 28000, tax_category: 'taxable' }, { amount: 3000, tax_category: 'taxable' }, { amount: -2000, tax_category: 'taxable' },
      { amount: 1620, tax_category: 'reduced' }, { amount: 4000, tax_category: 'exempt' },
    ];
    // 29,000 × 10% = 2,900; 1,620 × 8% = 129.6 → 129 (floor), 130 (round, ceil).
    expect(invoiceTotals(lines, 'floor')).toEqual({ taxable_10: 29000, tax_10: 2900, taxable_8: 1620, tax_8: 129, exempt_total: 4000, total: 37649 });
    expect(invoiceTotals(lines, 'round').tax_8).toBe(130);
    expect(invoiceTotals(lines, 'ceil').total).toBe(37650);
  });

  it('rounds a negative sum on its magnitude: the tax of −s is −(tax of s)', () => {
    expect(taxOf(-315, 10, 'floor')).toBe(-31);
    expect(taxOf(-315, 10, 'ceil')).toBe(-32);
    expect(taxOf(-315, 10, 'round')).toBe(-32);
    expect(taxOf(-314, 10, 'round')).toBe(-31);
    expect(taxOf(0, 10, 'ceil')).toBe(0);
    // No floating-point error: 1,005 × 8% = 80.4 exactly; 0.1 + 0.2 style sums never appear.
    expect(taxOf(1005, 8, 'floor')).toBe(80);
    expect(taxOf(99 * 9_999_999, 10, 'ceil')).toBe(98_999_991);
    expect(() => taxOf(1.5, 10, 'floor')).toThrow(RangeError);
    expect(() => taxOf(100, 10, 'banker')).toThrow(RangeError);
  });

  it('states an invoice from its total and payments', () => {
    expect(invoiceStateOf({ issued: false, total: 100, paidTotal: 0 })).toBe('closed');
    expect(invoiceStateOf({ issued: true, total: 100, paidTotal: 0 })).toBe('issued');
    expect(invoiceStateOf({ issued: true, total: 100, paidTotal: 40 })).toBe('partially_paid');
    expect(invoiceStateOf({ issued: true, total: 100, paidTotal: 100 })).toBe('paid');
    expect(invoiceStateOf({ issued: true, total: 100, paidTotal: 101 })).toBe('overpaid');
    expect(invoiceStateOf({ issued: true, total: 0, paidTotal: 0 })).toBe('paid');
  });
});

describe('dueDateOf', () => {
  it('should give the month\'s transfer day, clamped to the month, and the next month\'s once it is past', () => {
    expect(dueDateOf({ billingMonth: '2026-12', transferDay: 27, today: '2026-12-10' })).toBe('2026-12-27');
    expect(dueDateOf({ billingMonth: '2026-12', transferDay: 27, today: '2026-12-27' })).toBe('2026-12-27');
    expect(dueDateOf({ billingMonth: '2026-12', transferDay: 27, today: '2026-12-28' })).toBe('2027-01-27');
    expect(dueDateOf({ billingMonth: '2027-02', transferDay: 31, today: '2027-02-01' })).toBe('2027-02-28');
    expect(dueDateOf({ billingMonth: '2027-01', transferDay: 31, today: '2027-02-01' })).toBe('2027-02-28');
  });
});
