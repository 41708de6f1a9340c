import { sql, type Kysely } from 'kysely';
import type { Database } from '../../generated/db.js';
import { BillingStatus, BillingStep, ClaimKind, DebitResult, NotificationKind, PaymentMethodKind, StudentStatus } from '../../generated/enums.js';
import { formatMessage } from '../../shared/validationMessage.js';
import { dayOfMonth, previousMonth } from '../domains/billing/billingCommon.js';
import { invoiceStateOf, invoiceTotals } from '../domains/billing/invoiceTotals.js';
import { schoolClock } from '../domains/lessons/rescheduleDeadline.js';
import { notify } from '../domains/notifications/notify.js';

type Trx = Kysely<Database>;

/** The tuition fee item of a school year (小・中・高), by the names of model/demo/fee_item.yaml. */
const TUITION: Record<string, string> = { 小: '月謝（小学生 週1回）', 中: '月謝（中学生 週2回）', 高: '月謝（高校生 週2回）' };
const FACILITY = '施設維持費';
const MATERIAL = '教材費（半期）';
/** The schoolhouses whose students pay fees; the first has last month billed, paid and alarmed. */
const HOUSES = ['本町校', '駅前校'];

/**
 * The demo's billing (issue 22), in a few bulk statements: the claim setting's receiving bank; fee settings (tuition by
 * school year and 施設維持費) for the students at school (在籍) of 本町校 and 駅前校, from two months back; a 口座振替口座
 * for four in five of them; and LAST month (JST) at 本町校 fully processed — requested by `claim`, closed, approved by
 * `claim-manager`, issued, its debit file made and its result read: most invoices paid by 口座振替, one debit failed
 * (資金不足: a 振替不能 alarm) and one family without an account still unpaid. This month is open with nothing posted.
 */
