import { sql } from 'kysely';
import { BillingStatus, type BillingStepCode } from '../../../generated/enums.js';
import type { Principal } from '../../auth/principal.js';
import { AppError } from '../../foundation/errors.js';
import { ALL_STEPS, roleMayTake, SEPARATE_FROM_REQUEST, stepFrom, type Db } from './billingCommon.js';
import { latestRequesters } from './billingSteps.js';

/**
 * The steps the caller may take on a month now: those starting from its status (billing_status `<step>From`), that
 * the caller's role is granted (the step operation's access), and, for separateFromRequest, only when the caller did
 * not make the month's latest 発行依頼.
 */
export function stepsFor(principal: Principal, options: { status: string; requestedBy: number | null | undefined }): BillingStepCode[] {
  return ALL_STEPS.filter((step) => (stepFrom(step) as readonly string[]).includes(options.status)
    && roleMayTake(principal, step)
    && !(SEPARATE_FROM_REQUEST.includes(step) && options.requestedBy === principal.userId));
}

const userName = (alias: string) => sql<string | null>`(select u.display_name from users u where u.company_id = p.company_id and u.id = ${sql.ref(`p.${alias}`)})`;

/** GET /billing/periods: one row per schoolhouse of the company for the month, with its counts, who did what and the caller's steps. */
export async function listPeriods(db: Db, options: { principal: Principal; billingMonth: string; schoolhouseId?: number }) {
  const companyId = options.principal.companyId;
  const month = options.billingMonth;
  let query = db.selectFrom('schoolhouses as h')
    .leftJoin('billing_periods as p', (j) => j.onRef('p.company_id', '=', 'h.company_id').onRef('p.schoolhouse_id', '=', 'h.id').on('p.billing_month', '=', month))
    .select([
      'h.id as schoolhouse_id', 'h.schoolhouse_name', 'p.id as period_id', 'p.status',
      'p.requested_at', 'p.closed_at', 'p.approved_at', 'p.issued_at',
      userName('requested_by_user_id').as('requested_by_name'), userName('closed_by_user_id').as('closed_by_name'),
      userName('approved_by_user_id').as('approved_by_name'), userName('issued_by_user_id').as('issued_by_name'),
      sql<string>`(select count(distinct c.student_id) from claims c where c.company_id = h.company_id and c.schoolhouse_id = h.id and c.billing_month = ${month})`.as('student_count'),
      sql<string>`(select count(*) from claims c where c.company_id = h.company_id and c.schoolhouse_id = h.id and c.billing_month = ${month})`.as('claim_count'),
      sql<string>`(select coalesce(sum(c.amount), 0) from claims c where c.company_id = h.company_id and c.schoolhouse_id = h.id and c.billing_month = ${month})`.as('claim_total'),
      sql<string>`(select count(*) from invoices i where i.company_id = h.company_id and i.billing_period_id = p.id)`.as('invoice_count'),
      sql<string>`(select coalesce(sum(i.total), 0) from invoices i where i.company_id = h.company_id and i.billing_period_id = p.id)`.as('invoice_total'),
    ])
    .where('h.company_id', '=', companyId);
  if (options.schoolhouseId) query = query.where('h.id', '=', options.schoolhouseId);
  const rows = await query.orderBy('h.sort_order').orderBy('h.id').execute();
  if (options.schoolhouseId && rows.length === 0) throw new AppError('NOT_FOUND');
  const requesters = await latestRequesters(db, { companyId, periodIds: rows.flatMap((r) => (r.period_id ? [r.period_id] : [])) });
  return {
    data: rows.map((r) => {
      const status = r.status ?? BillingStatus.open;
      return {
        schoolhouse_id: r.schoolhouse_id, schoolhouse_name: r.schoolhouse_name, billing_month: month, status, period_id: r.period_id ?? null,
        student_count: Number(r.student_count), claim_count: Number(r.claim_count), claim_total: Number(r.claim_total),
        invoice_count: Number(r.invoice_count), invoice_total: Number(r.invoice_total),
        requested_by_name: r.requested_by_name, requested_at: r.requested_at ?? null, closed_by_name: r.closed_by_name, closed_at: r.closed_at ?? null,
        approved_by_name: r.approved_by_name, approved_at: r.approved_at ?? null, issued_by_name: r.issued_by_name, issued_at: r.issued_at ?? null,
        steps: stepsFor(options.principal, { status, requestedBy: r.period_id ? requesters.get(r.period_id) : undefined }),
      };
    }),
  };
}

/** GET /billing/periods/logs: a schoolhouse's month, step by step (oldest first). */
export async function periodLogs(db: Db, options: { principal: Principal; schoolhouseId: number; billingMonth: string }) {
  const companyId = options.principal.companyId;
  const house = await db.selectFrom('schoolhouses').select('id').where('company_id', '=', companyId).where('id', '=', options.schoolhouseId).executeTakeFirst();
  if (!house) throw new AppError('NOT_FOUND');
  const data = await db.selectFrom('billing_step_logs as l')
    .innerJoin('billing_periods as p', (j) => j.onRef('p.company_id', '=', 'l.company_id').onRef('p.id', '=', 'l.billing_period_id'))
    .leftJoin('users as u', (j) => j.onRef('u.company_id', '=', 'l.company_id').onRef('u.id', '=', 'l.actor_user_id'))
    .select(['l.id', 'l.step', 'l.from_status', 'l.to_status', 'u.display_name as actor_name', 'l.note', 'l.created_at'])
    .where('l.company_id', '=', companyId).where('p.schoolhouse_id', '=', options.schoolhouseId).where('p.billing_month', '=', options.billingMonth)
    .orderBy('l.id').execute();
  return { data: data.map((d) => ({ ...d, actor_name: d.actor_name ?? null, note: d.note ?? null })) };
}
