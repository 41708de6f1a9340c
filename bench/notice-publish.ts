import { parseArgs } from 'node:util';
import { sql } from 'kysely';
import { openDemoDatabase } from './demoDatabase.js';
import { DeliveryChannel, DeliveryStatus } from '../src/generated/enums.js';
import { publishNotice } from '../src/server/domains/notices/publish.js';
import { startWorkers } from '../src/server/jobs/workers.js';
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
const { config, database, db, jobs, companyId, staffUserId, addFamilies, close } = await openDemoDatabase('notice-publish');

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
  await addFamilies(families);
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

await close();
