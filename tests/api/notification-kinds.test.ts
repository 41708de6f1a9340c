// @vitest-environment node
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DeliveryChannel, DeliveryStatus, NotificationKind } from '../../src/generated/enums.js';
import { messagesJa } from '../../src/generated/messages.ja.js';
import { notificationKinds } from '../../src/generated/notifications.js';
import { startTestApp, type TestApp } from './harness.js';
import { noticeFixtures } from './noticeFixtures.js';

/**
 * Notifications by kind (model/notifications.yaml): what each event writes, to whom, where the schoolhouse's
 * COMMUNICATION_METHOD_WEB and _APP let the bell through, and how the list names its record.
 */
let t: TestApp;
let f: ReturnType<typeof noticeFixtures>;
beforeAll(async () => {
  t = await startTestApp();
  f = noticeFixtures(t);
});
afterAll(async () => { await t.close(); });

type Item = { id: number; kind: string; target_id: number | null; student_id: number | null; is_target_gone: boolean; title: string; body: string | null };
const list = async (user: string, headers: Record<string, string> = {}) => ((await f.call(user, 'GET', '/notifications?limit=100', undefined, headers)).json() as { data: Item[] }).data;
/** The kinds whose target_id names a notice (another kind's row may carry the same number for an invoice, a report, …). */
const NOTICE_KINDS = Object.values(notificationKinds).filter((k) => k.record?.entity === 'notice').map((k) => k.name);
const bellsOf = (noticeId: number) => t.db.selectFrom('notifications').innerJoin('users', 'users.id', 'notifications.user_id')
  .select(['users.username', 'notifications.kind', 'notifications.student_id'])
  .where('notifications.target_id', '=', noticeId).where('notifications.kind', 'in', NOTICE_KINDS).orderBy('users.username').execute();

/** Sets both bell options of a schoolhouse, and puts them back on afterwards. */
async function withBellOptions(options: { schoolhouseId: number; web: boolean; app: boolean }, body: () => Promise<void>): Promise<void> {
  await f.setSetting({ schoolhouseId: options.schoolhouseId, name: 'COMMUNICATION_METHOD_WEB', isOn: options.web });
  await f.setSetting({ schoolhouseId: options.schoolhouseId, name: 'COMMUNICATION_METHOD_APP', isOn: options.app });
  try {
    await body();
  } finally {
    await f.setSetting({ schoolhouseId: options.schoolhouseId, name: 'COMMUNICATION_METHOD_WEB', isOn: true });
    await f.setSetting({ schoolhouseId: options.schoolhouseId, name: 'COMMUNICATION_METHOD_APP', isOn: true });
  }
}

describe('the kind a notice writes', () => {
  it('should give the guardian a notice-published row naming the notice and the child, listed with its kind', async () => {
    const [house1] = await f.schoolhouseIds();
    const [child] = await f.onlyChildren(house1!);
    const { noticeId } = await f.sendNotice({ title: '種類つきのお知らせ', studentIds: [child!.studentId] });
    const mine = (await list(child!.username)).find((n) => n.target_id === noticeId && NOTICE_KINDS.includes(n.kind as never));
    expect(mine).toMatchObject({
      kind: NotificationKind.noticePublished, student_id: child!.studentId, is_target_gone: false,
      title: messagesJa['noticeMail.notificationTitle'], body: '種類つきのお知らせ',
    });
  });

  it('should list a guardian\'s row to that guardian only', async () => {
    const [house1] = await f.schoolhouseIds();
    const [one, other] = await f.onlyChildren(house1!);
    const { noticeId } = await f.sendNotice({ title: '一家族だけのお知らせ', studentIds: [one!.studentId] });
    expect((await list(one!.username)).some((n) => n.target_id === noticeId && NOTICE_KINDS.includes(n.kind as never))).toBe(true);
    expect((await list(other!.username)).some((n) => n.target_id === noticeId && NOTICE_KINDS.includes(n.kind as never))).toBe(false);
    expect(await bellsOf(noticeId)).toEqual([{ username: one!.username, kind: NotificationKind.noticePublished, student_id: one!.studentId }]);
  });

  it('should ring the sender on a guardian\'s comment (notice-comment) and the guardian on the school\'s reply (notice-reply)', async () => {
    const [house1] = await f.schoolhouseIds();
    const [child] = await f.onlyChildren(house1!);
    const { noticeId } = await f.sendNotice({ title: 'コメントの通知', studentIds: [child!.studentId], allowComment: true });
    const recipient = await f.recipientOf(noticeId, child!.studentId);
    expect((await f.call(child!.username, 'POST', `/notices/${noticeId}/comments`, { content: '質問があります。' })).statusCode).toBe(200);
    expect((await f.call('staff', 'POST', `/notices/${noticeId}/comments`, { content: 'お答えします。', recipient_id: recipient.id })).statusCode).toBe(200);
    expect((await list('staff')).find((n) => n.target_id === noticeId && NOTICE_KINDS.includes(n.kind as never))).toMatchObject({ kind: NotificationKind.noticeComment, student_id: null, body: 'コメントの通知' });
    expect((await list(child!.username)).filter((n) => n.target_id === noticeId && NOTICE_KINDS.includes(n.kind as never)).map((n) => n.kind).sort())
      .toEqual([NotificationKind.noticePublished, NotificationKind.noticeReply].sort());
  });
});

