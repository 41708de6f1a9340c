import { sql, type Kysely } from 'kysely';
import { authorities } from '../../src/generated/abilities.js';
import type { Database } from '../../src/generated/db.js';
import { EventStatus, Recurrence } from '../../src/generated/enums.js';
import { eventDates } from '../../src/server/domains/events/eventDates.js';
import { closedDaysOf, EVENT_COLUMNS, eventRow, frameKey } from '../../src/server/domains/events/eventReads.js';

type Db = Kysely<Database>;

/** The bench's time slots (company-wide, like the demo's): an event is held in one or two of them. */
const SLOTS = [['10:00', '11:00'], ['13:00', '14:00'], ['15:00', '16:00'], ['17:00', '18:00'], ['19:00', '20:00'], ['20:00', '21:00']] as const;
/** Seats of the bench's space: an event's max_students is at most this (the model's maximum). */
const HALL_SEATS = 1000;

const benchHouses = (companyId: number) =>
  sql`(select id, row_number() over (order by id) - 1 as h from schoolhouses where company_id = ${companyId} and schoolhouse_name like 'ベンチ校%')`;

/** The weekday switches of the event numbered `i` in its schoolhouse: two or three days, never none. */
function weekdaySwitch(day: number) {
  return sql<boolean>`(e.i % 7 = ${day} or (e.i + 3) % 7 = ${day} or (e.i % 3 = 0 and (e.i + 5) % 7 = ${day}))`;
}

/**
 * The reservations of a chain (issue 21), set-based on the lessons bench's chain (bench/lessons/chain.ts): six time
 * slots, one hall, `events` published events spread evenly over the bench schoolhouses (event i of a schoolhouse: every
 * day when i % 8 = 0, Monday to Friday when 1, its weekdays every other week when 2, else its two or three weekdays
 * every week; one time slot, two when i is even; every school year when i is even, else 中2, the chain's children's
 * year), each running over `period` (start a few days earlier, end a few days later, by event), and `bookings`
 * bookings spread evenly over the events: an event's j-th booking in its frame j % (its frames), by the schoolhouse's
 * child (7k + j) % (children), so that no child books a frame twice. Frames are the event's days (its recurrence, never
 * on a holiday of its schoolhouse or of every schoolhouse) × its time slots, as src/server/domains/events/eventDates.ts
 * derives them; max_students is raised where an event's frames are too few for its bookings. Returns the time slots.
 */
