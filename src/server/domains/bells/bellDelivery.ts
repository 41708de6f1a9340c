import { sql, type Kysely } from 'kysely';
import type { RoleName } from '../../../generated/abilities.js';
import { constants } from '../../../generated/constants.js';
import type { Database } from '../../../generated/db.js';
import { DeliveryStatus, type NotificationKindCode } from '../../../generated/enums.js';
import { notificationTarget } from '../../../generated/notifications.js';
import { screens } from '../../../generated/routes.js';
import { formatMessage } from '../../../shared/validationMessage.js';
import { roleOf } from '../../auth/principal.js';
import type { DeliveryAdapters } from '../notices/deliveryAdapters.js';
import type { DeliveryMessage } from '../notices/deliveryAdapter.js';

type Db = Kysely<Database>;

/** The error text kept on a delivery: enough to tell what the server said. */
const ERROR_MAX_CHARS = 200;

/** A claimed delivery of a notification with what its message needs. */
interface Claimed {
  id: number; company_id: number; channel: string; attempts: number; kind: NotificationKindCode; title: string; body: string | null;
  target_id: number | null; student_id: number | null; user_id: number; email: string | null; receive_mail: boolean; m_authority_id: number; role: string | null; company_name: string;
}

/**
 * Claims up to `limit` queued deliveries of notifications (any company), marks them `sending` and answers them with
 * their notification, user and company, in one statement; FOR UPDATE SKIP LOCKED lets every worker of every process
 * claim disjoint rows. A delivery whose last attempt failed waits `retryDelaySeconds`.
 */
async function claim(db: Db, options: { limit: number; retryDelaySeconds: number }): Promise<Claimed[]> {
  const { rows } = await sql<Claimed>`
    with claimed as (
      update notification_deliveries d set status = ${DeliveryStatus.sending}, attempts = d.attempts + 1, updated_at = now()
      from (
        select company_id, id from notification_deliveries
        where status = ${DeliveryStatus.queued} and (attempts = 0 or updated_at <= now() - ${options.retryDelaySeconds}::int * interval '1 second')
        order by id limit ${options.limit}
        for update skip locked
      ) c
      where d.company_id = c.company_id and d.id = c.id
      returning d.id, d.company_id, d.channel, d.attempts, d.notification_id
    )
    select c.id, c.company_id, c.channel, c.attempts, n.kind, n.title, n.body, n.target_id, n.student_id,
      u.id as user_id, u.email, u.receive_mail, u.m_authority_id, u.role, co.name as company_name
    from claimed c
    join notifications n on n.company_id = c.company_id and n.id = c.notification_id
    join users u on u.company_id = n.company_id and u.id = n.user_id
    join companies co on co.id = c.company_id
    order by c.id`.execute(db);
  return rows.map((r) => ({ ...r, id: Number(r.id), company_id: Number(r.company_id), user_id: Number(r.user_id), target_id: r.target_id === null ? null : Number(r.target_id), student_id: r.student_id === null ? null : Number(r.student_id) }));
}

/** The page a click on the notification opens for its reader, as a full URL (the portal's list of notifications when the kind has none for the role). */
export function notificationUrl(options: { publicUrl: string; kind: NotificationKindCode; role: RoleName | undefined; targetId: number | null; studentId: number | null }): string {
  const target = options.role ? notificationTarget(options.kind, options.role) : undefined;
  const screen = target ? screens.find((s) => s.id === target.screen) : undefined;
  const values = { target_id: options.targetId, student_id: options.studentId };
  const path = screen && target
    ? screen.path.replace(/:(\w+)/g, (_, name: string) => String(values[target.params[name] ?? 'target_id'] ?? ''))
    : screens.find((s) => s.id === 'home.notification')!.path;
  return `${options.publicUrl.replace(/\/$/, '')}${String(constants.basePath)}${path}`;
}

const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

/** The e-mail (or LINE text) of a notification: its title, its text and the link to its page. */
function messageOf(row: Claimed, publicUrl: string): DeliveryMessage {
  const url = notificationUrl({ publicUrl, kind: row.kind, role: roleOf(row.m_authority_id, row.role), targetId: row.target_id, studentId: row.student_id });
  const values = { company: row.company_name, title: row.title, body: row.body ?? '', url };
  const html = Object.fromEntries(Object.entries(values).map(([k, v]) => [k, escapeHtml(v).replace(/\n/g, '<br>')]));
  return {
    subject: formatMessage('notification.mail.subject', values), text: formatMessage('notification.mail.text', values),
    html: formatMessage('notification.mail.html', html), url,
  };
}

