import { loadavg } from 'node:os';
import { parseArgs } from 'node:util';
import { sql } from 'kysely';
import { errorCatalogue } from '../src/generated/errors.js';
import { addDays, daysBetween, schoolClock } from '../src/server/domains/lessons/rescheduleDeadline.js';
import { explainCalendar } from './events/explain.js';
import { addFamilies, buildEvents, burstEvent, checkEvents, type BurstEvent } from './events/fixture.js';
import { ms, runLoad, summary, type LoadRequest } from './events/load.js';
import { startChainApp, timed } from './lessons/chainApp.js';

/**
 * Reservations at the scale of a chain (issue 21): `npm run bench:events [-- --events 2000 --bookings 200000 --duration 10]`.
 * On the lessons bench's chain (bench/lessons/chainApp.ts: a throwaway PostgreSQL 15, 50 schoolhouses, 10,000
 * families), --events published events over this month and the next and --bookings bookings, set-based
 * (bench/events/fixture.ts, checked against eventDates.ts afterwards), then, timed:
 * - at --connections (10) for --duration seconds after 2 s of warm-up: a guardian's month calendar (GET
 *   /events/frames from the 1st to the last day of this month, acting for the child): p50, p95, p99 (target p99 ≤ 50 ms);
 * - for each --burst run (`all`: every family at once on its own connection; a number: that many connections, each
 *   sending the next family's request when its answer came; `1`: one family after the other, what one booking costs
 *   uncontended), on an event of its own: --families (1,000) families of
 *   one schoolhouse book the same frame (2 days ahead or the first open day after) whose last --seats (100) are free,
 *   all POST /events/frames/register at once, each after opening that day of the calendar (not timed). Afterwards:
 *   exactly --seats booked (rows counted), every request answered 200 or 409 EVENT_FULL, p50, p95, p99 (target ≤ 200 ms).
 * The client runs in a worker thread (bench/events/load.ts): it measures p95, which autocannon does not report.
 */
const { values } = parseArgs({ options: {
  schoolhouses: { type: 'string', default: '50' }, students: { type: 'string', default: '10000' },
  events: { type: 'string', default: '2000' }, bookings: { type: 'string', default: '200000' },
  duration: { type: 'string', default: '10' }, connections: { type: 'string', default: '10' },
  families: { type: 'string', default: '1000' }, seats: { type: 'string', default: '100' }, taken: { type: 'string', default: '50' },
  burst: { type: 'string', default: 'all,50,1' }, explain: { type: 'boolean', default: false },
} });
const families = Number(values.families);
const seats = Number(values.seats);
const taken = Number(values.taken);
const connections = Number(values.connections);
const load = () => loadavg().map((l) => l.toFixed(2)).join(', ');
console.log(`load average at start: ${load()}`);

const chain = await startChainApp({ houses: Number(values.schoolhouses), students: Number(values.students) });
const { db, companyId, address, tokenOf } = chain;
const today = schoolClock().today;
const monthStart = `${today.slice(0, 7)}-01`;
const monthEnd = addDays(`${addDays(monthStart, 31).slice(0, 7)}-01`, -1);
const nextMonthEnd = addDays(`${addDays(monthEnd, 32).slice(0, 7)}-01`, -1);

const built = await timed(`${values.events} events over ${monthStart} – ${nextMonthEnd}, ${Number(values.bookings).toLocaleString('en')} bookings (set-based)`, () =>
  buildEvents(db, { companyId, events: Number(values.events), bookings: Number(values.bookings), period: { from: monthStart, to: nextMonthEnd } }));
const checked = (await timed('check the bookings against eventDates.ts and max_students', () => checkEvents(db, { companyId }))).result;
console.log(`→ ${checked.events.toLocaleString('en')} published events, ${checked.bookings.toLocaleString('en')} bookings on ${checked.frames.toLocaleString('en')} frames`);

// The burst's schoolhouse (the chain's first) gets its families; its frame: two days ahead, or the first open day after.
const burstHouse = (await db.selectFrom('schoolhouses').select('id').where('company_id', '=', companyId).where('schoolhouse_name', 'like', 'ベンチ校%')
  .orderBy('id').executeTakeFirstOrThrow()).id;
await timed(`${families} families at the burst's schoolhouse`, () => addFamilies(db, { companyId, schoolhouseId: burstHouse, families }));
const frameDate = (await sql<{ d: string }>`select min(g)::date::text as d from generate_series(${addDays(today, 2)}::date, ${addDays(today, 59)}::date, interval '1 day') g
  where not exists (select 1 from holidays h where h.company_id = ${companyId} and h.holiday_date = g::date and (h.schoolhouse_id is null or h.schoolhouse_id = ${burstHouse}))`.execute(db)).rows[0]!.d;
