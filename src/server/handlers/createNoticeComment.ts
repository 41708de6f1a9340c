import { parseId } from '../crud/operations.js';
import { createComment } from '../domains/notices/commentActions.js';
import { signedIn } from './signedIn.js';
import type { Handler } from './types.js';

/**
 * POST /notices/{id}/comments: a guardian writes in their own thread of a sent notice; the school answers the thread
 * of `recipient_id`. COMMENT_NOT_ALLOWED (10192) when the notice does not take comments; nothing is written then.
 */
export const createNoticeComment: Handler = async ({ ctx, principal, params, body }) => {
  const input = body as { content: string; recipient_id?: number };
  return createComment(ctx.db, { principal: signedIn(principal), noticeId: parseId(params.id), recipientId: input.recipient_id, content: input.content });
};
