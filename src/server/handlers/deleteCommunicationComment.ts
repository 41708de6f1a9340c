import { MessageAudience } from '../../generated/enums.js';
import { parseId } from '../crud/operations.js';
import { deleteComment } from '../domains/notices/commentActions.js';
import { signedIn } from './signedIn.js';
import type { Handler } from './types.js';

/** DELETE /communications/{id}/comments/{commentId}: the author deletes their comment (as the notice comments). */
export const deleteCommunicationComment: Handler = async ({ ctx, principal, params }) =>
  deleteComment(ctx.db, { principal: signedIn(principal), noticeId: parseId(params.id), commentId: parseId(params.commentId), audience: MessageAudience.teachers });
