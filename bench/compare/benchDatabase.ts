import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { sql } from 'kysely';
import pg from 'pg';
import { startTempPostgres } from '../../scripts/pg-temp.js';
import { readConfig } from '../../src/server/foundation/config.js';
import { openDatabase } from '../../src/server/db/connect.js';
import { migrate } from '../../src/server/db/migrate.js';
import { JobQueue } from '../../src/server/core/jobQueue.js';
import { DEMO_COMPANY_CODE, seedDemo } from '../../src/server/seed/seed.js';
import { addStudents, addTags } from '../dataset.js';

/**
 * A throwaway PostgreSQL 15 cluster with a database whose LC_CTYPE splits Japanese into trigrams, migrated, with the
 * demo company loaded; the app's config and database, a plain `pg` pool for the references (a pool of 10, as the
 * app's; int8 read as a number, as the app reads it) and `growTo`, which fills the company up to a number of students.
 */
export async function openBenchDatabase(options: { preparedStatements: boolean; tagCount: number }) {
  const cluster = await startTempPostgres();
  const adminUrl = cluster.url.replace(/\/[^/]+$/, '/postgres');
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  await admin.query(`create database bench_compare template template0 encoding 'UTF8' lc_collate 'C' lc_ctype 'C.UTF-8'`);
  await admin.end();
  const url = cluster.url.replace(/\/[^/]+$/, '/bench_compare');
  const dataDir = mkdtempSync(join(tmpdir(), 'bench-compare-'));
  const config = { ...readConfig({ ...process.env, DATABASE_URL: url, DATA_DIR: dataDir, JWT_SECRET: 'bench-compare-secret-0123456789abcdef', JOBS_ENABLED: 'false' }), listCountCap: undefined };
  const database = await openDatabase({ databaseUrl: url, preparedStatements: options.preparedStatements });
  const { db } = database;
  await migrate(db, { dir: join(process.cwd(), 'db/migrations') });
  const jobs = new JobQueue(db);
  await jobs.start();
  await seedDemo(db, { jobs });
  const companyId = (await db.selectFrom('companies').select('id').where('code', '=', DEMO_COMPANY_CODE).executeTakeFirstOrThrow()).id;
  const staffUserId = (await db.selectFrom('users').select('id').where('username', '=', 'staff').executeTakeFirstOrThrow()).id;
  const types = new pg.TypeOverrides();
  types.setTypeParser(20, Number);
  const pool = new pg.Pool({ connectionString: url, max: 10, types });
  const countOf = async (table: 'students' | 'tags') => Number((await db.selectFrom(table).select((eb) => eb.fn.countAll<number>().as('n')).where('company_id', '=', companyId).executeTakeFirstOrThrow()).n);

  return {
    db, jobs, config, dataDir, pool, companyId, staffUserId,
    /** The company at `students` students and the bench's tags, analysed. */
    async growTo(students: number): Promise<void> {
      const started = Date.now();
      const missing = students - await countOf('students');
      if (missing > 0) await addStudents(db, { companyId, count: missing, prefix: `BC${students}-` });
      const tagsMissing = options.tagCount - await countOf('tags');
      if (tagsMissing > 0) await addTags(db, { companyId, count: tagsMissing, prefix: 'compare' });
      await sql`vacuum analyze`.execute(db);
      console.error(`company at ${await countOf('students')} students, ${await countOf('tags')} tags (${((Date.now() - started) / 1000).toFixed(1)} s)`);
    },
    async close(): Promise<void> {
      await pool.end();
      await jobs.stop();
      await database.close();
      await cluster.stop();
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}
export type BenchDatabase = Awaited<ReturnType<typeof openBenchDatabase>>;
