// @vitest-environment node
// Runs on both databases: scheduled publishing across a killed server (PGlite data directory; two nodes on PostgreSQL).
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Kysely } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../../src/generated/db.js';
import { DeliveryChannel, DeliveryStatus, MessageStatus, NotificationKind } from '../../src/generated/enums.js';
import { openDatabase } from '../../src/server/db/connect.js';
import { publishIfDue } from '../../src/server/domains/notices/schedule.js';
import { JobQueue } from '../../src/server/core/jobQueue.js';
import { startWorkers } from '../../src/server/jobs/workers.js';
import { DEMO_COMPANY_CODE } from '../../src/server/seed/seed.js';
import { freshDatabase, freshDataDir } from '../fixtures/databaseTemplate.js';
import { multipartBody } from '../fixtures/multipart.js';
import { deliveriesSettled, insertNotice } from '../fixtures/notices.js';
import { killHard, signInOverHttp, startServerProcess, type ServerProcess } from '../fixtures/serverProcess.js';
import { startSmtpSink, type SmtpSink } from '../fixtures/smtpSink.js';
import { startTestApp, testConfig, type TestApp } from './harness.js';

type Db = Kysely<Database>;
const databaseUrl = process.env.DATABASE_URL;
const JWT_SECRET = 'schedule-test-secret-0123456789abcdef';
const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

let sink: SmtpSink;
beforeAll(async () => { sink = await startSmtpSink(); });
afterAll(async () => { await sink.close(); });

/** Waits until `check` holds, polling. */
async function until(check: () => Promise<boolean>, options: { timeoutMs: number; what: string }): Promise<void> {
  const deadline = Date.now() + options.timeoutMs;
  while (!(await check())) {
    if (Date.now() > deadline) throw new Error(`timed out waiting for ${options.what}`);
    await sleep(200);
  }
}

/** Students of the demo company with a guardian, and their guardians' notification addresses. */
async function someStudents(db: Db, count: number, offset: number): Promise<Array<{ id: number; email: string }>> {
  const rows = await db.selectFrom('students').innerJoin('protectors', (j) => j.onRef('protectors.company_id', '=', 'students.company_id').onRef('protectors.id', '=', 'students.protector_id'))
    .innerJoin('users', 'users.id', 'protectors.user_id').select(['students.id', 'users.email'])
    .orderBy('students.id').offset(offset).limit(count).execute();
  return rows.map((r) => ({ id: r.id, email: r.email! }));
}

/** Schedules a notice as the compose screen does: POST /notices (multipart), published with a send time, by web, app and e-mail. */
async function scheduleOverHttp(server: ServerProcess, auth: Record<string, string>, options: { title: string; students: Array<{ id: number }>; sendAt: Date }): Promise<{ id: number; sendAt: Date }> {
  const { body, contentType } = multipartBody({ data: {
    title: options.title, body: '<p>{保護者姓}様</p><p>予約配信の確認です。</p>', allow_comment: false,
    send_notification: true, send_mail: true, send_line: false, publish: true, send_at: options.sendAt.toISOString(),
    tag_ids: [], student_ids: options.students.map((s) => s.id),
  } });
  const res = await fetch(`${server.url}/api/v1/notices`, { method: 'POST', headers: { ...auth, 'content-type': contentType }, body: new Uint8Array(body) });
  const json = (await res.json()) as { id?: number; status?: string };
  if (res.status !== 200 && res.status !== 201) throw new Error(`POST /notices: HTTP ${res.status} ${JSON.stringify(json)}`);
  expect(json.status).toBe(MessageStatus.unsent);
  return { id: json.id!, sendAt: options.sendAt };
}

/** Everything publishing wrote for a notice, counted: what "exactly once" is about. */
async function footprint(db: Db, noticeId: number) {
  const count = async (query: Promise<{ n: number | string | bigint }>) => Number((await query).n);
  const notice = await db.selectFrom('notices').select(['status', 'recipient_count']).where('id', '=', noticeId).executeTakeFirstOrThrow();
  return {
    status: notice.status,
    recipientCount: notice.recipient_count,
    recipients: await count(db.selectFrom('notice_recipients').select((eb) => eb.fn.countAll<number>().as('n')).where('notice_id', '=', noticeId).executeTakeFirstOrThrow()),
    bells: await count(db.selectFrom('notifications').select((eb) => eb.fn.countAll<number>().as('n')).where('kind', '=', NotificationKind.noticePublished).where('target_id', '=', noticeId).executeTakeFirstOrThrow()),
    mailSent: await count(db.selectFrom('notice_deliveries').select((eb) => eb.fn.countAll<number>().as('n')).where('notice_id', '=', noticeId)
      .where('channel', '=', DeliveryChannel.mail).where('status', '=', DeliveryStatus.sent).executeTakeFirstOrThrow()),
    deliveries: await count(db.selectFrom('notice_deliveries').select((eb) => eb.fn.countAll<number>().as('n')).where('notice_id', '=', noticeId).executeTakeFirstOrThrow()),
  };
}
/** The footprint of a notice sent once to `n` recipients by web, app and e-mail. */
const sentOnce = (n: number) => ({ status: MessageStatus.sent, recipientCount: n, recipients: n, bells: n, mailSent: n, deliveries: 3 * n });

