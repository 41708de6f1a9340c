import type { Kysely } from 'kysely';
import type { Database } from '../../../generated/db.js';
import { BillingStatus, BillingStatusSets, BillingStep, BillingStepSets, codeLabel, type BillingStatusCode, type BillingStepCode } from '../../../generated/enums.js';
import { grantAllows } from '../../../generated/abilities.js';
import { entities } from '../../../generated/entities.js';
import { operations } from '../../../generated/operations.js';
import type { Principal } from '../../auth/principal.js';
import { AppError } from '../../foundation/errors.js';

export type Db = Kysely<Database>;

/**
 * The rules of 請求処理 read from the model (model/enums.yaml billing_status and billing_step, and the grants of
 * model/operations/billing.yaml): which step starts from which status (`<step>From`), where it leads (`to<Status>`),
 * which steps the requester may not take (separateFromRequest), and who may take each step (the operation's grants).
 */

type StepKey = keyof typeof BillingStep;
type StatusKey = keyof typeof BillingStatus;
const stepKeyOf = (step: BillingStepCode) => (Object.keys(BillingStep) as StepKey[]).find((k) => BillingStep[k] === step)!;

/** The statuses a step may start from (billing_status set `<step>From`). */
export function stepFrom(step: BillingStepCode): readonly BillingStatusCode[] {
  const set = (BillingStatusSets as Record<string, readonly BillingStatusCode[]>)[`${stepKeyOf(step)}From`];
  if (!set) throw new Error(`billing_status has no set ${stepKeyOf(step)}From`);
  return set;
}

/** The status a step leads to (the billing_step set to<Status> that holds it). */
export function stepTo(step: BillingStepCode): BillingStatusCode {
  const key = (Object.keys(BillingStatus) as StatusKey[]).find((k) => {
    const set = (BillingStepSets as Record<string, readonly string[]>)[`to${k[0]!.toUpperCase()}${k.slice(1)}`];
    return set?.includes(step);
  });
  if (!key) throw new Error(`billing_step ${step} is in no to<Status> set`);
  return BillingStatus[key];
}

/** The steps refused to the user who made the month's latest 発行依頼. */
export const SEPARATE_FROM_REQUEST: readonly string[] = BillingStepSets.separateFromRequest;

/** The operation of a step: billing.<step code with '-'> (billing.cancel-close). */
export const stepOperationId = (step: BillingStepCode) => `billing.${step.replace(/_/g, '-')}`;

/** True when the caller's role may take the step (the grants of its operation). */
export function roleMayTake(principal: Principal, step: BillingStepCode): boolean {
  const op = operations.find((o) => o.id === stepOperationId(step));
  return !!op && grantAllows(op.access, principal);
}

export const ALL_STEPS = Object.values(BillingStep) as BillingStepCode[];

export const statusLabel = (status: string) => codeLabel('billing_status', status);
export const stepLabel = (step: string) => codeLabel('billing_step', step);

/** 409 BILLING_STEP_INVALID naming the status and the step. */
export const stepInvalid = (status: string, step: string) => new AppError('BILLING_STEP_INVALID', { values: { status: statusLabel(status), step: stepLabel(step) } });

/** True when claims of a month in this status may be written (billing_status set claimsOpen). */
export const claimsOpen = (status: string) => (BillingStatusSets.claimsOpen as readonly string[]).includes(status);
/** True when a month in this status has invoices (billing_status set hasInvoices). */
export const hasInvoices = (status: string) => (BillingStatusSets.hasInvoices as readonly string[]).includes(status);

/** The status of a schoolhouse's month (open when no period row was ever written). */
export async function periodStatus(db: Db, options: { companyId: number; schoolhouseId: number; billingMonth: string; lock?: boolean }): Promise<string> {
  let query = db.selectFrom('billing_periods').select('status').where('company_id', '=', options.companyId)
    .where('schoolhouse_id', '=', options.schoolhouseId).where('billing_month', '=', options.billingMonth);
  if (options.lock) query = query.forShare();
  return (await query.executeTakeFirst())?.status ?? BillingStatus.open;
}

/** The company's 請求基本設定 (its one row; the model's defaults when there is none). */
export async function claimSettingOf(db: Db, companyId: number) {
  const row = await db.selectFrom('claim_settings').selectAll().where('company_id', '=', companyId).orderBy('id').executeTakeFirst();
  const defaults = entities.claim_setting.fields;
  return {
    tax_rounding: row?.tax_rounding ?? String(defaults.tax_rounding.default),
    transfer_day: row?.transfer_day ?? Number(defaults.transfer_day.default),
    debit_consignor_code: row?.debit_consignor_code ?? null,
    debit_consignor_name: row?.debit_consignor_name ?? null,
    debit_bank_id: row?.debit_bank_id ?? null,
    debit_account_type: row?.debit_account_type ?? Number(defaults.debit_account_type.default),
    debit_account_number: row?.debit_account_number ?? null,
  };
}

/** A student of the company (404 otherwise), with the schoolhouse its claims belong to. */
export async function studentOf(db: Db, options: { companyId: number; studentId: number }) {
  const row = await db.selectFrom('students').select(['id', 'schoolhouse_id']).where('company_id', '=', options.companyId).where('id', '=', options.studentId).executeTakeFirst();
  if (!row) throw new AppError('NOT_FOUND');
  return row;
}

/** The day of a month (YYYY-MM) clamped to its last day: 31 in 2027-02 is 2027-02-28. */
export function dayOfMonth(month: string, day: number): string {
  const [y, m] = month.split('-').map(Number) as [number, number];
  const last = new Date(Date.UTC(y, m, 0)).getUTCDate();
  return `${month}-${String(Math.min(day, last)).padStart(2, '0')}`;
}

/** The month after (YYYY-MM). */
export function nextMonth(month: string): string {
  const [y, m] = month.split('-').map(Number) as [number, number];
  return m === 12 ? `${y + 1}-01` : `${y}-${String(m + 1).padStart(2, '0')}`;
}

/**
 * The due date of a month's invoices issued on `today`: the transfer day of the billing month (clamped to its last
 * day), or, when that day is already past (a month issued late), the next month's transfer day: a family is never
 * given a due date before the invoice reaches them.
 */
export function dueDateOf(options: { billingMonth: string; transferDay: number; today: string }): string {
  const due = dayOfMonth(options.billingMonth, options.transferDay);
  return due >= options.today ? due : dayOfMonth(nextMonth(options.billingMonth), options.transferDay);
}

/** The month before (YYYY-MM). */
export function previousMonth(month: string): string {
  const [y, m] = month.split('-').map(Number) as [number, number];
  return m === 1 ? `${y - 1}-12` : `${y}-${String(m - 1).padStart(2, '0')}`;
}

/** A student's name as the screens show it. */
export const STUDENT_NAME_SQL = "st.family_name_kanji || ' ' || st.first_name_kanji";
