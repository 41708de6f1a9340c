import { importDebit as importFile } from '../domains/billing/billingDebit.js';
import { AppError } from '../foundation/errors.js';
import { signedIn } from './signedIn.js';
import type { Handler } from './types.js';

/** POST /billing/debit/import (multipart, one file): the bank's 口座振替 result file. */
export const importDebit: Handler = async ({ ctx, principal, files }) => {
  const file = files[0];
  if (!file) throw new AppError('DEBIT_FILE_INVALID', { values: { line: 0, reason: '' } });
  return importFile(ctx.db, { principal: signedIn(principal), bytes: file.bytes });
};