/** The guardians' addresses the sink received a notice's e-mail for, sorted (a duplicate would show twice). */
const mailedTo = (title: string) => sink.messages.filter((m) => m.subject.endsWith(title)).flatMap((m) => m.to).sort();

describe('scheduled publishing with two job queues on one database', () => {
  let t: TestApp;
  let second: JobQueue;
  beforeAll(async () => {
    t = await startTestApp();
    second = new JobQueue(t.db);
    await second.start();
  }, 90_000);
  afterAll(async () => {
    await second.stop();
    await t.close();
  });

  it('should publish a due notice exactly once when publishers of both queues race for it', async () => {
    const students = await someStudents(t.db, 4, 0);
    const { id, companyId } = await insertNotice(t.db, { title: '同時配信の確認', status: MessageStatus.unsent, sendAt: new Date(Date.now() - 1000), studentIds: students.map((s) => s.id) });
    const results = await Promise.all(Array.from({ length: 6 }, (_, i) => publishIfDue(t.db, { companyId, noticeId: id, jobs: i % 2 ? second : t.jobs })));
    expect(results.filter(Boolean)).toHaveLength(1);
    expect(await footprint(t.db, id)).toMatchObject({ status: MessageStatus.sent, recipientCount: 4, recipients: 4, bells: 4 });
  });

  it('should leave a notice whose time has not come, a draft and a sent notice alone', async () => {
    const students = await someStudents(t.db, 2, 4);
    const later = await insertNotice(t.db, { title: '未来の予約', status: MessageStatus.unsent, sendAt: new Date(Date.now() + 3_600_000), studentIds: students.map((s) => s.id) });
    const draft = await insertNotice(t.db, { title: '下書きのまま', status: MessageStatus.draft, sendAt: new Date(Date.now() - 1000), studentIds: students.map((s) => s.id) });
    for (const n of [later, draft]) expect(await publishIfDue(t.db, { companyId: n.companyId, noticeId: n.id, jobs: t.jobs })).toBe(false);
    expect((await footprint(t.db, later.id)).recipients + (await footprint(t.db, draft.id)).recipients).toBe(0);
  });

  it('should send a scheduled notice exactly once at its time with the workers of both queues running', async () => {
    const students = await someStudents(t.db, 5, 10);
    const sendAt = new Date(Date.now() + 1500);
    const { id, companyId } = await insertNotice(t.db, { title: '二つのワーカーで予約配信', status: MessageStatus.unsent, sendAt, studentIds: students.map((s) => s.id) });
    // As the compose handler does, plus a second job for the same notice (a rescheduled one leaves its first job).
    await t.jobs.send({ db: t.db, name: 'notice-publish', data: { companyId, noticeId: id }, startAfter: sendAt });
    await second.send({ db: t.db, name: 'notice-publish', data: { companyId, noticeId: id }, startAfter: sendAt });
    const config = { ...testConfig, smtp: { url: sink.url } };
    const workers = await Promise.all([t.jobs, second].map((jobs) => startWorkers({ db: t.db, jobs, config }, { pollingIntervalSeconds: 0.5, sweepSeconds: 1 })));
    try {
      await until(async () => (await footprint(t.db, id)).status === MessageStatus.sent, { timeoutMs: 20_000, what: 'the scheduled notice to be published' });
      await deliveriesSettled(t.db, { noticeId: id });
      await sleep(1500); // both sweeps run again: nothing more may happen
    } finally {
      await Promise.all(workers.map((w) => w.stop()));
    }
    expect(await footprint(t.db, id)).toEqual(sentOnce(5));
    expect(mailedTo('二つのワーカーで予約配信')).toEqual(students.map((s) => s.email).sort());
    const published = await t.db.selectFrom('notices').select('published_at').where('id', '=', id).executeTakeFirstOrThrow();
    expect(published.published_at!.getTime()).toBeGreaterThanOrEqual(sendAt.getTime());
  }, 60_000);
});

