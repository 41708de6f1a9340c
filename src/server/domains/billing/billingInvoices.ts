import { sql } from 'kysely';
import { ClaimKind, InvoiceState } from '../../../generated/enums.js';
import type { Principal } from '../../auth/principal.js';
import { AppError } from '../../foundation/errors.js';
import { claimSettingOf, hasInvoices, STUDENT_NAME_SQL, type Db } from './billingCommon.js';
import { CLAIM_COLUMNS } from './billingClaims.js';
import { invoiceStateOf, invoiceTotals, lineAmount } from './invoiceTotals.js';

/**
 * 請求書確認, 訂正伝票 and 入金 (issue 22). An invoice's totals are always recomputed from its lines (the month's claims
 * and its corrections) by invoiceTotals, and its paid total from its payments, in the transaction that changes them,
 * with the invoice row locked: the stored totals never drift from the lines.
 */

/** Recomputes an invoice's totals, paid total and state from its lines and payments (the invoice row locked by the caller). */
export async function recomputeInvoice(db: Db, options: { companyId: number; invoiceId: number }) {
  const { companyId, invoiceId } = options;
  const invoice = await db.selectFrom('invoices').select(['id', 'status']).where('company_id', '=', companyId).where('id', '=', invoiceId).executeTakeFirstOrThrow();
  const { tax_rounding: rounding } = await claimSettingOf(db, companyId);
  const lines = await db.selectFrom('claims').select(['amount', 'tax_category']).where('company_id', '=', companyId).where('invoice_id', '=', invoiceId).execute();
  const paid = await db.selectFrom('payments').select(sql<string>`coalesce(sum(amount), 0)`.as('n')).where('company_id', '=', companyId).where('invoice_id', '=', invoiceId).executeTakeFirstOrThrow();
  const totals = invoiceTotals(lines, rounding);
  const paidTotal = Number(paid.n);
  const status = invoiceStateOf({ issued: invoice.status !== InvoiceState.closed, total: totals.total, paidTotal });
  return db.updateTable('invoices').set({ ...totals, paid_total: paidTotal, status, updated_at: sql<Date>`now()` })
    .where('company_id', '=', companyId).where('id', '=', invoiceId).returning(['id', 'status', 'paid_total', 'total']).executeTakeFirstOrThrow();
}

/** The invoice of the company, locked, with its period's status; 404 otherwise. */
async function lockedInvoice(db: Db, options: { companyId: number; id: number }) {
  const invoice = await db.selectFrom('invoices').select(['id', 'status', 'billing_period_id', 'schoolhouse_id', 'student_id', 'billing_month'])
    .where('company_id', '=', options.companyId).where('id', '=', options.id).forUpdate().executeTakeFirst();
  if (!invoice) throw new AppError('NOT_FOUND');
  const period = await db.selectFrom('billing_periods').select('status').where('company_id', '=', options.companyId).where('id', '=', invoice.billing_period_id).executeTakeFirstOrThrow();
  return { ...invoice, period_status: period.status };
}

