import autocannon from 'autocannon';
import Fastify, { type FastifyInstance } from 'fastify';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { performance } from 'node:perf_hooks';
import { parseArgs } from 'node:util';
import { sql } from 'kysely';
import pg from 'pg';
import { startTempPostgres } from '../scripts/pg-temp.js';
import { constants } from '../src/generated/constants.js';
import { buildApp } from '../src/server/app.js';
import { readConfig } from '../src/server/foundation/config.js';
import { openDatabase } from '../src/server/db/connect.js';
import { migrate } from '../src/server/db/migrate.js';
import { JobQueue } from '../src/server/core/jobQueue.js';
import { DEMO_COMPANY_CODE, DEMO_PASSWORD, seedDemo } from '../src/server/seed/seed.js';
import { diskStorage } from '../src/server/storage/fileStorage.js';
import { addStudents, addTags } from './dataset.js';

/**
 * Our endpoints against the HTTP floor and hand-written references, on a throwaway PostgreSQL 15 (issue 9):
 *   npm run bench:compare [-- --duration 3 --connections 1,10,50 --students 100000 --small 1000 --only tags,students --unprepared]
 * One process serves three things: our app (buildApp, signed in as the demo staff user), a bare Fastify instance with a
 * no-op route (the floor) and one reference route per endpoint that runs the same final SQL with plain `pg` and no
 * authentication. autocannon fires from a worker thread at 1, 10 and 50 connections for --duration seconds each and
 * the table gives req/s, p50 and p99 and each endpoint's share of the floor and of its reference. The students page is
 * measured at --small students first, then the company grows to --students.
 */
const { values } = parseArgs({ options: {
  duration: { type: 'string', default: '3' }, connections: { type: 'string', default: '1,10,50' },
  students: { type: 'string', default: '100000' }, small: { type: 'string', default: '1000' }, tags: { type: 'string', default: '200' },
  only: { type: 'string' }, serve: { type: 'boolean', default: false },
  // Ours with its list statements unnamed, as the references run theirs (DATABASE_PREPARED_STATEMENTS=off).
  unprepared: { type: 'boolean', default: false },
} });
/** --only tags,page 200: measure only the endpoints whose name contains one of these (case-insensitive). */
const only = values.only?.split(',').map((s) => s.trim().toLowerCase()).filter(Boolean);
const isChosen = (name: string) => !only || only.some((o) => name.toLowerCase().includes(o));
const duration = Number(values.duration);
const connectionCounts = values.connections.split(',').map(Number);
const bigCount = Number(values.students);
const smallCount = Number(values.small);
const tagCount = Number(values.tags);

// ---- the database: a throwaway cluster, a database whose LC_CTYPE splits Japanese into trigrams ----
const cluster = await startTempPostgres();
const adminUrl = cluster.url.replace(/\/[^/]+$/, '/postgres');
const admin = new pg.Client({ connectionString: adminUrl });
await admin.connect();
await admin.query(`create database bench_compare template template0 encoding 'UTF8' lc_collate 'C' lc_ctype 'C.UTF-8'`);
await admin.end();
const url = cluster.url.replace(/\/[^/]+$/, '/bench_compare');
const dataDir = mkdtempSync(join(tmpdir(), 'bench-compare-'));
const config = { ...readConfig({ ...process.env, DATABASE_URL: url, DATA_DIR: dataDir, JWT_SECRET: 'bench-compare-secret-0123456789abcdef', JOBS_ENABLED: 'false' }), listCountCap: undefined };
const database = await openDatabase({ databaseUrl: url, preparedStatements: !values.unprepared });
const { db } = database;
await migrate(db, { dir: join(process.cwd(), 'db/migrations') });
const jobs = new JobQueue(db);
await jobs.start();
await seedDemo(db, { jobs });
const companyId = (await db.selectFrom('companies').select('id').where('code', '=', DEMO_COMPANY_CODE).executeTakeFirstOrThrow()).id;
const staffUserId = (await db.selectFrom('users').select('id').where('username', '=', 'staff').executeTakeFirstOrThrow()).id;
const countOf = async (table: 'students' | 'tags') => Number((await db.selectFrom(table).select((eb) => eb.fn.countAll<number>().as('n')).where('company_id', '=', companyId).executeTakeFirstOrThrow()).n);
async function growTo(students: number): Promise<void> {
  const started = Date.now();
  const missing = students - await countOf('students');
  if (missing > 0) await addStudents(db, { companyId, count: missing, prefix: `BC${students}-` });
  const tagsMissing = tagCount - await countOf('tags');
  if (tagsMissing > 0) await addTags(db, { companyId, count: tagsMissing, prefix: 'compare' });
  await sql`vacuum analyze`.execute(db);
  console.error(`company at ${await countOf('students')} students, ${await countOf('tags')} tags (${((Date.now() - started) / 1000).toFixed(1)} s)`);
}

