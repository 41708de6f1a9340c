import { join } from 'node:path';
import { parseArgs } from 'node:util';
import { readConfig } from '../src/server/config.js';
import { openDatabase } from '../src/server/db/connect.js';
import { migrate } from '../src/server/db/migrate.js';
import { JobQueue } from '../src/server/jobs/jobQueue.js';
import { DEMO_COMPANY_CODE, seedDemo } from '../src/server/seed/seed.js';

/**
 * Fills the configured database (DATA_DIR or DATABASE_URL) with a large demo company:
 *   npx tsx bench/dataset.ts --students 100000 --tags 500
 * Students are spread over the demo schoolhouses and school years; inserts go in batches of 1,000 rows.
 */
const { values } = parseArgs({ options: { students: { type: 'string', default: '100000' }, tags: { type: 'string', default: '200' } } });
const students = Number(values.students);
const tags = Number(values.tags);
if (!Number.isInteger(students) || students < 0 || !Number.isInteger(tags) || tags < 0) {
  console.error('usage: tsx bench/dataset.ts --students <count> --tags <count>');
  process.exit(2);
}

const config = readConfig();
const database = await openDatabase({ databaseUrl: config.databaseUrl, dataDir: config.dataDir });
const { db } = database;
await migrate(db, { dir: join(process.cwd(), 'db/migrations') });
const jobs = new JobQueue(db);
await jobs.start();
await seedDemo(db, { jobs });
await jobs.stop();
const company = await db.selectFrom('companies').select('id').where('code', '=', DEMO_COMPANY_CODE).executeTakeFirstOrThrow();
const houses = (await db.selectFrom('schoolhouses').select('id').where('company_id', '=', company.id).execute()).map((r) => r.id);
const years = (await db.selectFrom('schoolyears').select('id').execute()).map((r) => r.id);
const started = Date.now();
const BATCH = 1000;
const stamp = Date.now().toString(36);
for (let done = 0; done < students; done += BATCH) {
  const n = Math.min(BATCH, students - done);
  await db.insertInto('students').values(Array.from({ length: n }, (_, i) => {
    const k = done + i;
    return {
      company_id: company.id, student_number: `B${stamp}-${k}`, family_name_kanji: ['佐藤', '鈴木', '高橋', '田中'][k % 4]!,
      first_name_kanji: ['陽翔', '結衣', '蓮', '陽菜'][k % 4]!, family_name_kana: 'テスト', first_name_kana: 'セイト',
      schoolyear_id: years[k % years.length]!, schoolhouse_id: houses[k % houses.length]!, status: 4,
    };
  })).execute();
  if ((done / BATCH) % 20 === 0) console.log(`students: ${done + n}/${students}`);
}
for (let done = 0; done < tags; done += BATCH) {
  const n = Math.min(BATCH, tags - done);
  await db.insertInto('tags').values(Array.from({ length: n }, (_, i) => ({ company_id: company.id, name: `ベンチタグ${stamp}-${done + i}` }))).execute();
}
console.log(`inserted ${students} students and ${tags} tags in ${((Date.now() - started) / 1000).toFixed(1)} s (${database.kind})`);
await database.close();
