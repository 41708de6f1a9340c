import { sql, type Kysely } from 'kysely';
import type { Database } from '../../../generated/db.js';
import { DeliveryChannel, DeliveryStatus } from '../../../generated/enums.js';

/**
 * Records that a notice e-mail bounced for good (a bounce report came back to its address): the delivery becomes
 * bounced with the reason, whatever it was before (a report arrives after the message was sent). False when there is
 * no such e-mail delivery (deleted with its notice, or never one).
 */
export async function recordNoticeBounce(db: Kysely<Database>, options: { companyId: number; deliveryId: number; reason: string }): Promise<boolean> {
  const updated = await db.updateTable('notice_deliveries')
    .set({ status: DeliveryStatus.bounced, error: options.reason, updated_at: sql<Date>`now()` })
    .where('company_id', '=', options.companyId).where('id', '=', options.deliveryId).where('channel', '=', DeliveryChannel.mail)
    .executeTakeFirst();
  return Number(updated.numUpdatedRows) > 0;
}

/** Whether a notice e-mail delivery exists (a report that is no failure still names one of ours). */
export async function noticeMailDeliveryExists(db: Kysely<Database>, options: { companyId: number; deliveryId: number }): Promise<boolean> {
  const row = await db.selectFrom('notice_deliveries').select('id')
    .where('company_id', '=', options.companyId).where('id', '=', options.deliveryId).where('channel', '=', DeliveryChannel.mail)
    .executeTakeFirst();
  return row !== undefined;
}
