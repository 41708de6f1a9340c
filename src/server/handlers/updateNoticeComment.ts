import { parseId } from '../crud/operations.js';
import { updateComment } from '../domains/notices/commentActions.js';
import { signedIn } from './signedIn.js';
import type { Handler } from './types.js';

/**
 * POST /notices/{id}/comments/{commentId}: the author edits their comment. NOT_FOUND when the thread is not the
 * caller's to see, FORBIDDEN for someone else's comment, COMMENT_NOT_ALLOWED while the notice takes no comments.
 */
export const updateNoticeComment: Handler = async ({ ctx, principal, params, body }) => {
  const content = (body as { content: string }).content;
  return updateComment(ctx.db, { principal: signedIn(principal), noticeId: parseId(params.id), commentId: parseId(params.commentId), content });
};
