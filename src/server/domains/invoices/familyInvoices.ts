import { sql, type Kysely } from 'kysely';
import type { Database } from '../../../generated/db.js';
import { InvoiceState } from '../../../generated/enums.js';
import { formatMessage } from '../../../shared/validationMessage.js';
import type { Principal } from '../../auth/principal.js';
import { attachmentDisposition } from '../../core/contentDisposition.js';
import { AppError } from '../../foundation/errors.js';
import type { InvoicePdfInput } from '../billing/invoicePdf.js';
import { actingChildId } from '../lessons/familyRules.js';
import { INVOICE_COLUMNS, downloadLimitOf, invoiceLines, invoicePdfInput, printSettingsOf, type InvoiceRow } from './invoicePdfData.js';

type Db = Kysely<Database>;

/** The invoice as PDF bytes: @react-pdf/renderer and the fonts load with the first PDF, not with the server (~0.4 s of every start). */
async function renderPdf(input: InvoicePdfInput): Promise<Buffer> {
  const { renderInvoicePdf } = await import('../billing/invoicePdf.js');
  return renderInvoicePdf(input);
}

/**
 * A family's invoices (/invoice): those of the child the guardian acts for, issued or later. An invoice still 発行前
 * (closed) is not there; another child's (another family's, another company's, a brother or sister not acted for:
 * actingChildId) is 404, as is a month with no issued invoice.
 */

const left = (limit: number, row: Pick<InvoiceRow, 'download_count'>) => Math.max(0, limit - row.download_count);

/** GET /invoices/config: the acting child's invoices, newest month first, the download limit and the issuer's name. */
export async function familyInvoiceConfig(db: Db, options: { principal: Principal }) {
  const { principal } = options;
  const studentId = actingChildId(principal);
  const [rows, limit, settings] = await Promise.all([
    db.selectFrom('invoices').select(INVOICE_COLUMNS)
      .where('company_id', '=', principal.companyId).where('student_id', '=', studentId).where('status', '<>', InvoiceState.closed)
      .orderBy('billing_month', 'desc').orderBy('id', 'desc').execute(),
    downloadLimitOf(db, principal.companyId),
    printSettingsOf(db, principal.companyId),
  ]);
  return {
    student_id: studentId,
    months: rows.map((r) => ({
      invoice_id: r.id, billing_month: r.billing_month, total: r.total, status: r.status, issued_at: r.issued_at, due_on: r.due_on, downloads_left: left(limit, r),
    })),
    download_limit: limit,
    issuer_name: settings.issuer_name,
  };
}

/** The path's student, year and month: the acting child's issued invoice of that month (404 otherwise). */
async function familyInvoice(db: Db, options: { principal: Principal; studentId: string; year: string; month: string; forUpdate?: boolean }): Promise<InvoiceRow> {
  const { principal } = options;
  const requested = /^[0-9]{1,15}$/.test(options.studentId) ? Number(options.studentId) : NaN;
  const studentId = actingChildId(principal, Number.isSafeInteger(requested) ? requested : -1);
  if (!/^[0-9]{4}$/.test(options.year) || !/^(0?[1-9]|1[0-2])$/.test(options.month)) throw new AppError('NOT_FOUND');
  const billingMonth = `${options.year}-${options.month.padStart(2, '0')}`;
  let query = db.selectFrom('invoices').select(INVOICE_COLUMNS)
    .where('company_id', '=', principal.companyId).where('student_id', '=', studentId).where('billing_month', '=', billingMonth)
    .where('status', '<>', InvoiceState.closed).orderBy('id', 'desc').limit(1);
  if (options.forUpdate) query = query.forUpdate();
  const row = await query.executeTakeFirst();
  if (!row) throw new AppError('NOT_FOUND');
  return row;
}

