// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { pdfText } from '../../fixtures/pdfText.js';
import { renderInvoicePdf, type InvoicePdfInput } from '../../../src/server/domains/billing/invoicePdf.js';

// The invoice PDF (適格請求書): rendered from print settings and a month's lines, its text read back with pdf.js, as a
// family's PDF reader would search it: the registration number, the amount billed, the tax of each rate, the names.


const input: InvoicePdfInput = {
  settings: {
    title: 'ご請求書', issuer_name: '株式会社スプリックス 森塾', registration_number: 'T1234567890123', issuer_postal_code: '150-0002',
    issuer_address: '東京都渋谷区渋谷2-21-1 渋谷ヒカリエ 20階', issuer_phone: '03-1234-5678',
    message: 'いつも当塾をご利用いただき、ありがとうございます。冬期講習のお申し込みは12月15日までにお願いします。', shows_transfer_account: true,
  },
  guardianName: '髙橋 花子',
  studentName: '髙橋 翔太',
  invoiceNumber: '202612-000042',
  billingMonth: '2026-12',
  issuedOn: '2026-12-10',
  dueOn: '2026-12-27',
  lines: [
    { item_name: '月謝（中学2年 週2回）', unit_price: 28000, quantity: 1, amount: 28000, tax_category: 'taxable', claim_kind: 'monthly' },
    { item_name: '冬期講習 教材費', unit_price: 1500, quantity: 2, amount: 3000, tax_category: 'taxable', claim_kind: 'additional' },
    { item_name: 'お弁当（講習日）', unit_price: 540, quantity: 3, amount: 1620, tax_category: 'reduced', claim_kind: 'additional' },
    { item_name: '模試受験料', unit_price: 4000, quantity: 1, amount: 4000, tax_category: 'exempt', claim_kind: 'additional' },
    { item_name: '兄弟割引', unit_price: -2000, quantity: 1, amount: -2000, tax_category: 'taxable', claim_kind: 'correction' },
  ],
  taxable10: 29000, tax10: 2900, taxable8: 1620, tax8: 129, exemptTotal: 4000, total: 37649,
  debitAccount: { bankName: '三井住友銀行', branchName: '新宿支店' },
};

describe('renderInvoicePdf', () => {
  it('writes an A4 PDF whose text can be searched', async () => {
    const started = Date.now();
    const bytes = await renderInvoicePdf(input);
    const elapsed = Date.now() - started;
    expect(Buffer.from(bytes.subarray(0, 5)).toString('latin1')).toBe('%PDF-');
    // A4 is 595.28 × 841.89 points.
    expect(Buffer.from(bytes).toString('latin1')).toMatch(/\/MediaBox \[0 0 595\.2\d* 841\.8\d*\]/);
    const text = await pdfText(bytes);
    for (const expected of [
      'ご請求書', '髙橋花子様', '生徒名髙橋翔太', '登録番号T1234567890123', '株式会社スプリックス森塾', '〒150-0002', '東京都渋谷区渋谷2-21-1渋谷ヒカリエ20階',
      'TEL03-1234-5678', '請求書番号202612-000042', '請求月2026年12月', '発行日2026年12月10日', 'お支払期限2026年12月27日',
      'ご請求金額¥37,649（税込）', '月謝（中学2年週2回）¥28,0001¥28,00010%', 'お弁当（講習日）¥5403¥1,620※8%', '模試受験料¥4,0001¥4,000非課税',
      '兄弟割引（訂正）-¥2,0001-¥2,00010%', '10%対象¥29,000消費税¥2,900', '8%対象¥1,620消費税¥129', '非課税¥4,000', '※は軽減税率（8%）対象',
      '2026年12月27日に、ご登録の口座（三井住友銀行新宿支店）から振り替えます', '冬期講習のお申し込みは12月15日までにお願いします。',
    ]) expect(text).toContain(expected);
    // A few hundred milliseconds once the font is loaded; bounded loosely for a busy machine.
    expect(elapsed).toBeLessThan(20_000);
  });

  it('leaves out the 8% and non-taxable rows and the transfer note when there are none', async () => {
    const text = await pdfText(await renderInvoicePdf({
      ...input, settings: { ...input.settings, shows_transfer_account: false, message: null, registration_number: null },
      lines: [input.lines[0]!], taxable10: 28000, tax10: 2800, taxable8: 0, tax8: 0, exemptTotal: 0, total: 30800, debitAccount: null,
    }));
    expect(text).toContain('ご請求金額¥30,800（税込）');
    expect(text).toContain('10%対象¥28,000消費税¥2,800');
    expect(text).not.toContain('8%対象');
    expect(text).not.toContain('非課税');
    expect(text).not.toContain('振り替えます');
    expect(text).not.toContain('登録番号');
  });

  it('says to pay by the due date when the student has no debit account', async () => {
    expect(await pdfText(await renderInvoicePdf({ ...input, debitAccount: null }))).toContain('お支払期限（2026年12月27日）までにお支払いください。');
  });
});
