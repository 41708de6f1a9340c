import { PrintStatus } from '../../generated/enums.js';
import { signedIn } from './signedIn.js';
import type { Handler } from './types.js';

/** GET /print-documents/pending-count: documents of the company waiting to be printed (the header's print button). */
export const printPendingCount: Handler = async ({ ctx, principal }) => {
  const p = signedIn(principal);
  const row = await ctx.db.selectFrom('print_requests').select((eb) => eb.fn.countAll<number | string>().as('n'))
    .where('company_id', '=', p.companyId).where('status', '=', PrintStatus.pending).executeTakeFirstOrThrow();
  return { count: Number(row.n) };
};