const modes = values.burst.split(',').map((m) => m.trim()).filter(Boolean);
const bursts: Array<{ mode: string; event: BurstEvent }> = [];
for (const mode of modes) {
  bursts.push({ mode, event: await burstEvent(db, { companyId, schoolhouseId: burstHouse, hallId: built.result.hallId, slotId: built.result.slotIds[0]!, frameDate, taken, free: seats, name: `ベンチ一斉予約（${mode}）` }) });
}
await sql`vacuum analyze`.execute(db);

const familyRows = (await sql<{ username: string; student_id: number }>`select u.username, s.id::int as student_id from users u
  join protectors p on p.company_id = u.company_id and p.user_id = u.id join students s on s.company_id = p.company_id and s.protector_id = p.id
  where u.company_id = ${companyId} and u.username like 'bench-family-%' order by u.id`.execute(db)).rows;
const tokens = (await timed(`log in ${familyRows.length} families (POST /communication/login, 4 at a time)`, async () => {
  const out: string[] = new Array(familyRows.length);
  let next = 0;
  await Promise.all(Array.from({ length: 4 }, async () => {
    while (next < familyRows.length) { const i = next++; out[i] = await tokenOf(familyRows[i]!.username); }
  }));
  return out;
})).result;

// A guardian in the middle of the chain, this month.
const family = Math.ceil(Number(values.students) / 2);
const guardianName = `bench-guardian-${family}`;
const guardian = { authorization: `Bearer ${await tokenOf(guardianName)}` };
const child = (await sql<{ id: number; schoolhouse_id: number }>`select s.id::int, s.schoolhouse_id::int from students s join protectors p on p.company_id = s.company_id and p.id = s.protector_id
  join users u on u.company_id = p.company_id and u.id = p.user_id where s.company_id = ${companyId} and u.username = ${guardianName}`.execute(db)).rows[0]!;
const calendarPath = `/api/v1/events/frames?from=${monthStart}&to=${monthEnd}`;
const probe = await fetch(`${address}${calendarPath}`, { headers: guardian });
const probeText = await probe.text();
if (!probe.ok) throw new Error(`calendar: ${probe.status} ${probeText}`);
const answer = JSON.parse(probeText) as { data: Array<{ event_id: number; state: string; my_reservation_id: number | null; reserved_count: number }> };
const states = answer.data.reduce<Record<string, number>>((m, f) => ({ ...m, [f.state]: (m[f.state] ?? 0) + 1 }), {});
const shownEvents = new Set(answer.data.map((f) => f.event_id)).size;
console.log(`guardian's month (${guardianName}, ${monthStart} – ${monthEnd}): ${answer.data.length} frames of ${shownEvents} events, ${(probeText.length / 1024).toFixed(0)} KiB; `
  + `states ${JSON.stringify(states)}; ${answer.data.reduce((n, f) => n + f.reserved_count, 0)} bookings shown`);
const calendarRequest: LoadRequest = { method: 'GET', path: calendarPath, headers: guardian };
// At one connection first (what one request costs: its latency with nothing queued), then at --connections.
const calendarRows: string[] = [];
let calendarErrors = 0;
let calendarP99 = 0;
for (const width of [...new Set([1, connections])]) {
  const [calendarWarm, calendarRun] = await runLoad(address, [
    { kind: 'duration', connections: width, seconds: 2, request: calendarRequest },
    { kind: 'duration', connections: width, seconds: Number(values.duration), request: calendarRequest },
  ]);
  const warm = summary(calendarWarm!);
  const calendar = summary(calendarRun!);
  const errors = calendarRun!.answers.filter((a) => a.status !== 200).length;
  calendarErrors += errors;
  if (width === connections) calendarP99 = calendar.p99;
  console.log(`  ${width} connection${width === 1 ? '' : 's'}: warm-up (not counted) p50 ${ms(warm.p50)} ms, p99 ${ms(warm.p99)} ms; `
    + `${calendar.count} requests: p50 ${ms(calendar.p50)} ms, p95 ${ms(calendar.p95)} ms, p99 ${ms(calendar.p99)} ms, ${Math.round(calendar.rps)} req/s, ${errors} not 200`);
  calendarRows.push(`| guardian's month (GET /events/frames, ${answer.data.length} frames of ${shownEvents} events) | ${width} | ${calendar.count} | ${ms(calendar.p50)} | ${ms(calendar.p95)} | ${ms(calendar.p99)} | `
    + `${Math.round(calendar.rps)} | ${errors} | ${width !== connections ? '(service time)' : calendar.p99 <= 50 ? 'pass' : `FAIL (${(calendar.p99 / 50).toFixed(1)}×)`} |`);
}
const explained = await explainCalendar(db, { companyId, studentId: child.id, from: monthStart, to: monthEnd });
console.log(`\nThe calendar's statements for this guardian, EXPLAIN ANALYZE (ms; the handler runs the last seven in parallel):\n| statement | planning | execution | rows | top node |\n|---|---|---|---|---|`);
for (const line of explained.lines) console.log(line);
if (values.explain || calendarP99 > 50) console.log(`\n${explained.plans.join('\n\n')}`);