/** Records one outcome of a claimed delivery (only while it is still `sending`: a recovered row is not overwritten). */
async function record(db: Db, options: { row: Claimed; status: string; address: string | null; error?: unknown }): Promise<void> {
  const { row, error } = options;
  const message = error === undefined ? null : (error instanceof Error ? error.message : String(error)).replace(/\s+/g, ' ').slice(0, ERROR_MAX_CHARS);
  await db.updateTable('notification_deliveries')
    .set({ status: options.status, address: options.address, error: message, sent_at: options.status === DeliveryStatus.sent ? sql<Date>`now()` : null, updated_at: sql<Date>`now()` })
    .where('company_id', '=', row.company_id).where('id', '=', row.id).where('status', '=', DeliveryStatus.sending).execute();
}

/**
 * Sends the queued deliveries of notifications (the kinds sent by notify: contact replies, …), batch after batch until
 * none is left: per row the channel may lack its settings (notConfigured), the user an address (noAddress) or turn it
 * off themselves (optedOut: メール通知 off); the rest are sent outside any transaction (with the family's
 * List-Unsubscribe and bounce address, as notices), a refusal for good recorded bounced, another failure retried until
 * the retry limit (then failed). Answers the count per state.
 */
export async function deliverBells(db: Db, options: { adapters: DeliveryAdapters; publicUrl: string; batchSize?: number; retryLimit?: number; retryDelaySeconds?: number; signal?: AbortSignal }): Promise<Record<string, number>> {
  const counts: Record<string, number> = {};
  const retryLimit = options.retryLimit ?? Number(constants.deliveryRetryLimit);
  for (;;) {
    if (options.signal?.aborted) return counts;
    const rows = await claim(db, { limit: options.batchSize ?? Number(constants.deliveryBatchSize), retryDelaySeconds: options.retryDelaySeconds ?? Number(constants.deliveryRetrySeconds) });
    if (rows.length === 0) return counts;
    for (const row of rows) {
      const adapter = options.adapters.get(row.channel);
      const contact = { userId: row.user_id, email: row.email, receivesMail: row.receive_mail };
      const address = adapter?.addressOf(contact) ?? null;
      let status: string;
      if (!adapter?.isConfigured()) status = DeliveryStatus.notConfigured;
      else if (address === null) status = DeliveryStatus.noAddress;
      else if (adapter.isOptedOut(contact)) status = DeliveryStatus.optedOut;
      else {
        try {
          await adapter.send({ address, message: messageOf(row, options.publicUrl), delivery: { companyId: row.company_id, kind: 'b', deliveryId: row.id, contact } });
          status = DeliveryStatus.sent;
        } catch (error) {
          status = adapter.isPermanentFailure(error) ? DeliveryStatus.bounced : row.attempts >= retryLimit ? DeliveryStatus.failed : DeliveryStatus.queued;
          await record(db, { row, status, address, error });
          counts[status] = (counts[status] ?? 0) + 1;
          continue;
        }
      }
      await record(db, { row, status, address });
      counts[status] = (counts[status] ?? 0) + 1;
    }
  }
}

/** Puts deliveries a crashed process left `sending` for `staleMinutes` back in the queue; answers how many. */
export async function recoverBells(db: Db, options: { staleMinutes: number }): Promise<number> {
  const result = await db.updateTable('notification_deliveries').set({ status: DeliveryStatus.queued, updated_at: sql<Date>`now()` })
    .where('status', '=', DeliveryStatus.sending).where('updated_at', '<=', sql<Date>`now() - ${options.staleMinutes}::int * interval '1 minute'`).executeTakeFirst();
  return Number(result.numUpdatedRows);
}

/** True when some notification delivery waits in the queue (the sweep then starts the job). */
export async function hasQueuedBells(db: Db): Promise<boolean> {
  return (await db.selectFrom('notification_deliveries').select('id').where('status', '=', DeliveryStatus.queued).limit(1).executeTakeFirst()) !== undefined;
}
