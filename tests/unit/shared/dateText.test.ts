import { describe, expect, it } from 'vitest';
import { isoDay, isoTime, readDateText, type DateTextKind, type DateTextProblem } from '../../../src/shared/dateText.js';

const today = { year: 2026, month: 11, day: 23 };

/** What a text reads as, written the API's way: 2026-12-24, 2026-12-24 18:00, 18:00; '' for an empty field. */
function read(text: string, kind: DateTextKind): string {
  const result = readDateText(text, { kind, today });
  if (!result.ok) return `refused: ${result.problem}`;
  return [result.day && isoDay(result.day), result.time && isoTime(result.time)].filter(Boolean).join(' ');
}

describe('reading a typed date', () => {
  it.each([
    ['2026/12/24', '2026-12-24'],
    ['2026-12-24', '2026-12-24'],
    ['2026.12.24', '2026-12-24'],
    ['20261224', '2026-12-24'],
    ['2026/1/5', '2026-01-05'],
    ['12/24', '2026-12-24'],
    ['1/5', '2026-01-05'],
    ['2026年12月24日', '2026-12-24'],
    ['2026年1月5日', '2026-01-05'],
    ['12月24日', '2026-12-24'],
    ['２０２６／１２／２４', '2026-12-24'],
    ['２０２６－１２－２４', '2026-12-24'],
    ['２０２６ー１２ー２４', '2026-12-24'],
    ['２０２６年１２月２４日', '2026-12-24'],
    ['２０２６１２２４', '2026-12-24'],
    ['１２／２４', '2026-12-24'],
    ['  2026/12/24\u3000', '2026-12-24'],
    ['2028/02/29', '2028-02-29'],
    ['', ''],
    ['\u3000 ', ''],
  ])('should read %j in a date field as %s', (text, want) => {
    expect(read(text, 'date')).toBe(want);
  });

  it.each<[string, DateTextProblem]>([
    ['2026/02/30', 'noSuchDate'],
    ['2027/02/29', 'noSuchDate'],
    ['2026/13/01', 'noSuchDate'],
    ['2026/04/31', 'noSuchDate'],
    ['2026/00/10', 'noSuchDate'],
    ['13/24', 'noSuchDate'],
    ['20260230', 'noSuchDate'],
    ['0226/12/24', 'noSuchDate'],
    ['2026/12/24 18:00', 'timeNotAllowed'],
    ['２０２６／１２／２４　１８：００', 'timeNotAllowed'],
    ['2026/12/24 18時', 'timeNotAllowed'],
    ['2026/12/24 25:00', 'noSuchTime'],
    ['2026/12/24 abc', 'format'],
    ['2026/12/245', 'format'],
    ['2026/12-24', 'format'],
    ['202612', 'format'],
    ['2026/12', 'format'],
    ['12/24/2026', 'format'],
    ['あした', 'format'],
    ['18:00', 'format'],
  ])('should refuse %j in a date field: %s', (text, problem) => {
    expect(read(text, 'date')).toBe(`refused: ${problem}`);
  });
});

describe('reading a typed date and time', () => {
  it.each([
    ['2026/12/24 18:00', '2026-12-24 18:00'],
    ['2026-12-20 18:00', '2026-12-20 18:00'],
    ['2026-12-20T18:00', '2026-12-20 18:00'],
    ['2026.12.24 9:05', '2026-12-24 09:05'],
    ['20261224 1800', '2026-12-24 18:00'],
    ['12/24 18:00', '2026-12-24 18:00'],
    ['2026/12/24 18時', '2026-12-24 18:00'],
    ['2026/12/24 18時30分', '2026-12-24 18:30'],
    ['2026/12/24 18時5分', '2026-12-24 18:05'],
    ['2026/12/24 18時半', '2026-12-24 18:30'],
    ['2026年12月24日 18:00', '2026-12-24 18:00'],
    ['2026年12月24日18時', '2026-12-24 18:00'],
    ['２０２６／１２／２４　１８：００', '2026-12-24 18:00'],
    ['２０２６年１２月２４日　１８時３０分', '2026-12-24 18:30'],
    ['2026/12/24 0:00', '2026-12-24 00:00'],
    ['2026/12/24 23:59', '2026-12-24 23:59'],
    ['', ''],
  ])('should read %j in a date-and-time field as %s', (text, want) => {
    expect(read(text, 'datetime')).toBe(want);
  });

  it.each<[string, DateTextProblem]>([
    ['2026/12/24', 'timeRequired'],
    ['2026/12/24 25:00', 'noSuchTime'],
    ['2026/12/24 24:00', 'noSuchTime'],
    ['2026/12/24 18:60', 'noSuchTime'],
    ['2026/12/24 25時', 'noSuchTime'],
    ['2026/02/30 18:00', 'noSuchDate'],
    ['2026/12/24 18', 'format'],
    ['2026/12/24 18:0', 'format'],
    ['2026/12/24 180', 'format'],
    ['18:00', 'format'],
  ])('should refuse %j in a date-and-time field: %s', (text, problem) => {
    expect(read(text, 'datetime')).toBe(`refused: ${problem}`);
  });
});

describe('reading a typed time', () => {
  it.each([
    ['18:00', '18:00'],
    ['9:05', '09:05'],
    ['1800', '18:00'],
    ['0930', '09:30'],
    ['18時', '18:00'],
    ['18時30分', '18:30'],
    ['9時半', '09:30'],
    ['１８：００', '18:00'],
    ['１８時３０分', '18:30'],
    [' 18:00 ', '18:00'],
    ['', ''],
  ])('should read %j in a time field as %s', (text, want) => {
    expect(read(text, 'time')).toBe(want);
  });

  it.each<[string, DateTextProblem]>([
    ['25:00', 'noSuchTime'],
    ['24:00', 'noSuchTime'],
    ['18:75', 'noSuchTime'],
    ['2500', 'noSuchTime'],
    ['18', 'format'],
    ['18:0', 'format'],
    ['2026/12/24 18:00', 'format'],
    ['ごご6じ', 'format'],
  ])('should refuse %j in a time field: %s', (text, problem) => {
    expect(read(text, 'time')).toBe(`refused: ${problem}`);
  });
});

describe('the year of a short date', () => {
  it('should take the year from the day given as today', () => {
    expect(readDateText('1/5', { kind: 'date', today: { year: 2027, month: 1, day: 2 } })).toEqual({ ok: true, day: { year: 2027, month: 1, day: 5 }, time: null });
  });
});
