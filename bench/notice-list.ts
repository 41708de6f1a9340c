import autocannon from 'autocannon';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { parseArgs } from 'node:util';
import { sql } from 'kysely';
import { openDemoDatabase } from './demoDatabase.js';
import { buildApp } from '../src/server/app.js';
import { DEMO_PASSWORD } from '../src/server/seed/seed.js';
import { diskStorage } from '../src/server/storage/fileStorage.js';

/**
 * The guardian notice list (GET /api/v1/notices/received) over a large recipients table, at 1, 10 and 50 connections:
 *   npx tsx bench/notice-list.ts                      # PGlite in a temporary DATA_DIR
 *   DATABASE_URL=postgres://… npx tsx bench/notice-list.ts   # PostgreSQL (an empty database: the demo is loaded)
 * Builds --families guardians with one child each and --notices notices sent to all of them (default 10,000 × 100 =
 * 1,000,000 notice_recipients rows, written set-based), then measures one guardian's list: page 1, page 3, unread only.
 */
const { values } = parseArgs({ options: {
  families: { type: 'string', default: '10000' }, notices: { type: 'string', default: '100' }, duration: { type: 'string', default: '10' },
} });
const families = Number(values.families);
const noticeCount = Number(values.notices);
const { config, database, db, jobs, companyId, staffUserId, addFamilies, close } = await openDemoDatabase('notice-list');

const timed = async <T>(label: string, fn: () => Promise<T>): Promise<T> => {
  const started = Date.now();
  const result = await fn();
  console.log(`${label}: ${((Date.now() - started) / 1000).toFixed(1)} s`);
  return result;
};

await timed(`${families} guardians with a child`, async () => {
  await addFamilies(families);
});
await timed(`${noticeCount} notices × ${families} recipients (${(noticeCount * families).toLocaleString('en')} rows)`, async () => {
  await sql`insert into notices (company_id, title, body, sender_user_id, status, published_at, send_at, recipient_count, created_at)
    select ${companyId}, 'ベンチのお知らせ ' || n, '<p>本文</p>', ${staffUserId}, 'sent', now() - (n || ' hours')::interval, now() - (n || ' hours')::interval, ${families},
      now() - (n || ' hours')::interval
    from generate_series(1, ${noticeCount}) n`.execute(db);
  // Bulk load: the secondary indexes are dropped and built again afterwards (the same definitions, read from the
  // catalogue), which PGlite needs to load a million rows in minutes instead of hours; the unique key stays.
  const indexes = (await sql<{ indexname: string; indexdef: string }>`
    select indexname, indexdef from pg_indexes where schemaname = current_schema() and tablename = 'notice_recipients'
    and indexname not in (select conname from pg_constraint)`.execute(db)).rows;
  for (const ix of indexes) await sql`drop index ${sql.ref(ix.indexname)}`.execute(db);
  // One set-based statement per notice (a single 1,000,000-row statement is far slower on PGlite).
  const notices = await db.selectFrom('notices').select(['id', 'published_at']).where('company_id', '=', companyId).where('title', 'like', 'ベンチのお知らせ %').orderBy('id').execute();
  for (const [i, n] of notices.entries()) {
    await sql`insert into notice_recipients (company_id, notice_id, student_id, protector_id, schoolhouse_id, published_at, is_read)
      select s.company_id, ${n.id}, s.id, s.protector_id, s.schoolhouse_id, ${n.published_at}, (s.id + ${n.id}) % 3 = 0
      from students s where s.company_id = ${companyId} and s.student_number like 'BN%'`.execute(db);
    if ((i + 1) % 10 === 0) console.log(`  recipients of ${i + 1}/${notices.length} notices`);
  }
  for (const ix of indexes) await sql.raw(ix.indexdef).execute(db);
  await sql`analyze`.execute(db);
});
const rows = await sql<{ n: number }>`select count(*) as n from notice_recipients`.execute(db);
console.log(`notice_recipients rows: ${Number(rows.rows[0]!.n).toLocaleString('en')}`);

const app = await buildApp({ db, config: { ...config, filesDir: join(tmpdir(), 'bench-files') }, storage: diskStorage(join(tmpdir(), 'bench-files')), jobs });
const address = await app.listen({ port: 0, host: '127.0.0.1' });
const login = await fetch(`${address}/api/v1/communication/login`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ username: `bench-guardian-${Math.ceil(families / 2)}`, password: DEMO_PASSWORD }) });
const { token } = await login.json() as { token: string };
const probe = await (await fetch(`${address}/api/v1/notices/received`, { headers: { authorization: `Bearer ${token}` } })).json() as { total?: number; code?: number };
console.log(`database: ${database.kind}; the guardian's notices: ${probe.total ?? `error ${probe.code}`}`);

const targets: Array<[string, string]> = [
  ['page 1', '/api/v1/notices/received'],
  ['page 3', '/api/v1/notices/received?page=3'],
  ['unread only', '/api/v1/notices/received?read_status=0'],
];
console.log(`\n| ${database.kind} | connections | p50 ms | p99 ms | req/s | non-2xx |`);
console.log('|---|---|---|---|---|---|');
for (const [name, path] of targets) {
  for (const connections of [1, 10, 50]) {
    const result = await autocannon({ url: `${address}${path}`, duration: Number(values.duration), connections, headers: { authorization: `Bearer ${token}` } });
    console.log(`| ${name} | ${connections} | ${result.latency.p50} | ${result.latency.p99} | ${Math.round(result.requests.average)} | ${result.non2xx} |`);
  }
}
await app.close();
await close();
