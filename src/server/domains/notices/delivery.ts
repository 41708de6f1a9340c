import { sql, type Kysely } from 'kysely';
import { constants } from '../../../generated/constants.js';
import type { Database } from '../../../generated/db.js';
import { DeliveryChannel, DeliveryStatus, Flag } from '../../../generated/enums.js';
import type { JobQueue } from '../../core/jobQueue.js';
import { schoolhouseSettingValues } from '../settings/schoolhouseSettingValues.js';
import type { DeliveryAdapter, DeliveryContact } from './deliveryAdapter.js';
import type { DeliveryAdapters } from './deliveryAdapters.js';
import { renderNoticeMessage, type NoticeForMessage } from './mailContent.js';
import { guardianPlaceholderValues } from '../messaging/placeholders.js';

type Db = Kysely<Database>;

/** The error text kept on a delivery: enough to tell what the server said. */
const ERROR_MAX_CHARS = 200;

/** What a delivery job needs: the database, the queue (for the follow-up job of a retry) and the channel adapters. */
export interface DeliveryContext {
  db: Db;
  jobs: JobQueue;
  adapters: DeliveryAdapters;
  publicUrl: string;
}

/** Tuning of {@link deliverNotice}; the defaults come from the model's constants. */
export interface DeliveryOptions {
  /** Rows claimed at once (constants.deliveryBatchSize). */
  batchSize?: number;
  /** Attempts before a delivery is recorded failed (constants.deliveryRetryLimit). */
  retryLimit?: number;
  /** Wait after a failed attempt (constants.deliveryRetrySeconds). */
  retryDelaySeconds?: number;
  /** Aborted when the process shuts down: no new send starts, claimed rows go back to the queue. */
  signal?: AbortSignal;
}

/** A claimed delivery. */
interface ClaimedRow { id: number; recipient_id: number; channel: string; kind: string; attempts: number }

/** A claimed delivery with what its channel needs to reach the recipient. */
interface Pending extends ClaimedRow { student_id: number; schoolhouse_id: number; contact: DeliveryContact }

/** How many deliveries of a run ended in each state (queued: to be retried later or left by a shutdown). */
export type DeliveryCounts = Record<string, number>;

/**
 * Claims up to `limit` queued deliveries of a notice (not web, whose bell is written at publish time), marks them
 * `sending` and returns them with their recipients' contacts, in one statement (its own short transaction):
 * FOR UPDATE SKIP LOCKED lets any number of workers, in any number of processes, claim disjoint rows. A delivery
 * whose last attempt failed waits `retryDelaySeconds`. Contacts are looked up by primary key from the claimed rows.
 */
async function claimBatch(db: Db, options: { companyId: number; noticeId: number; limit: number; retryDelaySeconds: number }): Promise<Pending[]> {
  const { companyId, noticeId } = options;
  const { rows } = await sql<ClaimedRow & { student_id: number; schoolhouse_id: number; user_id: number | null; email: string | null; receive_mail: boolean | null }>`
    with claimed as (
      update notice_deliveries d set status = ${DeliveryStatus.sending}, attempts = d.attempts + 1, updated_at = now()
      from (
        select company_id, id from notice_deliveries
        where company_id = ${companyId} and notice_id = ${noticeId} and status = ${DeliveryStatus.queued} and channel <> ${DeliveryChannel.web}
          and (attempts = 0 or updated_at <= now() - ${options.retryDelaySeconds}::int * interval '1 second')
        order by id limit ${options.limit}
        for update skip locked
      ) c
      where d.company_id = c.company_id and d.id = c.id
      returning d.id, d.recipient_id, d.channel, d.kind, d.attempts
    )
    select c.id, c.recipient_id, c.channel, c.kind, c.attempts, r.student_id, r.schoolhouse_id, u.id as user_id, u.email, u.receive_mail
    from claimed c
    join notice_recipients r on r.company_id = ${companyId} and r.id = c.recipient_id
    left join protectors p on p.company_id = r.company_id and p.id = r.protector_id
    left join users u on u.company_id = p.company_id and u.id = p.user_id
    order by c.id`.execute(db);
  return rows.map((r) => ({
    id: Number(r.id), recipient_id: Number(r.recipient_id), channel: r.channel, kind: r.kind, attempts: r.attempts,
    student_id: Number(r.student_id), schoolhouse_id: Number(r.schoolhouse_id),
    contact: { userId: Number(r.user_id), email: r.user_id === null ? null : r.email, receivesMail: r.receive_mail !== false },
  }));
}

