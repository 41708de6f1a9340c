import { sql } from 'kysely';
import { BillingStep, NotificationKind, type BillingStepCode } from '../../../generated/enums.js';
import { formatMessage } from '../../../shared/validationMessage.js';
import type { Principal } from '../../auth/principal.js';
import type { JobQueue } from '../../core/jobQueue.js';
import { AppError } from '../../foundation/errors.js';
import { schoolClock } from '../lessons/rescheduleDeadline.js';
import { notify } from '../notifications/notify.js';
import { claimSettingOf, dueDateOf, SEPARATE_FROM_REQUEST, stepFrom, stepInvalid, stepTo, type Db } from './billingCommon.js';
import { invoiceStateOf, invoiceTotals } from './invoiceTotals.js';

/**
 * The seven steps of 請求処理 (issue 22) on several schoolhouses' months at once: all or nothing, in one transaction.
 * The period rows are locked (FOR UPDATE, in id order) before their status is read, so a double click or two people
 * acting together take a step once: the second waits and then finds the status moved (409 BILLING_STEP_INVALID).
 * The status moves only by the model's sets (billing_status `<step>From`, billing_step `to<Status>`); every step writes
 * a billing_step_log row. What each step does besides:
 * - request / withdraw: who requested and when (withdraw clears them).
 * - close: one invoice per student with claims in the month (numbered per company and month, 202612-000001), the
 *   claims linked to it, its totals by the qualified-invoice rule (invoiceTotals.ts).
 * - cancel_close and reject (差し戻し): the month's invoices deleted (their claims unlinked by the foreign key, so the
 *   claims are what they were before close, byte for byte; a 訂正伝票 written after close goes with its invoice) and
 *   the month back to 発行依頼済み as it was before close (closing and approval cleared).
 * - approve: who approved (never the requester: separateFromRequest).
 * - issue: the invoices issued with their due date (claim_setting.transfer_day of the month, or of the next when past),
 *   and each student's guardian told (invoice-issued, opening the invoice).
 */

export interface StepOptions {
  principal: Principal;
  jobs: JobQueue;
  step: BillingStepCode;
  billingMonth: string;
  schoolhouseIds: number[];
  note?: string;
}

type PeriodRow = { id: number; schoolhouse_id: number; status: string };

