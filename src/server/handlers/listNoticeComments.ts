import { parseId } from '../crud/operations.js';
import { findCommentThread } from '../domains/notices/commentThread.js';
import { listThreadComments } from '../domains/notices/comments.js';
import { signedIn } from './signedIn.js';
import type { Handler } from './types.js';

/**
 * GET /notices/{id}/comments?recipient_id=: one family's thread, oldest first, for the manage side (staff; a teacher
 * under the same rule as for replying). A guardian reads their thread in the notice detail instead.
 */
export const listNoticeComments: Handler = async ({ ctx, principal, params, query }) => {
  const p = signedIn(principal);
  const noticeId = parseId(params.id);
  const thread = await findCommentThread(ctx.db, { principal: p, noticeId, recipientId: (query as { recipient_id: number }).recipient_id });
  return { data: await listThreadComments(ctx.db, { viewer: p, recipientId: thread.recipient.id }) };
};