// ---- the floor and the references: plain Fastify, plain pg, no authentication ----
const types = new pg.TypeOverrides();
types.setTypeParser(20, Number); // int8 as a number, as the app reads it
const pool = new pg.Pool({ connectionString: url, max: 10, types });
const cap = Number(constants.listCountCap);
const pageSize = Number(constants.pageSize);
const STUDENT_COLUMNS = ['id', 'company_id', 'student_number', 'family_name_kanji', 'first_name_kanji', 'family_name_kana', 'first_name_kana', 'schoolyear_id',
  'schoolhouse_id', 'protector_id', 'school_id', 'status', 'user_id', 'created_at', 'updated_at'].map((c) => `"students"."${c}"`).join(', ');
const STUDENT_ORDER = `order by nullif("students"."family_name_kana", '') collate "C" asc nulls last, nullif("students"."first_name_kana", '') collate "C" asc nulls last,
  "students"."family_name_kanji" asc, nullif("students"."first_name_kana", '') collate "C" asc nulls last, "students"."first_name_kanji" asc, "students"."id" asc`;
const iso = (row: Record<string, unknown>) => Object.fromEntries(Object.entries(row).map(([k, v]) => [k, v instanceof Date ? v.toISOString() : v]));

/**
 * A list page as listRecords answers it: one statement whose rows carry count(*) over at most cap + 1 matching rows
 * (an InitPlan, computed once); a short page's total is its rows; a page past the last row counts on its own.
 */
const cappedAt = new Map<string, number>();
async function refPage(options: { from: string; where: string; params: unknown[]; columns: string; order: string; page: number; isSearch?: boolean }) {
  const offset = (options.page - 1) * pageSize;
  const n = options.params.length;
  const count = `select count(*) as "n" from (select 1 as "one" from ${options.from} where ${options.where} limit $${n + 1}) as "capped"`;
  // A search of 3+ characters: the matching rows first (materialized, through the trigram index), then sorted.
  const statement = options.isSearch
    ? `with ${options.from} as materialized (select * from ${options.from} where ${options.where})
       select ${options.columns}, (select count(*) as "n" from (select 1 as "one" from ${options.from} limit $${n + 1}) as "capped") as "__list_total"
       from ${options.from} ${options.order} limit $${n + 2} offset $${n + 3}`
    : `select ${options.columns}, (${count}) as "__list_total" from ${options.from} where ${options.where} ${options.order} limit $${n + 2} offset $${n + 3}`;
  // A list found over the cap lately is not counted again (listCountCapRememberSeconds): the page alone.
  const key = `${count} ${JSON.stringify(options.params)}`;
  const isKnownCapped = Date.now() - (cappedAt.get(key) ?? -Infinity) < Number(constants.listCountCapRememberSeconds) * 1000;
  const rows = (isKnownCapped
    ? await pool.query(`select ${options.columns} from ${options.from} where ${options.where} ${options.order} limit $${n + 1} offset $${n + 2}`, [...options.params, pageSize, offset])
    : await pool.query(statement, [...options.params, cap + 1, pageSize, offset])).rows as Array<Record<string, unknown>>;
  const isShort = rows.length > 0 && rows.length < pageSize;
  const counted = isShort ? offset + rows.length : rows.length > 0 ? (isKnownCapped ? cap + 1 : Number(rows[0]!.__list_total))
    : offset === 0 ? 0 : Number((await pool.query(count, [...options.params, cap + 1])).rows[0].n);
  const isCapped = counted > cap && !isShort;
  if (isCapped && !isKnownCapped) cappedAt.set(key, Date.now());
  const data = rows.map(({ __list_total: _total, ...row }) => iso(row));
  return { data, total: isCapped ? cap : counted, total_is_capped: isCapped, page: options.page, limit: pageSize };
}