export async function buildEvents(db: Db, options: { companyId: number; events: number; bookings: number; period: { from: string; to: string } }): Promise<{ slotIds: number[]; hallId: number }> {
  const { companyId, events, bookings } = options;
  const houses = benchHouses(companyId);
  const houseCount = Number((await sql<{ n: string }>`select count(*) as n from ${houses} b`.execute(db)).rows[0]!.n);
  const kidsPerHouse = Number((await sql<{ n: string }>`select min(n) as n from (select count(*) as n from students
    where company_id = ${companyId} and student_number like 'BL%' group by schoolhouse_id) c`.execute(db)).rows[0]!.n);
  const perEvent = Math.ceil(bookings / events);
  if (perEvent > kidsPerHouse) throw new Error(`${perEvent} bookings an event need as many children a schoolhouse; the chain has ${kidsPerHouse}`);

  await db.insertInto('event_time_slots').values(SLOTS.map(([start, end], k) => ({
    company_id: companyId, slot_name: `ベンチ枠${k + 1}`, start_time: start, end_time: end, sort_order: 100 + k,
  }))).execute();
  const slotIds = (await db.selectFrom('event_time_slots').select('id').where('company_id', '=', companyId).where('slot_name', 'like', 'ベンチ枠%')
    .orderBy('sort_order').execute()).map((r) => r.id);
  const hallId = (await db.insertInto('event_spaces').values({ company_id: companyId, space_name: 'ベンチホール', max_seats: HALL_SEATS })
    .returning('id').executeTakeFirstOrThrow()).id;
  const year = (await db.selectFrom('schoolyears').select('id').where('code', '=', 8).executeTakeFirstOrThrow()).id;

  await sql`
    with e as (select k, k / ${houseCount} as i, k % ${houseCount} as h from generate_series(0, ${events - 1}) k)
    insert into events (company_id, event_name, schoolhouse_id, schoolyear_id, space_id, time_slot_ids, start_date, end_date, recurrence, interval_weeks,
      on_monday, on_tuesday, on_wednesday, on_thursday, on_friday, on_saturday, on_sunday, max_students, per_person_limit, same_day_reservation,
      note, status, published_at)
    select ${companyId}, 'ベンチイベント' || (e.h + 1) || '-' || (e.i + 1), b.id, case when e.i % 2 = 0 then null else ${year}::bigint end, ${hallId},
      case when e.i % 2 = 0 then array[(${slotIds}::bigint[])[1 + e.i % 6], (${slotIds}::bigint[])[1 + (e.i + 2) % 6]] else array[(${slotIds}::bigint[])[1 + e.i % 6]] end,
      ${options.period.from}::date - (e.k % 10)::int, ${options.period.to}::date + (e.k % 5)::int,
      case e.i % 8 when 0 then ${sql.lit(Recurrence.everyDay)} when 1 then ${sql.lit(Recurrence.weekdaysEveryWeek)} when 2 then ${sql.lit(Recurrence.everyTwoWeeks)} else ${sql.lit(Recurrence.weekly)} end, 1,
      ${weekdaySwitch(0)}, ${weekdaySwitch(1)}, ${weekdaySwitch(2)}, ${weekdaySwitch(3)}, ${weekdaySwitch(4)}, ${weekdaySwitch(5)}, ${weekdaySwitch(6)},
      20 + (e.i % 4) * 10, 10, e.i % 5 = 0, 'ベンチ用のイベントです。', ${EventStatus.published}, now() - interval '7 days'
    from e join ${houses} b on b.h = e.h`.execute(db);

  // The frames of each event, as eventDates.ts derives them (isodow: Monday 1 … Sunday 7, the weekday switches in that
  // order; every other week counted from the Monday of the period's first week), then the bookings over them.
  await sql`
    with ev as (
      select e.id, e.schoolhouse_id, e.start_date, e.end_date, e.recurrence, e.time_slot_ids,
        array[e.on_monday, e.on_tuesday, e.on_wednesday, e.on_thursday, e.on_friday, e.on_saturday, e.on_sunday] as wd,
        row_number() over (order by e.id) - 1 as k
      from events e where e.company_id = ${companyId} and e.event_name like 'ベンチイベント%'
    ), days as (
      select ev.id, ev.schoolhouse_id, d.day, ev.time_slot_ids from ev
      cross join lateral (select g::date as day, extract(isodow from g)::int as dow from generate_series(ev.start_date, ev.end_date, interval '1 day') g) d
      where case ev.recurrence
          when ${Recurrence.everyDay} then true
          when ${Recurrence.weekdaysEveryWeek} then d.dow <= 5
          when ${Recurrence.everyTwoWeeks} then ev.wd[d.dow] and ((d.day - (d.dow - 1)) - (ev.start_date - (extract(isodow from ev.start_date)::int - 1))) / 7 % 2 = 0
          else ev.wd[d.dow] end
        and not exists (select 1 from holidays ho where ho.company_id = ${companyId} and ho.holiday_date = d.day
          and (ho.schoolhouse_id is null or ho.schoolhouse_id = ev.schoolhouse_id))
    ), frames as (
      select days.id as event_id, days.day as frame_date, s.slot as time_slot_id,
        row_number() over (partition by days.id order by days.day, s.ord) - 1 as f, count(*) over (partition by days.id) as total
      from days cross join lateral unnest(days.time_slot_ids) with ordinality as s(slot, ord)
    ), kids as (
      select s.id, s.schoolhouse_id, p.user_id, row_number() over (partition by s.schoolhouse_id order by s.id) - 1 as n,
        count(*) over (partition by s.schoolhouse_id) as total
      from students s join protectors p on p.company_id = s.company_id and p.id = s.protector_id
      where s.company_id = ${companyId} and s.student_number like 'BL%'
    ), per as (
      select ev.id, ev.schoolhouse_id, ev.k, ${Math.floor(bookings / events)} + case when ev.k < ${bookings % events} then 1 else 0 end as n from ev
    )
    insert into event_reservations (company_id, event_id, frame_date, time_slot_id, student_id, booked_by_user_id, by_staff, created_at, updated_at)
    select ${companyId}, fr.event_id, fr.frame_date, fr.time_slot_id, kid.id, kid.user_id, false, now() - interval '3 days', now() - interval '3 days'
    from per join generate_series(0, ${perEvent - 1}) j on j < per.n
    join frames fr on fr.event_id = per.id and fr.f = j % fr.total
    join kids kid on kid.schoolhouse_id = per.schoolhouse_id and kid.n = (per.k * 7 + j) % kid.total`.execute(db);
  // An event whose frames are too few for its bookings takes as many a frame as it has.
  await sql`update events e set max_students = greatest(e.max_students, c.most) from (
      select event_id, max(n) as most from (select event_id, count(*) as n from event_reservations where company_id = ${companyId} group by event_id, frame_date, time_slot_id) f group by event_id
    ) c where e.company_id = ${companyId} and e.id = c.event_id and e.event_name like 'ベンチイベント%'`.execute(db);
  return { slotIds, hallId };
}

