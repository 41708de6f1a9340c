import { describe, expect, it } from 'vitest';
import { averageOf, differenceOf, round1, standingOf, totalOf } from '../../../src/server/domains/grades/gradeMath.js';
import { fiscalYearOf, termOfDate, termOfExamPoint, termOfReportPoint } from '../../../src/server/domains/grades/gradeCalendar.js';

const blank = { japanese: null, math: null, english: null, science: null, social: null };

describe('grade math (model/operations/records.yaml)', () => {
  it('should give 偏差値 50 + 10 × (x − mean) / sd with one decimal, and 50 to everyone when all totals are equal', () => {
    const totals = [400, 300, 300, 200];
    expect(totals.map((x) => standingOf(x, totals).deviation)).toEqual([64.1, 50, 50, 35.9]);
    expect(standingOf(250, [250, 250, 250]).deviation).toBe(50);
    expect(standingOf(80, [80])).toEqual({ deviation: 50, ranking: 1, peers: 1 });
    // No peers at all: the record alone.
    expect(standingOf(80, [])).toEqual({ deviation: 50, ranking: 1, peers: 1 });
  });

  it('should rank by total with ties sharing a rank (1, 2, 2, 4)', () => {
    const totals = [400, 300, 300, 200];
    expect(totals.map((x) => standingOf(x, totals).ranking)).toEqual([1, 2, 2, 4]);
    expect(standingOf(10, [10, 10, 10]).ranking).toBe(1);
  });

  it('should total the entered subjects unless a total is given, and average over the entered subjects', () => {
    expect(totalOf({ ...blank, japanese: 80, math: 70 }, null)).toBe(150);
    expect(totalOf({ ...blank, japanese: 80 }, 300)).toBe(300);
    expect(totalOf(blank, undefined)).toBeNull();
    expect(averageOf({ ...blank, japanese: 80, math: 71 }, 151)).toBe(75.5);
    expect(averageOf(blank, 333)).toBe(66.6);
    expect(averageOf(blank, null)).toBeNull();
    expect(round1(64.14)).toBe(64.1);
    expect(round1(64.15)).toBe(64.2);
    expect(round1(-1.25)).toBe(-1.3);
  });

  it('should give the difference from last time per subject and total, blank where either is blank', () => {
    expect(differenceOf({ ...blank, japanese: 75, math: 60, total: 135 }, { ...blank, japanese: 70, total: 150 }))
      .toEqual({ japanese: 5, math: null, english: null, science: null, social: null, total: -15 });
  });

  it('should place dates in the April–March fiscal year and the three terms', () => {
    expect([fiscalYearOf('2026-04-01'), fiscalYearOf('2027-03-31'), fiscalYearOf('2026-03-31')]).toEqual([2026, 2026, 2025]);
    expect(['2026-04-01', '2026-08-31', '2026-09-01', '2026-12-31', '2027-01-01', '2027-03-31'].map(termOfDate)).toEqual([1, 1, 2, 2, 3, 3]);
    expect([1, 2, 3, 4, 5, 6].map(termOfExamPoint)).toEqual([1, 1, 2, 2, 3, 3]);
    expect([1, 2, 3, 4].map(termOfReportPoint)).toEqual([1, 2, 3, 3]);
  });
});