const fullCode = errorCatalogue.EVENT_FULL.code;
const burstRows: string[] = [];
let burstFailed = false;
for (const { mode, event } of bursts) {
  const width = mode === 'all' ? familyRows.length : Number(mode);
  const look: LoadRequest[] = tokens.map((token) => ({ method: 'GET', path: `/api/v1/events/frames?from=${frameDate}&to=${frameDate}&event_id=${event.id}`, headers: { authorization: `Bearer ${token}` } }));
  const book: LoadRequest[] = tokens.map((token) => ({
    method: 'POST', path: '/api/v1/events/frames/register', headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
    body: JSON.stringify({ event_id: event.id, frame_date: frameDate, time_slot_id: event.slotId }),
  }));
  const [looked, booked] = await runLoad(address, [{ kind: 'list', connections: width, requests: look }, { kind: 'list', connections: width, requests: book }]);
  const lookErrors = looked!.answers.filter((a) => a.status !== 200);
  if (lookErrors.length > 0) console.log(`WARNING burst ${mode}: ${lookErrors.length} families could not open the day (${JSON.stringify(lookErrors[0])})`);
  const answers = booked!.answers;
  const ok = answers.flatMap((a, i) => (a.status === 200 ? [i] : []));
  const full = answers.filter((a) => a.status === 409 && a.code === fullCode).length;
  const other = answers.filter((a) => a.status !== 200 && !(a.status === 409 && a.code === fullCode));
  const rows = (await sql<{ student_id: number }>`select student_id::int from event_reservations
    where company_id = ${companyId} and event_id = ${event.id} and frame_date = ${frameDate} and time_slot_id = ${event.slotId}`.execute(db)).rows;
  const bookedStudents = new Set(rows.map((r) => r.student_id));
  const okStudents = ok.map((i) => familyRows[i]!.student_id);
  const matches = okStudents.every((id) => bookedStudents.has(id)) && rows.length === event.taken + ok.length;
  const s = summary(booked!);
  const exact = rows.length - event.taken === seats && ok.length === seats;
  const noneLost = other.length === 0 && ok.length + full === answers.length && matches;
  const fast = s.p99 <= 200;
  if (!exact || !noneLost) burstFailed = true;
  console.log(`burst ${mode} (${width} connection${width === 1 ? '' : 's'}, ${frameDate}): ${answers.length} requests in ${booked!.seconds.toFixed(2)} s; ${ok.length} × 200, ${full} × 409 EVENT_FULL, `
    + `${other.length} other${other.length ? ` (${JSON.stringify(other.slice(0, 3))})` : ''}; ${rows.length - event.taken} rows booked (${rows.length} with the ${event.taken} taken before, capacity ${event.capacity}); `
    + `p50 ${ms(s.p50)} ms, p95 ${ms(s.p95)} ms, p99 ${ms(s.p99)} ms, max ${ms(s.max)} ms`);
  burstRows.push(`| ${mode === 'all' ? `all ${answers.length} at once` : `${width} connection${width === 1 ? '' : 's'}`} | ${answers.length} | ${rows.length - event.taken} of ${seats}: ${exact ? 'pass' : 'FAIL'} | `
    + `${ok.length} / ${full} / ${other.length}: ${noneLost ? 'pass' : 'FAIL'} | ${booked!.seconds.toFixed(2)} | ${ms((booked!.seconds * 1000) / answers.length)} | ${ms(s.p50)} | ${ms(s.p95)} | ${ms(s.p99)} | ${ms(s.max)} | ${fast ? 'pass' : `FAIL (${(s.p99 / 200).toFixed(1)}×)`} |`);
}

console.log(`\nPostgreSQL, ${values.schoolhouses} schoolhouses, ${values.students} families, ${checked.events.toLocaleString('en')} events, ${checked.bookings.toLocaleString('en')} bookings `
  + `(and ${bursts.length} burst events); ${daysBetween(today, frameDate)} days ahead for the burst; load average at the end: ${load()}`);
console.log(`| endpoint | connections | requests | p50 ms | p95 ms | p99 ms | req/s | not 200 | p99 ≤ 50 ms |\n|---|---|---|---|---|---|---|---|---|`);
for (const row of calendarRows) console.log(row);
console.log(`\n| burst (POST /events/frames/register, ${familyRows.length} families, last ${seats} seats) | requests | booked | 200 / 409 full / other | seconds | ms a request (seconds / requests) | p50 ms | p95 ms | p99 ms | max ms | p99 ≤ 200 ms |\n|---|---|---|---|---|---|---|---|---|---|---|`);
for (const row of burstRows) console.log(row);
await chain.close();
if (burstFailed || calendarErrors > 0) process.exitCode = 1;