describe('the bell options of the recipient\'s schoolhouse (COMMUNICATION_METHOD_WEB, COMMUNICATION_METHOD_APP)', () => {
  it.each([
    [true, true, true], [true, false, true], [false, true, true], [false, false, false],
  ])('should write the bell with Web通知 %s and アプリ通知 %s: %s', async (web, app, isWritten) => {
    const [house1, , house3] = await f.schoolhouseIds();
    const [off] = await f.onlyChildren(house3!);
    const [on] = await f.onlyChildren(house1!);
    await withBellOptions({ schoolhouseId: house3!, web, app }, async () => {
      const { noticeId } = await f.sendNotice({ title: `通知設定 ${String(web)} ${String(app)}`, studentIds: [off!.studentId, on!.studentId] });
      const bells = (await bellsOf(noticeId)).map((b) => b.student_id);
      expect(bells.includes(off!.studentId)).toBe(isWritten);
      expect(bells).toContain(on!.studentId);
      // The web delivery is the row itself: sent with it, or 校舎で無効 where Web通知 is off.
      const delivery = await t.db.selectFrom('notice_deliveries').innerJoin('notice_recipients', 'notice_recipients.id', 'notice_deliveries.recipient_id')
        .select('notice_deliveries.status').where('notice_deliveries.notice_id', '=', noticeId).where('notice_deliveries.channel', '=', DeliveryChannel.web)
        .where('notice_recipients.student_id', '=', off!.studentId).executeTakeFirstOrThrow();
      expect(delivery.status).toBe(web ? DeliveryStatus.sent : DeliveryStatus.disabled);
    });
  });

  it('should leave the options of other schoolhouses alone: a reminder reaches only where the bell is on', async () => {
    const [house1, , house3] = await f.schoolhouseIds();
    const [off] = await f.onlyChildren(house3!);
    const [on] = await f.onlyChildren(house1!);
    const { noticeId } = await f.sendNotice({ title: '再通知の通知設定', studentIds: [off!.studentId, on!.studentId] });
    await withBellOptions({ schoolhouseId: house3!, web: false, app: false }, async () => {
      expect((await f.call('staff', 'POST', `/notices/${noticeId}/notification/unread`)).statusCode).toBe(200);
      const reminders = (await bellsOf(noticeId)).filter((b) => b.kind === NotificationKind.noticeUnreadReminder).map((b) => b.student_id);
      expect(reminders).toEqual([on!.studentId]);
    });
  });
});

describe('a notification whose record is gone', () => {
  it('should say so in the list, and keep saying the others are there', async () => {
    const user = await t.db.selectFrom('users').select(['id', 'company_id']).where('username', '=', 'teacher9').executeTakeFirstOrThrow();
    const notice = await f.noticeId('夏期講習のお知らせ');
    await t.db.insertInto('notifications').values([
      { company_id: user.company_id, user_id: user.id, kind: NotificationKind.noticeComment, target_id: 999_999_999, title: '消えたお知らせ' },
      { company_id: user.company_id, user_id: user.id, kind: NotificationKind.noticeComment, target_id: notice, title: 'あるお知らせ' },
      { company_id: user.company_id, user_id: user.id, kind: NotificationKind.maintenance, title: 'メンテナンス' },
    ]).execute();
    const rows = await list('teacher9');
    expect(Object.fromEntries(rows.map((n) => [n.title, n.is_target_gone]))).toMatchObject({ 消えたお知らせ: true, あるお知らせ: false, メンテナンス: false });
  });
});
