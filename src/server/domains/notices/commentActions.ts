import { sql, type Kysely } from 'kysely';
import type { Database } from '../../../generated/db.js';
import type { MessageAudienceCode } from '../../../generated/enums.js';
import type { Principal } from '../../auth/principal.js';
import { AppError } from '../../foundation/errors.js';
import { findCommentThread } from './commentThread.js';
import { commentContent, commentView, findNoticeComment, isRecipientSide, listThreadComments, postComment, type CommentView } from './comments.js';

type Db = Kysely<Database>;

/**
 * The four comment operations of the notice core, shared by notices (audience families: /notices/{id}/comments) and
 * teacher communications (audience teachers: /communications/{id}/comments). Who may read and write which thread is
 * decided by findCommentThread for the audience; the handlers only parse the request.
 */
interface Target { principal: Principal; noticeId: number; audience?: MessageAudienceCode }

/** One thread, oldest first. */
export async function listComments(db: Db, options: Target & { recipientId?: number }): Promise<CommentView[]> {
  const thread = await findCommentThread(db, options);
  return listThreadComments(db, { viewer: options.principal, recipientId: thread.recipient.id });
}

/** A new comment in the caller's thread (or that of `recipientId`); COMMENT_NOT_ALLOWED (10192) when the notice takes none. */
export async function createComment(db: Db, options: Target & { recipientId?: number; content: string }): Promise<CommentView> {
  const content = commentContent(options.content);
  const id = await db.transaction().execute(async (trx) => {
    const thread = await findCommentThread(trx, options);
    if (!thread.notice.allow_comment) throw new AppError('COMMENT_NOT_ALLOWED');
    return postComment(trx, { principal: options.principal, thread, content });
  });
  return commentView(db, { viewer: options.principal, commentId: id });
}

/** The author edits their comment: FORBIDDEN for someone else's, COMMENT_NOT_ALLOWED while the notice takes none. */
export async function updateComment(db: Db, options: Target & { commentId: number; content: string }): Promise<CommentView> {
  const { principal, noticeId, commentId } = options;
  const content = commentContent(options.content);
  await db.transaction().execute(async (trx) => {
    const comment = await findNoticeComment(trx, { companyId: principal.companyId, noticeId, commentId, forUpdate: true });
    const thread = await findCommentThread(trx, { ...options, recipientId: comment.recipient_id });
    if (comment.author_user_id !== principal.userId) throw new AppError('FORBIDDEN');
    if (!thread.notice.allow_comment) throw new AppError('COMMENT_NOT_ALLOWED');
    await trx.updateTable('notice_comments').set({ content, updated_at: sql<Date>`now()` })
      .where('company_id', '=', principal.companyId).where('id', '=', commentId).execute();
  });
  return commentView(db, { viewer: principal, commentId });
}

/** The author deletes their comment (also once comments are closed): FORBIDDEN for someone else's. */
export async function deleteComment(db: Db, options: Target & { commentId: number }): Promise<{ id: number }> {
  const { principal, noticeId, commentId } = options;
  await db.transaction().execute(async (trx) => {
    const comment = await findNoticeComment(trx, { companyId: principal.companyId, noticeId, commentId, forUpdate: true });
    await findCommentThread(trx, { ...options, recipientId: comment.recipient_id });
    if (comment.author_user_id !== principal.userId) throw new AppError('FORBIDDEN');
    await trx.deleteFrom('notice_comments').where('company_id', '=', principal.companyId).where('id', '=', commentId).execute();
    // 返信済み follows the recipient side's comments that remain: their last one's time, or none.
    if (isRecipientSide(comment.author_kind)) {
      await trx.updateTable('notice_recipients').set({
        replied_at: sql<Date | null>`(select max(c.created_at) from notice_comments c
          where c.company_id = ${principal.companyId} and c.recipient_id = ${comment.recipient_id} and c.author_kind = ${comment.author_kind})`,
      }).where('company_id', '=', principal.companyId).where('id', '=', comment.recipient_id).execute();
    }
  });
  return { id: commentId };
}
