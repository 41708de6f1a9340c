import { sql, type Kysely } from 'kysely';
import type { Database } from '../../src/generated/db.js';
import { EventStatus } from '../../src/generated/enums.js';
import { isAnyOf } from '../../src/server/db/anyOf.js';
import { EVENT_COLUMNS } from '../../src/server/domains/events/eventReads.js';

type Db = Kysely<Database>;

/**
 * EXPLAIN (ANALYZE, BUFFERS) of the statements GET /events/frames runs for a guardian (src/server/domains/events/
 * eventFrames.ts and eventReads.ts), written here the same way: the child, the visible events, then (in parallel in
 * the handler) the time slots, the closed days, the booked counts, the booking rules, the space names, the child's
 * bookings and the holidays shown. Returns one line a statement (planning and execution time, rows), and the plans.
 */
export async function explainCalendar(db: Db, options: { companyId: number; studentId: number; from: string; to: string }): Promise<{ lines: string[]; plans: string[] }> {
  const { companyId, from, to } = options;
  const child = await db.selectFrom('students').select(['id', 'schoolhouse_id', 'schoolyear_id']).where('company_id', '=', companyId).where('id', '=', options.studentId).executeTakeFirstOrThrow();
  const events = await db.selectFrom('events').select(['id', 'space_id']).where('company_id', '=', companyId).where('start_date', '<=', to).where('end_date', '>=', from)
    .where('schoolhouse_id', '=', child.schoolhouse_id).where('status', 'in', [EventStatus.published, EventStatus.closed])
    .where((eb) => eb.or([eb('schoolyear_id', 'is', null), eb('schoolyear_id', '=', child.schoolyear_id)])).execute();
  const ids = events.map((e) => e.id);
  const houses = [child.schoolhouse_id];
  const statements = {
    child: db.selectFrom('students').select(['id', 'schoolhouse_id', 'schoolyear_id']).where('company_id', '=', companyId).where('id', '=', child.id),
    events: db.selectFrom('events').select([...EVENT_COLUMNS]).where('company_id', '=', companyId).where('start_date', '<=', to).where('end_date', '>=', from)
      .where('schoolhouse_id', '=', child.schoolhouse_id).where('status', 'in', [EventStatus.published, EventStatus.closed])
      .where((eb) => eb.or([eb('schoolyear_id', 'is', null), eb('schoolyear_id', '=', child.schoolyear_id)])).orderBy('start_date').orderBy('id'),
    'time slots': db.selectFrom('event_time_slots').select(['id', 'slot_name', 'start_time', 'end_time', 'sort_order']).where('company_id', '=', companyId)
      .orderBy('sort_order').orderBy('start_time').orderBy('id'),
    'closed days': db.selectFrom('holidays').select(['holiday_date', 'schoolhouse_id']).where('company_id', '=', companyId).where('holiday_date', '>=', from)
      .where('holiday_date', '<=', to).where((eb) => eb.or([eb('schoolhouse_id', 'is', null), isAnyOf('schoolhouse_id', houses)])),
    'booked counts': db.selectFrom('event_reservations').select(['event_id', 'frame_date', 'time_slot_id', sql<number>`count(*)::int`.as('n')])
      .where('company_id', '=', companyId).where(isAnyOf('event_id', ids)).where('frame_date', '>=', from).where('frame_date', '<=', to)
      .groupBy(['event_id', 'frame_date', 'time_slot_id']),
    'booking rules': db.selectFrom('event_settings').select(['schoolhouse_id', 'open_days_ahead', 'cancel_days_before']).where('company_id', '=', companyId)
      .where(isAnyOf('schoolhouse_id', houses)),
    'space names': db.selectFrom('event_spaces').select(['id', 'space_name']).where('company_id', '=', companyId).where(isAnyOf('id', [...new Set(events.map((e) => e.space_id))])),
    "child's bookings": db.selectFrom('event_reservations').select(['id', 'event_id', 'frame_date', 'time_slot_id']).where('company_id', '=', companyId)
      .where('student_id', '=', child.id).where(isAnyOf('event_id', ids)).where('frame_date', '>=', from).where('frame_date', '<=', to),
    holidays: db.selectFrom('holidays').select(['id', 'holiday_date', 'name', 'schoolhouse_id']).where('company_id', '=', companyId).where('holiday_date', '>=', from)
      .where('holiday_date', '<=', to).where((eb) => eb.or([eb('schoolhouse_id', 'is', null), eb('schoolhouse_id', '=', child.schoolhouse_id)]))
      .orderBy('holiday_date').orderBy('id'),
  };
  const lines: string[] = [];
  const plans: string[] = [];
  for (const [name, query] of Object.entries(statements)) {
    const rows = await query.explain('text', sql`analyze, buffers`) as Array<Record<string, string>>;
    const plan = rows.map((r) => r['QUERY PLAN']!);
    const planning = plan.find((l) => l.startsWith('Planning Time'))?.replace(/[^\d.]/g, '') ?? '?';
    const execution = plan.find((l) => l.startsWith('Execution Time'))?.replace(/[^\d.]/g, '') ?? '?';
    const top = /actual time=[\d.]+\.\.([\d.]+) rows=(\d+)/.exec(plan[0] ?? '');
    lines.push(`| ${name} | ${planning} | ${execution} | ${top?.[2] ?? '?'} | ${(plan[0] ?? '').replace(/\s+\(cost.*$/, '').trim()} |`);
    plans.push(`-- ${name}\n${plan.join('\n')}`);
  }
  return { lines, plans };
}