/**
 * Checks what the issue asks of the data, in the app's own terms: every booking is on a frame of its event as
 * eventDates.ts derives it (its days, not a holiday, one of its time slots), no frame holds more than max_students,
 * and no child holds a frame twice (the unique key). Returns the counts.
 */
export async function checkEvents(db: Db, options: { companyId: number }): Promise<{ events: number; bookings: number; frames: number }> {
  const { companyId } = options;
  const events = (await db.selectFrom('events').select([...EVENT_COLUMNS]).where('company_id', '=', companyId).where('event_name', 'like', 'ベンチイベント%').execute()).map((r) => eventRow(r));
  const from = events.reduce((m, e) => (e.start_date < m ? e.start_date : m), events[0]!.start_date);
  const to = events.reduce((m, e) => (e.end_date > m ? e.end_date : m), events[0]!.end_date);
  const closed = await closedDaysOf(db, { companyId, schoolhouseIds: [...new Set(events.map((e) => e.schoolhouse_id))], from, to });
  const frames = new Map<string, number>();
  for (const event of events) {
    for (const date of eventDates(event, { from, to, closed: closed.get(event.schoolhouse_id) ?? new Set() })) {
      for (const slot of event.time_slot_ids) frames.set(frameKey(event.id, date, slot), event.max_students);
    }
  }
  const counts = await sql<{ event_id: number; frame_date: string; time_slot_id: number; n: number }>`
    select r.event_id::int, r.frame_date, r.time_slot_id::int, count(*)::int as n from event_reservations r
    join events e on e.company_id = r.company_id and e.id = r.event_id
    where r.company_id = ${companyId} and e.event_name like 'ベンチイベント%' group by 1, 2, 3`.execute(db);
  let bookings = 0;
  for (const c of counts.rows) {
    const key = frameKey(c.event_id, c.frame_date, c.time_slot_id);
    const capacity = frames.get(key);
    if (capacity === undefined) throw new Error(`booking on ${key}, not a frame of its event`);
    if (c.n > capacity) throw new Error(`${c.n} bookings on ${key}, over max_students ${capacity}`);
    bookings += c.n;
  }
  const published = events.filter((e) => e.status === EventStatus.published).length;
  if (published !== events.length) throw new Error(`${events.length - published} bench events are not published`);
  return { events: events.length, bookings, frames: counts.rows.length };
}

