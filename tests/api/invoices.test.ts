// @vitest-environment node
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { constants } from '../../src/generated/constants.js';
import { errorCatalogue, type ErrorKey } from '../../src/generated/errors.js';
import { pdfText } from '../fixtures/pdfText.js';
import { InvoiceState } from '../../src/generated/enums.js';
import { setEverywhere } from './gateCases.js';
import { startTestApp, type TestApp } from './harness.js';

/**
 * 請求書 for families (issue 22): /invoices/config, /invoices/bill and /invoices/download object by object (a family sees
 * only the invoices of the child it acts for: another family's student, another company's, a brother or sister not
 * acted for, a month not issued are 404), who is refused (teachers, staff, a guardian without ALLOW_USE_INVOICE, any
 * caller while the invoice status is inactive), the download limit and the PDF's text read back; staff's PDF of the
 * same invoice, not counted. The invoices are written here straight into the database (a billing period, invoices and
 * their claims, in months of their own), so the test stands on no other area's demo data.
 */
let t: TestApp;
let companyId: number;
const base = String(constants.apiBasePath);
const get = async (user: string, url: string) => t.app.inject({ method: 'GET', url: `${base}${url}`, headers: await t.authAs(user) });
const codeOf = (res: { json(): unknown }) => (res.json() as { code?: number }).code;
const refusal = (key: ErrorKey) => [errorCatalogue[key].status, errorCatalogue[key].code];
const answer = (res: { statusCode: number; json(): unknown }) => [res.statusCode, res.statusCode >= 400 ? codeOf(res) : undefined];

const MONTH = '2031-05';
const LIMIT = 3;
let child: { id: number; schoolhouse_id: number };
let sibling: { id: number; schoolhouse_id: number };
let otherFamilyChild: { id: number; schoolhouse_id: number };
let foreignStudentId: number;
let invoiceId: number;
let foreignInvoiceId: number;


async function childrenOf(username: string) {
  return t.db.selectFrom('students as s').innerJoin('protectors as p', 'p.id', 's.protector_id').innerJoin('users as u', 'u.id', 'p.user_id')
    .select(['s.id', 's.schoolhouse_id']).where('u.username', '=', username).orderBy('s.id').execute();
}

/** A billing period of the month, an invoice in it and the invoice's claims, as 締め and 発行 leave them. */
async function writeInvoice(options: { company: number; student: { id: number; schoolhouse_id: number }; month: string; status: string; number: string; lines?: boolean }) {
  const { company, student, month } = options;
  const period = await t.db.selectFrom('billing_periods').select('id').where('company_id', '=', company).where('schoolhouse_id', '=', student.schoolhouse_id).where('billing_month', '=', month).executeTakeFirst()
    ?? await t.db.insertInto('billing_periods').values({ company_id: company, schoolhouse_id: student.schoolhouse_id, billing_month: month, status: 'issued', issued_at: new Date('2031-05-10T01:00:00Z') })
      .returning('id').executeTakeFirstOrThrow();
  const invoice = await t.db.insertInto('invoices').values({
    company_id: company, billing_period_id: period.id, schoolhouse_id: student.schoolhouse_id, student_id: student.id, billing_month: month,
    invoice_number: options.number, status: options.status, taxable_10: 29000, tax_10: 2900, taxable_8: 1620, tax_8: 129, exempt_total: 4000, total: 37649,
    due_on: `${month}-27`, issued_at: options.status === InvoiceState.closed ? null : new Date(`${month}-10T01:00:00Z`),
  }).returning('id').executeTakeFirstOrThrow();
  const claim = (item_name: string, unit_price: number, quantity: number, tax_category: string, claim_kind: string) => ({
    company_id: company, schoolhouse_id: student.schoolhouse_id, student_id: student.id, billing_month: month, claim_kind, item_name, unit_price, quantity,
    amount: unit_price * quantity, tax_category, invoice_id: invoice.id, ...(claim_kind === 'correction' ? { reason: '兄弟割引の適用漏れ' } : {}),
  });
  if (options.lines !== false) {
    await t.db.insertInto('claims').values([
      claim('兄弟割引', -2000, 1, 'taxable', 'correction'),
      claim('月謝（中学2年 週2回）', 28000, 1, 'taxable', 'monthly'),
      claim('冬期講習 教材費', 1500, 2, 'taxable', 'additional'),
      claim('お弁当（講習日）', 540, 3, 'reduced', 'additional'),
      claim('模試受験料', 4000, 1, 'exempt', 'additional'),
    ]).execute();
  }
  return invoice.id;
}

