// @vitest-environment node
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startWorkers, type Workers } from '../../src/server/jobs/workers.js';
import { startSmtpSink, type SmtpSink } from '../fixtures/smtpSink.js';
import { contactFixtures } from './contactFixtures.js';
import { startTestApp, testConfig, type TestApp } from './harness.js';

/**
 * A contact's bells go out by e-mail too (issue 18): the kinds sent from their notification rows (notifications.yaml
 * `sentBy: notify`) queue a notification_delivery per channel that is on at the schoolhouse, and the
 * 'notification-deliver' job sends it through the same SMTP sender as notices: the school's reply reaches the
 * guardian's mailbox with a link to the thread; a schoolhouse with e-mail off records nothing to send.
 */
const PUBLIC_URL = 'https://portal.example.jp';
let t: TestApp;
let sink: SmtpSink;
let workers: Workers;
let f: ReturnType<typeof contactFixtures>;
beforeAll(async () => {
  sink = await startSmtpSink();
  t = await startTestApp();
  f = contactFixtures(t);
  workers = await startWorkers({ db: t.db, jobs: t.jobs, config: { ...testConfig, publicUrl: PUBLIC_URL, smtp: { url: sink.url } } }, { pollingIntervalSeconds: 0.5, retryDelaySeconds: 1 });
}, 90_000);
afterAll(async () => {
  await workers?.stop();
  await t.close();
  await sink.close();
});

const deliveriesOf = async (contactId: number) => t.db.selectFrom('notification_deliveries').innerJoin('notifications', 'notifications.id', 'notification_deliveries.notification_id')
  .select(['notification_deliveries.status', 'notification_deliveries.channel', 'notification_deliveries.address', 'notifications.kind'])
  .where('notifications.target_id', '=', contactId).where('notifications.kind', '=', 'contact-reply').execute();

describe('a contact reply by e-mail', () => {
  it('should mail the school\'s reply to the guardian with a link to the thread, and record it sent', async () => {
    const guardian = await f.singleChildGuardianAt('駅前校');
    const [id] = await f.send(guardian, { title: 'メールで返事がほしい連絡', body: '本文' });
    await f.reply('staff', id!, '{保護者姓}様　承知しました。');
    const { email } = await t.db.selectFrom('users').select('email').where('username', '=', guardian).executeTakeFirstOrThrow();
    const replies = () => sink.messages.filter((m) => m.envelopeTo.includes(email!) && m.text.includes('メールで返事がほしい連絡'));
    await expect.poll(() => replies().length, { timeout: 30_000, interval: 250 }).toBe(1);
    const mail = replies()[0]!;
    expect(mail.subject).toBe('【さくら学習塾】連絡が届きました');
    expect(mail.text).toContain(`${PUBLIC_URL}/communication/contact/detail/${id}`);
    expect(mail.text).toContain('メールで返事がほしい連絡');
    await expect.poll(async () => (await deliveriesOf(id!)).map((d) => d.status), { timeout: 10_000 }).toEqual(['sent']);
    // Staff see per channel how the family heard of it; the family's own view carries none of it.
    const staffView = (await f.open('staff', id!)).json() as { family_delivery: { channels: Array<{ channel: string; status: string }> } | null };
    expect(staffView.family_delivery?.channels.map((c) => [c.channel, c.status])).toEqual([['web', 'unread'], ['mail', 'sent']]);
    await f.open(guardian, id!);
    const afterRead = (await f.open('staff', id!)).json() as typeof staffView;
    expect(afterRead.family_delivery?.channels.map((c) => [c.channel, c.status])).toEqual([['web', 'read'], ['mail', 'sent']]);
    expect(((await f.open(guardian, id!)).json() as typeof staffView).family_delivery).toBeNull();
  });

  it('should queue nothing by e-mail where the schoolhouse turns e-mail off (the bell still rings)', async () => {
    await f.setSetting('COMMUNICATION_METHOD_MAIL', f.disabled, '緑ヶ丘校');
    const guardian = await f.singleChildGuardianAt('緑ヶ丘校');
    const [id] = await f.send(guardian, { title: 'メールなしの連絡', body: '本文' });
    await f.reply('staff', id!, '承知しました。');
    expect(await deliveriesOf(id!)).toEqual([]);
    const bell = await t.db.selectFrom('notifications').select('kind').where('target_id', '=', id!).where('kind', '=', 'contact-reply').execute();
    expect(bell).toHaveLength(1);
    await f.setSetting('COMMUNICATION_METHOD_MAIL', f.enabled, '緑ヶ丘校');
  });
});
