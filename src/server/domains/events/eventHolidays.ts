import { sql, type Kysely } from 'kysely';
import type { Database } from '../../../generated/db.js';
import { EventStatus, NotificationKind } from '../../../generated/enums.js';
import { formatMessage } from '../../../shared/validationMessage.js';
import type { Principal } from '../../auth/principal.js';
import type { JobQueue } from '../../core/jobQueue.js';
import { isAnyOf } from '../../db/anyOf.js';
import { AppError } from '../../foundation/errors.js';
import { lessonLine } from '../lessons/makeupChoices.js';
import { notify } from '../notifications/notify.js';
import { isEventDay } from './eventDates.js';
import { assertEventRange, closedDayRows, eventReaderOf } from './eventFrames.js';
import { EVENT_COLUMNS, eventRow } from './eventReads.js';

type Db = Kysely<Database>;

/**
 * 休校日設定 (issue 21): the closed days of reservations are the rows of the holiday master (休日), one set for
 * reservations and the timetable. Closing a day takes away the frames of the schoolhouse's events on it (they are
 * derived, never on a closed day) and so removes the bookings of that day; their families are told.
 */

/** GET /events/holidays: the closed days of a schoolhouse (a family's: the child's; a teacher's: one of theirs) and of every schoolhouse. */
export async function listHolidays(db: Db, options: { principal: Principal; from: string; to: string; schoolhouseId?: number }) {
  assertEventRange(options);
  const reader = await eventReaderOf(db, options.principal);
  let schoolhouseId = options.schoolhouseId;
  if (reader.side === 'guardian') schoolhouseId = reader.child.schoolhouse_id;
  if (reader.side === 'teacher' && schoolhouseId !== undefined && !reader.principal.schoolhouseIds.includes(schoolhouseId)) throw new AppError('NOT_FOUND');
  return { data: await closedDayRows(db, { companyId: options.principal.companyId, schoolhouseId, from: options.from, to: options.to }) };
}

/** The events of a schoolhouse held on a day (drafts and cancelled ones aside), with their frames and bookings that day. */
export async function eventsOnDay(db: Db, options: { companyId: number; schoolhouseId: number; date: string }) {
  const rows = await db.selectFrom('events').select([...EVENT_COLUMNS])
    .where('company_id', '=', options.companyId).where('schoolhouse_id', '=', options.schoolhouseId)
    .where('status', 'in', [EventStatus.published, EventStatus.closed])
    .where('start_date', '<=', options.date).where('end_date', '>=', options.date).orderBy('id').execute();
  const events = rows.map((r) => eventRow(r)).filter((e) => isEventDay(e, options.date));
  if (events.length === 0) return [];
  const counts = await db.selectFrom('event_reservations').select(['event_id', sql<number>`count(*)::int`.as('n')])
    .where('company_id', '=', options.companyId).where(isAnyOf('event_id', events.map((e) => e.id))).where('frame_date', '=', options.date)
    .groupBy('event_id').execute();
  const booked = new Map(counts.map((c) => [c.event_id, c.n]));
  return events.map((e) => ({ event_id: e.id, event_name: e.event_name, frame_count: e.time_slot_ids.length, reservation_count: booked.get(e.id) ?? 0 }));
}

async function assertSchoolhouse(db: Db, options: { companyId: number; schoolhouseId: number }): Promise<void> {
  const house = await db.selectFrom('schoolhouses').select('id').where('company_id', '=', options.companyId).where('id', '=', options.schoolhouseId).executeTakeFirst();
  if (!house) throw new AppError('NOT_FOUND');
}

/** GET /events/holidays/affected: what closing the day would take away (the confirmation lists it). */
export async function holidayAffected(db: Db, options: { principal: Principal; schoolhouseId: number; date: string }) {
  const companyId = options.principal.companyId;
  await assertSchoolhouse(db, { companyId, schoolhouseId: options.schoolhouseId });
  return { data: await eventsOnDay(db, { companyId, schoolhouseId: options.schoolhouseId, date: options.date }) };
}

/**
 * POST /events/holidays: the day becomes a closed day of the schoolhouse. A day with events needs `confirmed`
 * (EVENT_CLOSED_DAY_HAS_EVENTS, listing nothing removed); confirmed, that day's bookings of the schoolhouse's events
 * are removed and each family told (「ご予約の日が休校日になりました」, the event and the day), in one transaction.
 */
export async function createHoliday(db: Db, options: { principal: Principal; jobs: JobQueue; schoolhouseId: number; date: string; name: string; confirmed: boolean }) {
  const companyId = options.principal.companyId;
  return db.transaction().execute(async (trx) => {
    await assertSchoolhouse(trx, { companyId, schoolhouseId: options.schoolhouseId });
    // One closing of a schoolhouse's day at a time (two staff, or a double click): the second finds the first's row.
    await sql`select pg_advisory_xact_lock(${companyId}, ${options.schoolhouseId})`.execute(trx);
    const taken = await trx.selectFrom('holidays').select('id').where('company_id', '=', companyId).where('holiday_date', '=', options.date)
      .where((eb) => eb.or([eb('schoolhouse_id', '=', options.schoolhouseId), eb('schoolhouse_id', 'is', null)])).executeTakeFirst();
    if (taken) throw new AppError('HOLIDAY_DUPLICATE');
    const affected = await eventsOnDay(trx, { companyId, schoolhouseId: options.schoolhouseId, date: options.date });
    if (affected.length > 0 && !options.confirmed) throw new AppError('EVENT_CLOSED_DAY_HAS_EVENTS', { values: { count: affected.length } });
    const inserted = await trx.insertInto('holidays').values({ company_id: companyId, holiday_date: options.date, schoolhouse_id: options.schoolhouseId, name: options.name })
      .returning('id').executeTakeFirstOrThrow();
    const ids = affected.map((a) => a.event_id);
    const removed = ids.length === 0 ? [] : await trx.deleteFrom('event_reservations')
      .where('company_id', '=', companyId).where(isAnyOf('event_id', ids)).where('frame_date', '=', options.date)
      .returning(['event_id', 'student_id']).execute();
    let notified = 0;
    for (const event of affected) {
      const students = [...new Set(removed.filter((r) => r.event_id === event.event_id).map((r) => r.student_id))];
      if (students.length === 0) continue;
      notified += await notify(trx, {
        companyId, kind: NotificationKind.eventClosedDay, targetId: event.event_id,
        body: formatMessage('eventApi.closedDayBody', { event: event.event_name, date: lessonLine({ lessonDate: options.date, periodName: '', subjectName: '' }).trim() }),
        recipients: sql`select g.user_id, st.id as student_id, st.schoolhouse_id from students st
          join protectors g on g.company_id = st.company_id and g.id = st.protector_id
          where st.company_id = ${companyId} and st.id = any(${students}::int[]) and g.user_id is not null`,
      });
    }
    if (notified > 0) await options.jobs.send({ db: trx, name: 'notification-deliver', data: {} });
    return { id: inserted.id, removed_reservations: removed.length, notified };
  });
}

/** DELETE /events/holidays/{id}: the day opens again; the frames of the schoolhouse's events on it come back (bookings do not). */
export async function deleteHoliday(db: Db, options: { principal: Principal; id: number }): Promise<Record<string, never>> {
  const result = await db.deleteFrom('holidays').where('company_id', '=', options.principal.companyId).where('id', '=', options.id).executeTakeFirst();
  if (Number(result.numDeletedRows) === 0) throw new AppError('NOT_FOUND');
  return {};
}