// Its servers run on a PGlite data directory whatever the run: once, in the PGlite run (it takes about 50 s).
describe.skipIf(databaseUrl)('scheduled publishing across a killed server (PGlite data directory)', () => {
  let dataDir: string;
  let env: Record<string, string>;
  let students: Array<{ id: number; email: string }>;
  beforeAll(async () => {
    // The demo company's data directory, read here before a server holds it, so the test knows the students' ids and addresses.
    dataDir = freshDataDir('portal-schedule-');
    const database = await openDatabase<Database>({ dataDir });
    students = await someStudents(database.db, 3, 20);
    await database.close();
    env = { DATA_DIR: dataDir, DATABASE_URL: '', JWT_SECRET, SMTP_URL: sink.url, PUBLIC_URL: 'https://portal.example.jp' };
  }, 90_000);
  const started: ServerProcess[] = [];
  const start = async () => {
    const server = await startServerProcess(env);
    started.push(server);
    return server;
  };
  afterAll(async () => {
    // Whatever the outcome, no server outlives the test (killHard waits for an exit, so only on those still running).
    for (const server of started.filter((s) => s.child.exitCode === null && s.child.signalCode === null)) await killHard(server);
    rmSync(dataDir, { recursive: true, force: true });
  });

  it('should send a notice exactly once when the server is killed before its time and restarted after it, and when killed right after it', async () => {
    // Scheduled through the API of the first server, which is then killed before its time comes. The times are set
    // from the moments the servers are up, not from the start of the test, so a slow start-up never skips a case.
    const first = await start();
    const auth = await signInOverHttp(first, 'staff');
    const beforeTime = await scheduleOverHttp(first, auth, { title: '強制終了前に予約', students, sendAt: new Date(Date.now() + 10_000) });
    await killHard(first);
    expect(Date.now()).toBeLessThan(beforeTime.sendAt.getTime()); // killed before its time
    await sleep(beforeTime.sendAt.getTime() - Date.now());

    // Restarted after its time: the notice goes out once. A second notice is scheduled on it and the server is killed
    // right after that one's time.
    const second = await start();
    await until(async () => mailedTo('強制終了前に予約').length === students.length, { timeoutMs: 60_000, what: 'the e-mails of the notice scheduled before the kill' });
    const afterTime = await scheduleOverHttp(second, await signInOverHttp(second, 'staff'), { title: '配信時刻直後に強制終了', students, sendAt: new Date(Date.now() + 4_000) });
    await sleep(afterTime.sendAt.getTime() + 300 - Date.now());
    await killHard(second); // right after the second notice's time

    const third = await start();
    await until(async () => mailedTo('配信時刻直後に強制終了').length === students.length, { timeoutMs: 60_000, what: 'the e-mails of the notice whose server was killed after its time' });
    await sleep(2500); // the restarted workers and sweep have run: a duplicate would have shown by now
    await killHard(third);

    const after = await openDatabase<Database>({ dataDir });
    try {
      expect(await footprint(after.db, beforeTime.id)).toEqual(sentOnce(students.length));
      expect(await footprint(after.db, afterTime.id)).toEqual(sentOnce(students.length));
    } finally {
      await after.close();
    }
    const addresses = students.map((s) => s.email).sort();
    expect([mailedTo('強制終了前に予約'), mailedTo('配信時刻直後に強制終了')]).toEqual([addresses, addresses]);
  }, 300_000);
});

describe('scheduled publishing with two server processes on one PostgreSQL', () => {
  it.skipIf(!databaseUrl)('should send each scheduled notice exactly once when both servers run the workers', async () => {
    // A database of its own on the same server, so that the other test files' schema is not touched.
    const database = await freshDatabase();
    const servers: ServerProcess[] = [];
    const filesDir = mkdtempSync(join(tmpdir(), 'portal-schedule-pg-'));
    const jobs = new JobQueue(database.db);
    try {
      await jobs.start();
      const env = { DATABASE_URL: database.url!, JWT_SECRET, SMTP_URL: sink.url, DATA_DIR: filesDir };
      await Promise.all([1, 2].map(async () => servers.push(await startServerProcess(env))));
      const demoCompanyId = (await database.db.selectFrom('companies').select('id').where('code', '=', DEMO_COMPANY_CODE).executeTakeFirstOrThrow()).id;

      const notices: Array<{ id: number; title: string; emails: string[] }> = [];
      for (let i = 0; i < 4; i++) {
        const recipients = await someStudents(database.db, 3, 30 + 3 * i);
        const sendAt = new Date(Date.now() + 4000 + 300 * i);
        const title = `二台のサーバーで予約配信${i + 1}`;
        // Through the API of either server, plus a second job for the same notice, so that both servers' workers
        // reach for it at the same moment.
        const server = servers[i % 2]!;
        const notice = await scheduleOverHttp(server, await signInOverHttp(server, 'staff'), { title, students: recipients, sendAt });
        await jobs.send({ db: database.db, name: 'notice-publish', data: { companyId: demoCompanyId, noticeId: notice.id }, startAfter: sendAt });
        notices.push({ id: notice.id, title, emails: recipients.map((s) => s.email).sort() });
      }
      await until(async () => notices.every((n) => mailedTo(n.title).length >= n.emails.length), { timeoutMs: 40_000, what: 'the e-mails of the scheduled notices' });
      await sleep(2500);
      for (const n of notices) {
        expect(await footprint(database.db, n.id)).toEqual(sentOnce(n.emails.length));
        expect(mailedTo(n.title)).toEqual(n.emails);
      }
    } finally {
      await Promise.all(servers.map((s) => killHard(s)));
      await jobs.stop();
      await database.close();
      rmSync(filesDir, { recursive: true, force: true });
    }
  }, 150_000);
});