const floor: FastifyInstance = Fastify({ logger: false });
floor.get('/noop', async () => ({ ok: true }));
floor.get('/ref/notifications/status', async () => {
  const { rows } = await pool.query('select "id" from "notifications" where "company_id" = $1 and "user_id" = $2 and "is_read" = $3 limit $4', [companyId, staffUserId, false, 1]);
  return { has_unread: rows.length > 0 };
});
floor.get('/ref/notifications/unread/count', async () => {
  const { rows } = await pool.query('select count(*) as "n" from "notifications" where "company_id" = $1 and "user_id" = $2 and "is_read" = $3', [companyId, staffUserId, false]);
  return { count: Number(rows[0].n) };
});
floor.get('/ref/users/current', async () => {
  // What the answer is made of, in one round trip: the user, the staff name, the schoolhouses, the enabled features.
  const { rows } = await pool.query(`select u."id", u."username", u."display_name", u."m_authority_id", u."role", s."staff_name",
      array(select h."id"::int from "schoolhouses" h where h."company_id" = u."company_id" order by h."id") as "schoolhouse_ids",
      array(select distinct ss."name" from "schoolhouse_settings" ss where ss."company_id" = u."company_id" and ss."value" = $3 and ss."name" like 'ALLOW\\_%' order by ss."name") as "features",
      (select c."invoice_status" from "companies" c where c."id" = u."company_id") as "invoice_status"
    from "users" u left join "staffs" s on s."company_id" = u."company_id" and s."user_id" = u."id" where u."company_id" = $1 and u."id" = $2`, [companyId, staffUserId, String(constants.enabledFlag)]);
  const u = rows[0];
  return {
    id: u.id, owner_user_id: u.id, m_authority_id: u.m_authority_id, role: 'STAFF', staff_name: u.staff_name, display_name: u.staff_name ?? u.display_name,
    user: { username: u.username, avatar: null, m_authority_id: u.m_authority_id },
    ability: { role: 'STAFF', companyId, userId: u.id, schoolhouseIds: u.schoolhouse_ids, features: u.features, isInvoiceActive: u.invoice_status === String(constants.invoiceActive) },
  };
});
floor.get('/ref/tags', async () => refPage({
  from: '"tags"', where: '"tags"."company_id" = $1', params: [companyId],
  columns: '"tags"."id", "tags"."company_id", "tags"."name", "tags"."created_at", "tags"."updated_at"', order: 'order by "tags"."name" asc, "tags"."id" asc', page: 1,
}));
floor.get<{ Querystring: { page?: string; student_name_kanji?: string } }>('/ref/students', async (request) => {
  const name = request.query.student_name_kanji;
  return refPage({
    from: '"students"', columns: STUDENT_COLUMNS, order: STUDENT_ORDER, page: Number(request.query.page ?? 1),
    ...(name === undefined ? { where: '"students"."company_id" = $1', params: [companyId] } : {
      isSearch: name.replace(/\s/g, '').length >= 3,
      where: `("students"."company_id" = $1 and (coalesce("students"."family_name_kanji", '') || coalesce("students"."first_name_kanji", '')) ilike $2)`,
      params: [companyId, `%${name.replace(/[\\%_]/g, (c) => `\\${c}`)}%`],
    }),
  });
});
const floorUrl = await floor.listen({ port: 0, host: '127.0.0.1' });