export async function takeBillingStep(db: Db, options: StepOptions) {
  const { principal, step, billingMonth } = options;
  const companyId = principal.companyId;
  const houseIds = [...new Set(options.schoolhouseIds)].sort((a, b) => a - b);
  return db.transaction().execute(async (trx) => {
    const houses = await trx.selectFrom('schoolhouses').select('id').where('company_id', '=', companyId).where('id', 'in', houseIds).execute();
    if (houses.length !== houseIds.length) throw new AppError('NOT_FOUND');
    // A month never touched is 未依頼 (open): its row is written now (rolled back with the step if it is refused).
    await trx.insertInto('billing_periods').values(houseIds.map((id) => ({ company_id: companyId, schoolhouse_id: id, billing_month: billingMonth })))
      .onConflict((oc) => oc.columns(['company_id', 'schoolhouse_id', 'billing_month']).doNothing()).execute();
    const periods: PeriodRow[] = await trx.selectFrom('billing_periods').select(['id', 'schoolhouse_id', 'status'])
      .where('company_id', '=', companyId).where('billing_month', '=', billingMonth).where('schoolhouse_id', 'in', houseIds)
      .orderBy('id').forUpdate().execute();
    const from = stepFrom(step);
    for (const period of periods) {
      if (!(from as readonly string[]).includes(period.status)) throw stepInvalid(period.status, step);
    }
    if (SEPARATE_FROM_REQUEST.includes(step)) await assertNotRequester(trx, { companyId, userId: principal.userId, periodIds: periods.map((p) => p.id) });
    const to = stepTo(step);
    const periodIds = periods.map((p) => p.id);
    const counts = new Map<number, number>();
    const now = sql<Date>`now()`;
    const who = principal.userId;
    switch (step) {
      case BillingStep.request:
        await trx.updateTable('billing_periods').set({ requested_by_user_id: who, requested_at: now }).where('company_id', '=', companyId).where('id', 'in', periodIds).execute();
        break;
      case BillingStep.withdraw:
        await trx.updateTable('billing_periods').set({ requested_by_user_id: null, requested_at: null }).where('company_id', '=', companyId).where('id', 'in', periodIds).execute();
        break;
      case BillingStep.close:
        for (const [periodId, n] of await closePeriods(trx, { companyId, billingMonth, periods })) counts.set(periodId, n);
        await trx.updateTable('billing_periods').set({ closed_by_user_id: who, closed_at: now }).where('company_id', '=', companyId).where('id', 'in', periodIds).execute();
        break;
      case BillingStep.cancelClose:
      case BillingStep.reject:
        // Corrections (訂正伝票) exist only on an invoice: they go with it. Other claims are unlinked by the foreign key.
        await trx.deleteFrom('claims').where('company_id', '=', companyId).where('claim_kind', '=', 'correction')
          .where('invoice_id', 'in', trx.selectFrom('invoices').select('id').where('company_id', '=', companyId).where('billing_period_id', 'in', periodIds)).execute();
        await trx.deleteFrom('invoices').where('company_id', '=', companyId).where('billing_period_id', 'in', periodIds).execute();
        await trx.updateTable('billing_periods').set({ closed_by_user_id: null, closed_at: null, approved_by_user_id: null, approved_at: null })
          .where('company_id', '=', companyId).where('id', 'in', periodIds).execute();
        break;
      case BillingStep.approve:
        await trx.updateTable('billing_periods').set({ approved_by_user_id: who, approved_at: now }).where('company_id', '=', companyId).where('id', 'in', periodIds).execute();
        break;
      case BillingStep.issue:
        for (const [periodId, n] of await issuePeriods(trx, { companyId, billingMonth, periodIds, jobs: options.jobs })) counts.set(periodId, n);
        await trx.updateTable('billing_periods').set({ issued_by_user_id: who, issued_at: now }).where('company_id', '=', companyId).where('id', 'in', periodIds).execute();
        break;
      default:
        throw new Error(`unknown billing step ${String(step)}`);
    }
    await trx.updateTable('billing_periods').set({ status: to, updated_at: now }).where('company_id', '=', companyId).where('id', 'in', periodIds).execute();
    await trx.insertInto('billing_step_logs').values(periods.map((p) => ({
      company_id: companyId, billing_period_id: p.id, step, from_status: p.status, to_status: to, actor_user_id: who, note: options.note ?? null,
    }))).execute();
    return {
      data: periods.map((p) => ({ period_id: p.id, schoolhouse_id: p.schoolhouse_id, status: to, ...(counts.has(p.id) ? { invoice_count: counts.get(p.id)! } : {}) })),
    };
  });
}

/** 403 BILLING_SAME_PERSON when the caller made the latest 発行依頼 of one of the months (billing_step_log). */
async function assertNotRequester(db: Db, options: { companyId: number; userId: number; periodIds: number[] }) {
  const latest = await db.selectFrom('billing_step_logs').select(['billing_period_id', 'actor_user_id']).distinctOn('billing_period_id')
    .where('company_id', '=', options.companyId).where('billing_period_id', 'in', options.periodIds).where('step', '=', BillingStep.request)
    .orderBy('billing_period_id').orderBy('id', 'desc').execute();
  if (latest.some((l) => l.actor_user_id === options.userId)) throw new AppError('BILLING_SAME_PERSON');
}

/** The latest 発行依頼's user of each period (for the steps a caller may take). */
export async function latestRequesters(db: Db, options: { companyId: number; periodIds: number[] }): Promise<Map<number, number | null>> {
  if (options.periodIds.length === 0) return new Map();
  const latest = await db.selectFrom('billing_step_logs').select(['billing_period_id', 'actor_user_id']).distinctOn('billing_period_id')
    .where('company_id', '=', options.companyId).where('billing_period_id', 'in', options.periodIds).where('step', '=', BillingStep.request)
    .orderBy('billing_period_id').orderBy('id', 'desc').execute();
  return new Map(latest.map((l) => [l.billing_period_id, l.actor_user_id]));
}