beforeAll(async () => {
  t = await startTestApp();
  companyId = (await t.db.selectFrom('companies').select('id').where('code', '=', 'DEMO').executeTakeFirstOrThrow()).id;
  [child, sibling] = await childrenOf('guardian1') as [typeof child, typeof sibling];
  [otherFamilyChild] = await childrenOf('guardian2') as [typeof child];
  // The company's print and claim settings (one row each; the demo may have them already).
  const print = { title: 'ご請求書', issuer_name: 'さくら学習塾 本部', registration_number: 'T1234567890123', issuer_postal_code: '150-0002', issuer_address: '東京都渋谷区渋谷2-21-1', issuer_phone: '03-1234-5678', message: '冬期講習のお申し込みは12月15日までにお願いします。', shows_transfer_account: true };
  if (await t.db.selectFrom('invoice_print_settings').select('id').where('company_id', '=', companyId).executeTakeFirst()) {
    await t.db.updateTable('invoice_print_settings').set(print).where('company_id', '=', companyId).execute();
  } else await t.db.insertInto('invoice_print_settings').values({ company_id: companyId, ...print }).execute();
  if (await t.db.selectFrom('claim_settings').select('id').where('company_id', '=', companyId).executeTakeFirst()) {
    await t.db.updateTable('claim_settings').set({ invoice_download_limit: LIMIT }).where('company_id', '=', companyId).execute();
  } else await t.db.insertInto('claim_settings').values({ company_id: companyId, invoice_download_limit: LIMIT }).execute();

  invoiceId = await writeInvoice({ company: companyId, student: child, month: MONTH, status: InvoiceState.issued, number: 'FAM-2031-05-1' });
  await writeInvoice({ company: companyId, student: child, month: '2031-04', status: InvoiceState.paid, number: 'FAM-2031-04-1', lines: false });
  await writeInvoice({ company: companyId, student: child, month: '2031-06', status: InvoiceState.closed, number: 'FAM-2031-06-1' });
  await writeInvoice({ company: companyId, student: sibling, month: MONTH, status: InvoiceState.issued, number: 'FAM-2031-05-2' });
  await writeInvoice({ company: companyId, student: otherFamilyChild, month: MONTH, status: InvoiceState.issued, number: 'FAM-2031-05-3' });

  // Another company with a student and an issued invoice of the same month.
  const other = await t.db.insertInto('companies').values({ code: `OINV${Date.now()}`, name: '別法人塾', invoice_status: String(constants.invoiceActive) }).returning('id').executeTakeFirstOrThrow();
  const area = await t.db.insertInto('areas').values({ company_id: other.id, name: '他社エリア' }).returning('id').executeTakeFirstOrThrow();
  const house = await t.db.insertInto('schoolhouses').values({ company_id: other.id, area_id: area.id, schoolhouse_name: '他社校' }).returning('id').executeTakeFirstOrThrow();
  const year = await t.db.selectFrom('schoolyears').select('id').orderBy('id').executeTakeFirstOrThrow();
  foreignStudentId = (await t.db.insertInto('students').values({ company_id: other.id, student_number: 'X00001', family_name_kanji: '他社', first_name_kanji: '生徒', schoolyear_id: year.id, schoolhouse_id: house.id })
    .returning('id').executeTakeFirstOrThrow()).id;
  foreignInvoiceId = await writeInvoice({ company: other.id, student: { id: foreignStudentId, schoolhouse_id: house.id }, month: MONTH, status: InvoiceState.issued, number: 'FAM-2031-05-X' });
});
afterAll(async () => { await t.close(); });

describe('GET /invoices/config', () => {
  it('lists the acting child\'s issued invoices, newest month first, never one still 発行前', async () => {
    const res = await get('guardian1', '/invoices/config');
    expect(res.statusCode).toBe(200);
    const body = res.json() as { student_id: number; months: Array<{ invoice_id: number; billing_month: string; total: number; status: string; due_on: string; downloads_left: number }>; download_limit: number; issuer_name: string };
    expect(body.student_id).toBe(child.id);
    expect(body.download_limit).toBe(LIMIT);
    expect(body.issuer_name).toBe('さくら学習塾 本部');
    const mine = body.months.filter((m) => m.billing_month.startsWith('2031-'));
    expect(mine.map((m) => [m.billing_month, m.status])).toEqual([[MONTH, InvoiceState.issued], ['2031-04', InvoiceState.paid]]);
    expect(mine[0]).toMatchObject({ invoice_id: invoiceId, total: 37649, due_on: `${MONTH}-27`, downloads_left: LIMIT });
    // Nothing of the sibling, the other family or the other company.
    const ids = new Set(body.months.map((m) => m.invoice_id));
    const others = await t.db.selectFrom('invoices').select('id').where('student_id', '<>', child.id).execute();
    expect(others.filter((o) => ids.has(o.id))).toEqual([]);
    expect(ids.has(foreignInvoiceId)).toBe(false);
  });
});

