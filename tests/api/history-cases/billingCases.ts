import { readDebitFile, writeDebitResult } from '../../../src/server/domains/billing/zengin.js';
import type { Case, HistoryEnv } from './historyCase.js';

/**
 * The billing writes (issue 22). Each entry takes a month of its own (2033-01 onwards) at 駅前校 (whose students have
 * fee settings and debit accounts in the demo) or 緑ヶ丘校, and brings it to the status its step starts from through
 * the API itself (月謝の計上, 発行依頼 by `claim`, 締め, 承認 and 発行 by others), so the rows checked are the step's own.
 */
export function billingHistoryCases(env: HistoryEnv): Record<string, () => Promise<Case>> {
  const db = () => env.t().db;
  let monthNo = 0;
  /** A month no other entry took. */
  const nextMonth = () => { monthNo += 1; return `${2033 + Math.floor((monthNo - 1) / 12)}-${String(((monthNo - 1) % 12) + 1).padStart(2, '0')}`; };
  const houseId = async (name: string) => (await db().selectFrom('schoolhouses').select('id').where('company_id', '=', env.companyId()).where('schoolhouse_name', '=', name).executeTakeFirstOrThrow()).id;
  const api = async (user: string, method: 'POST' | 'GET', url: string, payload?: object) => {
    const res = await env.t().app.inject({ method, url: `/api/v1${url}`, headers: await env.t().authAs(user), ...(payload ? { payload } : {}) });
    if (res.statusCode !== 200) throw new Error(`${method} ${url}: ${res.statusCode} ${res.body.slice(0, 300)}`);
    return res;
  };
  const STEPS = [['claim', 'request'], ['claim', 'close'], ['claim-manager', 'approve'], ['accounting', 'issue']] as const;
  /** 駅前校's month with the monthly claims posted and taken through the first `steps` steps (request, close, approve, issue). */
  const monthAt = async (steps: number) => {
    const month = nextMonth();
    const house = await houseId('駅前校');
    await api('claim', 'POST', '/billing/claims/monthly', { schoolhouse_id: house, billing_month: month });
    for (const [user, step] of STEPS.slice(0, steps)) await api(user, 'POST', `/billing/periods/${step}`, { billing_month: month, schoolhouse_ids: [house] });
    const period = await db().selectFrom('billing_periods').select('id').where('company_id', '=', env.companyId()).where('schoolhouse_id', '=', house).where('billing_month', '=', month).executeTakeFirstOrThrow();
    return { month, house, periodId: period.id };
  };
  const body = (month: string, house: number) => ({ billing_month: month, schoolhouse_ids: [house] });
  const firstInvoice = async (periodId: number) => db().selectFrom('invoices').select(['id', 'total']).where('billing_period_id', '=', periodId).orderBy('id').executeTakeFirstOrThrow();
  const stepRows = (periodId: number, status: string) => [
    { target: 'billing_period' as const, action: 'update' as const, after: { status } },
    { target: 'billing_step_log' as const, action: 'insert' as const, after: { billing_period_id: periodId }, count: 1 },
  ];

  return {
    'billing.request': async () => {
      const { month, house, periodId } = await monthAt(0);
      return {
        call: { user: 'claim', json: body(month, house) },
        refused: { user: 'claim', json: { billing_month: month, schoolhouse_ids: [house, 999999999] }, error: 'NOT_FOUND' },
        rows: stepRows(periodId, 'requested'),
      };
    },
    'billing.withdraw': async () => {
      const { month, house, periodId } = await monthAt(1);
      return { call: { user: 'claim', json: body(month, house) }, refused: { user: 'teacher1', json: body(month, house), error: 'FORBIDDEN' }, rows: stepRows(periodId, 'open') };
    },
    'billing.close': async () => {
      const { month, house, periodId } = await monthAt(1);
      return {
        call: { user: 'claim', json: body(month, house) },
        refused: { user: 'claim', json: { billing_month: '2039-12', schoolhouse_ids: [house] }, error: 'BILLING_STEP_INVALID' },
        rows: [...stepRows(periodId, 'closed'), { target: 'invoice', action: 'insert', after: { billing_period_id: periodId, status: 'closed' } }, { target: 'claim', action: 'update' }],
      };
    },
    'billing.cancel-close': async () => {
      const { month, house, periodId } = await monthAt(2);
      return {
        call: { user: 'claim-manager', json: body(month, house) },
        refused: { user: 'claim', json: body(month, house), error: 'FORBIDDEN' },
        rows: [...stepRows(periodId, 'requested'), { target: 'invoice', action: 'delete', before: { billing_period_id: periodId } }, { target: 'claim', action: 'update', after: { invoice_id: null } }],
      };
    },
    'billing.approve': async () => {
      const { month, house, periodId } = await monthAt(2);
      return { call: { user: 'claim-manager', json: body(month, house) }, refused: { user: 'claim', json: body(month, house), error: 'FORBIDDEN' }, rows: stepRows(periodId, 'approved') };
    },
    'billing.reject': async () => {
      const { month, house, periodId } = await monthAt(2);
      return {
        call: { user: 'accounting', json: { ...body(month, house), note: '金額を確認してください' } },
        refused: { user: 'claim', json: body(month, house), error: 'FORBIDDEN' },
        rows: [...stepRows(periodId, 'requested'), { target: 'invoice', action: 'delete', before: { billing_period_id: periodId } }, { target: 'claim', action: 'update', after: { invoice_id: null } }],
      };
    },
    'billing.issue': async () => {
      const { month, house, periodId } = await monthAt(3);
      return {
        call: { user: 'accounting', json: body(month, house) },
        refused: { user: 'claim-manager', json: { billing_month: month, schoolhouse_ids: [house, await houseId('緑ヶ丘校')] }, error: 'BILLING_STEP_INVALID' },
        rows: [...stepRows(periodId, 'issued'), { target: 'invoice', action: 'update', after: { status: 'issued' } }, { target: 'notification', action: 'insert', after: { kind: 'invoice-issued' } }, { target: 'notification_delivery', action: 'insert' }],
      };
    },
    'billing.post-monthly': async () => {
      const month = nextMonth();
      const house = await houseId('駅前校');
      return {
        call: { user: 'staff', json: { schoolhouse_id: house, billing_month: month } },
        refused: { user: 'teacher1', json: { schoolhouse_id: house, billing_month: month }, error: 'FORBIDDEN' },
        rows: [{ target: 'claim', action: 'insert', after: { billing_month: month, claim_kind: 'monthly' } }, { target: 'billing_period', action: 'insert', after: { billing_month: month, status: 'open' }, count: 1 }],
      };
    },
    'billing.claim-create': async () => {
      const { month, house } = await monthAt(0);
      const student = await db().selectFrom('students').select('id').where('schoolhouse_id', '=', house).orderBy('id').executeTakeFirstOrThrow();
      const json = { student_id: student.id, billing_month: month, item_name: '教材費', unit_price: 1500, quantity: 2, tax_category: 'taxable' };
      return {
        call: { user: 'claim', json },
        refused: { user: 'claim', json: { ...json, student_id: 999999999 }, error: 'NOT_FOUND' },
        rows: [{ target: 'claim', action: 'insert', after: { student_id: student.id, item_name: '教材費', amount: 3000, claim_kind: 'additional' }, count: 1 }],
      };
    },
    'billing.claim-update': async () => {
      const { month, house } = await monthAt(0);
      const claim = await db().selectFrom('claims').select(['id', 'unit_price']).where('schoolhouse_id', '=', house).where('billing_month', '=', month).orderBy('id').executeTakeFirstOrThrow();
      const json = { item_name: '月謝（調整）', unit_price: claim.unit_price - 1000, quantity: 1, tax_category: 'taxable' };
      return {
        call: { user: 'claim', params: { id: claim.id }, json },
        refused: { user: 'claim', params: { id: 999999999 }, json, error: 'NOT_FOUND' },
        rows: [{ target: 'claim', action: 'update', before: { unit_price: claim.unit_price }, after: { unit_price: claim.unit_price - 1000, item_name: '月謝（調整）' }, count: 1 }],
      };
    },
    'billing.claim-delete': async () => {
      const { month, house } = await monthAt(0);
      const claim = await db().selectFrom('claims').select('id').where('schoolhouse_id', '=', house).where('billing_month', '=', month).orderBy('id').executeTakeFirstOrThrow();
      const closed = await monthAt(2);
      const closedClaim = await db().selectFrom('claims').select('id').where('schoolhouse_id', '=', house).where('billing_month', '=', closed.month).orderBy('id').executeTakeFirstOrThrow();
      return {
        call: { user: 'claim', params: { id: claim.id } },
        refused: { user: 'claim', params: { id: closedClaim.id }, error: 'BILLING_MONTH_CLOSED' },
        rows: [{ target: 'claim', action: 'delete', before: { id: claim.id }, count: 1 }],
      };
    },
    'billing.correction-create': async () => {
      const { periodId } = await monthAt(2);
      const invoice = await firstInvoice(periodId);
      const json = { item_name: '割引漏れ', unit_price: -1000, quantity: 1, tax_category: 'taxable', reason: '兄弟割引の適用漏れ' };
      return {
        call: { user: 'claim-manager', params: { id: invoice.id }, json },
        refused: { user: 'claim', params: { id: invoice.id }, json, error: 'FORBIDDEN' },
        rows: [
          { target: 'claim', action: 'insert', after: { invoice_id: invoice.id, claim_kind: 'correction', amount: -1000, reason: '兄弟割引の適用漏れ' }, count: 1 },
          { target: 'invoice', action: 'update', before: { total: invoice.total }, after: { total: invoice.total - 1100 }, count: 1 },
        ],
      };
    },
    'billing.payment-create': async () => {
      const { periodId } = await monthAt(4);
      const invoice = await firstInvoice(periodId);
      const json = { paid_on: '2033-06-27', amount: invoice.total, payment_kind: 'cash' };
      const closed = await firstInvoice((await monthAt(2)).periodId);
      return {
        call: { user: 'claim', params: { id: invoice.id }, json },
        refused: { user: 'claim', params: { id: closed.id }, json, error: 'PAYMENT_NOT_ISSUED' },
        rows: [
          { target: 'payment', action: 'insert', after: { invoice_id: invoice.id, amount: invoice.total, payment_kind: 'cash' }, count: 1 },
          { target: 'invoice', action: 'update', before: { paid_total: 0, status: 'issued' }, after: { paid_total: invoice.total, status: 'paid' }, count: 1 },
        ],
      };
    },
    'billing.payment-delete': async () => {
      const { periodId } = await monthAt(4);
      const invoice = await firstInvoice(periodId);
      await api('claim', 'POST', `/billing/invoices/${invoice.id}/payments`, { paid_on: '2033-06-27', amount: 500, payment_kind: 'cash' });
      const payment = await db().selectFrom('payments').select('id').where('invoice_id', '=', invoice.id).executeTakeFirstOrThrow();
      return {
        call: { user: 'accounting', params: { id: payment.id } },
        refused: { user: 'staff', params: { id: payment.id }, error: 'FORBIDDEN' },
        rows: [
          { target: 'payment', action: 'delete', before: { id: payment.id, amount: 500 }, count: 1 },
          { target: 'invoice', action: 'update', before: { paid_total: 500, status: 'partially_paid' }, after: { paid_total: 0, status: 'issued' }, count: 1 },
        ],
      };
    },
    'billing.debit-export': async () => {
      const { month } = await monthAt(4);
      const json = { billing_month: month, transfer_on: `${month}-27` };
      return {
        call: { user: 'accounting', json },
        refused: { user: 'accounting', json: { billing_month: '2039-12', transfer_on: '2039-12-27' }, error: 'DEBIT_NOTHING' },
        rows: [{ target: 'debit_batch', action: 'insert', after: { billing_month: month, transfer_on: `${month}-27` }, count: 1 }],
      };
    },
    'billing.debit-import': async () => {
      const { month } = await monthAt(4);
      const transferOn = `${month}-27`;
      const exported = await api('claim', 'POST', '/billing/debit/export', { billing_month: month, transfer_on: transferOn });
      const file = readDebitFile(exported.rawPayload, { today: new Date(`${transferOn}T00:00:00Z`) });
      const result = writeDebitResult(file.header, file.records.map((r, i) => ({ ...r, resultCode: i === 0 ? '1' : '0' })));
      return {
        call: { user: 'accounting', multipart: { data: {}, files: [{ field: 'file', name: 'result.txt', type: 'text/plain', bytes: result }] } },
        refused: { user: 'accounting', multipart: { data: {}, files: [{ field: 'file', name: 'result.txt', type: 'text/plain', bytes: result.subarray(0, 200) }] }, error: 'DEBIT_FILE_INVALID' },
        rows: [
          { target: 'payment', action: 'insert', after: { payment_kind: 'account_transfer', paid_on: transferOn }, count: file.records.length - 1 },
          { target: 'invoice', action: 'update', after: { debit_result: '1' } },
          { target: 'debit_batch', action: 'update', after: { failed_count: 1 } },
        ],
      };
    },
  };
}
