import autocannon from 'autocannon';
import { parseArgs } from 'node:util';
import { sql } from 'kysely';
import { addDays, schoolClock } from '../src/server/domains/lessons/rescheduleDeadline.js';
import { startChainApp } from './lessons/chainApp.js';

/**
 * Lessons at the scale of a chain (issue 19): `npm run bench:lessons [-- --schoolhouses 50 --students 10000 --duration 10]`.
 * On a throwaway PostgreSQL 15 (or DATABASE_URL, an empty database), the demo company grows by --schoolhouses schoolhouses
 * and --students families, and the term covering today (September to March) a weekly timetable of every child once a
 * week, every third twice, 1:2 with a teacher, 6 days × 5 periods (bench/lessons/chain.ts: set-based, not through the
 * API). Then, timed:
 * - the term's generation through POST /frame-divide/generate (about 400,000 lessons at the defaults; target ≤ 30 s);
 * - at --connections (10) for --duration seconds each: a guardian's month (frame.student-schedule, this month) and the
 *   staff's day grid of one schoolhouse (frame.grid, one day): p50 and p99 (target p99 ≤ 50 ms), after 2 s of warm-up
 *   that is not counted (each pooled connection prepares its statements on first use).
 */
const { values } = parseArgs({ options: {
  schoolhouses: { type: 'string', default: '50' }, students: { type: 'string', default: '10000' },
  duration: { type: 'string', default: '10' }, connections: { type: 'string', default: '10' },
} });
const houseCount = Number(values.schoolhouses);
const studentCount = Number(values.students);

const chain = await startChainApp({ houses: houseCount, students: studentCount });
const { db, companyId, address, tokenOf, weekly } = chain;
const clock = schoolClock();
const staff = { authorization: `Bearer ${await tokenOf('staff')}` };
const generation = await chain.generate();
console.log(`→ ${generation.result.frames.toLocaleString('en')} コマ, ${generation.result.lessons.toLocaleString('en')} lessons, ${generation.result.skipped} skipped`);
await sql`analyze`.execute(db);

// A guardian in the middle of the chain, this month; a schoolhouse's next day with lessons.
const family = Math.ceil(studentCount / 2);
const guardian = { authorization: `Bearer ${await tokenOf(`bench-guardian-${family}`)}` };
const child = await sql<{ id: number; schoolhouse_id: number }>`select s.id, s.schoolhouse_id from students s join protectors p on p.company_id = s.company_id and p.id = s.protector_id
  join users u on u.company_id = p.company_id and u.id = p.user_id where s.company_id = ${companyId} and u.username = ${`bench-guardian-${family}`}`.execute(db);
const { id: childId, schoolhouse_id: houseId } = child.rows[0]!;
const monthStart = `${clock.today.slice(0, 7)}-01`;
const monthEnd = addDays(`${addDays(monthStart, 31).slice(0, 7)}-01`, -1);
const day = (await sql<{ d: string }>`select min(lesson_date)::text as d from lessons where company_id = ${companyId} and schoolhouse_id = ${houseId} and lesson_date >= ${clock.today}::date`.execute(db)).rows[0]!.d;

const targets: Array<[string, string, Record<string, string>]> = [
  [`guardian's month (frame.student-schedule ${monthStart}–${monthEnd})`, `/api/v1/frame-divide/students/${childId}/schedule?from=${monthStart}&to=${monthEnd}`, guardian],
  [`staff day grid (frame.grid, one schoolhouse, ${day})`, `/api/v1/frame-divide/grid?schoolhouse_id=${houseId}&from=${day}&to=${day}`, staff],
];
const results: string[] = [];
for (const [name, path, headers] of targets) {
  const probe = await fetch(`${address}${path}`, { headers });
  const body = (await probe.json()) as { data?: unknown[]; lessons?: unknown[] };
  console.log(`${name}: ${probe.status}, ${(body.data ?? body.lessons ?? []).length} lessons in the answer`);
  // Warm up first: each pooled connection prepares the page's statements on its first runs (and PostgreSQL plans them
  // anew for their first five), which a server that has been up for a minute has done long before.
  const warm = await autocannon({ url: `${address}${path}`, duration: 2, connections: Number(values.connections), headers });
  console.log(`  warm-up (not counted): p50 ${warm.latency.p50} ms, p99 ${warm.latency.p99} ms`);
  const result = await autocannon({ url: `${address}${path}`, duration: Number(values.duration), connections: Number(values.connections), headers });
  results.push(`| ${name} | ${values.connections} | ${result.latency.p50} | ${result.latency.p99} | ${Math.round(result.requests.average)} | ${result.non2xx} | ${result.latency.p99 <= 50 ? 'pass' : 'FAIL'} |`);
}

console.log(`\nPostgreSQL, ${houseCount} schoolhouses, ${studentCount} students, ${weekly.toLocaleString('en')} weekly lessons`);
console.log(`| step | result | target |\n|---|---|---|`);
console.log(`| generate the term | ${generation.seconds.toFixed(1)} s, ${generation.result.lessons.toLocaleString('en')} lessons in ${generation.result.frames.toLocaleString('en')} コマ | ≤ 30 s: ${generation.seconds <= 30 ? 'pass' : 'FAIL'} |`);
console.log(`\n| endpoint | connections | p50 ms | p99 ms | req/s | non-2xx | p99 ≤ 50 ms |\n|---|---|---|---|---|---|---|`);
for (const row of results) console.log(row);
await chain.close();
