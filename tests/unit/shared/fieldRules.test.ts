import { describe, expect, it } from 'vitest';
import { entities } from '../../../src/generated/entities.js';
import { fieldRuleErrors } from '../../../src/shared/fieldRuleErrors.js';
import { brokenRules, type AfterRule, type AtLeastOneRule, type AtMostRule, type FieldRule } from '../../../src/shared/fieldRules.js';

const after = (compare: AfterRule['compare'], orEqual = false): AfterRule => ({ kind: 'after', field: 'end', other: 'start', orEqual, compare, message: 'validation.rule.dateAfter' });
const room: AtMostRule = { kind: 'atMost', field: 'capacity', ref: 'room_id', entity: 'room', table: 'rooms', bound: 'seats', boundLabel: '座席数', message: 'validation.rule.atMostRef' };
const weekday: AtLeastOneRule = { kind: 'atLeastOne', field: 'monday', fields: ['monday', 'tuesday'], message: 'validation.rule.atLeastOneSelect' };
const isBroken = (rule: FieldRule, values: Record<string, unknown>, boundOf?: (rule: AtMostRule, id: unknown) => number | null | undefined) =>
  brokenRules({ rules: [rule], values, boundOf }).length > 0;

describe('rules across fields: an ordered pair', () => {
  it.each([
    ['dates', 'date', '2026-04-01', '2026-04-02', '2026-03-31'],
    ['times typed and stored (seconds)', 'time', '17:00', '17:01:00', '16:59:59'],
    ['date-times in two offsets', 'datetime', '2026-04-01T10:00:00+09:00', '2026-04-01T01:00:01Z', '2026-04-01T00:59:59Z'],
    ['numbers, also as the text a numeric column reads', 'number', 10, '10.5', 9.5],
  ] as const)('should accept a later value and refuse an earlier one of %s', (_name, compare, start, later, earlier) => {
    expect(isBroken(after(compare), { start, end: later })).toBe(false);
    expect(isBroken(after(compare), { start, end: earlier })).toBe(true);
  });

  it('should refuse an equal value unless orEqual says a period of one day is one', () => {
    expect(isBroken(after('date'), { start: '2026-04-01', end: '2026-04-01' })).toBe(true);
    expect(isBroken(after('date', true), { start: '2026-04-01', end: '2026-04-01' })).toBe(false);
    expect(isBroken(after('time'), { start: '17:00', end: '17:00:00' })).toBe(true);
  });

  it.each([
    ['the end empty (open-ended)', { start: '2026-04-01', end: null }],
    ['the start empty', { start: '', end: '2026-03-01' }],
    ['neither given', {}],
  ])('should skip the rule with %s', (_name, values) => {
    expect(isBroken(after('date'), values)).toBe(false);
  });

  it('should compare a stored date-time (a Date) with a typed one', () => {
    expect(isBroken(after('datetime'), { start: new Date('2026-04-01T00:00:00Z'), end: '2026-04-01T08:59:00+09:00' })).toBe(true);
  });
});

describe('rules across fields: a number bounded by a referenced row', () => {
  const seats = (_rule: AtMostRule, id: unknown) => (id === 7 ? 30 : id === 8 ? null : undefined);

  it('should refuse a number over the referenced row\'s bound and accept one at it', () => {
    expect(brokenRules({ rules: [room], values: { capacity: 31, room_id: 7 }, boundOf: seats })).toEqual([{ rule: room, limit: 30 }]);
    expect(isBroken(room, { capacity: 30, room_id: 7 }, seats)).toBe(false);
  });

  it.each([
    ['the referenced row has no bound', { capacity: 99, room_id: 8 }],
    ['the referenced row is not found', { capacity: 99, room_id: 9 }],
    ['no row is referenced', { capacity: 99, room_id: null }],
    ['the number is empty', { capacity: null, room_id: 7 }],
  ])('should skip the rule when %s', (_name, values) => {
    expect(isBroken(room, values, seats)).toBe(false);
  });

  it('should leave the bound to the server when nothing answers it (the browser)', () => {
    expect(isBroken(room, { capacity: 31, room_id: 7 })).toBe(false);
  });
});

describe('rules across fields: at least one of a set', () => {
  it.each([
    ['every switch off', { monday: false, tuesday: false }, true],
    ['nothing given', {}, true],
    ['one switch on', { monday: false, tuesday: true }, false],
    ['a value given, zero included', { monday: 0 }, false],
    ['an empty text and an empty list only', { monday: '', tuesday: [] }, true],
  ])('should judge %s', (_name, values, broken) => {
    expect(isBroken(weekday, values)).toBe(broken);
  });
});

describe('the message of a broken rule', () => {
  it('should name both fields of a model rule with their labels (終了時刻 after 開始時刻)', () => {
    const meta = entities.timetable_period;
    expect(fieldRuleErrors({ rules: meta.rules, fields: meta.fields, values: { start_time: '18:00', end_time: '17:00' } }))
      .toEqual([{ field: 'end_time', message: '終了時刻は開始時刻より後の時刻を入力してください。' }]);
  });

  it('should say the bound and its value, and the set of an at-least-one rule', () => {
    const fields = { capacity: { label: '定員' }, room_id: { label: '教室' }, monday: { label: '月曜日' }, tuesday: { label: '火曜日' } };
    expect(fieldRuleErrors({ rules: [room, weekday], fields, values: { capacity: 31, room_id: 7 }, boundOf: () => 30 })).toEqual([
      { field: 'capacity', message: '定員は教室の座席数（30）以下の値を入力してください。' },
      { field: 'monday', message: '月曜日・火曜日のいずれかを選択してください。' },
    ]);
  });
});
