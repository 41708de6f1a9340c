// @vitest-environment node
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { readDebitFile, writeDebitRequest } from '../../src/server/domains/billing/zengin.js';
import { expectAccessible } from './axe.js';
import { pageApi, startPortal, type Portal } from './browser.js';
import { pdfText } from '../fixtures/pdfText.js';
import { label, openInApp, postJson, schoolhouseId } from './steps.js';

/**
 * The month's billing (issue 22) in the browser, as a juku runs it at the month end: the claim manager posts 本町校's
 * monthly claims from the fee settings, adds a reduced-rate claim, requests the issue and closes the month; the
 * approval is refused to the requester and made by accounting, who issues the invoices; the family is told, opens the
 * invoice and downloads its PDF; accounting makes the 口座振替 file, reads the bank's result back (the invoice paid) and
 * corrects a closed invoice with a 訂正伝票. Every total reconciles to the yen.
 */
let portal: Portal;
beforeAll(async () => { portal = await startPortal(); }, 180_000);
afterAll(async () => { await portal?.close(); });

const HOUSE = '本町校';
const thisMonth = () => new Date(Date.now() + 9 * 3600_000).toISOString().slice(0, 7);

interface PeriodRow { schoolhouse_id: number; status: string; claim_total: number; invoice_total: number; steps: string[] }
interface InvoiceRow { id: number; invoice_number: string; student_id: number; student_name: string; total: number; paid_total: number; status: string; taxable_10: number; tax_10: number; taxable_8: number; tax_8: number; exempt_total: number }
interface ClaimStudent { student_id: number; student_name: string; claims: Array<{ amount: number; tax_category: string }>; total: number }

async function periodOf(page: Page, houseId: number): Promise<PeriodRow> {
  const res = await pageApi<{ data: PeriodRow[] }>(page, `/billing/periods?billing_month=${thisMonth()}`);
  return res.body.data.find((row) => row.schoolhouse_id === houseId)!;
}

/** Chooses 本町校's row of a step screen and takes the step through its question. */
async function takeStep(page: Page, path: string, title: string, step: string) {
  await page.goto(`${portal.url}${path}?month=${thisMonth()}`);
  await page.getByRole('heading', { level: 1, name: title }).waitFor();
  await page.getByRole('checkbox', { name: HOUSE }).check();
  await page.getByRole('button', { name: new RegExp(`${step}（1校舎）`) }).click();
  const dialog = page.getByRole('dialog');
  await dialog.getByRole('button', { name: label(step) }).click();
  await page.getByText(`1校舎の「${step}」をしました。`).waitFor();
}

/** The qualified-invoice totals of an invoice from its lines: one rounding (floor, the demo's setting) per rate. */
function expectedTotals(lines: Array<{ amount: number; tax_category: string }>) {
  const sum = (category: string) => lines.filter((l) => l.tax_category === category).reduce((s, l) => s + l.amount, 0);
  const taxable10 = sum('taxable');
  const taxable8 = sum('reduced');
  const exempt = sum('exempt');
  const tax10 = Math.floor((taxable10 * 10) / 100);
  const tax8 = Math.floor((taxable8 * 8) / 100);
  return { taxable_10: taxable10, tax_10: tax10, taxable_8: taxable8, tax_8: tax8, exempt_total: exempt, total: taxable10 + tax10 + taxable8 + tax8 + exempt };
}

