import { join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';
import { sql, type Kysely } from 'kysely';
import type { Database } from '../src/generated/db.js';
import { readConfig } from '../src/server/foundation/config.js';
import { openDatabase } from '../src/server/db/connect.js';
import { migrate } from '../src/server/db/migrate.js';
import { JobQueue } from '../src/server/core/jobQueue.js';
import { DEMO_COMPANY_CODE, seedDemo } from '../src/server/seed/seed.js';

/** Family and first names with their readings, combined into varied students (50音 order is real). */
const FAMILY = [
  ['佐藤', 'サトウ'], ['鈴木', 'スズキ'], ['高橋', 'タカハシ'], ['田中', 'タナカ'], ['伊藤', 'イトウ'], ['渡辺', 'ワタナベ'],
  ['山本', 'ヤマモト'], ['中村', 'ナカムラ'], ['小林', 'コバヤシ'], ['加藤', 'カトウ'], ['吉田', 'ヨシダ'], ['山田', 'ヤマダ'],
  ['佐々木', 'ササキ'], ['山口', 'ヤマグチ'], ['松本', 'マツモト'], ['井上', 'イノウエ'], ['木村', 'キムラ'], ['林', 'ハヤシ'],
  ['斎藤', 'サイトウ'], ['清水', 'シミズ'], ['山崎', 'ヤマザキ'], ['森', 'モリ'], ['池田', 'イケダ'], ['橋本', 'ハシモト'],
];
const FIRST = [
  ['陽翔', 'ハルト'], ['結衣', 'ユイ'], ['蓮', 'レン'], ['陽菜', 'ヒナ'], ['湊', 'ミナト'], ['凛', 'リン'], ['蒼', 'アオイ'],
  ['紬', 'ツムギ'], ['悠真', 'ユウマ'], ['芽依', 'メイ'], ['樹', 'イツキ'], ['葵', 'アオイ'], ['大和', 'ヤマト'], ['咲良', 'サクラ'],
  ['律', 'リツ'], ['美月', 'ミツキ'], ['朝陽', 'アサヒ'], ['心春', 'コハル'], ['颯真', 'ソウマ'], ['杏', 'アン'],
];

const textArray = (values: string[]) => sql`${`{${values.map((v) => `"${v}"`).join(',')}}`}::text[]`;

/**
 * Adds `count` continuing students (student numbers `<prefix>000001`…) to a company in one set-based statement, spread
 * over its schoolhouses and the school years, with varied names and readings.
 */
export async function addStudents(db: Kysely<Database>, options: { companyId: number; count: number; prefix: string }): Promise<void> {
  const { companyId, count, prefix } = options;
  const houses = (await db.selectFrom('schoolhouses').select('id').where('company_id', '=', companyId).orderBy('id').execute()).map((r) => r.id);
  const years = (await db.selectFrom('schoolyears').select('id').orderBy('id').execute()).map((r) => r.id);
  const arr = (ids: number[]) => sql`${`{${ids.join(',')}}`}::bigint[]`;
  await sql`insert into students (company_id, student_number, family_name_kanji, first_name_kanji, family_name_kana, first_name_kana,
      schoolyear_id, schoolhouse_id, status)
    select ${companyId}, ${prefix} || lpad(g::text, 6, '0'),
      (${textArray(FAMILY.map((f) => f[0]!))})[1 + (g * 7) % ${FAMILY.length}], (${textArray(FIRST.map((f) => f[0]!))})[1 + (g * 13) % ${FIRST.length}],
      (${textArray(FAMILY.map((f) => f[1]!))})[1 + (g * 7) % ${FAMILY.length}], (${textArray(FIRST.map((f) => f[1]!))})[1 + (g * 13) % ${FIRST.length}],
      (${arr(years)})[1 + g % ${years.length}], (${arr(houses)})[1 + g % ${houses.length}], 4
    from generate_series(1, ${count}) g`.execute(db);
}

/** Adds `count` tags named ベンチタグ<prefix>-N to a company. */
export async function addTags(db: Kysely<Database>, options: { companyId: number; count: number; prefix: string }): Promise<void> {
  await sql`insert into tags (company_id, name) select ${options.companyId}, ${`ベンチタグ${options.prefix}-`} || g from generate_series(1, ${options.count}) g`.execute(db);
}

/**
 * Fills the configured database (DATA_DIR or DATABASE_URL) with a large demo company:
 *   npx tsx bench/dataset.ts --students 100000 --tags 200
 */
async function main(): Promise<void> {
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
  const started = Date.now();
  const stamp = Date.now().toString(36);
  await addStudents(db, { companyId: company.id, count: students, prefix: `B${stamp}-` });
  await addTags(db, { companyId: company.id, count: tags, prefix: stamp });
  await sql`analyze`.execute(db);
  console.log(`inserted ${students} students and ${tags} tags in ${((Date.now() - started) / 1000).toFixed(1)} s (${database.kind})`);
  await database.close();
}

if (process.argv[1] !== undefined && resolve(process.argv[1]) === fileURLToPath(import.meta.url)) await main();
