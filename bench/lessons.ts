import autocannon from 'autocannon';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { parseArgs } from 'node:util';
import { sql } from 'kysely';
import { startTempPostgres } from '../scripts/pg-temp.js';
import { TermKind } from '../src/generated/enums.js';
import { buildApp } from '../src/server/app.js';
import { JobQueue } from '../src/server/core/jobQueue.js';
import { openDatabase } from '../src/server/db/connect.js';
import { migrate } from '../src/server/db/migrate.js';
import { addDays, schoolClock } from '../src/server/domains/lessons/rescheduleDeadline.js';
import { readConfig } from '../src/server/foundation/config.js';
import { DEMO_COMPANY_CODE, DEMO_PASSWORD, seedDemo } from '../src/server/seed/seed.js';
import { diskStorage } from '../src/server/storage/fileStorage.js';
import { buildChain, CHAIN } from './lessons/chain.js';

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

const cluster = process.env.DATABASE_URL ? undefined : await startTempPostgres();
const url = process.env.DATABASE_URL ?? cluster!.url;
const dir = mkdtempSync(join(tmpdir(), 'bench-lessons-'));
const config = readConfig({ ...process.env, DATABASE_URL: url, DATA_DIR: join(dir, 'data'), FILES_DIR: join(dir, 'files'), JWT_SECRET: 'bench-lessons-secret-0123456789abcdef', JOBS_ENABLED: 'false' });
const database = await openDatabase({ databaseUrl: url });
const { db } = database;
await migrate(db, { dir: join(process.cwd(), 'db/migrations') });
const jobs = new JobQueue(db);
await jobs.start();
await seedDemo(db, { jobs });
const companyId = (await db.selectFrom('companies').select('id').where('code', '=', DEMO_COMPANY_CODE).executeTakeFirstOrThrow()).id;

async function timed<T>(label: string, run: () => Promise<T>): Promise<{ result: T; seconds: number }> {
  const started = performance.now();
  const result = await run();
  const seconds = (performance.now() - started) / 1000;
  console.log(`${label}: ${seconds.toFixed(2)} s`);
  return { result, seconds };
}

const clock = schoolClock();
const term = await db.selectFrom('yearly_schedules').select(['id', 'start_date', 'end_date']).where('company_id', '=', companyId)
  .where('term_kind', '=', TermKind.normal).where('start_date', '<=', clock.today).where('end_date', '>=', clock.today).executeTakeFirst()
  ?? await db.selectFrom('yearly_schedules').select(['id', 'start_date', 'end_date']).where('company_id', '=', companyId)
    .where('term_kind', '=', TermKind.normal).orderBy('start_date', 'desc').executeTakeFirstOrThrow();

await timed(`${houseCount} schoolhouses, ${houseCount * CHAIN.seats} seats, ${houseCount * CHAIN.teachers} teachers, ${studentCount} families, the weekly timetable`, () =>
  buildChain(db, { companyId, termId: term.id, houses: houseCount, students: studentCount }));
// The fixture's load is written out first (a school's database is not in the middle of a bulk load when staff generate).
await sql`checkpoint`.execute(db).catch((err: Error) => console.log(`checkpoint skipped (${err.message}): the generation also writes out the load`));
const weekly = Number((await sql<{ n: number }>`select count(*) as n from normal_frames where company_id = ${companyId} and yearly_schedule_id = ${term.id}`.execute(db)).rows[0]!.n);
console.log(`term ${term.start_date} – ${term.end_date}: ${weekly.toLocaleString('en')} weekly lessons`);

const app = await buildApp({ db, config, storage: diskStorage(config.filesDir), jobs });
const address = await app.listen({ port: 0, host: '127.0.0.1' });
async function tokenOf(username: string): Promise<string> {
  const res = await fetch(`${address}/api/v1/communication/login`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ username, password: DEMO_PASSWORD }) });
  if (!res.ok) throw new Error(`login ${username}: ${res.status} ${await res.text()}`);
  return ((await res.json()) as { token: string }).token;
}
const staff = { authorization: `Bearer ${await tokenOf('staff')}` };

const generation = await timed('generate the term (POST /frame-divide/generate)', async () => {
  const res = await fetch(`${address}/api/v1/frame-divide/generate`, { method: 'POST', headers: { ...staff, 'content-type': 'application/json' }, body: JSON.stringify({ yearly_schedule_id: term.id }) });
  if (!res.ok) throw new Error(`generate: ${res.status} ${await res.text()}`);
  return (await res.json()) as { frames: number; lessons: number; skipped: number };
});
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
await app.close();
await jobs.stop();
await database.close();
await cluster?.stop();
rmSync(dir, { recursive: true, force: true });
