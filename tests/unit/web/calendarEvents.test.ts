// @vitest-environment node
import dayjs from 'dayjs';
import { describe, expect, it } from 'vitest';
import { daysOf, eventsOn, isOnDay, placeTimedEvents, type CalendarEvent } from '../../../src/web/kit/calendar/calendarEvents.js';

/** Where the kit's calendar puts events: on which days, and side by side when they overlap (local times, no offset). */
const lesson = (id: string, from: string, to: string): CalendarEvent => ({ id, title: id, start: `2026-12-24T${from}:00`, end: `2026-12-24T${to}:00` });
const day = dayjs('2026-12-24');

describe('the calendar\'s events by day', () => {
  it.each([
    ['a whole day on its day', { id: 'a', title: 'a', start: '2026-12-24' }, ['2026-12-24']],
    ['a course on each of its days', { id: 'b', title: 'b', start: '2026-12-26', end: '2026-12-28' }, ['2026-12-26', '2026-12-27', '2026-12-28']],
    ['a lesson on its day', lesson('c', '18:00', '19:30'), ['2026-12-24']],
    ['a lesson ending at midnight on its day only', { id: 'd', title: 'd', start: '2026-12-24T23:00:00', end: '2026-12-25T00:00:00' }, ['2026-12-24']],
  ])('should put %s', (_name, event, dates) => {
    const december = Array.from({ length: 31 }, (_, i) => dayjs('2026-12-01').add(i, 'day'));
    expect(december.filter((d) => isOnDay(event as CalendarEvent, d)).map((d) => d.format('YYYY-MM-DD'))).toEqual(dates);
  });

  it('should list a day\'s whole-day events first, then the rest by start', () => {
    const events = [lesson('late', '20:00', '21:00'), { id: 'all', title: 'all', start: '2026-12-24' }, lesson('early', '16:00', '17:00')];
    expect(eventsOn(events, day).map((e) => e.id)).toEqual(['all', 'early', 'late']);
  });

  it('should show the week from its Sunday, and a day alone', () => {
    expect(daysOf('week', day).map((d) => d.format('MM-DD ddd'))).toEqual(['12-20 Sun', '12-21 Mon', '12-22 Tue', '12-23 Wed', '12-24 Thu', '12-25 Fri', '12-26 Sat']);
    expect(daysOf('day', day).map((d) => d.format('YYYY-MM-DD'))).toEqual(['2026-12-24']);
  });
});

describe('the calendar\'s lessons in a column of hours', () => {
  const place = (events: CalendarEvent[]) => placeTimedEvents({ events, day, firstHour: 8, lastHour: 22 })
    .map((p) => ({ id: p.event.id, top: p.top, height: p.height, lane: p.lane, lanes: p.lanes }));

  it('should stand a lesson at its time, as long as it lasts', () => {
    expect(place([lesson('a', '18:00', '19:30')])).toEqual([{ id: 'a', top: 10, height: 1.5, lane: 0, lanes: 1 }]);
  });

  it('should put overlapping lessons side by side and the next one alone again', () => {
    expect(place([lesson('a', '18:00', '19:30'), lesson('b', '18:30', '19:50'), lesson('c', '20:00', '21:30')])).toEqual([
      { id: 'a', top: 10, height: 1.5, lane: 0, lanes: 2 },
      { id: 'b', top: 10.5, height: 80 / 60, lane: 1, lanes: 2 },
      { id: 'c', top: 12, height: 1.5, lane: 0, lanes: 1 },
    ]);
  });

  it('should reuse a lane freed within a group', () => {
    expect(place([lesson('a', '16:00', '19:00'), lesson('b', '16:00', '17:00'), lesson('c', '17:00', '18:00')]).map((p) => [p.id, p.lane, p.lanes])).toEqual([
      ['a', 0, 2], ['b', 1, 2], ['c', 1, 2],
    ]);
  });

  it('should cut a lesson to the column\'s hours and leave out one outside them', () => {
    expect(place([lesson('early', '07:00', '09:00'), lesson('night', '22:30', '23:00')])).toEqual([{ id: 'early', top: 0, height: 1, lane: 0, lanes: 1 }]);
  });
});
