import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { parseArgs } from 'node:util';
import { sql } from 'kysely';
import { DeliveryChannel, DeliveryStatus } from '../src/generated/enums.js';
import { readConfig } from '../src/server/config.js';
import { openDatabase } from '../src/server/db/connect.js';
import { migrate } from '../src/server/db/migrate.js';
import { publishNotice } from '../src/server/domains/notices/publish.js';
import { JobQueue } from '../src/server/jobs/jobQueue.js';
import { startWorkers } from '../src/server/jobs/workers.js';
import { DEMO_COMPANY_CODE, seedDemo } from '../src/server/seed/seed.js';
import { startSmtpSink } from '../tests/fixtures/smtpSink.js';

/**
 * Publishing one notice to many families, and delivering its e-mails (run on demand, not a test):
 *   npx tsx bench/notice-publish.ts                                   # PGlite in a temporary DATA_DIR
 *   npx tsx scripts/pg-temp.ts -- npx tsx bench/notice-publish.ts     # a throwaway PostgreSQL 15
 * Builds --families guardians with one child each (default 10,000; set-based), then measures
 *   1. publishing: the one transaction that writes the recipient rows, the delivery rows (web, app, mail), the bell
 *      notifications and the 'notice-deliver' job, until it commits;
 *   2. delivery: the workers of this process sending every e-mail to a local SMTP server (a real one on loopback,
 *      not parsing what it receives) and recording each outcome, until none is queued.
 * Prints a markdown table.
 */
const { values } = parseArgs({ options: { families: { type: 'string', default: '10000' } } });
const families = Number(values.families);
const config = readConfig();
const dataDir = config.databaseUrl ? undefined : mkdtempSync(join(tmpdir(), 'bench-notice-publish-'));
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

const rows: Array<[string, string, string]> = [];
const timed = async <T>(label: string, fn: () => Promise<T>, detail: (result: T, seconds: number) => string = () => ''): Promise<T> => {
  const started = performance.now();
  const result = await fn();
  const seconds = (performance.now() - started) / 1000;
  rows.push([label, seconds.toFixed(2), detail(result, seconds)]);
  console.error(`${label}: ${seconds.toFixed(2)} s`);
  return result;
};

await timed(`build ${families.toLocaleString('en')} guardians with a child`, async () => {
  await sql`insert into users (company_id, username, password, m_authority_id, display_name, email)
    select ${companyId}, 'bench-guardian-' || g, ${passwordHash}, 2, 'ベンチ 保護者' || g, 'bench' || g || '@example.jp'
    from generate_series(1, ${families}) g`.execute(db);
  await sql`insert into protectors (company_id, user_id, family_name, first_name)
    select u.company_id, u.id, 'ベンチ', '保護者' || u.id from users u where u.company_id = ${companyId} and u.username like 'bench-guardian-%'`.execute(db);
  await sql`insert into students (company_id, student_number, family_name_kanji, first_name_kanji, schoolyear_id, schoolhouse_id, protector_id, status)
    select p.company_id, 'BN' || p.id, 'ベンチ', '生徒' || p.id, ${year}, ${house}, p.id, 4
    from protectors p join users u on u.company_id = p.company_id and u.id = p.user_id
    where p.company_id = ${companyId} and u.username like 'bench-guardian-%'`.execute(db);
  await sql`analyze`.execute(db);
});

// The notice as the compose screen saves it: a draft with its chosen students, sent by app/web notification and e-mail.
const noticeId = (await db.insertInto('notices').values({
  company_id: companyId, title: '{生徒名}さんの保護者様へ：ベンチマークのお知らせ', body: '<p>{保護者姓}様</p><p>{生徒姓}{生徒名}さんの<strong>講習</strong>のご案内です。</p>',
  sender_user_id: staffUserId, send_notification: true, send_mail: true, send_line: false,
}).returning('id').executeTakeFirstOrThrow()).id;
await sql`insert into notice_targets (company_id, notice_id, student_id)
  select company_id, ${noticeId}, id from students where company_id = ${companyId} and student_number like 'BN%'`.execute(db);

const published = await timed('publish: recipients + deliveries + bells + job, committed', () =>
  db.transaction().execute((trx) => publishNotice(trx, { companyId, noticeId, jobs })),
(result, seconds) => {
  const recipients = result.isPublished ? result.recipientCount : 0;
  return `${recipients.toLocaleString('en')} recipients, ${(recipients * 3).toLocaleString('en')} deliveries (${Math.round(recipients / seconds).toLocaleString('en')} recipients/s)`;
});
if (!published.isPublished) throw new Error('the notice was not published');

const sink = await startSmtpSink({ parse: false });
const countOpen = async () => Number((await db.selectFrom('notice_deliveries').select((eb) => eb.fn.countAll<number>().as('n'))
  .where('company_id', '=', companyId).where('notice_id', '=', noticeId).where('channel', '<>', DeliveryChannel.web)
  .where('status', 'in', [DeliveryStatus.queued, DeliveryStatus.sending]).executeTakeFirstOrThrow()).n);
const workers = await startWorkers({ db, jobs, config: { ...config, smtp: { url: sink.url }, publicUrl: 'https://portal.example.jp' } }, { pollingIntervalSeconds: 0.5 });
await timed('deliver: every e-mail to the local SMTP server, outcome recorded', async () => {
  while (await countOpen() > 0) await new Promise((r) => setTimeout(r, 250));
  return Number((await db.selectFrom('notice_deliveries').select((eb) => eb.fn.countAll<number>().as('n'))
    .where('company_id', '=', companyId).where('notice_id', '=', noticeId).where('channel', '=', DeliveryChannel.mail)
    .where('status', '=', DeliveryStatus.sent).executeTakeFirstOrThrow()).n);
}, (sent, seconds) => `${sent.toLocaleString('en')} e-mails sent (${Math.round(sent / seconds).toLocaleString('en')} mails/s)`);
await workers.stop();
await sink.close();

const outcome = await db.selectFrom('notice_deliveries').select(['channel', 'status']).select((eb) => eb.fn.countAll<number>().as('n'))
  .where('company_id', '=', companyId).where('notice_id', '=', noticeId).groupBy(['channel', 'status']).orderBy('channel').execute();
console.log(`\nPublishing one notice to ${families.toLocaleString('en')} guardians (${database.kind}):\n`);
console.log('| step | seconds | |');
console.log('|---|---|---|');
for (const [label, seconds, detail] of rows) console.log(`| ${label} | ${seconds} | ${detail} |`);
console.log(`\ndelivery outcome: ${outcome.map((o) => `${o.channel} ${o.status} ${Number(o.n).toLocaleString('en')}`).join(', ')}`);

await jobs.stop();
await database.close();
if (dataDir) rmSync(dataDir, { recursive: true, force: true });
