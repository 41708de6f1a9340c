import { parseId } from '../crud/operations.js';
import { deleteComment } from '../domains/notices/commentActions.js';
import { signedIn } from './signedIn.js';
import type { Handler } from './types.js';

/**
 * DELETE /notices/{id}/comments/{commentId}: the author deletes their comment (also once comments are closed).
 * NOT_FOUND when the thread is not the caller's to see, FORBIDDEN for someone else's comment.
 */
export const deleteNoticeComment: Handler = async ({ ctx, principal, params }) =>
  deleteComment(ctx.db, { principal: signedIn(principal), noticeId: parseId(params.id), commentId: parseId(params.commentId) });
