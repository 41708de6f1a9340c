import { sql } from 'kysely';
import { ClaimAlarmKind, codeLabel, DebitResult, InvoiceState } from '../../../generated/enums.js';
import { formatMessage } from '../../../shared/validationMessage.js';
import type { Principal } from '../../auth/principal.js';
import { schoolClock } from '../lessons/rescheduleDeadline.js';
import { STUDENT_NAME_SQL, type Db } from './billingCommon.js';

/**
 * 請求アラーム一覧 (issue 22): derived on reading from the company's active 請求アラーム条件 (no table of its own), so an
 * alarm goes away by itself when its cause does (paid, corrected):
 * - unpaid: issued and not fully paid, today (JST) later than the due date plus the condition's 経過日数 (none: 0);
 * - transfer_failed: the bank's result for the invoice was not 振替済み ('0') and it is still not fully paid;
 * - overpaid: paid more than the total by at least the condition's 基準金額 (none: by anything);
 * - amount_changed: the total differs from the same student's previous month's by at least 基準金額 (none: at all).
 */

const OPEN_STATES = [InvoiceState.issued, InvoiceState.partiallyPaid];
const yen = (n: number) => n.toLocaleString('ja-JP');
const japaneseDate = (date: string) => `${date.slice(0, 4)}年${date.slice(5, 7)}月${date.slice(8, 10)}日`;

export async function listAlarms(db: Db, options: { principal: Principal; billingMonth?: string; schoolhouseId?: number }) {
  const companyId = options.principal.companyId;
  const conditions = await db.selectFrom('claim_alarm_conditions').select(['name', 'alarm_kind', 'days_overdue', 'amount_threshold'])
    .where('company_id', '=', companyId).where('is_active', '=', true).orderBy('name').execute();
  if (conditions.length === 0) return { data: [] };
  let base = db.selectFrom('invoices as i')
    .innerJoin('students as st', (j) => j.onRef('st.company_id', '=', 'i.company_id').onRef('st.id', '=', 'i.student_id'))
    .innerJoin('schoolhouses as h', (j) => j.onRef('h.company_id', '=', 'i.company_id').onRef('h.id', '=', 'i.schoolhouse_id'))
    .select(['i.id', 'i.invoice_number', 'i.billing_month', 'i.status', 'i.total', 'i.paid_total', 'i.due_on', 'i.debit_result', 'i.student_id',
      sql<string>`${sql.raw(STUDENT_NAME_SQL)}`.as('student_name'), 'h.schoolhouse_name',
      sql<number | null>`(select p.total from invoices p where p.company_id = i.company_id and p.student_id = i.student_id
        and p.billing_month = to_char(to_date(i.billing_month || '-01', 'YYYY-MM-DD') - interval '1 month', 'YYYY-MM') order by p.id desc limit 1)`.as('previous_total')])
    .where('i.company_id', '=', companyId).where('i.status', '<>', InvoiceState.closed);
  if (options.billingMonth) base = base.where('i.billing_month', '=', options.billingMonth);
  if (options.schoolhouseId) base = base.where('i.schoolhouse_id', '=', options.schoolhouseId);
  const invoices = await base.orderBy('i.billing_month', 'desc').orderBy('i.invoice_number').execute();
  const today = schoolClock().today;
  const todayMs = Date.parse(`${today}T00:00:00Z`);
  const data: Array<{ kind: string; condition_name: string; invoice_id: number; invoice_number: string; student_name: string; schoolhouse_name: string; billing_month: string; amount: number; detail: string }> = [];
  for (const condition of conditions) {
    for (const inv of invoices) {
      const row = { kind: condition.alarm_kind, condition_name: condition.name, invoice_id: inv.id, invoice_number: inv.invoice_number, student_name: inv.student_name, schoolhouse_name: inv.schoolhouse_name, billing_month: inv.billing_month };
      const due = inv.total - inv.paid_total;
      const open = (OPEN_STATES as readonly string[]).includes(inv.status);
      const threshold = condition.amount_threshold;
      if (condition.alarm_kind === ClaimAlarmKind.unpaid && open && inv.due_on) {
        const days = Math.round((todayMs - Date.parse(`${inv.due_on}T00:00:00Z`)) / 86_400_000);
        if (days > (condition.days_overdue ?? 0)) data.push({ ...row, amount: due, detail: formatMessage('billingApi.alarm.unpaid', { due: japaneseDate(inv.due_on), days: String(days), amount: yen(due) }) });
      } else if (condition.alarm_kind === ClaimAlarmKind.transferFailed && open && inv.debit_result && inv.debit_result !== DebitResult.done) {
        data.push({ ...row, amount: inv.total, detail: formatMessage('billingApi.alarm.transferFailed', { result: codeLabel('debit_result', inv.debit_result) }) });
      } else if (condition.alarm_kind === ClaimAlarmKind.overpaid) {
        const excess = inv.paid_total - inv.total;
        if (threshold ? excess >= threshold : excess > 0) data.push({ ...row, amount: excess, detail: formatMessage('billingApi.alarm.overpaid', { amount: yen(excess) }) });
      } else if (condition.alarm_kind === ClaimAlarmKind.amountChanged && inv.previous_total !== null && inv.previous_total !== undefined) {
        const previous = Number(inv.previous_total);
        const change = inv.total - previous;
        if (threshold ? Math.abs(change) >= threshold : change !== 0) {
          data.push({ ...row, amount: change, detail: formatMessage('billingApi.alarm.amountChanged', { previous: yen(previous), current: yen(inv.total) }) });
        }
      }
    }
  }
  return { data };
}
