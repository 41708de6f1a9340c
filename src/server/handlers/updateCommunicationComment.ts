import { MessageAudience } from '../../generated/enums.js';
import { parseId } from '../crud/operations.js';
import { updateComment } from '../domains/notices/commentActions.js';
import { signedIn } from './signedIn.js';
import type { Handler } from './types.js';

/** POST /communications/{id}/comments/{commentId}: the author edits their comment (as the notice comments). */
export const updateCommunicationComment: Handler = async ({ ctx, principal, params, body }) => {
  const content = (body as { content: string }).content;
  return updateComment(ctx.db, { principal: signedIn(principal), noticeId: parseId(params.id), commentId: parseId(params.commentId), content, audience: MessageAudience.teachers });
};