describe('GET /invoices/bill/{studentId}/{year}/{month}', () => {
  it('answers the month\'s invoice: lines in order (月額, 追加, 訂正), totals per rate, the print settings', async () => {
    const res = await get('guardian1', `/invoices/bill/${child.id}/2031/05`);
    expect(res.statusCode).toBe(200);
    const body = res.json() as Record<string, unknown>;
    expect(body).toMatchObject({
      invoice_id: invoiceId, student_id: child.id, billing_month: MONTH, invoice_number: 'FAM-2031-05-1', status: InvoiceState.issued, due_on: `${MONTH}-27`,
      taxable_10: 29000, tax_10: 2900, taxable_8: 1620, tax_8: 129, exempt_total: 4000, total: 37649, paid_total: 0, downloads_left: LIMIT,
      print_settings: { title: 'ご請求書', issuer_name: 'さくら学習塾 本部', registration_number: 'T1234567890123', address: '〒150-0002 東京都渋谷区渋谷2-21-1', phone: '03-1234-5678', message: '冬期講習のお申し込みは12月15日までにお願いします。' },
    });
    expect((body.lines as Array<Record<string, unknown>>).map((l) => [l.item_name, l.unit_price, l.quantity, l.amount, l.tax_category, l.claim_kind])).toEqual([
      ['月謝（中学2年 週2回）', 28000, 1, 28000, 'taxable', 'monthly'],
      ['冬期講習 教材費', 1500, 2, 3000, 'taxable', 'additional'],
      ['お弁当（講習日）', 540, 3, 1620, 'reduced', 'additional'],
      ['模試受験料', 4000, 1, 4000, 'exempt', 'additional'],
      ['兄弟割引', -2000, 1, -2000, 'taxable', 'correction'],
    ]);
    // The month without its leading zero names the same invoice.
    expect((await get('guardian1', `/invoices/bill/${child.id}/2031/5`)).statusCode).toBe(200);
  });

  it('is 404 for another family\'s student, another company\'s, a child not acted for, a month not issued or absent, a malformed path', async () => {
    for (const url of [
      `/invoices/bill/${otherFamilyChild.id}/2031/05`, `/invoices/bill/${foreignStudentId}/2031/05`, `/invoices/bill/${sibling.id}/2031/05`,
      `/invoices/bill/${child.id}/2031/06`, `/invoices/bill/${child.id}/2031/07`, `/invoices/bill/${child.id}/2031/13`, `/invoices/bill/${child.id}/31/05`,
      `/invoices/bill/abc/2031/05`, `/invoices/bill/${child.id}/abcd/05`, `/invoices/download/${otherFamilyChild.id}/2031/05`,
      `/invoices/download/${foreignStudentId}/2031/05`, `/invoices/download/${child.id}/2031/06`, '/billing/invoices/0/pdf',
    ]) {
      const res = await get(url.startsWith('/billing') ? 'staff' : 'guardian1', url);
      expect(answer(res), url).toEqual(refusal('NOT_FOUND'));
    }
    expect(answer(await get('staff', `/billing/invoices/${foreignInvoiceId}/pdf`))).toEqual(refusal('NOT_FOUND'));
    // The other family reads its own.
    expect((await get('guardian2', `/invoices/bill/${otherFamilyChild.id}/2031/05`)).statusCode).toBe(200);
  });
});

describe('who may call', () => {
  const familyCalls = () => ['/invoices/config', `/invoices/bill/${child.id}/2031/05`, `/invoices/download/${child.id}/2031/05`];

  it('refuses teachers and staff the family calls, and a guardian the staff PDF', async () => {
    for (const user of ['teacher1', 'staff', 'admin', 'claim-manager']) {
      for (const url of familyCalls()) expect(answer(await get(user, url)), `${user} ${url}`).toEqual(refusal('FORBIDDEN'));
    }
    expect(answer(await get('guardian1', `/billing/invoices/${invoiceId}/pdf`))).toEqual(refusal('FORBIDDEN'));
    expect(answer(await get('teacher1', `/billing/invoices/${invoiceId}/pdf`))).toEqual(refusal('FORBIDDEN'));
  });

  it('refuses a guardian without ALLOW_USE_INVOICE', async () => {
    await setEverywhere(t, { name: 'ALLOW_USE_INVOICE', value: String(constants.disabledFlag) });
    try {
      for (const url of familyCalls()) expect(answer(await get('guardian1', url)), url).toEqual(refusal('FORBIDDEN'));
    } finally {
      await setEverywhere(t, { name: 'ALLOW_USE_INVOICE', value: String(constants.enabledFlag) });
    }
    expect((await get('guardian1', '/invoices/config')).statusCode).toBe(200);
  });

  it('refuses everyone with INVOICE_NOT_ACTIVE while the invoice status is inactive', async () => {
    await t.db.updateTable('companies').set({ invoice_status: String(constants.invoiceInactive) }).where('id', '=', companyId).execute();
    try {
      for (const url of familyCalls()) expect(answer(await get('guardian1', url)), url).toEqual(refusal('INVOICE_NOT_ACTIVE'));
      expect(answer(await get('staff', `/billing/invoices/${invoiceId}/pdf`))).toEqual(refusal('INVOICE_NOT_ACTIVE'));
    } finally {
      await t.db.updateTable('companies').set({ invoice_status: String(constants.invoiceActive) }).where('id', '=', companyId).execute();
    }
    expect((await get('guardian1', '/invoices/config')).statusCode).toBe(200);
  });
});

