// @vitest-environment node
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { errorCatalogue } from '../../src/generated/errors.js';
import { DeliveryChannel, DeliveryKind, DeliveryStatus, MessageStatus } from '../../src/generated/enums.js';
import type { ServerConfig } from '../../src/server/foundation/config.js';
import { deliverNotice } from '../../src/server/domains/notices/delivery.js';
import { deliveryAdapters } from '../../src/server/domains/notices/deliveryAdapters.js';
import { startWorkers, type Workers } from '../../src/server/jobs/workers.js';
import { deliveriesSettled, deliveryTable, familyOf, insertNotice, publishNew, type Family } from '../fixtures/notices.js';
import { startSmtpSink, type SinkMessage, type SmtpSink } from '../fixtures/smtpSink.js';
import { startTestApp, testConfig, type TestApp } from './harness.js';

const COMPANY = 'さくら学習塾';
const PUBLIC_URL = 'https://portal.example.jp';

let t: TestApp;
let sink: SmtpSink;
let workers: Workers | undefined;
const families = new Map<string, Family>();

/** (Re)starts this file's workers with the given settings: fast polling and a one-second retry wait. */
async function runWorkers(config: Partial<ServerConfig>): Promise<void> {
  await workers?.stop();
  workers = await startWorkers({ db: t.db, jobs: t.jobs, config: { ...testConfig, publicUrl: PUBLIC_URL, ...config } }, { pollingIntervalSeconds: 0.5, retryDelaySeconds: 1 });
}
const withSmtp = () => runWorkers({ smtp: { url: sink.url } });

async function family(username: string): Promise<Family> {
  if (!families.has(username)) families.set(username, await familyOf(t.db, username));
  return families.get(username)!;
}
const childOf = async (username: string) => (await family(username)).children[0]!;
const mailsAbout = (title: string): SinkMessage[] => sink.messages.filter((m) => m.subject.includes(title));
const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));
async function until(check: () => boolean | Promise<boolean>, timeoutMs = 15_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (!(await check())) {
    if (Date.now() > deadline) throw new Error('timed out');
    await sleep(100);
  }
}
/** 'notice-deliver' jobs of a notice in the queue, whatever their state. */
const deliverJobs = async (noticeId: number) => Number((await sql<{ n: number }>`
  select count(*) as n from pgboss.job where name = 'notice-deliver' and (data->>'noticeId')::bigint = ${noticeId}`.execute(t.db)).rows[0]!.n);
const call = async (user: string, url: string) => t.app.inject({ method: 'POST', url: `/api/v1${url}`, headers: await t.authAs(user) });

beforeAll(async () => {
  sink = await startSmtpSink();
  t = await startTestApp();
  await withSmtp();
  // The demo's 夏期講習 notice goes out by e-mail too: let it finish before the sink's counts matter.
  const seeded = await t.db.selectFrom('notices').select('id').where('title', '=', '夏期講習のお知らせ').executeTakeFirstOrThrow();
  await deliveriesSettled(t.db, { noticeId: seeded.id, timeoutMs: 30_000 });
}, 90_000);
afterAll(async () => {
  await workers?.stop();
  await t.close();
  await sink.close();
});

