import { sql, type Kysely } from 'kysely';
import type { Database } from '../../../generated/db.js';
import { DeliveryChannel, DeliveryStatus } from '../../../generated/enums.js';
import type { BounceRef } from './bounceAddress.js';

/** The delivery table a bounce reference's kind names (bounceAddress.ts). */
const TABLES = { n: 'notice_deliveries', b: 'notification_deliveries' } as const;

/**
 * Records that an e-mail bounced for good (a bounce report came back to its address): the delivery its reference
 * names becomes bounced with the reason, whatever it was before (a report arrives after the message was sent). False
 * when there is no such e-mail delivery (deleted with its record, or never one).
 */
export async function recordBounce(db: Kysely<Database>, options: { ref: BounceRef; reason: string }): Promise<boolean> {
  const { ref } = options;
  const updated = await db.updateTable(TABLES[ref.kind])
    .set({ status: DeliveryStatus.bounced, error: options.reason, updated_at: sql<Date>`now()` })
    .where('company_id', '=', ref.companyId).where('id', '=', ref.id).where('channel', '=', DeliveryChannel.mail)
    .executeTakeFirst();
  return Number(updated.numUpdatedRows) > 0;
}

/** Whether the e-mail delivery a reference names exists (a report that is no failure still names one of ours). */
export async function mailDeliveryExists(db: Kysely<Database>, options: { ref: BounceRef }): Promise<boolean> {
  const { ref } = options;
  const row = await db.selectFrom(TABLES[ref.kind]).select('id')
    .where('company_id', '=', ref.companyId).where('id', '=', ref.id).where('channel', '=', DeliveryChannel.mail)
    .executeTakeFirst();
  return row !== undefined;
}
