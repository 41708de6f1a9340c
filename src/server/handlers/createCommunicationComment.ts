import { MessageAudience } from '../../generated/enums.js';
import { parseId } from '../crud/operations.js';
import { createComment } from '../domains/notices/commentActions.js';
import { signedIn } from './signedIn.js';
import type { Handler } from './types.js';

/**
 * POST /communications/{id}/comments: a recipient teacher writes in their own thread of a sent communication; the
 * sending side answers the thread of `recipient_id`. The other side's bell rings (manager- or
 * teacher-contact-teacher-comment). COMMENT_NOT_ALLOWED (10192) when the communication takes no comments.
 */
export const createCommunicationComment: Handler = async ({ ctx, principal, params, body }) => {
  const input = body as { content: string; recipient_id?: number };
  return createComment(ctx.db, { principal: signedIn(principal), noticeId: parseId(params.id), recipientId: input.recipient_id, content: input.content, audience: MessageAudience.teachers });
};
