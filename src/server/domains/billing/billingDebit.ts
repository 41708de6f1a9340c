import { sql } from 'kysely';
import { DebitResult, InvoiceState, PaymentMethodKind } from '../../../generated/enums.js';
import { formatMessage } from '../../../shared/validationMessage.js';
import type { Principal } from '../../auth/principal.js';
import { attachmentDisposition } from '../../core/contentDisposition.js';
import { AppError } from '../../foundation/errors.js';
import { claimSettingOf, type Db } from './billingCommon.js';
import { recomputeInvoice } from './billingInvoices.js';
import { readDebitFile, writeDebitRequest, type ZenginHeader, type ZenginRecord } from './zengin.js';

/**
 * 口座振替 (issue 22, beyond the spec as Japanese juku software does it): the month's debit request file in the 全銀協
 * fixed-length format (zengin.ts) for the issued, not fully paid invoices of students with an active 口座振替口座, and
 * the bank's result file read back: 振替済み ('0') records a payment (口座振替, on the transfer day) of the amount the
 * bank debited; any other result is kept on the invoice (debit_result), which the alarms list as 振替不能.
 *
 * A record's 顧客番号 is the invoice id, so a result names its invoice without any other table. The header's
 * 委託者の預金種目・口座番号 are written as 普通 / 0000000: the model keeps no account number of the school (its bank
 * and branch only), and banks take the consignor from the 委託者コード.
 */

const OPEN_STATES = [InvoiceState.issued, InvoiceState.partiallyPaid];

/** The company's consignor header for a transfer day; 409 DEBIT_SETTINGS_MISSING without code, name, bank or account. */
async function consignorHeader(db: Db, options: { companyId: number; transferOn: string }): Promise<ZenginHeader> {
  const setting = await claimSettingOf(db, options.companyId);
  const bank = setting.debit_bank_id
    ? await db.selectFrom('banks').selectAll().where('company_id', '=', options.companyId).where('id', '=', setting.debit_bank_id).executeTakeFirst()
    : undefined;
  if (!setting.debit_consignor_code || !setting.debit_consignor_name || !setting.debit_account_number || !bank) throw new AppError('DEBIT_SETTINGS_MISSING');
  return {
    consignorCode: setting.debit_consignor_code, consignorName: setting.debit_consignor_name, transferDate: options.transferOn,
    bankCode: bank.bank_code, bankName: bank.bank_name_kana, branchCode: bank.branch_code, branchName: bank.branch_name_kana, accountType: Number(setting.debit_account_type), accountNumber: setting.debit_account_number,
  };
}

/** POST /billing/debit/export: the request file's bytes and name; the batch is recorded. */
export async function exportDebit(db: Db, options: { principal: Principal; billingMonth: string; transferOn: string }) {
  const companyId = options.principal.companyId;
  return db.transaction().execute(async (trx) => {
    const header = await consignorHeader(trx, { companyId, transferOn: options.transferOn });
    const rows = await trx.selectFrom('invoices as i')
      .innerJoin('debit_accounts as a', (j) => j.onRef('a.company_id', '=', 'i.company_id').onRef('a.student_id', '=', 'i.student_id'))
      .innerJoin('banks as b', (j) => j.onRef('b.company_id', '=', 'a.company_id').onRef('b.id', '=', 'a.bank_id'))
      .select(['i.id', 'i.total', 'i.paid_total', 'a.account_type', 'a.account_number', 'a.holder_name_kana', 'b.bank_code', 'b.bank_name_kana', 'b.branch_code', 'b.branch_name_kana'])
      .where('i.company_id', '=', companyId).where('i.billing_month', '=', options.billingMonth).where('i.status', 'in', OPEN_STATES)
      .where('a.is_active', '=', true).whereRef('i.total', '>', 'i.paid_total')
      .orderBy('i.invoice_number').execute();
    if (rows.length === 0) throw new AppError('DEBIT_NOTHING');
    const records: ZenginRecord[] = rows.map((r) => ({
      bankCode: r.bank_code, bankName: r.bank_name_kana, branchCode: r.branch_code, branchName: r.branch_name_kana, accountType: r.account_type,
      accountNumber: r.account_number, holderName: r.holder_name_kana, amount: r.total - r.paid_total, customerNumber: String(r.id), resultCode: DebitResult.done,
    }));
    const bytes = writeDebitRequest(header, records);
    await trx.insertInto('debit_batches').values({
      company_id: companyId, billing_month: options.billingMonth, transfer_on: options.transferOn, record_count: records.length,
      total_amount: records.reduce((n, r) => n + r.amount, 0), exported_by_user_id: options.principal.userId,
    }).execute();
    const month = options.billingMonth.replace('-', '');
    return {
      bytes,
      disposition: attachmentDisposition(formatMessage('billingApi.debit.fileName', { month }), formatMessage('billingApi.debit.asciiFileName', { month })),
    };
  });
}

