import { parseId } from '../crud/operations.js';
import { listComments } from '../domains/notices/commentActions.js';
import { signedIn } from './signedIn.js';
import type { Handler } from './types.js';

/**
 * GET /notices/{id}/comments?recipient_id=: one family's thread, oldest first, for the manage side (staff; a teacher
 * under the same rule as for replying). A guardian reads their thread in the notice detail instead.
 */
export const listNoticeComments: Handler = async ({ ctx, principal, params, query }) => {
  const data = await listComments(ctx.db, { principal: signedIn(principal), noticeId: parseId(params.id), recipientId: (query as { recipient_id: number }).recipient_id });
  return { data };
};
