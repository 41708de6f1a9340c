import { sql, type Kysely } from 'kysely';
import type { Database } from '../../../generated/db.js';
import { DeliveryChannel, DeliveryKind, DeliveryStatus, MessageStatus } from '../../../generated/enums.js';
import { SEND_METHOD_CHANNELS, SEND_METHODS, type SendMethod } from '../../../shared/sendMethods.js';
import type { JobQueue } from '../../core/jobQueue.js';
import { channelOnSql, notify } from '../notifications/notify.js';
import { audienceChannels, isSentByTeacher, notificationKindOf, recipientRowsSql, recipientUsersSql } from './audience.js';

type Db = Kysely<Database>;

/** What {@link publishNotice} did: nothing (already published, or deleted) or the recipients it wrote. */
export type PublishResult = { isPublished: false } | { isPublished: true; recipientCount: number; publishedAt: Date };

/** The channels a notice's send methods reach (the web channel is the bell, written with the recipients). */
export function channelsOf(notice: Record<SendMethod, boolean>): string[] {
  return SEND_METHODS.flatMap((method) => (notice[method] ? SEND_METHOD_CHANNELS[method] : []));
}

/**
 * Publishes a notice inside the caller's transaction, exactly once: only a notice not yet sent changes state (the
 * conditional UPDATE takes the row lock, so a second publisher — another process, a retried job — waits and then
 * finds it sent). Then, set-based whatever the number of families:
 *   1. one notice_recipients row per chosen student that has a guardian (one INSERT … SELECT);
 *   2. one notice_deliveries row per recipient and channel (one INSERT … SELECT; the web channel is 'sent' at once,
 *      or 'disabled' where the recipient's schoolhouse turns COMMUNICATION_METHOD_WEB off);
 *   3. the guardians' bell notifications (one INSERT … SELECT, notify.ts) when the notice goes out as app/web
 *      notification, where COMMUNICATION_METHOD_WEB or _APP is on at the recipient's schoolhouse;
 *   4. one 'notice-deliver' job, committed with the rest, that sends the queued deliveries.
 */
export async function publishNotice(trx: Db, options: { companyId: number; noticeId: number; jobs: JobQueue }): Promise<PublishResult> {
  const { companyId, noticeId } = options;
  const notice = await trx.updateTable('notices')
    .set({ status: MessageStatus.sent, published_at: sql<Date>`now()`, send_at: sql<Date>`coalesce(send_at, now())`, updated_at: sql<Date>`now()` })
    .where('company_id', '=', companyId).where('id', '=', noticeId).where('status', '<>', MessageStatus.sent)
    .returning(['title', 'published_at', 'send_notification', 'send_mail', 'send_line', 'audience', 'sender_user_id'])
    .executeTakeFirst();
  if (!notice) return { isPublished: false };
  const publishedAt = notice.published_at!;

  const inserted = await recipientRowsSql({ audience: notice.audience, companyId, noticeId, publishedAt }).execute(trx);
  const recipientCount = Number(inserted.numAffectedRows ?? 0n);
  await trx.updateTable('notices').set({ recipient_count: recipientCount })
    .where('company_id', '=', companyId).where('id', '=', noticeId).execute();

  await queueDeliveries(trx, { companyId, noticeId, notice, kind: DeliveryKind.publish, jobs: options.jobs });
  return { isPublished: true, recipientCount, publishedAt };
}

/**
 * Queues one delivery per recipient (all of the notice's, or those `where` keeps) and channel, writes the bell
 * notifications of the web channel and sends one job for the rest. Used by publishing and by the reminders.
 * Returns the number of recipients reached.
 */
export async function queueDeliveries(trx: Db, options: {
  companyId: number; noticeId: number; kind: string; jobs: JobQueue;
  notice: { title: string; send_notification: boolean; send_mail: boolean; send_line: boolean; audience: string; sender_user_id: number };
  /** Extra condition on notice_recipients (alias r), e.g. `r.is_read = false`. */
  where?: ReturnType<typeof sql>;
}): Promise<number> {
  const { companyId, noticeId, notice, kind } = options;
  const channels = audienceChannels(notice.audience, channelsOf(notice));
  const where = options.where ?? sql`true`;
  const recipients = Number((await sql<{ n: number }>`
    select count(*) as n from notice_recipients r where r.company_id = ${companyId} and r.notice_id = ${noticeId} and ${where}`
    .execute(trx)).rows[0]?.n ?? 0);
  if (recipients === 0 || channels.length === 0) return recipients;

  // The web channel is the bell row itself: sent with it, or disabled where the schoolhouse turns Web通知 off.
  const webOn = channelOnSql({ companyId, channel: DeliveryChannel.web, schoolhouseId: sql.ref('r.schoolhouse_id') });
  const values = sql.join(channels.map((c) => sql`(${c}::varchar)`));
  await sql`
    insert into notice_deliveries (company_id, notice_id, recipient_id, channel, kind, status, sent_at)
    select r.company_id, r.notice_id, r.id, c.channel, ${kind}, s.status, case when s.status = ${DeliveryStatus.sent} then now() end
    from notice_recipients r cross join (values ${values}) as c(channel)
    cross join lateral (select case when c.channel <> ${DeliveryChannel.web} then ${DeliveryStatus.queued}
      when ${webOn} then ${DeliveryStatus.sent} else ${DeliveryStatus.disabled} end as status) s
    where r.company_id = ${companyId} and r.notice_id = ${noticeId} and ${where}`.execute(trx);

  if (notice.send_notification) {
    await notify(trx, {
      companyId, kind: notificationKindOf({ audience: notice.audience, kind, isSentByTeacher: await isSentByTeacher(trx, { ...notice, company_id: companyId }) }), targetId: noticeId, body: notice.title,
      recipients: recipientUsersSql({ audience: notice.audience, companyId, noticeId, where }),
    });
  }
  if (channels.some((c) => c !== DeliveryChannel.web)) {
    await options.jobs.send({ db: trx, name: 'notice-deliver', data: { companyId, noticeId } });
  }
  return recipients;
}
