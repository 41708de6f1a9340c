import { loadavg } from 'node:os';
import { parseArgs } from 'node:util';
import { sql } from 'kysely';
import { StudentStatus } from '../src/generated/enums.js';
import { nextMonth } from '../src/server/domains/billing/billingCommon.js';
import { readDebitFile } from '../src/server/domains/billing/zengin.js';
import { schoolClock } from '../src/server/domains/lessons/rescheduleDeadline.js';
import { startChainApp, timed } from './lessons/chainApp.js';

/**
 * The month's billing at the scale of a chain (issue 22): `npm run bench:billing [-- --schoolhouses 50 --students 10000 --pdfs 20]`.
 * On the lessons bench's chain (bench/lessons/chainApp.ts: a throwaway PostgreSQL 15, the demo company grown by
 * --schoolhouses schoolhouses and --students families), every student at school gets 生徒別料金 (tuition and 施設維持費,
 * set-based), then next month goes through the API as staff do it, each step timed: 月謝を計上 per schoolhouse,
 * 発行依頼 of every schoolhouse at once, 締め (one invoice per student, tax once per rate), 承認, 発行 (every family told),
 * the 口座振替 request file of the month (read back: its record count), and --pdfs invoice PDFs one after the other
 * (the family's download path's work, uncounted: the staff PDF). No target is set by the issue: the numbers go to the
 * stop note; a month of a 10,000-student chain should close and issue in seconds, not minutes.
 */
const { values } = parseArgs({ options: {
  schoolhouses: { type: 'string', default: '50' }, students: { type: 'string', default: '10000' }, pdfs: { type: 'string', default: '20' },
} });
console.log(`load average at start: ${loadavg().map((l) => l.toFixed(2)).join(', ')}`);

const chain = await startChainApp({ houses: Number(values.schoolhouses), students: Number(values.students) });
const { db, companyId, address, tokenOf } = chain;
const month = nextMonth(schoolClock().today.slice(0, 7));
const headers = async (username: string) => ({ authorization: `Bearer ${await tokenOf(username)}`, 'content-type': 'application/json' });
const claim = await headers('claim');
const manager = await headers('claim-manager');
const accounting = await headers('accounting');

async function post<T>(path: string, body: unknown, as: Record<string, string>): Promise<T> {
  const res = await fetch(`${address}/api/v1${path}`, { method: 'POST', headers: as, body: JSON.stringify(body) });
  if (!res.ok) throw new Error(`POST ${path}: ${res.status} ${await res.text()}`);
  return (await res.json()) as T;
}

await timed('生徒別料金 for every student at school (tuition by school year and 施設維持費, set-based)', async () => {
  await sql`insert into student_fees (company_id, student_id, fee_item_id, quantity, starts_month)
    select st.company_id, st.id, fi.id, 1, ${month}
    from students st join schoolyears y on y.id = st.schoolyear_id
    join fee_items fi on fi.company_id = st.company_id
      and fi.name = case when y.schoolyear_name like '小%' then '月謝（小学生 週1回）' when y.schoolyear_name like '中%' then '月謝（中学生 週2回）' else '月謝（高校生 週2回）' end
    where st.company_id = ${companyId} and st.status = ${StudentStatus.continuing}
      and not exists (select 1 from student_fees f where f.company_id = st.company_id and f.student_id = st.id)
    union all
    select st.company_id, st.id, fi.id, 1, ${month}
    from students st join fee_items fi on fi.company_id = st.company_id and fi.name = '施設維持費'
    where st.company_id = ${companyId} and st.status = ${StudentStatus.continuing}
      and not exists (select 1 from student_fees f where f.company_id = st.company_id and f.student_id = st.id)`.execute(db);
});
await timed('口座振替口座 for four students in five without one (set-based)', async () => {
  await sql`insert into debit_accounts (company_id, student_id, bank_id, account_type, account_number, holder_name_kana)
    select st.company_id, st.id, (select id from banks b where b.company_id = st.company_id order by id desc limit 1), 1,
      lpad((st.id % 10000000)::text, 7, '0'), 'ベンチ タロウ'
    from students st where st.company_id = ${companyId} and st.status = ${StudentStatus.continuing} and st.id % 5 <> 0
      and not exists (select 1 from debit_accounts a where a.company_id = st.company_id and a.student_id = st.id)`.execute(db);
});
const houses = (await db.selectFrom('schoolhouses').select('id').where('company_id', '=', companyId).orderBy('id').execute()).map((h) => h.id);
const posted = await timed(`月謝を計上 at ${houses.length} schoolhouses (one call each)`, async () => {
  let created = 0;
  for (const id of houses) created += (await post<{ created: number }>('/billing/claims/monthly', { schoolhouse_id: id, billing_month: month }, claim)).created;
  return created;
});
console.log(`→ ${posted.result.toLocaleString('en')} claims`);
const step = (name: string, as: Record<string, string>) => timed(`${name} of ${houses.length} schoolhouses (one call)`, () =>
  post<{ data: Array<{ invoice_count?: number }> }>(`/billing/periods/${name}`, { billing_month: month, schoolhouse_ids: houses }, as));
await step('request', claim);
const closed = await step('close', claim);
console.log(`→ ${closed.result.data.reduce((n, r) => n + (r.invoice_count ?? 0), 0).toLocaleString('en')} invoices written`);
await step('approve', manager);
const issued = await step('issue', accounting);
console.log(`→ ${issued.result.data.reduce((n, r) => n + (r.invoice_count ?? 0), 0).toLocaleString('en')} invoices issued, ${(await db.selectFrom('notifications').select(sql<number>`count(*)`.as('n')).where('company_id', '=', companyId).where('kind', '=', 'invoice-issued').executeTakeFirstOrThrow()).n} notifications`);
await timed('口座振替 request file of the month (POST /billing/debit/export)', async () => {
  const res = await fetch(`${address}/api/v1/billing/debit/export`, { method: 'POST', headers: accounting, body: JSON.stringify({ billing_month: month, transfer_on: `${month}-27` }) });
  if (!res.ok) throw new Error(`export: ${res.status} ${await res.text()}`);
  const file = Buffer.from(await res.arrayBuffer());
  console.log(`→ ${file.length.toLocaleString('en')} bytes, ${readDebitFile(file).records.length.toLocaleString('en')} records`);
});
const invoiceIds = (await db.selectFrom('invoices').select('id').where('company_id', '=', companyId).where('billing_month', '=', month).orderBy('id').limit(Number(values.pdfs)).execute()).map((i) => i.id);
const times: number[] = [];
for (const id of invoiceIds) {
  const started = performance.now();
  const res = await fetch(`${address}/api/v1/billing/invoices/${id}/pdf`, { headers: accounting });
  if (!res.ok) throw new Error(`pdf ${id}: ${res.status}`);
  await res.arrayBuffer();
  times.push(performance.now() - started);
}
times.sort((a, b) => a - b);
console.log(`invoice PDF (${times.length}, one after the other): first ${times.length ? Math.round(Math.max(...times)) : 0} ms at most, p50 ${Math.round(times[Math.floor(times.length / 2)] ?? 0)} ms`);
console.log(`load average at end: ${loadavg().map((l) => l.toFixed(2)).join(', ')}`);
await chain.close();