const likeText = (text: string) => `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

export interface InvoiceFilter { billing_month: string; schoolhouse_id?: number; status?: string; unpaid?: boolean; student_name?: string; page: number; limit: number }

/** GET /billing/invoices: the month's invoices (filtered), a page of them, and the count and sums of all that match. */
export async function listInvoices(db: Db, options: { principal: Principal; filter: InvoiceFilter }) {
  const companyId = options.principal.companyId;
  const { filter } = options;
  let base = db.selectFrom('invoices as i')
    .innerJoin('students as st', (j) => j.onRef('st.company_id', '=', 'i.company_id').onRef('st.id', '=', 'i.student_id'))
    .innerJoin('schoolhouses as h', (j) => j.onRef('h.company_id', '=', 'i.company_id').onRef('h.id', '=', 'i.schoolhouse_id'))
    .where('i.company_id', '=', companyId).where('i.billing_month', '=', filter.billing_month);
  if (filter.schoolhouse_id) base = base.where('i.schoolhouse_id', '=', filter.schoolhouse_id);
  if (filter.status) base = base.where('i.status', '=', filter.status);
  // Still owed: issued and not (fully) paid (billing_status sets aside, invoice_state's 未入金 and 一部入金).
  if (filter.unpaid) base = base.where('i.status', 'in', [InvoiceState.issued, InvoiceState.partiallyPaid]);
  if (filter.student_name) {
    const like = likeText(filter.student_name.replace(/\s+/g, ''));
    base = base.where((eb) => eb.or([
      eb(sql`st.family_name_kanji || st.first_name_kanji`, 'like', like),
      eb(sql`coalesce(st.family_name_kana, '') || coalesce(st.first_name_kana, '')`, 'like', like),
      eb('st.student_number', 'like', like),
    ]));
  }
  const summary = await base.select([sql<string>`count(*)`.as('count'), sql<string>`coalesce(sum(i.total), 0)`.as('total'), sql<string>`coalesce(sum(i.paid_total), 0)`.as('paid_total')]).executeTakeFirstOrThrow();
  const rows = await base.select([
    'i.id', 'i.invoice_number', 'h.schoolhouse_name', 'i.student_id', sql<string>`${sql.raw(STUDENT_NAME_SQL)}`.as('student_name'), 'st.student_number',
    'i.billing_month', 'i.status', 'i.taxable_10', 'i.tax_10', 'i.taxable_8', 'i.tax_8', 'i.exempt_total', 'i.total', 'i.paid_total', 'i.due_on', 'i.issued_at', 'i.debit_result',
    sql<string>`(select count(*) from claims c where c.company_id = i.company_id and c.invoice_id = i.id)`.as('line_count'),
  ]).orderBy('i.invoice_number').limit(filter.limit).offset((filter.page - 1) * filter.limit).execute();
  return {
    data: rows.map((r) => ({ ...r, due_on: r.due_on ?? null, issued_at: r.issued_at ?? null, debit_result: r.debit_result ?? null, line_count: Number(r.line_count) })),
    total: Number(summary.count),
    summary: { count: Number(summary.count), total: Number(summary.total), paid_total: Number(summary.paid_total) },
  };
}

/** GET /billing/invoices/{id}: the invoice, its lines in order (corrections last, as written), payments and names. */
export async function invoiceDetail(db: Db, options: { principal: Principal; id: number }) {
  const companyId = options.principal.companyId;
  const row = await db.selectFrom('invoices as i')
    .innerJoin('students as st', (j) => j.onRef('st.company_id', '=', 'i.company_id').onRef('st.id', '=', 'i.student_id'))
    .innerJoin('schoolhouses as h', (j) => j.onRef('h.company_id', '=', 'i.company_id').onRef('h.id', '=', 'i.schoolhouse_id'))
    .innerJoin('billing_periods as p', (j) => j.onRef('p.company_id', '=', 'i.company_id').onRef('p.id', '=', 'i.billing_period_id'))
    .leftJoin('protectors as g', (j) => j.onRef('g.company_id', '=', 'st.company_id').onRef('g.id', '=', 'st.protector_id'))
    .select([
      'i.id', 'i.invoice_number', 'i.billing_period_id', 'p.status as period_status', 'i.schoolhouse_id', 'h.schoolhouse_name', 'i.student_id',
      sql<string>`${sql.raw(STUDENT_NAME_SQL)}`.as('student_name'), 'st.student_number', sql<string | null>`g.family_name || ' ' || g.first_name`.as('guardian_name'),
      'i.billing_month', 'i.status', 'i.taxable_10', 'i.tax_10', 'i.taxable_8', 'i.tax_8', 'i.exempt_total', 'i.total', 'i.paid_total', 'i.due_on', 'i.issued_at', 'i.debit_result',
    ])
    .where('i.company_id', '=', companyId).where('i.id', '=', options.id).executeTakeFirst();
  if (!row) throw new AppError('NOT_FOUND');
  const lines = await db.selectFrom('claims as c').select([...CLAIM_COLUMNS]).where('c.company_id', '=', companyId).where('c.invoice_id', '=', row.id).orderBy('c.id').execute();
  const payments = await db.selectFrom('payments as pm').leftJoin('users as u', (j) => j.onRef('u.company_id', '=', 'pm.company_id').onRef('u.id', '=', 'pm.recorded_by_user_id'))
    .select(['pm.id', 'pm.paid_on', 'pm.amount', 'pm.payment_kind', 'pm.note', 'u.display_name as recorded_by_name', 'pm.created_at'])
    .where('pm.company_id', '=', companyId).where('pm.invoice_id', '=', row.id).orderBy('pm.paid_on').orderBy('pm.id').execute();
  const { guardian_name: guardianName, ...invoice } = row;
  return {
    ...invoice, due_on: invoice.due_on ?? null, issued_at: invoice.issued_at ?? null, debit_result: invoice.debit_result ?? null,
    guardian_names: guardianName ? [guardianName] : [],
    lines,
    payments: payments.map((p) => ({ ...p, note: p.note ?? null, recorded_by_name: p.recorded_by_name ?? null })),
  };
}

/**
 * POST /billing/invoices/{id}/corrections (訂正伝票): a signed line on a closed month's invoice, with its reason; the
 * invoice's totals and paid state are recomputed. Only while the month has invoices (billing_status set hasInvoices).
 */
export async function createCorrection(db: Db, options: { principal: Principal; id: number; input: { item_name: string; unit_price: number; quantity: number; tax_category: string; reason: string } }) {
  const companyId = options.principal.companyId;
  const { input } = options;
  return db.transaction().execute(async (trx) => {
    const invoice = await lockedInvoice(trx, { companyId, id: options.id });
    if (!hasInvoices(invoice.period_status)) throw new AppError('CORRECTION_NOT_CLOSED');
    const claim = await trx.insertInto('claims').values({
      company_id: companyId, schoolhouse_id: invoice.schoolhouse_id, student_id: invoice.student_id, billing_month: invoice.billing_month, claim_kind: ClaimKind.correction,
      item_name: input.item_name, unit_price: input.unit_price, quantity: input.quantity, amount: lineAmount(input.unit_price, input.quantity),
      tax_category: input.tax_category, invoice_id: invoice.id, reason: input.reason, created_by_user_id: options.principal.userId,
    }).returning('id').executeTakeFirstOrThrow();
    await recomputeInvoice(trx, { companyId, invoiceId: invoice.id });
    return trx.selectFrom('claims as c').select([...CLAIM_COLUMNS]).where('c.company_id', '=', companyId).where('c.id', '=', claim.id).executeTakeFirstOrThrow();
  });
}

/** GET /billing/corrections: the month's 訂正伝票, newest first. */
export async function listCorrections(db: Db, options: { principal: Principal; billingMonth: string; schoolhouseId?: number }) {
  const companyId = options.principal.companyId;
  let query = db.selectFrom('claims as c')
    .innerJoin('invoices as i', (j) => j.onRef('i.company_id', '=', 'c.company_id').onRef('i.id', '=', 'c.invoice_id'))
    .innerJoin('students as st', (j) => j.onRef('st.company_id', '=', 'c.company_id').onRef('st.id', '=', 'c.student_id'))
    .innerJoin('schoolhouses as h', (j) => j.onRef('h.company_id', '=', 'c.company_id').onRef('h.id', '=', 'c.schoolhouse_id'))
    .leftJoin('users as u', (j) => j.onRef('u.company_id', '=', 'c.company_id').onRef('u.id', '=', 'c.created_by_user_id'))
    .select(['c.id', 'i.id as invoice_id', 'i.invoice_number', sql<string>`${sql.raw(STUDENT_NAME_SQL)}`.as('student_name'), 'h.schoolhouse_name',
      'c.item_name', 'c.unit_price', 'c.quantity', 'c.amount', 'c.tax_category', 'c.reason', 'u.display_name as created_by_name', 'c.created_at'])
    .where('c.company_id', '=', companyId).where('c.billing_month', '=', options.billingMonth).where('c.claim_kind', '=', ClaimKind.correction);
  if (options.schoolhouseId) query = query.where('c.schoolhouse_id', '=', options.schoolhouseId);
  const rows = await query.orderBy('c.id', 'desc').execute();
  return { data: rows.map((r) => ({ ...r, reason: r.reason ?? null, created_by_name: r.created_by_name ?? null })) };
}

/** POST /billing/invoices/{id}/payments: money received (a negative amount: a refund); refused before issue. */
export async function createPayment(db: Db, options: { principal: Principal; id: number; input: { paid_on: string; amount: number; payment_kind: string; note?: string } }) {
  const companyId = options.principal.companyId;
  const { input } = options;
  return db.transaction().execute(async (trx) => {
    const invoice = await lockedInvoice(trx, { companyId, id: options.id });
    if (invoice.status === InvoiceState.closed) throw new AppError('PAYMENT_NOT_ISSUED');
    const payment = await trx.insertInto('payments').values({
      company_id: companyId, invoice_id: invoice.id, paid_on: input.paid_on, amount: input.amount, payment_kind: input.payment_kind,
      note: input.note ?? null, recorded_by_user_id: options.principal.userId,
    }).returning('id').executeTakeFirstOrThrow();
    const after = await recomputeInvoice(trx, { companyId, invoiceId: invoice.id });
    return { payment_id: payment.id, invoice_id: after.id, status: after.status, paid_total: after.paid_total, total: after.total };
  });
}

/** DELETE /billing/payments/{id}: a payment entered by mistake; the invoice's paid state is recomputed. */
export async function deletePayment(db: Db, options: { principal: Principal; id: number }) {
  const companyId = options.principal.companyId;
  return db.transaction().execute(async (trx) => {
    const payment = await trx.selectFrom('payments').select(['id', 'invoice_id']).where('company_id', '=', companyId).where('id', '=', options.id).executeTakeFirst();
    if (!payment) throw new AppError('NOT_FOUND');
    await lockedInvoice(trx, { companyId, id: payment.invoice_id });
    await trx.deleteFrom('payments').where('company_id', '=', companyId).where('id', '=', payment.id).execute();
    const after = await recomputeInvoice(trx, { companyId, invoiceId: payment.invoice_id });
    return { invoice_id: after.id, status: after.status, paid_total: after.paid_total, total: after.total };
  });
}