/** 締め: the invoices of the periods' months; returns how many each period got. */
async function closePeriods(db: Db, options: { companyId: number; billingMonth: string; periods: PeriodRow[] }): Promise<Map<number, number>> {
  const { companyId, billingMonth } = options;
  const { tax_rounding: rounding } = await claimSettingOf(db, companyId);
  // Invoice numbers run per company and month across schoolhouses: closes of one month are serialised on this lock.
  await sql`select pg_advisory_xact_lock(${companyId}::int, ${Number(billingMonth.replace('-', ''))}::int)`.execute(db);
  const last = await db.selectFrom('invoices').select(sql<string | null>`max(invoice_number)`.as('n'))
    .where('company_id', '=', companyId).where('billing_month', '=', billingMonth).executeTakeFirst();
  let seq = last?.n ? Number(last.n.split('-')[1] ?? 0) : 0;
  const prefix = billingMonth.replace('-', '');
  const counts = new Map<number, number>();
  for (const period of options.periods) {
    const claims = await db.selectFrom('claims').select(['student_id', 'amount', 'tax_category'])
      .where('company_id', '=', companyId).where('schoolhouse_id', '=', period.schoolhouse_id).where('billing_month', '=', billingMonth)
      .orderBy('student_id').orderBy('id').execute();
    if (claims.length === 0) throw new AppError('BILLING_NOTHING_TO_CLOSE');
    const byStudent = new Map<number, typeof claims>();
    for (const c of claims) byStudent.set(c.student_id, [...(byStudent.get(c.student_id) ?? []), c]);
    const rows = [...byStudent.entries()].map(([studentId, lines]) => {
      seq += 1;
      return {
        company_id: companyId, billing_period_id: period.id, schoolhouse_id: period.schoolhouse_id, student_id: studentId, billing_month: billingMonth,
        invoice_number: `${prefix}-${String(seq).padStart(6, '0')}`, status: invoiceStateOf({ issued: false, total: 0, paidTotal: 0 }), ...invoiceTotals(lines, rounding),
      };
    });
    await db.insertInto('invoices').values(rows).execute();
    // Only invoice_id changes on the claims (not updated_at): cancelling the close unlinks them to exactly what they were.
    await sql`update claims c set invoice_id = i.id from invoices i
      where i.company_id = ${companyId} and i.billing_period_id = ${period.id} and c.company_id = i.company_id and c.student_id = i.student_id
        and c.schoolhouse_id = ${period.schoolhouse_id} and c.billing_month = ${billingMonth}`.execute(db);
    counts.set(period.id, rows.length);
  }
  return counts;
}

/** 発行: the periods' invoices issued, due on the transfer day, and each guardian told. */
async function issuePeriods(db: Db, options: { companyId: number; billingMonth: string; periodIds: number[]; jobs: JobQueue }): Promise<Map<number, number>> {
  const { companyId, billingMonth } = options;
  const { transfer_day: transferDay } = await claimSettingOf(db, companyId);
  const dueOn = dueDateOf({ billingMonth, transferDay, today: schoolClock().today });
  const invoices = await db.selectFrom('invoices').select(['id', 'billing_period_id', 'student_id', 'schoolhouse_id', 'total', 'paid_total'])
    .where('company_id', '=', companyId).where('billing_period_id', 'in', options.periodIds).orderBy('id').execute();
  const byState = new Map<string, number[]>();
  for (const inv of invoices) {
    const state = invoiceStateOf({ issued: true, total: inv.total, paidTotal: inv.paid_total });
    byState.set(state, [...(byState.get(state) ?? []), inv.id]);
  }
  for (const [state, ids] of byState) {
    await db.updateTable('invoices').set({ status: state, issued_at: sql<Date>`now()`, due_on: dueOn, updated_at: sql<Date>`now()` })
      .where('company_id', '=', companyId).where('id', 'in', ids).execute();
  }
  const monthText = formatMessage('billingApi.monthLabel', { year: billingMonth.slice(0, 4), month: String(Number(billingMonth.slice(5, 7))) });
  let written = 0;
  for (const inv of invoices) {
    written += await notify(db, {
      companyId, kind: NotificationKind.invoiceIssued, targetId: inv.id,
      body: formatMessage('billingApi.issuedBody', { month: monthText, total: inv.total.toLocaleString('ja-JP') }),
      recipients: sql`select g.user_id, st.id as student_id, st.schoolhouse_id from students st
        join protectors g on g.company_id = st.company_id and g.id = st.protector_id
        where st.company_id = ${companyId} and st.id = ${inv.student_id} and g.user_id is not null`,
    });
  }
  if (written > 0) await options.jobs.send({ db, name: 'notification-deliver', data: {} });
  const counts = new Map<number, number>();
  for (const inv of invoices) counts.set(inv.billing_period_id, (counts.get(inv.billing_period_id) ?? 0) + 1);
  return counts;
}
