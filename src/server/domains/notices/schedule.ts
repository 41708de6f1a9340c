import { sql, type Kysely } from 'kysely';
import type { Database } from '../../../generated/db.js';
import { MessageStatus } from '../../../generated/enums.js';
import type { JobQueue } from '../../core/jobQueue.js';
import { publishNotice } from './publish.js';

type Db = Kysely<Database>;

/** Scheduled notices published by one sweep at most (per company); the next sweep takes the rest. */
const SWEEP_PUBLISH_LIMIT = 100;

/**
 * The 'notice-publish' job (sent by the compose handlers with startAfter = send_at), and the sweep's step for each
 * scheduled notice whose time has come: publishes the notice only if it is still scheduled (unsent) and its send_at
 * has passed, in one transaction. Exactly once: the row lock makes a second publisher — the sweep, a job retried
 * after a crash, another process — wait, and the status it then reads is sent. A notice made a draft again or moved
 * to a later time is left alone (its own job or the sweep publishes it then).
 */
export async function publishIfDue(db: Db, options: { companyId: number; noticeId: number; jobs: JobQueue }): Promise<boolean> {
  const { companyId, noticeId } = options;
  return db.transaction().execute(async (trx) => {
    const due = await trx.selectFrom('notices').select('id')
      .where('company_id', '=', companyId).where('id', '=', noticeId)
      .where('status', '=', MessageStatus.unsent).where('send_at', '<=', sql<Date>`now()`)
      .forUpdate().executeTakeFirst();
    if (!due) return false;
    return (await publishNotice(trx, { companyId, noticeId, jobs: options.jobs })).isPublished;
  });
}

/**
 * The sweep's making up for lost 'notice-publish' jobs: publishes every scheduled notice whose send_at has passed,
 * oldest first. Returns how many this process published.
 */
export async function publishDueNotices(db: Db, options: { jobs: JobQueue }): Promise<number> {
  // Per company through the (company_id, status, send_at) index.
  const { rows } = await sql<{ company_id: number; id: number }>`
    select n.company_id, n.id from companies c
    cross join lateral (
      select company_id, id, send_at from notices
      where company_id = c.id and status = ${MessageStatus.unsent} and send_at <= now()
      order by send_at limit ${SWEEP_PUBLISH_LIMIT}
    ) n
    order by n.send_at`.execute(db);
  let published = 0;
  for (const n of rows) {
    if (await publishIfDue(db, { companyId: Number(n.company_id), noticeId: Number(n.id), jobs: options.jobs })) published += 1;
  }
  return published;
}
