import { describe, expect, it } from 'vitest';
import { nextOpening } from '../../../src/server/domains/contacts/quietHours.js';

/** A moment of the school's clock (Asia/Tokyo). */
const jst = (text: string) => new Date(`${text}+09:00`);

describe('office hours (quiet hours of contacts)', () => {
  const hours = { open: '14:00', close: '22:00' };
  it.each([
    ['before opening: the same day\'s opening', '2026-11-26T09:30:00', '2026-11-26T14:00:00'],
    ['at opening: open', '2026-11-26T14:00:00', null],
    ['in hours: open', '2026-11-26T21:59:00', null],
    ['at closing: the next day\'s opening', '2026-11-26T22:00:00', '2026-11-27T14:00:00'],
    ['after midnight: that day\'s opening', '2026-11-27T00:30:00', '2026-11-27T14:00:00'],
    ['on the last day of a month: the first of the next', '2026-11-30T23:00:00', '2026-12-01T14:00:00'],
  ])('should answer %s', (_, at, expected) => {
    const answer = nextOpening(hours, jst(at));
    expect(answer?.toISOString() ?? null).toBe(expected === null ? null : jst(expected).toISOString());
  });

  it('should keep no quiet hours where the schoolhouse keeps no office hours', () => {
    expect(nextOpening({ open: null, close: '22:00' }, jst('2026-11-26T23:00:00'))).toBeNull();
    expect(nextOpening({ open: '14:00', close: null }, jst('2026-11-26T23:00:00'))).toBeNull();
  });

  it('should read times stored with seconds', () => {
    expect(nextOpening({ open: '14:00:00', close: '22:00:00' }, jst('2026-11-26T23:00:00'))?.toISOString()).toBe(jst('2026-11-27T14:00:00').toISOString());
  });
});