/**
 * POST /billing/debit/import: the bank's result file. Each data record's 顧客番号 names an invoice of the company; one
 * naming none (or an invoice not issued) is counted as unknown and changes nothing. The same file read twice records
 * each payment once (a 口座振替 payment of that day and amount already on the invoice is not written again).
 */
export async function importDebit(db: Db, options: { principal: Principal; bytes: Buffer }) {
  const companyId = options.principal.companyId;
  const { header, records } = readDebitFile(options.bytes);
  return db.transaction().execute(async (trx) => {
    const setting = await claimSettingOf(trx, companyId);
    if (setting.debit_consignor_code && header.consignorCode !== setting.debit_consignor_code) {
      throw new AppError('DEBIT_FILE_INVALID', { values: { line: 1, reason: formatMessage('billingApi.debit.otherConsignor') } });
    }
    // The batch this result answers: one exported for a month of the invoices named, on the same day (the file says
    // MMDD only; the batch knows the year). Its transfer day is the payments' date.
    const ids = records.map((r) => Number(r.customerNumber)).filter((id) => Number.isSafeInteger(id) && id > 0);
    const months = ids.length ? (await trx.selectFrom('invoices').select('billing_month').distinct().where('company_id', '=', companyId).where('id', 'in', ids).execute()).map((r) => r.billing_month) : [];
    const batch = months.length ? await trx.selectFrom('debit_batches').select(['id', 'transfer_on']).where('company_id', '=', companyId).where('billing_month', 'in', months)
      .where(sql<string>`to_char(transfer_on, 'MM-DD')`, '=', header.transferDate.slice(5)).orderBy('id', 'desc').executeTakeFirst() : undefined;
    const paidOn = batch?.transfer_on ?? header.transferDate;
    let paid = 0;
    let failed = 0;
    let unknown = 0;
    for (const record of records) {
      const id = Number(record.customerNumber);
      const invoice = Number.isSafeInteger(id) && id > 0
        ? await trx.selectFrom('invoices').select(['id', 'status']).where('company_id', '=', companyId).where('id', '=', id).forUpdate().executeTakeFirst()
        : undefined;
      if (!invoice || invoice.status === InvoiceState.closed) {
        unknown += 1;
        continue;
      }
      if (record.resultCode === DebitResult.done) {
        const already = await trx.selectFrom('payments').select('id').where('company_id', '=', companyId).where('invoice_id', '=', invoice.id)
          .where('payment_kind', '=', PaymentMethodKind.accountTransfer).where('paid_on', '=', paidOn).where('amount', '=', record.amount).executeTakeFirst();
        if (!already) {
          await trx.insertInto('payments').values({
            company_id: companyId, invoice_id: invoice.id, paid_on: paidOn, amount: record.amount, payment_kind: PaymentMethodKind.accountTransfer,
            recorded_by_user_id: options.principal.userId,
          }).execute();
        }
        paid += 1;
      } else {
        failed += 1;
      }
      await trx.updateTable('invoices').set({ debit_result: record.resultCode, updated_at: sql<Date>`now()` }).where('company_id', '=', companyId).where('id', '=', invoice.id).execute();
      await recomputeInvoice(trx, { companyId, invoiceId: invoice.id });
    }
    if (batch) {
      await trx.updateTable('debit_batches').set({ result_imported_at: sql<Date>`now()`, paid_count: paid, failed_count: failed, updated_at: sql<Date>`now()` })
        .where('company_id', '=', companyId).where('id', '=', batch.id).execute();
    }
    return { batch_id: batch?.id ?? null, paid, failed, unknown };
  });
}

/** GET /billing/debit/batches: the request files made and the results read, newest first. */
export async function listDebitBatches(db: Db, options: { principal: Principal; billingMonth?: string }) {
  let query = db.selectFrom('debit_batches as d').leftJoin('users as u', (j) => j.onRef('u.company_id', '=', 'd.company_id').onRef('u.id', '=', 'd.exported_by_user_id'))
    .select(['d.id', 'd.billing_month', 'd.transfer_on', 'd.record_count', 'd.total_amount', 'u.display_name as exported_by_name', 'd.created_at', 'd.result_imported_at', 'd.paid_count', 'd.failed_count'])
    .where('d.company_id', '=', options.principal.companyId);
  if (options.billingMonth) query = query.where('d.billing_month', '=', options.billingMonth);
  const rows = await query.orderBy('d.id', 'desc').limit(200).execute();
  return { data: rows.map((r) => ({ ...r, exported_by_name: r.exported_by_name ?? null, result_imported_at: r.result_imported_at ?? null, paid_count: r.paid_count ?? null, failed_count: r.failed_count ?? null })) };
}
