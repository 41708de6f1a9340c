import type { Kysely } from 'kysely';
import type { Database } from '../../../generated/db.js';
import { entities } from '../../../generated/entities.js';
import { ClaimKind } from '../../../generated/enums.js';
import type { InvoicePdfInput, InvoicePdfLine } from '../billing/invoicePdf.js';

type Db = Kysely<Database>;

/** The company's 請求書印刷設定 (one row; before staff save it: the model's defaults and the company's name as issuer). */
export async function printSettingsOf(db: Db, companyId: number): Promise<InvoicePdfInput['settings']> {
  const row = await db.selectFrom('invoice_print_settings')
    .select(['title', 'issuer_name', 'registration_number', 'issuer_postal_code', 'issuer_address', 'issuer_phone', 'message', 'shows_transfer_account'])
    .where('company_id', '=', companyId).orderBy('id').limit(1).executeTakeFirst();
  if (row) return row;
  const company = await db.selectFrom('companies').select('name').where('id', '=', companyId).executeTakeFirst();
  const fields = entities.invoice_print_setting.fields;
  return {
    title: String(fields.title.default), issuer_name: company?.name ?? '', registration_number: null, issuer_postal_code: null,
    issuer_address: null, issuer_phone: null, message: null, shows_transfer_account: Boolean(fields.shows_transfer_account.default),
  };
}

/** How many times a family may download an invoice (請求基本設定; the model's default before it is saved). */
export async function downloadLimitOf(db: Db, companyId: number): Promise<number> {
  const row = await db.selectFrom('claim_settings').select('invoice_download_limit').where('company_id', '=', companyId).orderBy('id').limit(1).executeTakeFirst();
  return row?.invoice_download_limit ?? Number(entities.claim_setting.fields.invoice_download_limit.default);
}

const KIND_ORDER: Record<string, number> = { [ClaimKind.monthly]: 0, [ClaimKind.additional]: 1, [ClaimKind.correction]: 2 };

/** An invoice's lines (its claims): 月額請求, then 追加請求, then 訂正伝票, each in the order they were written. */
export async function invoiceLines(db: Db, options: { companyId: number; invoiceId: number }): Promise<InvoicePdfLine[]> {
  const rows = await db.selectFrom('claims').select(['id', 'item_name', 'unit_price', 'quantity', 'amount', 'tax_category', 'claim_kind'])
    .where('company_id', '=', options.companyId).where('invoice_id', '=', options.invoiceId).orderBy('id').execute();
  return rows.sort((a, b) => (KIND_ORDER[a.claim_kind] ?? 9) - (KIND_ORDER[b.claim_kind] ?? 9) || a.id - b.id).map(({ id: _id, ...line }) => line);
}

/** A day as a Japanese calendar reads it (YYYY-MM-DD in Asia/Tokyo). */
export const japanDay = (at: Date | string | null): string | null =>
  (at === null ? null : new Date(at).toLocaleString('sv-SE', { timeZone: 'Asia/Tokyo' }).slice(0, 10));

/** The invoice row as the family reads and the PDF prints it. */
export interface InvoiceRow {
  id: number; student_id: number; billing_month: string; invoice_number: string; status: string; taxable_10: number; tax_10: number;
  taxable_8: number; tax_8: number; exempt_total: number; total: number; paid_total: number; due_on: string | null; issued_at: Date | null;
  download_count: number;
}

export const INVOICE_COLUMNS = [
  'id', 'student_id', 'billing_month', 'invoice_number', 'status', 'taxable_10', 'tax_10', 'taxable_8', 'tax_8', 'exempt_total', 'total',
  'paid_total', 'due_on', 'issued_at', 'download_count',
] as const;

/** Everything the PDF of an invoice prints: the print settings, the family's names, the lines and totals, the debit account. */
export async function invoicePdfInput(db: Db, options: { companyId: number; invoice: InvoiceRow }): Promise<InvoicePdfInput> {
  const { companyId, invoice } = options;
  const [settings, lines, student, debit] = await Promise.all([
    printSettingsOf(db, companyId),
    invoiceLines(db, { companyId, invoiceId: invoice.id }),
    db.selectFrom('students as s').leftJoin('protectors as p', (j) => j.onRef('p.company_id', '=', 's.company_id').onRef('p.id', '=', 's.protector_id'))
      .select(['s.family_name_kanji', 's.first_name_kanji', 'p.family_name', 'p.first_name'])
      .where('s.company_id', '=', companyId).where('s.id', '=', invoice.student_id).executeTakeFirst(),
    db.selectFrom('debit_accounts as d').innerJoin('banks as b', (j) => j.onRef('b.company_id', '=', 'd.company_id').onRef('b.id', '=', 'd.bank_id'))
      .select(['b.bank_name', 'b.branch_name'])
      .where('d.company_id', '=', companyId).where('d.student_id', '=', invoice.student_id).where('d.is_active', '=', true).executeTakeFirst(),
  ]);
  return {
    settings,
    guardianName: student?.family_name ? `${student.family_name} ${student.first_name ?? ''}`.trim() : null,
    studentName: student ? `${student.family_name_kanji} ${student.first_name_kanji}` : '',
    invoiceNumber: invoice.invoice_number,
    billingMonth: invoice.billing_month,
    issuedOn: japanDay(invoice.issued_at),
    dueOn: invoice.due_on,
    lines,
    taxable10: invoice.taxable_10, tax10: invoice.tax_10, taxable8: invoice.taxable_8, tax8: invoice.tax_8, exemptTotal: invoice.exempt_total, total: invoice.total,
    debitAccount: debit ? { bankName: debit.bank_name, branchName: debit.branch_name } : null,
  };
}
