import { sql, type Kysely } from 'kysely';
import type { Database } from '../../../generated/db.js';
import { DeliveryChannel, DeliveryStatus } from '../../../generated/enums.js';
import type { JobQueue } from '../../core/jobQueue.js';

type Db = Kysely<Database>;

/** What {@link recoverDeliveries} did. */
export interface RecoveryResult {
  /** Deliveries found `sending` too long (their process died) and queued again. */
  requeued: number;
  /** Notices that got a new 'notice-deliver' job for deliveries nobody was working on. */
  notices: number;
}

/**
 * Deliveries a crashed process left behind, found by the sweep (per company, through the (company_id, status,
 * updated_at) index):
 *   1. rows `sending` for more than `staleMinutes` go back to queued, their cut-short attempt not counted. Delivery is
 *      therefore at-least-once: a message the SMTP server had accepted just before the crash is sent again.
 *   2. every notice with queued deliveries nobody has claimed for `staleMinutes` (past their retry wait) gets a
 *      'notice-deliver' job — at most one per notice and period, however many processes sweep.
 * With `staleMinutes` 0 (start-up of the only process on the database: PGlite) everything in flight is recovered.
 */
export async function recoverDeliveries(db: Db, options: { jobs: JobQueue; staleMinutes: number; retryDelaySeconds: number }): Promise<RecoveryResult> {
  const stale = sql`now() - ${options.staleMinutes}::int * interval '1 minute'`;
  const requeued = await sql<{ company_id: number; notice_id: number }>`
    update notice_deliveries d set status = ${DeliveryStatus.queued}, attempts = greatest(d.attempts - 1, 0), updated_at = now()
    from (
      select x.company_id, x.id from companies c
      cross join lateral (
        select company_id, id from notice_deliveries
        where company_id = c.id and status = ${DeliveryStatus.sending} and updated_at <= ${stale}
      ) x
    ) s
    where d.company_id = s.company_id and d.id = s.id and d.status = ${DeliveryStatus.sending}
    returning d.company_id, d.notice_id`.execute(db);
  const { rows: idle } = await sql<{ company_id: number; notice_id: number }>`
    select distinct x.company_id, x.notice_id from companies c
    cross join lateral (
      select company_id, notice_id from notice_deliveries
      where company_id = c.id and status = ${DeliveryStatus.queued} and updated_at <= ${stale} and channel <> ${DeliveryChannel.web}
        and (attempts = 0 or updated_at <= ${stale} - ${options.retryDelaySeconds}::int * interval '1 second')
    ) x`.execute(db);
  const notices = new Map<string, { companyId: number; noticeId: number }>();
  for (const r of [...requeued.rows, ...idle]) {
    notices.set(`${r.company_id}:${r.notice_id}`, { companyId: Number(r.company_id), noticeId: Number(r.notice_id) });
  }
  for (const [key, data] of notices) {
    await options.jobs.send({
      db, name: 'notice-deliver', data,
      ...(options.staleMinutes > 0 ? { singletonKey: `recover:${key}`, singletonSeconds: options.staleMinutes * 60 } : {}),
    });
  }
  return { requeued: requeued.rows.length, notices: notices.size };
}
