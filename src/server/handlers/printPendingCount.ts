import { PrintStatus } from '../../generated/enums.js';
import { countCacheOf } from '../domains/notifications/pollState.js';
import { signedIn } from './signedIn.js';
import type { Handler } from './types.js';

/**
 * GET /print-documents/pending-count: documents of the company waiting to be printed (the header's print button,
 * polled every 30 s); from the print cache that the print_requests triggers keep current (model/caches.yaml).
 */
export const printPendingCount: Handler = async ({ ctx, principal }) => {
  const p = signedIn(principal);
  const count = await countCacheOf(ctx.db, 'print').get({
    company: p.companyId, group: String(p.companyId), sub: '',
    load: async () => {
      const row = await ctx.db.selectFrom('print_requests').select((eb) => eb.fn.countAll<number | string>().as('n'))
        .where('company_id', '=', p.companyId).where('status', '=', PrintStatus.pending).executeTakeFirstOrThrow();
      return Number(row.n);
    },
  });
  return { count };
};