describe('billing', () => {
  it('should take a month from the fee settings to an issued invoice a family downloads, a debit result and a correction', async () => {
    const { page: staff } = await portal.newPage();
    await portal.logIn(staff, 'claim-manager');
    const houseId = await schoolhouseId(staff, HOUSE);

    // 生徒請求情報: 月謝を計上 writes the month's claims from 生徒別料金.
    await openInApp(staff, `${portal.url}/billing-process/school-management/claim-info?schoolhouse=${houseId}&month=${thisMonth()}`);
    await staff.getByRole('heading', { level: 1, name: '生徒請求情報' }).waitFor();
    await staff.getByRole('button', { name: label('月謝を計上') }).click();
    await staff.getByRole('dialog').getByRole('button', { name: label('月謝を計上') }).click();
    await staff.getByText(/件の月額請求を計上しました/).waitFor();
    const claims = (await pageApi<{ data: ClaimStudent[] }>(staff, `/billing/claims?schoolhouse_id=${houseId}&billing_month=${thisMonth()}`)).body.data.filter((s) => s.claims.length > 0);
    expect(claims.length).toBeGreaterThan(1);
    // 佐藤 陽翔 (S00001) of 本町校: guardian1's first child.
    const child = claims.find((s) => s.student_name.replace(/\s/g, '') === '佐藤陽翔')!;
    expect(child).toBeDefined();

    // 追加請求: a reduced-rate line (お弁当代, 8%) for the first student, so the invoice carries both rates.
    const row = staff.getByRole('row', { name: new RegExp(child.student_name) });
    await row.getByRole('button', { name: label('追加請求') }).click();
    const dialog = staff.getByRole('dialog');
    await dialog.getByLabel('項目名').fill('お弁当代（講習）');
    await dialog.getByLabel('単価（税抜・割引はマイナス）').fill('1185');
    await dialog.getByLabel('数量').fill('3');
    await dialog.getByRole('radio', { name: '軽減税率（8%）' }).check();
    await dialog.getByRole('button', { name: /OK|保\s?存/ }).click();
    await staff.getByText('保存しました。').waitFor();
    await row.getByText('お弁当代（講習）').waitFor();
    await expectAccessible(staff, 'billing-claim-info');
    await portal.screenshot(staff, 'billing-claim-info');

    // 発行依頼 and 締め処理 by the claim manager (school management).
    await takeStep(staff, '/billing-process/school-management/bill-issue-request', '請求書発行依頼', '発行依頼');
    await takeStep(staff, '/billing-process/school-management/closing-process', '締め処理', '締め処理');
    expect((await periodOf(staff, houseId)).status).toBe('closed');

    // The requester may not approve: the row is not offered, and the API refuses (separation of duties).
    await staff.goto(`${portal.url}/billing-process/general-affairs/bill-issue-approval?month=${thisMonth()}`);
    await staff.getByRole('heading', { level: 1, name: '請求書発行承認' }).waitFor();
    await expect.poll(() => staff.getByRole('checkbox', { name: HOUSE }).isDisabled()).toBe(true);
    const refused = await postJson<{ code: number; message: string }>(staff, '/billing/periods/approve', { billing_month: thisMonth(), schoolhouse_ids: [houseId] });
    expect(refused.status).toBe(403);
    expect(refused.body.code).toBe(10422);
    await portal.screenshot(staff, 'billing-approval-requester');

    // Accounting approves and issues.
    const { page: accounting } = await portal.newPage();
    await portal.logIn(accounting, 'accounting');
    await takeStep(accounting, '/billing-process/general-affairs/bill-issue-approval', '請求書発行承認', '発行承認');
    await takeStep(accounting, '/billing-process/general-affairs/bill-issue', '請求書発行', '請求書発行');
    await portal.screenshot(accounting, 'billing-issued');

    // Every invoice of the month reconciles with its claims: one rounding per rate.
    const invoices = (await pageApi<{ data: InvoiceRow[] }>(accounting, `/billing/invoices?billing_month=${thisMonth()}&schoolhouse_id=${houseId}&limit=100`)).body.data;
    expect(invoices.length).toBe(claims.length);
    const after = (await pageApi<{ data: ClaimStudent[] }>(accounting, `/billing/claims?schoolhouse_id=${houseId}&billing_month=${thisMonth()}`)).body.data;
    for (const invoice of invoices) {
      const lines = after.find((s) => s.student_id === invoice.student_id)!.claims;
      expect({ ...invoice }).toMatchObject(expectedTotals(lines));
    }
    const childInvoice = invoices.find((i) => i.student_id === child.student_id)!;
    expect(childInvoice.taxable_8).toBe(3555);
    expect(childInvoice.tax_8).toBe(284);

    // guardian1 is told: the bell opens the invoice, whose PDF (A4, Japanese text searchable) carries the numbers.
    const family = await portal.newPage();
    await portal.logIn(family.page, 'guardian1');
    await family.page.getByRole('button', { name: '通知' }).click();
    await family.page.locator('.ant-popover .ant-list-item').filter({ hasText: '請求書を発行しました' }).first().click();
    await family.page.waitForURL(new RegExp(`/invoice/${childInvoice.id}$`));
    await family.page.getByText(childInvoice.invoice_number).waitFor();
    await family.page.getByText('お弁当代（講習）').first().waitFor();
    await expectAccessible(family.page, 'invoice-detail');
    await portal.screenshot(family.page, 'invoice-detail');
    const [pdfDownload] = await Promise.all([
      family.page.waitForEvent('download'),
      family.page.getByRole('button', { name: label('PDFをダウンロード') }).click(),
    ]);
    expect(pdfDownload.suggestedFilename()).toMatch(/\.pdf$/);
    const pdf = await pdfText(new Uint8Array(Buffer.concat(await (await pdfDownload.createReadStream()).toArray() as Buffer[])));
    expect(pdf).toContain('T1234567890123');
    expect(pdf).toContain(childInvoice.invoice_number);
    expect(pdf).toContain(childInvoice.total.toLocaleString('ja-JP'));
    expect(pdf).toContain('お弁当代（講習）');
    await family.page.goto(`${portal.url}/invoice`);
    await family.page.getByRole('heading', { level: 1, name: '請求書一覧' }).waitFor();
    await portal.screenshot(family.page, 'invoice-list');

    // 請求確認（承認）: the invoice's drawer.
    await accounting.goto(`${portal.url}/billing-process/general-affairs/bill-check-approval?month=${thisMonth()}`);
    await accounting.getByRole('heading', { level: 1, name: '請求確認（承認）' }).waitFor();
    await accounting.getByRole('cell', { name: childInvoice.invoice_number }).click();
    await accounting.getByRole('dialog').getByText('お弁当代（講習）').waitFor();
    await expectAccessible(accounting, 'billing-bill-check');
    await portal.screenshot(accounting, 'billing-bill-check');
    await accounting.keyboard.press('Escape');

    // 入金処理: the 口座振替 request file, read back field by field, and the bank's result file (all done).
    await accounting.goto(`${portal.url}/billing-process/general-affairs/payment-receipt?month=${thisMonth()}`);
    await accounting.getByRole('heading', { level: 1, name: '入金処理' }).waitFor();
    const [download] = await Promise.all([
      accounting.waitForEvent('download'),
      accounting.getByRole('button', { name: label('振替データを作成') }).click(),
    ]);
    const requestFile = Buffer.concat(await (await download.createReadStream()).toArray() as Buffer[]);
    const read = readDebitFile(requestFile);
    expect(read.records.length).toBeGreaterThan(0);
    const childRecord = read.records.find((r) => Number(r.customerNumber) === childInvoice.id);
    expect(childRecord?.amount).toBe(childInvoice.total);
    const result = writeDebitRequest(read.header, read.records.map((r) => ({ ...r, resultCode: '0' })));
    await accounting.locator('input[type=file]').setInputFiles({ name: 'kekka.txt', mimeType: 'text/plain', buffer: result });
    await accounting.getByText(/取り込みました（振替済み/).waitFor();
    await portal.screenshot(accounting, 'billing-payment-receipt');
    const paid = (await pageApi<InvoiceRow>(accounting, `/billing/invoices/${childInvoice.id}`)).body;
    expect(paid.status).toBe('paid');
    expect(paid.paid_total).toBe(childInvoice.total);

    // 訂正伝票 after closing: a 500円 discount (10%) on the child's invoice; its totals follow, the rest stay.
    await accounting.goto(`${portal.url}/billing-process/general-affairs/correction-slip?month=${thisMonth()}`);
    await accounting.getByRole('heading', { level: 1, name: '訂正伝票' }).waitFor();
    await accounting.getByRole('button', { name: label('訂正伝票を起票') }).click();
    const slip = accounting.getByRole('dialog');
    await slip.getByRole('combobox', { name: '訂正する請求書' }).click();
    await slip.getByRole('combobox', { name: '訂正する請求書' }).fill(child.student_name.split(/\s/)[0]!);
    await accounting.locator('.ant-select-dropdown:visible .ant-select-item-option', { hasText: childInvoice.invoice_number }).click();
    await slip.getByLabel('項目名').fill('欠席分の返金');
    await slip.getByLabel('単価（税抜・割引はマイナス）').fill('-500');
    await slip.getByLabel('訂正理由').fill('体調不良による欠席1回分');
    await slip.getByRole('button', { name: /OK|保\s?存/ }).click();
    await accounting.getByText('訂正伝票を登録しました。請求書の金額を計算し直しました。').waitFor();
    await accounting.getByRole('cell', { name: '欠席分の返金' }).waitFor();
    await portal.screenshot(accounting, 'billing-correction-slip');
    const corrected = (await pageApi<InvoiceRow & { lines: Array<{ amount: number; tax_category: string }> }>(accounting, `/billing/invoices/${childInvoice.id}`)).body;
    expect(corrected).toMatchObject(expectedTotals(corrected.lines));
    expect(corrected.total).toBeLessThan(childInvoice.total);
    expect(corrected.status).toBe('overpaid');
  }, 240_000);
});