describe('e-mail delivery of a published notice', () => {
  it('should send one e-mail per guardian with their names filled in, the body as text and HTML, and the link', async () => {
    const [a, b, c] = [await family('guardian2'), await family('guardian3'), await family('guardian4')];
    const id = await publishNew(t.db, t.jobs, {
      title: '{生徒名}さんの面談のご案内', studentIds: [a, b, c].map((f) => f.children[0]!.id),
      body: '<p>{保護者姓}様</p><p>{生徒姓}{生徒名}さんの面談を<strong>{校舎名}</strong>で行います。</p><ul><li><p>持ち物：成績表 &amp; 筆記用具</p></li></ul>',
    });
    await deliveriesSettled(t.db, { noticeId: id });

    const mails = mailsAbout('さんの面談のご案内');
    expect(mails.map((m) => m.to).sort()).toEqual([[a.email], [b.email], [c.email]].sort());
    for (const f of [a, b, c]) {
      const mail = mails.find((m) => m.to[0] === f.email)!;
      const child = f.children[0]!;
      expect(mail.subject).toBe(`【${COMPANY}】${child.firstName}さんの面談のご案内`);
      expect(mail.from).toBe(testConfig.mailFrom);
      expect(mail.text).toContain(`${f.familyName} ${f.firstName} 様`);
      expect(mail.text).toContain(`${f.familyName}様\n\n${child.familyName}${child.firstName}さんの面談を`);
      expect(mail.text).toContain('・持ち物：成績表 & 筆記用具');
      expect(mail.text).not.toMatch(/<[a-z]|\{保護者姓\}|\{生徒名\}/);
      expect(mail.text).toContain(`${PUBLIC_URL}/communication/notice/detail/${id}`);
      expect(mail.html).toContain(`<strong>`);
      expect(mail.html).toContain(`href="${PUBLIC_URL}/communication/notice/detail/${id}"`);
      expect(mail.text).not.toContain('アンケート回答期限');
    }
  });

  it('should record each recipient\'s status per channel: web and mail sent, app not configured', async () => {
    const [a, b] = [await childOf('guardian5'), await childOf('guardian6')];
    const id = await publishNew(t.db, t.jobs, { title: '配信状態の確認', studentIds: [a.id, b.id] });
    await deliveriesSettled(t.db, { noticeId: id });
    expect(await deliveryTable(t.db, id)).toEqual([a, b].sort((x, y) => x.id - y.id).flatMap((s) => [
      [s.id, DeliveryChannel.app, DeliveryKind.publish, DeliveryStatus.notConfigured],
      [s.id, DeliveryChannel.mail, DeliveryKind.publish, DeliveryStatus.sent],
      [s.id, DeliveryChannel.web, DeliveryKind.publish, DeliveryStatus.sent],
    ]));
    const mail = await t.db.selectFrom('notice_deliveries').select(['address', 'sent_at', 'attempts', 'error'])
      .where('notice_id', '=', id).where('channel', '=', DeliveryChannel.mail).orderBy('address').execute();
    expect(mail.map((m) => [m.address, m.attempts, m.error, m.sent_at instanceof Date])).toEqual([
      ['guardian5@example.jp', 1, null, true], ['guardian6@example.jp', 1, null, true],
    ]);
  });

  it('should send nothing and record notConfigured when no SMTP server (nor LINE) is configured', async () => {
    await runWorkers({ smtp: undefined });
    try {
      const child = await childOf('guardian8');
      const before = sink.count();
      const id = await publishNew(t.db, t.jobs, { title: 'SMTP未設定の確認', studentIds: [child.id], sendLine: true });
      await deliveriesSettled(t.db, { noticeId: id });
      expect(await deliveryTable(t.db, id)).toEqual([
        [child.id, DeliveryChannel.app, DeliveryKind.publish, DeliveryStatus.notConfigured],
        [child.id, DeliveryChannel.line, DeliveryKind.publish, DeliveryStatus.notConfigured],
        [child.id, DeliveryChannel.mail, DeliveryKind.publish, DeliveryStatus.notConfigured],
        [child.id, DeliveryChannel.web, DeliveryKind.publish, DeliveryStatus.sent],
      ]);
      expect(sink.count()).toBe(before);
    } finally {
      await withSmtp();
    }
  });

  it('should record noAddress for a guardian without a notification e-mail, and send to the others', async () => {
    const [without, other] = [await family('guardian9'), await family('guardian10')];
    await t.db.updateTable('users').set({ email: null }).where('id', '=', without.userId).execute();
    try {
      const id = await publishNew(t.db, t.jobs, { title: 'メール未登録の確認', studentIds: [without.children[0]!.id, other.children[0]!.id] });
      await deliveriesSettled(t.db, { noticeId: id });
      const mail = (await deliveryTable(t.db, id)).filter((r) => r[1] === DeliveryChannel.mail);
      expect(mail).toContainEqual([without.children[0]!.id, DeliveryChannel.mail, DeliveryKind.publish, DeliveryStatus.noAddress]);
      expect(mail).toContainEqual([other.children[0]!.id, DeliveryChannel.mail, DeliveryKind.publish, DeliveryStatus.sent]);
      expect(mailsAbout('メール未登録の確認').map((m) => m.to)).toEqual([[other.email]]);
    } finally {
      await t.db.updateTable('users').set({ email: without.email }).where('id', '=', without.userId).execute();
    }
  });

  it('should send to every address of a guardian with several notification e-mails', async () => {
    const f = await family('guardian11');
    await t.db.updateTable('users').set({ email: 'father@example.jp, mother@example.jp' }).where('id', '=', f.userId).execute();
    try {
      const id = await publishNew(t.db, t.jobs, { title: '複数アドレスの確認', studentIds: [f.children[0]!.id] });
      await deliveriesSettled(t.db, { noticeId: id });
      expect(mailsAbout('複数アドレスの確認').map((m) => m.envelopeTo.sort())).toEqual([['father@example.jp', 'mother@example.jp']]);
    } finally {
      await t.db.updateTable('users').set({ email: f.email }).where('id', '=', f.userId).execute();
    }
  });

  it('should record disabled at a schoolhouse whose COMMUNICATION_METHOD_MAIL is off, and send at the others', async () => {
    const off = await family('guardian12'); // schoolhouse 3
    const on = await family('guardian14'); // schoolhouse 2
    expect(off.children[0]!.schoolhouseId).not.toBe(on.children[0]!.schoolhouseId);
    const setting = { company_id: off.companyId, schoolhouse_id: off.children[0]!.schoolhouseId, name: 'COMMUNICATION_METHOD_MAIL', value: '0' };
    await t.db.insertInto('schoolhouse_settings').values(setting).execute();
    try {
      const id = await publishNew(t.db, t.jobs, { title: '校舎でメール無効の確認', studentIds: [off.children[0]!.id, on.children[0]!.id] });
      await deliveriesSettled(t.db, { noticeId: id });
      const mail = (await deliveryTable(t.db, id)).filter((r) => r[1] === DeliveryChannel.mail);
      expect(mail).toContainEqual([off.children[0]!.id, DeliveryChannel.mail, DeliveryKind.publish, DeliveryStatus.disabled]);
      expect(mail).toContainEqual([on.children[0]!.id, DeliveryChannel.mail, DeliveryKind.publish, DeliveryStatus.sent]);
      expect(mailsAbout('校舎でメール無効の確認').map((m) => m.to)).toEqual([[on.email]]);
    } finally {
      await t.db.deleteFrom('schoolhouse_settings').where('schoolhouse_id', '=', setting.schoolhouse_id).where('name', '=', setting.name).execute();
    }
  });

  it('should retry a message the SMTP server refuses and send it on a later attempt', async () => {
    const f = await family('guardian15');
    sink.reject(1);
    const id = await publishNew(t.db, t.jobs, { title: '再試行で送信', studentIds: [f.children[0]!.id] });
    await deliveriesSettled(t.db, { noticeId: id });
    const row = await t.db.selectFrom('notice_deliveries').select(['status', 'attempts', 'error']).where('notice_id', '=', id).where('channel', '=', 'mail').executeTakeFirstOrThrow();
    expect([row.status, row.attempts]).toEqual([DeliveryStatus.sent, 2]);
    expect(mailsAbout('再試行で送信')).toHaveLength(1);
  });

  it('should record failed with the server\'s error once every attempt was refused', async () => {
    const f = await family('guardian16');
    sink.reject(3);
    const id = await publishNew(t.db, t.jobs, { title: '送信失敗の確認', studentIds: [f.children[0]!.id] });
    await deliveriesSettled(t.db, { noticeId: id });
    const row = await t.db.selectFrom('notice_deliveries').select(['status', 'attempts', 'error', 'sent_at']).where('notice_id', '=', id).where('channel', '=', 'mail').executeTakeFirstOrThrow();
    expect([row.status, row.attempts, row.sent_at]).toEqual([DeliveryStatus.failed, 3, null]);
    expect(row.error).toContain('451');
    expect(mailsAbout('送信失敗の確認')).toHaveLength(0);
  });
});