/** Records an outcome that involved no sending (disabled, not configured, no address) for many rows at once. */
async function recordUnsent(db: Db, options: { companyId: number; status: string; rows: Array<{ id: number; address: string | null }> }): Promise<void> {
  if (options.rows.length === 0) return;
  const addresses = options.rows.map((r) => r.address);
  await sql`
    update notice_deliveries d set status = ${options.status}, address = v.address, error = null, updated_at = now()
    from (select unnest(${options.rows.map((r) => r.id)}::bigint[]) as id, unnest(${addresses}::varchar[]) as address) v
    where d.company_id = ${options.companyId} and d.id = v.id and d.status = ${DeliveryStatus.sending}`.execute(db);
}

/**
 * Records one send: sent; bounced when the server refused for good (never retried); or failed (retried later until
 * the retry limit, then failed for good).
 */
async function recordSend(db: Db, options: { companyId: number; row: Pending; address: string; error?: unknown; isPermanent: boolean; retryLimit: number }): Promise<string> {
  const { row, error } = options;
  const status = error === undefined ? DeliveryStatus.sent
    : options.isPermanent ? DeliveryStatus.bounced
      : row.attempts >= options.retryLimit ? DeliveryStatus.failed : DeliveryStatus.queued;
  const message = error === undefined ? null : (error instanceof Error ? error.message : String(error)).replace(/\s+/g, ' ').slice(0, ERROR_MAX_CHARS);
  await db.updateTable('notice_deliveries')
    .set({ status, address: options.address, error: message, sent_at: status === DeliveryStatus.sent ? sql<Date>`now()` : null, updated_at: sql<Date>`now()` })
    .where('company_id', '=', options.companyId).where('id', '=', row.id).where('status', '=', DeliveryStatus.sending)
    .execute();
  return status;
}

/** Puts claimed rows that were not tried (shutdown) back in the queue, the attempt not counted. */
async function release(db: Db, options: { companyId: number; ids: number[] }): Promise<void> {
  if (options.ids.length === 0) return;
  await db.updateTable('notice_deliveries')
    .set({ status: DeliveryStatus.queued, attempts: sql<number>`greatest(attempts - 1, 0)`, updated_at: sql<Date>`now()` })
    .where('company_id', '=', options.companyId).where('id', 'in', options.ids).where('status', '=', DeliveryStatus.sending)
    .execute();
}

/** Runs `task` over `items` with at most `concurrency` in flight. */
async function eachConcurrently<T>(items: T[], concurrency: number, task: (item: T) => Promise<void>): Promise<void> {
  const queue = [...items];
  await Promise.all(Array.from({ length: Math.max(1, Math.min(concurrency, queue.length)) }, async () => {
    for (let item = queue.shift(); item !== undefined; item = queue.shift()) await task(item);
  }));
}

/**
 * Sends one claimed batch: per row, the recipient's schoolhouse may have turned the channel off (disabled), the
 * channel may lack its settings (notConfigured), the guardian an address (noAddress), or the family may have turned
 * the channel off themselves (optedOut); the rest are sent outside any
 * transaction, each outcome recorded as soon as it is known (a crash repeats at most the messages in flight).
 */
async function sendBatch(ctx: DeliveryContext, options: { companyId: number; notice: NoticeForMessage; pending: Pending[]; retryLimit: number; signal?: AbortSignal; counts: DeliveryCounts }): Promise<void> {
  const { companyId, counts, pending } = options;
  const settings = await schoolhouseSettingValues(ctx.db, { companyId, schoolhouseIds: [...new Set(pending.map((p) => p.schoolhouse_id))] });
  const isEnabled = (p: Pending, adapter: DeliveryAdapter) =>
    settings.get(p.schoolhouse_id)?.find((s) => s.name === adapter.schoolhouseSetting)?.value !== Flag.disable;

  const unsent = new Map<string, Array<{ id: number; address: string | null }>>();
  const toSend = new Map<DeliveryAdapter, Array<{ row: Pending; address: string }>>();
  for (const row of pending) {
    const adapter = ctx.adapters.get(row.channel);
    const address = adapter?.addressOf(row.contact) ?? null;
    const status = !adapter || !adapter.isConfigured() ? DeliveryStatus.notConfigured
      : !isEnabled(row, adapter) ? DeliveryStatus.disabled
        : address === null ? DeliveryStatus.noAddress
          : adapter.isOptedOut(row.contact) ? DeliveryStatus.optedOut : undefined;
    if (status) unsent.set(status, [...(unsent.get(status) ?? []), { id: row.id, address }]);
    else toSend.set(adapter!, [...(toSend.get(adapter!) ?? []), { row, address: address! }]);
  }
  for (const [status, rows] of unsent) {
    await recordUnsent(ctx.db, { companyId, status, rows });
    counts[status] = (counts[status] ?? 0) + rows.length;
  }

  const sends = [...toSend.values()].flat();
  const values = await guardianPlaceholderValues(ctx.db, { companyId, studentIds: [...new Set(sends.map((s) => s.row.student_id))] });
  const notTried: number[] = [];
  for (const [adapter, items] of toSend) {
    await eachConcurrently(items, adapter.concurrency, async ({ row, address }) => {
      const recipientValues = values.get(row.student_id);
      if (options.signal?.aborted || !recipientValues) {
        notTried.push(row.id);
        return;
      }
      const message = renderNoticeMessage({ notice: options.notice, kind: row.kind, values: recipientValues, publicUrl: ctx.publicUrl });
      let error: unknown;
      try {
        await adapter.send({ address, message, delivery: { companyId, kind: 'n', deliveryId: row.id, contact: row.contact } });
      } catch (sendError) {
        error = sendError ?? new Error('send failed');
      }
      const isPermanent = error !== undefined && adapter.isPermanentFailure(error);
      const status = await recordSend(ctx.db, { companyId, row, address, error, isPermanent, retryLimit: options.retryLimit });
      counts[status] = (counts[status] ?? 0) + 1;
    });
  }
  await release(ctx.db, { companyId, ids: notTried });
  if (notTried.length) counts[DeliveryStatus.queued] = (counts[DeliveryStatus.queued] ?? 0) + notTried.length;
}