export async function seedBilling(trx: Trx, options: { companyId: number }): Promise<void> {
  const { companyId } = options;
  const thisMonth = schoolClock().today.slice(0, 7);
  const lastMonth = previousMonth(thisMonth);
  const startMonth = previousMonth(lastMonth);
  const banks = await trx.selectFrom('banks').select('id').where('company_id', '=', companyId).orderBy('id').execute();
  if (banks.length === 0) return;
  await trx.updateTable('claim_settings').set({ debit_bank_id: banks[0]!.id }).where('company_id', '=', companyId).execute();
  const fees = new Map((await trx.selectFrom('fee_items').select(['id', 'name']).where('company_id', '=', companyId).execute()).map((f) => [f.name, f.id]));
  const houses = await trx.selectFrom('schoolhouses').select(['id', 'schoolhouse_name']).where('company_id', '=', companyId).where('schoolhouse_name', 'in', HOUSES).execute();
  const houseId = (name: string) => houses.find((h) => h.schoolhouse_name === name)!.id;
  const students = await trx.selectFrom('students as st').innerJoin('schoolyears as y', 'y.id', 'st.schoolyear_id')
    .leftJoin('protectors as g', (j) => j.onRef('g.company_id', '=', 'st.company_id').onRef('g.id', '=', 'st.protector_id'))
    .select(['st.id', 'st.schoolhouse_id', 'y.schoolyear_name', 'st.family_name_kana', 'g.family_name_kana as guardian_family_kana', 'g.first_name_kana as guardian_first_kana'])
    .where('st.company_id', '=', companyId).where('st.schoolhouse_id', 'in', houses.map((h) => h.id)).where('st.status', '=', StudentStatus.continuing)
    .orderBy('st.student_number').execute();
  const feeRows = students.flatMap((s) => {
    const tuition = fees.get(TUITION[s.schoolyear_name.slice(0, 1)] ?? '');
    const facility = fees.get(FACILITY);
    return [tuition, facility].flatMap((feeItemId) => (feeItemId ? [{ company_id: companyId, student_id: s.id, fee_item_id: feeItemId, quantity: 1, starts_month: startMonth }] : []));
  });
  if (feeRows.length === 0) return;
  await trx.insertInto('student_fees').values(feeRows).execute();
  // Four families in five pay by 口座振替 (the fifth pays at the desk), at the banks after the first (the first bank of
  // the master stays unused by accounts, so the bank master's own demo can delete and re-create it).
  const accountBanks = banks.length > 1 ? banks.slice(1) : banks;
  const debitRows = students.filter((_, i) => i % 5 !== 4).map((s, i) => ({
    company_id: companyId, student_id: s.id, bank_id: accountBanks[i % accountBanks.length]!.id, account_type: 1,
    account_number: String(1234000 + i * 37).padStart(7, '0'),
    holder_name_kana: `${s.guardian_family_kana ?? s.family_name_kana ?? 'セイト'} ${s.guardian_first_kana ?? ''}`.trim(),
  }));
  if (debitRows.length) await trx.insertInto('debit_accounts').values(debitRows).execute();

  // Last month at 本町校, from 月謝の計上 to the bank's result.
  const home = houseId(HOUSES[0]!);
  const users = new Map((await trx.selectFrom('users').select(['id', 'username']).where('company_id', '=', companyId).where('username', 'in', ['claim', 'claim-manager']).execute()).map((u) => [u.username, u.id]));
  const claimUser = users.get('claim') ?? null;
  const managerUser = users.get('claim-manager') ?? null;
  await sql`insert into claims (company_id, schoolhouse_id, student_id, billing_month, claim_kind, fee_item_id, student_fee_id, item_name, unit_price, quantity, amount, tax_category, created_by_user_id)
    select sf.company_id, st.schoolhouse_id, st.id, ${lastMonth}, ${ClaimKind.monthly}, fi.id, sf.id, fi.name, fi.amount, sf.quantity, fi.amount * sf.quantity, fi.tax_category, ${claimUser}::bigint
    from student_fees sf join students st on st.company_id = sf.company_id and st.id = sf.student_id join fee_items fi on fi.company_id = sf.company_id and fi.id = sf.fee_item_id
    where sf.company_id = ${companyId} and st.schoolhouse_id = ${home} order by st.student_number, fi.sort_order`.execute(trx);
  const homeStudents = students.filter((s) => s.schoolhouse_id === home);
  const material = fees.get(MATERIAL);
  if (material && homeStudents.length) {
    // 教材費 for the first three, and a sibling discount for the second (a negative line).
    await trx.insertInto('claims').values([
      ...homeStudents.slice(0, 3).map((s) => ({ company_id: companyId, schoolhouse_id: home, student_id: s.id, billing_month: lastMonth, claim_kind: ClaimKind.additional, fee_item_id: material, item_name: MATERIAL, unit_price: 9800, quantity: 1, amount: 9800, tax_category: 'taxable', created_by_user_id: claimUser })),
      ...homeStudents.slice(1, 2).map((s) => ({ company_id: companyId, schoolhouse_id: home, student_id: s.id, billing_month: lastMonth, claim_kind: ClaimKind.additional, item_name: '兄弟割引', unit_price: -1500, quantity: 1, amount: -1500, tax_category: 'taxable', created_by_user_id: claimUser })),
    ]).execute();
  }
  const at = (day: number, time: string) => sql<Date>`${`${dayOfMonth(lastMonth, day)}T${time}:00+09:00`}::timestamptz`;
  const period = await trx.insertInto('billing_periods').values({
    company_id: companyId, schoolhouse_id: home, billing_month: lastMonth, status: BillingStatus.issued,
    requested_by_user_id: claimUser, requested_at: at(18, '17:30'), closed_by_user_id: claimUser, closed_at: at(19, '10:00'),
    approved_by_user_id: managerUser, approved_at: at(20, '11:15'), issued_by_user_id: managerUser, issued_at: at(20, '11:20'),
  }).returning('id').executeTakeFirstOrThrow();
  const steps: Array<[string, string, string, number | null, ReturnType<typeof at>]> = [
    [BillingStep.request, BillingStatus.open, BillingStatus.requested, claimUser, at(18, '17:30')],
    [BillingStep.close, BillingStatus.requested, BillingStatus.closed, claimUser, at(19, '10:00')],
    [BillingStep.approve, BillingStatus.closed, BillingStatus.approved, managerUser, at(20, '11:15')],
    [BillingStep.issue, BillingStatus.approved, BillingStatus.issued, managerUser, at(20, '11:20')],
  ];
  await trx.insertInto('billing_step_logs').values(steps.map(([step, from, to, actor, when]) => ({
    company_id: companyId, billing_period_id: period.id, step, from_status: from, to_status: to, actor_user_id: actor, created_at: when,
  }))).execute();
  const claims = await trx.selectFrom('claims').select(['student_id', 'amount', 'tax_category']).where('company_id', '=', companyId)
    .where('schoolhouse_id', '=', home).where('billing_month', '=', lastMonth).orderBy('student_id').execute();
  const byStudent = new Map<number, typeof claims>();
  for (const c of claims) byStudent.set(c.student_id, [...(byStudent.get(c.student_id) ?? []), c]);
  const dueOn = dayOfMonth(lastMonth, 27);
  const withAccount = new Set(debitRows.map((d) => d.student_id));
  const prefix = lastMonth.replace('-', '');
  const ordered = homeStudents.filter((s) => byStudent.has(s.id));
  // Among the students with an account, the second's debit fails (資金不足); a student without one stays unpaid.
  const failing = ordered.filter((s) => withAccount.has(s.id))[1]?.id;
  const invoiceRows = ordered.map((s, i) => {
    const totals = invoiceTotals(byStudent.get(s.id)!, 'floor');
    const paid = withAccount.has(s.id) && s.id !== failing ? totals.total : 0;
    return {
      company_id: companyId, billing_period_id: period.id, schoolhouse_id: home, student_id: s.id, billing_month: lastMonth,
      invoice_number: `${prefix}-${String(i + 1).padStart(6, '0')}`, ...totals, paid_total: paid,
      status: invoiceStateOf({ issued: true, total: totals.total, paidTotal: paid }), due_on: dueOn, issued_at: at(20, '11:20'),
      debit_result: withAccount.has(s.id) ? (s.id === failing ? DebitResult.insufficient : DebitResult.done) : null,
    };
  });
  if (invoiceRows.length === 0) return;
  const invoices = await trx.insertInto('invoices').values(invoiceRows).returning(['id', 'student_id', 'paid_total']).execute();
  await sql`update claims c set invoice_id = i.id from invoices i where i.company_id = ${companyId} and i.billing_period_id = ${period.id}
    and c.company_id = i.company_id and c.student_id = i.student_id and c.schoolhouse_id = ${home} and c.billing_month = ${lastMonth}`.execute(trx);
  const paidRows = invoices.filter((i) => i.paid_total !== 0).map((i) => ({
    company_id: companyId, invoice_id: i.id, paid_on: dueOn, amount: i.paid_total, payment_kind: PaymentMethodKind.accountTransfer, recorded_by_user_id: managerUser,
  }));
  if (paidRows.length) await trx.insertInto('payments').values(paidRows).execute();
  // The families were told when last month was issued (and have read it): 「請求書を発行しました」 opens the invoice.
  const monthText = formatMessage('billingApi.monthLabel', { year: lastMonth.slice(0, 4), month: String(Number(lastMonth.slice(5, 7))) });
  for (const invoice of invoices) {
    const total = invoiceRows.find((row) => row.student_id === invoice.student_id)!.total;
    await notify(trx, {
      companyId, kind: NotificationKind.invoiceIssued, targetId: invoice.id,
      body: formatMessage('billingApi.issuedBody', { month: monthText, total: total.toLocaleString('ja-JP') }),
      recipients: sql`select g.user_id, st.id as student_id, st.schoolhouse_id from students st
        join protectors g on g.company_id = st.company_id and g.id = st.protector_id
        where st.company_id = ${companyId} and st.id = ${invoice.student_id} and g.user_id is not null`,
    });
  }
  await trx.updateTable('notifications').set({ is_read: true, read_at: new Date() })
    .where('company_id', '=', companyId).where('kind', '=', NotificationKind.invoiceIssued).execute();
  const debited = invoiceRows.filter((r) => r.debit_result !== null);
  await trx.insertInto('debit_batches').values({
    company_id: companyId, billing_month: lastMonth, transfer_on: dueOn, record_count: debited.length, total_amount: debited.reduce((n, r) => n + r.total, 0),
    exported_by_user_id: managerUser, result_imported_at: at(27, '15:00'), paid_count: debited.filter((r) => r.debit_result === DebitResult.done).length,
    failed_count: debited.filter((r) => r.debit_result !== DebitResult.done).length,
  }).execute();
}