/** GET /invoices/bill/{studentId}/{year}/{month}: one month's invoice with its lines, totals and the print settings. */
export async function familyInvoiceBill(db: Db, options: { principal: Principal; studentId: string; year: string; month: string }) {
  const { companyId } = options.principal;
  const invoice = await familyInvoice(db, options);
  const [lines, limit, settings, student] = await Promise.all([
    invoiceLines(db, { companyId, invoiceId: invoice.id }),
    downloadLimitOf(db, companyId),
    printSettingsOf(db, companyId),
    db.selectFrom('students').select(['family_name_kanji', 'first_name_kanji']).where('company_id', '=', companyId).where('id', '=', invoice.student_id).executeTakeFirst(),
  ]);
  const address = [settings.issuer_postal_code ? formatMessage('invoicePdf.postalCode', { code: settings.issuer_postal_code }) : '', settings.issuer_address ?? '']
    .filter(Boolean).join(' ');
  return {
    invoice_id: invoice.id, student_id: invoice.student_id, student_name: student ? `${student.family_name_kanji} ${student.first_name_kanji}` : '',
    billing_month: invoice.billing_month, invoice_number: invoice.invoice_number, status: invoice.status, issued_at: invoice.issued_at, due_on: invoice.due_on,
    lines,
    taxable_10: invoice.taxable_10, tax_10: invoice.tax_10, taxable_8: invoice.taxable_8, tax_8: invoice.tax_8, exempt_total: invoice.exempt_total,
    total: invoice.total, paid_total: invoice.paid_total, downloads_left: left(limit, invoice),
    print_settings: {
      title: settings.title, issuer_name: settings.issuer_name, registration_number: settings.registration_number,
      address: address || null, phone: settings.issuer_phone, message: settings.message,
    },
  };
}

/** A PDF download: the bytes and the Content-Disposition (請求書_2026年12月.pdf). */
export interface InvoicePdfFile { bytes: Buffer; disposition: string }

function pdfFile(bytes: Buffer, billingMonth: string): InvoicePdfFile {
  const [year, month] = billingMonth.split('-');
  const values = { year: year!, month: month! };
  return { bytes, disposition: attachmentDisposition(formatMessage('invoicePdf.fileName', values), formatMessage('invoicePdf.asciiFileName', values)) };
}

/**
 * GET /invoices/download/{studentId}/{year}/{month}: the invoice's PDF, counted. The limit is checked before the PDF is
 * rendered (a family over it waits for nothing), and again in the transaction that counts the download, with the
 * invoice's row locked, so two downloads at once never both pass the last one left. The PDF is rendered outside that
 * transaction (a few hundred ms that no lock is held for); a download that fails to render is not counted.
 */
export async function familyInvoiceDownload(db: Db, options: { principal: Principal; studentId: string; year: string; month: string }): Promise<InvoicePdfFile> {
  const { companyId } = options.principal;
  const [invoice, limit] = await Promise.all([familyInvoice(db, options), downloadLimitOf(db, companyId)]);
  if (invoice.download_count >= limit) throw new AppError('INVOICE_DOWNLOAD_LIMIT');
  const bytes = await renderPdf(await invoicePdfInput(db, { companyId, invoice }));
  await db.transaction().execute(async (trx) => {
    const locked = await trx.selectFrom('invoices').select('download_count').where('company_id', '=', companyId).where('id', '=', invoice.id).forUpdate().executeTakeFirst();
    if (!locked) throw new AppError('NOT_FOUND');
    if (locked.download_count >= limit) throw new AppError('INVOICE_DOWNLOAD_LIMIT');
    await trx.updateTable('invoices').set({ download_count: sql<number>`download_count + 1`, updated_at: sql<Date>`now()` })
      .where('company_id', '=', companyId).where('id', '=', invoice.id).execute();
  });
  return pdfFile(bytes, invoice.billing_month);
}

/** GET /billing/invoices/{id}/pdf: the same PDF for staff (請求書確認), any invoice of the company, not counted. */
export async function staffInvoicePdf(db: Db, options: { principal: Principal; id: number }): Promise<InvoicePdfFile> {
  const { companyId } = options.principal;
  const invoice = await db.selectFrom('invoices').select(INVOICE_COLUMNS).where('company_id', '=', companyId).where('id', '=', options.id).executeTakeFirst();
  if (!invoice) throw new AppError('NOT_FOUND');
  return pdfFile(await renderPdf(await invoicePdfInput(db, { companyId, invoice })), invoice.billing_month);
}
