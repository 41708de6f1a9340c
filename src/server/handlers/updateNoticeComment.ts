import { sql } from 'kysely';
import { parseId } from '../crud/operations.js';
import { findCommentThread } from '../domains/notices/commentThread.js';
import { commentContent, commentView, findNoticeComment } from '../domains/notices/comments.js';
import { AppError } from '../foundation/errors.js';
import { signedIn } from './signedIn.js';
import type { Handler } from './types.js';

/**
 * POST /notices/{id}/comments/{commentId}: the author edits their comment. NOT_FOUND when the thread is not the
 * caller's to see, FORBIDDEN for someone else's comment, COMMENT_NOT_ALLOWED while the notice takes no comments.
 */
export const updateNoticeComment: Handler = async ({ ctx, principal, params, body }) => {
  const p = signedIn(principal);
  const noticeId = parseId(params.id);
  const commentId = parseId(params.commentId);
  const content = commentContent((body as { content: string }).content);
  await ctx.db.transaction().execute(async (trx) => {
    const comment = await findNoticeComment(trx, { companyId: p.companyId, noticeId, commentId, forUpdate: true });
    const thread = await findCommentThread(trx, { principal: p, noticeId, recipientId: comment.recipient_id });
    if (comment.author_user_id !== p.userId) throw new AppError('FORBIDDEN');
    if (!thread.notice.allow_comment) throw new AppError('COMMENT_NOT_ALLOWED');
    await trx.updateTable('notice_comments').set({ content, updated_at: sql<Date>`now()` })
      .where('company_id', '=', p.companyId).where('id', '=', commentId).execute();
  });
  return commentView(ctx.db, { viewer: p, commentId });
};
