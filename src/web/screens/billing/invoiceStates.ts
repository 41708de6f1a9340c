import { InvoiceState } from '../../../generated/enums.js';

/** The colour of an invoice's status tag (発行前, 未入金, 一部入金, 入金済み, 過入金). */
export const INVOICE_STATE_COLORS: Readonly<Record<string, string>> = {
  [InvoiceState.closed]: 'default',
  [InvoiceState.issued]: 'blue',
  [InvoiceState.partiallyPaid]: 'gold',
  [InvoiceState.paid]: 'green',
  [InvoiceState.overpaid]: 'magenta',
};
