import { MessageAudience } from '../../generated/enums.js';
import { parseId } from '../crud/operations.js';
import { listComments } from '../domains/notices/commentActions.js';
import { signedIn } from './signedIn.js';
import type { Handler } from './types.js';

/**
 * GET /communications/{id}/comments[?recipient_id=]: one recipient teacher's thread, oldest first: the sending side
 * (staff, the sending teacher) names the recipient, a recipient teacher reads their own. Only where
 * ALLOW_COMMUNICATION_COMMENT is on at the recipient's schoolhouse (gates.yaml communication-comments).
 */
export const listCommunicationComments: Handler = async ({ ctx, principal, params, query }) => {
  const recipientId = (query as { recipient_id?: number }).recipient_id;
  const data = await listComments(ctx.db, { principal: signedIn(principal), noticeId: parseId(params.id), recipientId, audience: MessageAudience.teachers });
  return { data };
};
