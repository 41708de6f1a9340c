import { parseId } from '../crud/operations.js';
import { findCommentThread } from '../domains/notices/commentThread.js';
import { commentContent, commentView, postComment } from '../domains/notices/comments.js';
import { AppError } from '../foundation/errors.js';
import { signedIn } from './signedIn.js';
import type { Handler } from './types.js';

/**
 * POST /notices/{id}/comments: a guardian writes in their own thread of a sent notice; the school answers the thread
 * of `recipient_id`. COMMENT_NOT_ALLOWED (10192) when the notice does not take comments; nothing is written then.
 */
export const createNoticeComment: Handler = async ({ ctx, principal, params, body }) => {
  const p = signedIn(principal);
  const noticeId = parseId(params.id);
  const input = body as { content: string; recipient_id?: number };
  const content = commentContent(input.content);
  const id = await ctx.db.transaction().execute(async (trx) => {
    const thread = await findCommentThread(trx, { principal: p, noticeId, recipientId: input.recipient_id });
    if (!thread.notice.allow_comment) throw new AppError('COMMENT_NOT_ALLOWED');
    return postComment(trx, { principal: p, thread, content });
  });
  return commentView(ctx.db, { viewer: p, commentId: id });
};