describe('recovery after a crash or a shutdown', () => {
  it('should send again a delivery left sending by a crashed process once it is stale, and leave a recent one alone', async () => {
    await workers?.stop();
    workers = undefined;
    const [crashed, working] = [await family('guardian26'), await family('guardian27')];
    const id = await publishNew(t.db, t.jobs, { title: '送信中のまま残った配信', studentIds: [crashed, working].map((f) => f.children[0]!.id), sendNotification: false });
    const mailOf = (f: Family) => t.db.selectFrom('notice_deliveries').select('notice_deliveries.id')
      .innerJoin('notice_recipients as r', 'r.id', 'notice_deliveries.recipient_id').where('r.notice_id', '=', id).where('r.student_id', '=', f.children[0]!.id);
    // As a worker leaves them: claimed (attempt 1) and never finished; one 10 minutes ago, one just now.
    await t.db.updateTable('notice_deliveries').set({ status: DeliveryStatus.sending, attempts: 1, updated_at: sql<Date>`now() - interval '10 minutes'` }).where('id', 'in', mailOf(crashed)).execute();
    await t.db.updateTable('notice_deliveries').set({ status: DeliveryStatus.sending, attempts: 1, updated_at: sql<Date>`now()` }).where('id', 'in', mailOf(working)).execute();
    await withSmtp();
    await workers!.sweep();
    await until(async () => mailsAbout('送信中のまま残った配信').length === 1);
    await sleep(1500);
    const rows = await t.db.selectFrom('notice_deliveries').select(['status', 'attempts']).where('id', 'in', mailOf(crashed)).union(
      t.db.selectFrom('notice_deliveries').select(['status', 'attempts']).where('id', 'in', mailOf(working))).execute();
    expect(rows).toEqual(expect.arrayContaining([{ status: DeliveryStatus.sent, attempts: 1 }, { status: DeliveryStatus.sending, attempts: 1 }]));
    expect(mailsAbout('送信中のまま残った配信').map((m) => m.to)).toEqual([[crashed.email]]);
    await t.db.updateTable('notice_deliveries').set({ status: DeliveryStatus.failed }).where('id', 'in', mailOf(working)).execute();
  });

  it('should leave the deliveries queued with a job to resume them when the workers stop', async () => {
    await workers?.stop();
    workers = undefined;
    const f = await family('guardian28');
    const id = await publishNew(t.db, t.jobs, { title: '停止中に残った配信', studentIds: [f.children[0]!.id] });
    const jobsBefore = await deliverJobs(id);
    const counts = await deliverNotice({ db: t.db, jobs: t.jobs, adapters: deliveryAdapters({ ...testConfig, smtp: { url: sink.url }, publicUrl: PUBLIC_URL }), publicUrl: PUBLIC_URL },
      { companyId: f.companyId, noticeId: id, signal: AbortSignal.abort() });
    expect(counts).toEqual({});
    expect((await deliveryTable(t.db, id)).filter((r) => r[1] !== DeliveryChannel.web).map((r) => r[3])).toEqual([DeliveryStatus.queued, DeliveryStatus.queued]);
    expect(await deliverJobs(id)).toBe(jobsBefore + 1);
    await withSmtp();
    await deliveriesSettled(t.db, { noticeId: id });
    expect(mailsAbout('停止中に残った配信').map((m) => m.to)).toEqual([[f.email]]);
  });
});