describe('GET /invoices/download/{studentId}/{year}/{month}', () => {
  it('answers the PDF with its Japanese name and searchable text, counts each download and refuses past the limit', async () => {
    const res = await get('guardian1', `/invoices/download/${child.id}/2031/05`);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('application/pdf');
    expect(res.headers['content-disposition']).toBe(`attachment; filename="invoice_2031-05.pdf"; filename*=UTF-8''${encodeURIComponent('請求書_2031年05月.pdf')}`);
    expect(res.rawPayload.subarray(0, 5).toString('latin1')).toBe('%PDF-');
    const text = await pdfText(res.rawPayload);
    for (const expected of ['ご請求書', '登録番号T1234567890123', 'ご請求金額¥37,649（税込）', '10%対象¥29,000消費税¥2,900', '8%対象¥1,620消費税¥129', '非課税¥4,000', '請求月2031年05月', 'さくら学習塾本部']) {
      expect(text).toContain(expected);
    }
    const names = await t.db.selectFrom('students as s').innerJoin('protectors as p', 'p.id', 's.protector_id').select(['s.family_name_kanji', 's.first_name_kanji', 'p.family_name', 'p.first_name'])
      .where('s.id', '=', child.id).executeTakeFirstOrThrow();
    expect(text).toContain(`${names.family_name}${names.first_name}様`);
    expect(text).toContain(`${names.family_name_kanji}${names.first_name_kanji}`);

    const left = async () => ((await get('guardian1', `/invoices/bill/${child.id}/2031/05`)).json() as { downloads_left: number }).downloads_left;
    expect(await left()).toBe(LIMIT - 1);
    // Staff print the same invoice without counting.
    const staff = await get('staff', `/billing/invoices/${invoiceId}/pdf`);
    expect([staff.statusCode, staff.headers['content-type']]).toEqual([200, 'application/pdf']);
    expect(await pdfText(staff.rawPayload)).toContain('登録番号T1234567890123');
    expect(await left()).toBe(LIMIT - 1);

    for (let i = 1; i < LIMIT; i++) expect((await get('guardian1', `/invoices/download/${child.id}/2031/05`)).statusCode).toBe(200);
    expect(await left()).toBe(0);
    const refused = await get('guardian1', `/invoices/download/${child.id}/2031/05`);
    expect(answer(refused)).toEqual(refusal('INVOICE_DOWNLOAD_LIMIT'));
    expect((refused.json() as { message: string }).message).toBe(errorCatalogue.INVOICE_DOWNLOAD_LIMIT.message);
    expect((refused.json() as { message: string }).message).toContain('学校にお問い合わせください');
    expect((await t.db.selectFrom('invoices').select('download_count').where('id', '=', invoiceId).executeTakeFirstOrThrow()).download_count).toBe(LIMIT);
    // The list says none is left; staff still print it.
    const months = ((await get('guardian1', '/invoices/config')).json() as { months: Array<{ invoice_id: number; downloads_left: number }> }).months;
    expect(months.find((m) => m.invoice_id === invoiceId)?.downloads_left).toBe(0);
    expect((await get('staff', `/billing/invoices/${invoiceId}/pdf`)).statusCode).toBe(200);
  });

  it('lets two downloads at once take only the last one left', async () => {
    const second = await t.db.selectFrom('invoices').select('id').where('invoice_number', '=', 'FAM-2031-05-3').executeTakeFirstOrThrow();
    await t.db.updateTable('invoices').set({ download_count: LIMIT - 1 }).where('id', '=', second.id).execute();
    const answers = await Promise.all([1, 2].map(() => get('guardian2', `/invoices/download/${otherFamilyChild.id}/2031/05`)));
    expect(answers.map((r) => r.statusCode).sort()).toEqual([200, 403]);
    expect((await t.db.selectFrom('invoices').select('download_count').where('id', '=', second.id).executeTakeFirstOrThrow()).download_count).toBe(LIMIT);
  });
});
