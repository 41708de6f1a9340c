import { sql } from 'kysely';
import { CommentAuthorKind } from '../../generated/enums.js';
import { parseId } from '../crud/operations.js';
import { findCommentThread } from '../domains/notices/commentThread.js';
import { findNoticeComment } from '../domains/notices/comments.js';
import { AppError } from '../foundation/errors.js';
import { signedIn } from './signedIn.js';
import type { Handler } from './types.js';

/**
 * DELETE /notices/{id}/comments/{commentId}: the author deletes their comment (also once comments are closed).
 * NOT_FOUND when the thread is not the caller's to see, FORBIDDEN for someone else's comment.
 */
export const deleteNoticeComment: Handler = async ({ ctx, principal, params }) => {
  const p = signedIn(principal);
  const noticeId = parseId(params.id);
  const commentId = parseId(params.commentId);
  await ctx.db.transaction().execute(async (trx) => {
    const comment = await findNoticeComment(trx, { companyId: p.companyId, noticeId, commentId, forUpdate: true });
    await findCommentThread(trx, { principal: p, noticeId, recipientId: comment.recipient_id });
    if (comment.author_user_id !== p.userId) throw new AppError('FORBIDDEN');
    await trx.deleteFrom('notice_comments').where('company_id', '=', p.companyId).where('id', '=', commentId).execute();
    // 返信済み follows the guardian's comments that remain: their last one's time, or none.
    if (comment.author_kind === CommentAuthorKind.guardian) {
      await trx.updateTable('notice_recipients').set({
        replied_at: sql<Date | null>`(select max(c.created_at) from notice_comments c
          where c.company_id = ${p.companyId} and c.recipient_id = ${comment.recipient_id} and c.author_kind = ${CommentAuthorKind.guardian})`,
      }).where('company_id', '=', p.companyId).where('id', '=', comment.recipient_id).execute();
    }
  });
  return { id: commentId };
};