/** The notice as its messages show it, or undefined when it is gone (deleted with its deliveries). */
async function noticeForMessage(db: Db, options: { companyId: number; noticeId: number }): Promise<NoticeForMessage | undefined> {
  const notice = await db.selectFrom('notices').select(['id', 'title', 'body', 'survey_deadline'])
    .select((eb) => eb.exists(eb.selectFrom('notice_survey_questions as q').select('q.id')
      .whereRef('q.company_id', '=', 'notices.company_id').whereRef('q.notice_id', '=', 'notices.id')).as('has_survey'))
    .where('company_id', '=', options.companyId).where('id', '=', options.noticeId).executeTakeFirst();
  if (!notice) return undefined;
  return { id: notice.id, title: notice.title, body: notice.body, surveyDeadline: notice.has_survey ? notice.survey_deadline : null };
}

/**
 * The 'notice-deliver' job: sends the queued deliveries of a notice over every channel but web, batch by batch, until
 * none is left to claim. Deliveries waiting for a retry get a follow-up job at their time; on shutdown (signal) the
 * rest is left queued with a follow-up job, so a restart or another process carries on.
 */
export async function deliverNotice(ctx: DeliveryContext, options: DeliveryOptions & { companyId: number; noticeId: number }): Promise<DeliveryCounts> {
  const { companyId, noticeId } = options;
  const batchSize = options.batchSize ?? Number(constants.deliveryBatchSize);
  const retryLimit = options.retryLimit ?? Number(constants.deliveryRetryLimit);
  const retryDelaySeconds = options.retryDelaySeconds ?? Number(constants.deliveryRetrySeconds);
  const counts: DeliveryCounts = {};
  const notice = await noticeForMessage(ctx.db, { companyId, noticeId });
  if (!notice) return counts;
  while (!options.signal?.aborted) {
    const pending = await claimBatch(ctx.db, { companyId, noticeId, limit: batchSize, retryDelaySeconds });
    if (pending.length === 0) break;
    await sendBatch(ctx, { companyId, notice, pending, retryLimit, signal: options.signal, counts });
  }
  await scheduleFollowUp(ctx, { companyId, noticeId, retryDelaySeconds, isShuttingDown: options.signal?.aborted ?? false });
  return counts;
}

/**
 * Sends the job that picks up what this run left: deliveries waiting for their retry (at the earliest one's time), or,
 * on shutdown, every queued one (at once).
 */
async function scheduleFollowUp(ctx: DeliveryContext, options: { companyId: number; noticeId: number; retryDelaySeconds: number; isShuttingDown: boolean }): Promise<void> {
  const { companyId, noticeId } = options;
  const { rows } = await sql<{ due: Date | null }>`
    select min(case when attempts = 0 then now() else updated_at + ${options.retryDelaySeconds}::int * interval '1 second' end) as due
    from notice_deliveries
    where company_id = ${companyId} and notice_id = ${noticeId} and status = ${DeliveryStatus.queued} and channel <> ${DeliveryChannel.web}
      and (attempts > 0 or ${options.isShuttingDown}::boolean)`.execute(ctx.db);
  const due = rows[0]?.due;
  if (due) await ctx.jobs.send({ db: ctx.db, name: 'notice-deliver', data: { companyId, noticeId }, startAfter: new Date(due) });
}