// ---- our app ----
const app = await buildApp({ db, config, storage: diskStorage(join(dataDir, 'files')), jobs });
const ourUrl = await app.listen({ port: 0, host: '127.0.0.1' });
const login = await fetch(`${ourUrl}/api/v1/communication/login`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ username: 'staff', password: DEMO_PASSWORD }) });
const { token } = await login.json() as { token: string };
const auth = { authorization: `Bearer ${token}` };

interface Target { name: string; ours: string; reference: string; isList?: boolean; isPoll?: boolean }
/** `busyUs`: this process's main thread busy per request (event-loop utilization; autocannon runs in a worker). */
interface Measure { rps: number; p50: number; p99: number; errors: number; busyUs: number }

async function measure(url: string, connections: number, headers: Record<string, string> = {}): Promise<Measure> {
  await autocannon({ url, connections, amount: Math.max(50, connections * 5), headers, workers: 1 }); // warm-up
  const before = performance.eventLoopUtilization();
  const r = await autocannon({ url, duration, connections, headers, workers: 1 });
  const elu = performance.eventLoopUtilization(before);
  return { rps: r.requests.average, p50: r.latency.p50, p99: r.latency.p99, errors: r.non2xx + r.errors, busyUs: (elu.active * 1000) / Math.max(1, r.requests.total) };
}

/** Our answer and the reference's must agree (the data of a page, the poll's value) before they are compared. */
async function checkSame(target: Target): Promise<void> {
  const ours = await (await fetch(`${ourUrl}${target.ours}`, { headers: auth })).json() as Record<string, unknown>;
  const reference = await (await fetch(`${floorUrl}${target.reference}`)).json() as Record<string, unknown>;
  const pick = (body: Record<string, unknown>) => (target.isList ? { data: body.data, total: body.total, total_is_capped: body.total_is_capped }
    : 'ability' in body ? { id: body.id, staff_name: body.staff_name, features: (body.ability as { features: unknown }).features, schoolhouseIds: (body.ability as { schoolhouseIds: unknown }).schoolhouseIds } : body);
  const [a, b] = [JSON.stringify(pick(ours)), JSON.stringify(pick(reference))];
  if (a !== b) console.error(`WARNING ${target.name}: our answer and the reference's differ\n  ours: ${a}\n  ref:  ${b}`);
}

const results: Array<{ phase: string; target: Target; connections: number; ours: Measure; reference: Measure; floor: Measure }> = [];
const floors = new Map<number, Measure>();
async function run(phase: string, allTargets: Target[]): Promise<void> {
  const targets = allTargets.filter((t) => isChosen(t.name));
  if (targets.length === 0) return;
  for (const t of targets) await checkSame(t);
  for (const connections of connectionCounts) {
    if (!floors.has(connections)) floors.set(connections, await measure(`${floorUrl}/noop`, connections));
    for (const t of targets) {
      const ours = await measure(`${ourUrl}${t.ours}`, connections, auth);
      const reference = await measure(`${floorUrl}${t.reference}`, connections);
      results.push({ phase, target: t, connections, ours, reference, floor: floors.get(connections)! });
      console.error(`${t.name} @${connections}: ours ${Math.round(ours.rps)} req/s (${Math.round(ours.busyUs)} µs busy), reference ${Math.round(reference.rps)} req/s (${Math.round(reference.busyUs)} µs busy)`);
    }
  }
}

if (values.serve) {
  // --serve: load --students, print where ours and the references listen, and wait for Ctrl-C (profiling by hand).
  await growTo(bigCount);
  console.log(JSON.stringify({ pid: process.pid, ours: ourUrl, reference: floorUrl, authorization: auth.authorization }));
  await new Promise((resolve) => { process.once('SIGINT', resolve); process.once('SIGTERM', resolve); });
} else {
  await measureAll();
}

