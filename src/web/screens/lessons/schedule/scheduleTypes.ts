import type { ApiData } from '../../../kit';

/** The answer of a schedule read (the guardian's child's or the teacher's: the same shape). */
export type Schedule = ApiData<'get', '/api/v1/frame-divide/teachers/schedule'>;
/** One lesson of a schedule. */
export type ScheduleLesson = Schedule['data'][number];
/** One period (時限) of the timetable. */
export type SchedulePeriod = Schedule['periods'][number];
/** A closed day (休校日) with its name. */
export type ClosedDay = Schedule['closed_days'][number];

/** Whose schedule the page shows: the acting child's (a guardian) or the signed-in teacher's. */
export type ScheduleViewer = { kind: 'guardian'; studentId: number | undefined } | { kind: 'teacher' };
