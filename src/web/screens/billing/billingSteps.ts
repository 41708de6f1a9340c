import { BillingStatus, BillingStep, codeLabel, type BillingStatusCode, type BillingStepCode } from '../../../generated/enums.js';
import type { MessageKey } from '../../kit';

/** The operation (model/operations/billing.yaml) and path of each step of billing_step. */
export const STEP_OPERATIONS: Readonly<Record<BillingStepCode, { operation: string; path: '/api/v1/billing/periods/request' | '/api/v1/billing/periods/withdraw' | '/api/v1/billing/periods/close' | '/api/v1/billing/periods/cancel-close' | '/api/v1/billing/periods/approve' | '/api/v1/billing/periods/reject' | '/api/v1/billing/periods/issue' }>> = {
  [BillingStep.request]: { operation: 'billing.request', path: '/api/v1/billing/periods/request' },
  [BillingStep.withdraw]: { operation: 'billing.withdraw', path: '/api/v1/billing/periods/withdraw' },
  [BillingStep.close]: { operation: 'billing.close', path: '/api/v1/billing/periods/close' },
  [BillingStep.cancelClose]: { operation: 'billing.cancel-close', path: '/api/v1/billing/periods/cancel-close' },
  [BillingStep.approve]: { operation: 'billing.approve', path: '/api/v1/billing/periods/approve' },
  [BillingStep.reject]: { operation: 'billing.reject', path: '/api/v1/billing/periods/reject' },
  [BillingStep.issue]: { operation: 'billing.issue', path: '/api/v1/billing/periods/issue' },
};

/**
 * What each step screen of 請求処理 offers (the model's screens that share BillingPeriods): its steps, in button order,
 * and its help. 請求情報 (the overview) offers none.
 */
export const SCREEN_STEPS: Readonly<Record<string, { steps: readonly BillingStepCode[]; help: MessageKey }>> = {
  'billing-process.school-bill-issue-request': { steps: [BillingStep.request, BillingStep.withdraw], help: 'billing.periods.help.request' },
  'billing-process.school-closing-process': { steps: [BillingStep.close], help: 'billing.periods.help.close' },
  'billing-process.general-closing-bulk-cancel': { steps: [BillingStep.cancelClose], help: 'billing.periods.help.cancelClose' },
  'billing-process.general-bill-issue-approval': { steps: [BillingStep.approve, BillingStep.reject], help: 'billing.periods.help.approve' },
  'billing-process.general-bill-issue': { steps: [BillingStep.issue], help: 'billing.periods.help.issue' },
};

/** Steps that undo or refuse (shown as danger buttons). */
export const UNDOING_STEPS: readonly BillingStepCode[] = [BillingStep.withdraw, BillingStep.cancelClose, BillingStep.reject];

/** 未依頼, 発行依頼済み, … (the code list billing_status). */
export function billingStatusLabel(status: unknown): string {
  return codeLabel('billing_status', String(status));
}

/** 発行依頼, 締め処理, … (the code list billing_step). */
export function billingStepLabel(step: unknown): string {
  return codeLabel('billing_step', String(step));
}

/** The colour of a billing status's tag. */
export const BILLING_STATUS_COLORS: Readonly<Record<BillingStatusCode, string>> = {
  [BillingStatus.open]: 'default',
  [BillingStatus.requested]: 'blue',
  [BillingStatus.closed]: 'orange',
  [BillingStatus.approved]: 'cyan',
  [BillingStatus.issued]: 'green',
};
