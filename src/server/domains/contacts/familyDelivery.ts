import type { Kysely } from 'kysely';
import type { components } from '../../../generated/api.js';
import type { Database } from '../../../generated/db.js';
import { DeliveryChannel, NotificationKind } from '../../../generated/enums.js';
import type { ContactRow } from './contactAccess.js';

type Db = Kysely<Database>;
export type FamilyDelivery = NonNullable<components['schemas']['ContactGetResponse']['family_delivery']>;

/**
 * How the family heard of the school's latest message in a thread (staff's view, spec: per-channel delivery state as
 * for notices): the bell row written for the guardian (Web通知, read or not) and each channel queued with it
 * (メール through the SMTP delivery: sent, failed, refused, stopped by the family…). Null before the school wrote, or
 * for a thread without a guardian.
 */
export async function familyDeliveryOf(db: Db, contact: ContactRow): Promise<FamilyDelivery | null> {
  if (contact.protector_id === null) return null;
  const bell = await db.selectFrom('notifications as n')
    .innerJoin('protectors as p', (j) => j.onRef('p.company_id', '=', 'n.company_id').onRef('p.user_id', '=', 'n.user_id'))
    .where('n.company_id', '=', contact.company_id).where('p.id', '=', contact.protector_id)
    .where('n.kind', '=', NotificationKind.contactReply).where('n.target_id', '=', contact.id)
    .select(['n.id', 'n.created_at', 'n.is_read', 'n.read_at'])
    .orderBy('n.created_at', 'desc').orderBy('n.id', 'desc').limit(1).executeTakeFirst();
  if (!bell) return null;
  const channels = await db.selectFrom('notification_deliveries').select(['channel', 'status', 'sent_at', 'updated_at'])
    .where('company_id', '=', contact.company_id).where('notification_id', '=', bell.id).orderBy('channel').execute();
  return {
    notified_at: bell.created_at.toISOString(),
    channels: [
      { channel: DeliveryChannel.web, status: bell.is_read ? 'read' : 'unread', at: (bell.read_at ?? bell.created_at).toISOString() },
      ...channels.map((c) => ({ channel: c.channel, status: c.status, at: (c.sent_at ?? c.updated_at).toISOString() })),
    ],
  };
}