/**
 * `families` more families (bench-family-N, the demo password, one 中2 child each) at one schoolhouse: those who book
 * the burst's seats.
 */
export async function addFamilies(db: Db, options: { companyId: number; schoolhouseId: number; families: number }): Promise<void> {
  const { companyId } = options;
  const passwordHash = (await db.selectFrom('users').select('password').where('username', '=', 'guardian1').executeTakeFirstOrThrow()).password;
  const year = (await db.selectFrom('schoolyears').select('id').where('code', '=', 8).executeTakeFirstOrThrow()).id;
  await sql`insert into users (company_id, username, password, m_authority_id, display_name)
    select ${companyId}, 'bench-family-' || g, ${passwordHash}, ${authorities.AUTH_PROTECTOR.id}, 'ベンチ 家族' || g
    from generate_series(1, ${options.families}) g`.execute(db);
  await sql`insert into protectors (company_id, user_id, family_name, first_name)
    select ${companyId}, u.id, 'ベンチ', '家族' || u.id from users u where u.company_id = ${companyId} and u.username like 'bench-family-%'`.execute(db);
  await sql`insert into students (company_id, student_number, family_name_kanji, first_name_kanji, schoolyear_id, schoolhouse_id, protector_id, status)
    select ${companyId}, 'BF' || p.id, 'ベンチ', '家族' || p.id, ${year}, ${options.schoolhouseId}, p.id, 4
    from protectors p join users u on u.company_id = p.company_id and u.id = p.user_id
    where p.company_id = ${companyId} and u.username like 'bench-family-%'`.execute(db);
}

/** A burst's event: one frame with `taken` seats booked by the schoolhouse's chain children and `free` left. */
export interface BurstEvent { id: number; frameDate: string; slotId: number; capacity: number; taken: number }

/**
 * A published event of the schoolhouse held every day from `frameDate` for two weeks in one time slot, for every
 * school year, no consent, per_person_limit 10: its frame on `frameDate` has max_students `taken + free`, and `taken`
 * of them booked already (by the schoolhouse's chain children, booked days ago).
 */
export async function burstEvent(db: Db, options: { companyId: number; schoolhouseId: number; hallId: number; slotId: number; frameDate: string; taken: number; free: number; name: string }): Promise<BurstEvent> {
  const { companyId } = options;
  const capacity = options.taken + options.free;
  const event = await db.insertInto('events').values({
    company_id: companyId, event_name: options.name, schoolhouse_id: options.schoolhouseId, schoolyear_id: null, space_id: options.hallId,
    time_slot_ids: [options.slotId], start_date: options.frameDate, end_date: sql<string>`${options.frameDate}::date + 14`, recurrence: Recurrence.everyDay,
    interval_weeks: 1, on_monday: true, on_tuesday: true, on_wednesday: true, on_thursday: true, on_friday: true, on_saturday: true, on_sunday: true,
    max_students: capacity, per_person_limit: 10, same_day_reservation: false, status: EventStatus.published, published_at: sql<Date>`now() - interval '1 day'`,
  }).returning('id').executeTakeFirstOrThrow();
  await sql`insert into event_reservations (company_id, event_id, frame_date, time_slot_id, student_id, booked_by_user_id, by_staff)
    select ${companyId}, ${event.id}, ${options.frameDate}::date, ${options.slotId}, s.id, p.user_id, false
    from students s join protectors p on p.company_id = s.company_id and p.id = s.protector_id
    where s.company_id = ${companyId} and s.schoolhouse_id = ${options.schoolhouseId} and s.student_number like 'BL%' order by s.id limit ${options.taken}`.execute(db);
  const taken = Number((await sql<{ n: string }>`select count(*) as n from event_reservations where company_id = ${companyId} and event_id = ${event.id}`.execute(db)).rows[0]!.n);
  if (taken !== options.taken) throw new Error(`burst event: ${taken} seats taken, not ${options.taken}`);
  return { id: event.id, frameDate: options.frameDate, slotId: options.slotId, capacity, taken };
}