describe('reminders', () => {
  const notifications = async (userId: number, title: string) => Number((await t.db.selectFrom('notifications').select((eb) => eb.fn.countAll<number>().as('n'))
    .where('user_id', '=', userId).where('title', '=', title).executeTakeFirstOrThrow()).n);

  it('should notify again only the recipients who have not read the notice, by bell and e-mail', async () => {
    const [read, unread1, unread2] = [await family('guardian17'), await family('guardian18'), await family('guardian19')];
    const id = await publishNew(t.db, t.jobs, { title: '未読再通知の確認', studentIds: [read, unread1, unread2].map((f) => f.children[0]!.id) });
    await deliveriesSettled(t.db, { noticeId: id });
    await t.db.updateTable('notice_recipients').set({ is_read: true, read_at: new Date() }).where('notice_id', '=', id).where('protector_id', 'in',
      t.db.selectFrom('protectors').select('id').where('user_id', '=', read.userId)).execute();

    const res = await call('staff', `/notices/${id}/notification/unread`);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ queued: 2 });
    await deliveriesSettled(t.db, { noticeId: id });
    expect(mailsAbout('【再送】未読再通知の確認').map((m) => m.to[0]).sort()).toEqual([unread1.email, unread2.email].sort());
    expect(await Promise.all([read, unread1, unread2].map((f) => notifications(f.userId, '未読のお知らせがあります')))).toEqual([0, 1, 1]);
    const reminders = (await deliveryTable(t.db, id)).filter((r) => r[2] === DeliveryKind.unreadReminder && r[1] === DeliveryChannel.mail);
    expect(reminders.map((r) => [r[0], r[3]])).toEqual([unread1, unread2].map((f) => [f.children[0]!.id, DeliveryStatus.sent]).sort((x, y) => Number(x[0]) - Number(y[0])));
  });

  it('should ask only the recipients who have not answered the survey, with its deadline', async () => {
    const [answered, open] = [await family('guardian20'), await family('guardian21')];
    const deadline = new Date('2030-03-15T09:30:00Z'); // 18:30 in Japan
    const id = await publishNew(t.db, t.jobs, { title: 'アンケート催促の確認', studentIds: [answered, open].map((f) => f.children[0]!.id), surveyDeadline: deadline });
    await deliveriesSettled(t.db, { noticeId: id });
    await t.db.updateTable('notice_recipients').set({ answered_at: new Date() }).where('notice_id', '=', id).where('student_id', '=', answered.children[0]!.id).execute();

    const res = await call('staff', `/notices/${id}/unanswer-survey`);
    expect(res.json()).toEqual({ queued: 1 });
    await deliveriesSettled(t.db, { noticeId: id });
    const mails = mailsAbout('【アンケートのお願い】アンケート催促の確認');
    expect(mails.map((m) => m.to[0])).toEqual([open.email]);
    expect(mails[0]!.text).toContain('アンケート回答期限：2030年03月15日 18:30');
    expect(await Promise.all([answered, open].map((f) => notifications(f.userId, 'アンケートへの回答をお願いします')))).toEqual([0, 1]);
  });

  it('should let a teacher remind the recipients of their own notice', async () => {
    const teacher = await t.db.selectFrom('teachers').innerJoin('teacher_schoolhouses as h', (j) => j.onRef('h.company_id', '=', 'teachers.company_id').onRef('h.teacher_id', '=', 'teachers.id'))
      .innerJoin('users', 'users.id', 'teachers.user_id').select(['h.schoolhouse_id']).where('users.username', '=', 'teacher1').executeTakeFirstOrThrow();
    const student = await t.db.selectFrom('students').select('id').where('schoolhouse_id', '=', teacher.schoolhouse_id).where('protector_id', 'is not', null).orderBy('id').executeTakeFirstOrThrow();
    const id = await publishNew(t.db, t.jobs, { title: '講師のお知らせ', sender: 'teacher1', studentIds: [student.id], sendMail: false });
    expect((await call('teacher1', `/notices/${id}/notification/unread`)).json()).toEqual({ queued: 1 });
  });
});