async function measureAll(): Promise<void> {
const studentsPage1 = (count: number): Target => ({ name: `students page 1 (${count.toLocaleString('en')} rows)`, ours: '/api/v1/students', reference: '/ref/students', isList: true });
await growTo(smallCount);
await run('small', [studentsPage1(smallCount)]);
await growTo(bigCount);
const contains = '佐藤陽';
await run('big', [
  { name: 'notifications status (poll)', ours: '/api/v1/notifications/status', reference: '/ref/notifications/status', isPoll: true },
  { name: 'unread count (poll)', ours: '/api/v1/notifications/unread/count', reference: '/ref/notifications/unread/count', isPoll: true },
  { name: 'current user', ours: '/api/v1/auth-search/users/current', reference: '/ref/users/current' },
  { name: `tags page 1 (${tagCount} rows)`, ours: '/api/v1/tags', reference: '/ref/tags', isList: true },
  studentsPage1(bigCount),
  { name: `students page 200 (${bigCount.toLocaleString('en')} rows)`, ours: '/api/v1/students?page=200', reference: '/ref/students?page=200', isList: true },
  { name: `students name contains ${contains}`, ours: `/api/v1/students?student_name_kanji=${encodeURIComponent(contains)}`, reference: `/ref/students?student_name_kanji=${encodeURIComponent(contains)}`, isList: true },
]);

// ---- the table ----
const fmt = (n: number) => Math.round(n).toLocaleString('en');
const pct = (a: number, b: number) => `${((a / b) * 100).toFixed(1)}%`;
console.log(`\nPostgreSQL 15 (throwaway cluster), ${duration} s per measurement, autocannon in a worker thread; machine shared with whatever else runs.`);
console.log(`Our list statements run ${values.unprepared ? 'unnamed, as the references run theirs (--unprepared)' : 'as named prepared statements (the app\'s default); the references run theirs unnamed'}.\n`);
console.log('| endpoint | conns | ours req/s | p50 ms | p99 ms | reference req/s | ref p50 | ref p99 | ours / floor | ours / reference | Node µs/req ours / ref |');
console.log('|---|---|---|---|---|---|---|---|---|---|---|');
for (const c of connectionCounts) {
  const f = floors.get(c)!;
  console.log(`| Fastify no-op (floor) | ${c} | ${fmt(f.rps)} | ${f.p50} | ${f.p99} | | | | 100% | | ${Math.round(f.busyUs)} |`);
  for (const r of results.filter((x) => x.connections === c)) {
    const errors = r.ours.errors + r.reference.errors ? ` (non-2xx/errors: ${r.ours.errors}/${r.reference.errors})` : '';
    console.log(`| ${r.target.name}${errors} | ${c} | ${fmt(r.ours.rps)} | ${r.ours.p50} | ${r.ours.p99} | ${fmt(r.reference.rps)} | ${r.reference.p50} | ${r.reference.p99} | ${pct(r.ours.rps, f.rps)} | ${(r.ours.rps / r.reference.rps).toFixed(2)} | ${Math.round(r.ours.busyUs)} / ${Math.round(r.reference.busyUs)} |`);
  }
}
console.log('\nTargets (10 connections, or the middle count):');
const mid = connectionCounts.includes(10) ? 10 : connectionCounts[Math.floor(connectionCounts.length / 2)]!;
const at = results.filter((r) => r.connections === mid);
for (const r of at.filter((x) => x.target.isPoll)) console.log(`- ${r.target.name}: ${pct(r.ours.rps, r.floor.rps)} of the floor (target ≥ 40%)`);
for (const r of at.filter((x) => x.target.isList)) console.log(`- ${r.target.name}: ${(r.ours.rps / r.reference.rps).toFixed(2)} of its reference (target ≥ 0.8)`);
const small = at.find((r) => r.phase === 'small');
const big = at.find((r) => r.phase === 'big' && r.target.ours === '/api/v1/students');
if (small && big) console.log(`- students page 1 at ${bigCount.toLocaleString('en')} rows: ${(small.ours.rps / big.ours.rps).toFixed(2)}x the time of ${smallCount.toLocaleString('en')} rows (req/s ${fmt(big.ours.rps)} vs ${fmt(small.ours.rps)}; target within 2x)`);
}

await app.close();
await floor.close();
await pool.end();
await jobs.stop();
await database.close();
await cluster.stop();
rmSync(dataDir, { recursive: true, force: true });
