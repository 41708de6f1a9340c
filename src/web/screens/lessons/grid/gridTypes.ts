import type { ApiData } from '../../../kit';

/** The answer of frame.grid: a schoolhouse's seats and periods with the lessons, make-up requests and closed days of a range. */
export type GridData = ApiData<'get', '/api/v1/frame-divide/grid'>;
export type GridLesson = GridData['lessons'][number];
export type GridPeriod = GridData['periods'][number];
export type GridSeat = GridData['seats'][number];
export type GridRequest = GridData['requests'][number];
export type GridChoice = NonNullable<GridRequest['second_frame']>;

/** Day (seats × periods) or week (seats × days, each day's periods stacked). */
export type GridView = 'day' | 'week';

/** One place of the grid: a seat at a period of a day. */
export interface Slot {
  seatId: number;
  date: string;
  periodId: number;
}

export const slotKey = (slot: Slot): string => `${slot.seatId}|${slot.date}|${slot.periodId}`;

/** The lessons of the grid by their slot. */
export function lessonsBySlot(lessons: readonly GridLesson[]): Map<string, GridLesson[]> {
  const bySlot = new Map<string, GridLesson[]>();
  for (const lesson of lessons) {
    const key = slotKey({ seatId: lesson.seat_id, date: lesson.lesson_date, periodId: lesson.timetable_period_id });
    bySlot.set(key, [...(bySlot.get(key) ?? []), lesson]);
  }
  return bySlot;
}

/** What a screen needs to name a slot and a lesson's place in it (messages, dialogs). */
export interface SlotNames {
  seatName: (seatId: number) => string;
  periodName: (periodId: number) => string;
}
