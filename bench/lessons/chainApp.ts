import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { sql, type Kysely } from 'kysely';
import { startTempPostgres } from '../../scripts/pg-temp.js';
import type { Database } from '../../src/generated/db.js';
import { TermKind } from '../../src/generated/enums.js';
import { buildApp } from '../../src/server/app.js';
import { JobQueue } from '../../src/server/core/jobQueue.js';
import { openDatabase } from '../../src/server/db/connect.js';
import { migrate } from '../../src/server/db/migrate.js';
import { schoolClock } from '../../src/server/domains/lessons/rescheduleDeadline.js';
import { readConfig } from '../../src/server/foundation/config.js';
import { DEMO_COMPANY_CODE, DEMO_PASSWORD, seedDemo } from '../../src/server/seed/seed.js';
import { diskStorage } from '../../src/server/storage/fileStorage.js';
import { buildChain, CHAIN } from './chain.js';

/** Prints how long a step took. */
export async function timed<T>(label: string, run: () => Promise<T>): Promise<{ result: T; seconds: number }> {
  const started = performance.now();
  const result = await run();
  const seconds = (performance.now() - started) / 1000;
  console.log(`${label}: ${seconds.toFixed(2)} s`);
  return { result, seconds };
}

/** A chain of schoolhouses on PostgreSQL, served by the portal on a local port: what the lesson and report benches time. */
export interface ChainApp {
  db: Kysely<Database>;
  companyId: number;
  term: { id: number; start_date: string | null; end_date: string | null };
  weekly: number;
  address: string;
  tokenOf(username: string): Promise<string>;
  /** Generates the term's lessons through POST /frame-divide/generate, timed. */
  generate(): Promise<{ result: { frames: number; lessons: number; skipped: number }; seconds: number }>;
  close(): Promise<void>;
}

/**
 * On a throwaway PostgreSQL 15 (or DATABASE_URL, an empty database), the demo company grown by `houses` schoolhouses and
 * `students` families with the weekly timetable of the term covering today (bench/lessons/chain.ts), and the portal
 * listening on a local port.
 */
export async function startChainApp(options: { houses: number; students: number }): Promise<ChainApp> {
  const cluster = process.env.DATABASE_URL ? undefined : await startTempPostgres();
  const url = process.env.DATABASE_URL ?? cluster!.url;
  const dir = mkdtempSync(join(tmpdir(), 'bench-chain-'));
  const config = readConfig({ ...process.env, DATABASE_URL: url, DATA_DIR: join(dir, 'data'), FILES_DIR: join(dir, 'files'), JWT_SECRET: 'bench-lessons-secret-0123456789abcdef', JOBS_ENABLED: 'false' });
  const database = await openDatabase({ databaseUrl: url });
  const { db } = database;
  await migrate(db, { dir: join(process.cwd(), 'db/migrations') });
  const jobs = new JobQueue(db);
  await jobs.start();
  await seedDemo(db, { jobs });
  const companyId = (await db.selectFrom('companies').select('id').where('code', '=', DEMO_COMPANY_CODE).executeTakeFirstOrThrow()).id;
  const clock = schoolClock();
  const term = await db.selectFrom('yearly_schedules').select(['id', 'start_date', 'end_date']).where('company_id', '=', companyId)
    .where('term_kind', '=', TermKind.normal).where('start_date', '<=', clock.today).where('end_date', '>=', clock.today).executeTakeFirst()
    ?? await db.selectFrom('yearly_schedules').select(['id', 'start_date', 'end_date']).where('company_id', '=', companyId)
      .where('term_kind', '=', TermKind.normal).orderBy('start_date', 'desc').executeTakeFirstOrThrow();
  await timed(`${options.houses} schoolhouses, ${options.houses * CHAIN.seats} seats, ${options.houses * CHAIN.teachers} teachers, ${options.students} families, the weekly timetable`, () =>
    buildChain(db, { companyId, termId: term.id, houses: options.houses, students: options.students }));
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
  return {
    db, companyId, term, weekly, address, tokenOf,
    generate: () => timed('generate the term (POST /frame-divide/generate)', async () => {
      const res = await fetch(`${address}/api/v1/frame-divide/generate`, { method: 'POST', headers: { ...staff, 'content-type': 'application/json' }, body: JSON.stringify({ yearly_schedule_id: term.id }) });
      if (!res.ok) throw new Error(`generate: ${res.status} ${await res.text()}`);
      return (await res.json()) as { frames: number; lessons: number; skipped: number };
    }),
    async close() {
      await app.close();
      await jobs.stop();
      await database.close();
      await cluster?.stop();
      rmSync(dir, { recursive: true, force: true });
    },
  };
}
