import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { sql } from 'kysely';
import { readConfig } from '../src/server/foundation/config.js';
import { openDatabase } from '../src/server/db/connect.js';
import { migrate } from '../src/server/db/migrate.js';
import { JobQueue } from '../src/server/core/jobQueue.js';
import { DEMO_COMPANY_CODE, seedDemo } from '../src/server/seed/seed.js';

/**
 * The database of a notice bench: DATABASE_URL (an empty PostgreSQL database) or PGlite in a temporary DATA_DIR,
 * migrated, with its job queue started and the demo loaded; plus the ids every bench needs, a builder of bench families and a close that removes
 * the temporary directory.
 */
export async function openDemoDatabase(name: string) {
  const config = readConfig();
  const dataDir = config.databaseUrl ? undefined : mkdtempSync(join(tmpdir(), `bench-${name}-`));
  const database = await openDatabase({ databaseUrl: config.databaseUrl, dataDir });
  const { db } = database;
  await migrate(db, { dir: join(process.cwd(), 'db/migrations') });
  const jobs = new JobQueue(db);
  await jobs.start();
  await seedDemo(db, { jobs });
  const companyId = (await db.selectFrom('companies').select('id').where('code', '=', DEMO_COMPANY_CODE).executeTakeFirstOrThrow()).id;
  const passwordHash = (await db.selectFrom('users').select('password').where('username', '=', 'guardian1').executeTakeFirstOrThrow()).password;
  const staffUserId = (await db.selectFrom('users').select('id').where('username', '=', 'staff').executeTakeFirstOrThrow()).id;
  const house = (await db.selectFrom('schoolhouses').select('id').where('company_id', '=', companyId).orderBy('id').executeTakeFirstOrThrow()).id;
  const year = (await db.selectFrom('schoolyears').select('id').where('code', '=', 8).executeTakeFirstOrThrow()).id;
  return {
    config, database, db, jobs, companyId, staffUserId, house,
    /** `families` guardians (users bench-guardian-N) with one continuing 中2 child each (student numbers BN…), set-based. */
    async addFamilies(families: number) {
      await sql`insert into users (company_id, username, password, m_authority_id, display_name, email)
        select ${companyId}, 'bench-guardian-' || g, ${passwordHash}, 2, 'ベンチ 保護者' || g, 'bench' || g || '@example.jp'
        from generate_series(1, ${families}) g`.execute(db);
      await sql`insert into protectors (company_id, user_id, family_name, first_name)
        select u.company_id, u.id, 'ベンチ', '保護者' || u.id from users u where u.company_id = ${companyId} and u.username like 'bench-guardian-%'`.execute(db);
      await sql`insert into students (company_id, student_number, family_name_kanji, first_name_kanji, schoolyear_id, schoolhouse_id, protector_id, status)
        select p.company_id, 'BN' || p.id, 'ベンチ', '生徒' || p.id, ${year}, ${house}, p.id, 4
        from protectors p join users u on u.company_id = p.company_id and u.id = p.user_id
        where p.company_id = ${companyId} and u.username like 'bench-guardian-%'`.execute(db);
    },
    async close() {
      await jobs.stop();
      await database.close();
      if (dataDir) rmSync(dataDir, { recursive: true, force: true });
    },
  };
}