describe('reminders refused', () => {
  /** Reminder deliveries written for the notice (none may be, whatever the refusal). */
  const reminderCount = async (noticeId: number) => Number((await t.db.selectFrom('notice_deliveries').select((eb) => eb.fn.countAll<number>().as('n'))
    .where('notice_id', '=', noticeId).where('kind', '<>', DeliveryKind.publish).executeTakeFirstOrThrow()).n);
  const expectError = (res: Awaited<ReturnType<typeof call>>, key: keyof typeof errorCatalogue) => {
    expect([res.statusCode, (res.json() as { code: number }).code]).toEqual([errorCatalogue[key].status, errorCatalogue[key].code]);
  };

  it.each([
    ['/notification/unread'], ['/unanswer-survey'],
  ])('should refuse a guardian (%s) with FORBIDDEN', async (path) => {
    const f = await family('guardian22');
    const id = await publishNew(t.db, t.jobs, { title: '保護者は催促できない', studentIds: [f.children[0]!.id], surveyDeadline: new Date(Date.now() + 86_400_000) });
    expectError(await call('guardian22', `/notices/${id}${path}`), 'FORBIDDEN');
    expect(await reminderCount(id)).toBe(0);
  });

  it('should refuse a teacher on a notice of their schoolhouse they did not send (FORBIDDEN) and hide one of another (NOT_FOUND)', async () => {
    const houses = await t.db.selectFrom('teacher_schoolhouses as h').innerJoin('teachers', (j) => j.onRef('teachers.company_id', '=', 'h.company_id').onRef('teachers.id', '=', 'h.teacher_id'))
      .innerJoin('users', 'users.id', 'teachers.user_id').select('h.schoolhouse_id').where('users.username', '=', 'teacher1').execute();
    const mine = houses.map((h) => h.schoolhouse_id);
    const inHouse = await t.db.selectFrom('students').select('id').where('schoolhouse_id', 'in', mine).where('protector_id', 'is not', null).orderBy('id').executeTakeFirstOrThrow();
    const elsewhere = await t.db.selectFrom('students').select('id').where('schoolhouse_id', 'not in', mine).where('protector_id', 'is not', null).orderBy('id').executeTakeFirstOrThrow();
    const visible = await publishNew(t.db, t.jobs, { title: '事務のお知らせ（講師の校舎）', studentIds: [inHouse.id] });
    const hidden = await publishNew(t.db, t.jobs, { title: '事務のお知らせ（他校舎）', studentIds: [elsewhere.id] });
    expectError(await call('teacher1', `/notices/${visible}/notification/unread`), 'FORBIDDEN');
    expectError(await call('teacher1', `/notices/${hidden}/notification/unread`), 'NOT_FOUND');
    expect([await reminderCount(visible), await reminderCount(hidden)]).toEqual([0, 0]);
  });

  it.each([
    ['a draft', MessageStatus.draft], ['a scheduled notice', MessageStatus.unsent],
  ])('should refuse to remind about %s with NOTICE_NOT_PUBLISHED', async (_name, status) => {
    const { id } = await insertNotice(t.db, { title: '未配信の催促', status, studentIds: [(await childOf('guardian23')).id], sendAt: new Date(Date.now() + 86_400_000) });
    expectError(await call('staff', `/notices/${id}/notification/unread`), 'NOTICE_NOT_PUBLISHED');
    expect(await t.db.selectFrom('notice_recipients').select('id').where('notice_id', '=', id).execute()).toEqual([]);
  });

  it('should refuse a survey reminder on a notice without a survey (SURVEY_NOT_FOUND) or past its deadline (SURVEY_EXPIRED)', async () => {
    const studentIds = [(await childOf('guardian24')).id];
    const none = await publishNew(t.db, t.jobs, { title: 'アンケートなし', studentIds });
    const expired = await publishNew(t.db, t.jobs, { title: '期限切れアンケート', studentIds, surveyDeadline: new Date(Date.now() + 60_000) });
    await t.db.updateTable('notices').set({ survey_deadline: sql<Date>`now() - interval '1 minute'` }).where('id', '=', expired).execute();
    expectError(await call('staff', `/notices/${none}/unanswer-survey`), 'SURVEY_NOT_FOUND');
    expectError(await call('staff', `/notices/${expired}/unanswer-survey`), 'SURVEY_EXPIRED');
    expect([await reminderCount(none), await reminderCount(expired)]).toEqual([0, 0]);
  });

  it('should answer NOT_FOUND for an id that is not a notice', async () => {
    expectError(await call('staff', '/notices/99999999/notification/unread'), 'NOT_FOUND');
    expectError(await call('staff', '/notices/abc/unanswer-survey'), 'NOT_FOUND');
  });
});
