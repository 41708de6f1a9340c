import { parseId } from '../crud/operations.js';
import { findReceivedCommunication } from '../domains/communications/communicationAccess.js';
import { toggleOwnLike } from '../domains/notices/likes.js';
import { signedIn } from './signedIn.js';
import type { Handler } from './types.js';

/** POST /communications/{id}/likes: the recipient teacher likes their copy of a sent communication, or takes the like back. */
export const toggleCommunicationLike: Handler = async ({ ctx, principal, params }) => {
  const p = signedIn(principal);
  const noticeId = parseId(params.id);
  return toggleOwnLike(ctx, (trx) => findReceivedCommunication(trx, { principal: p, noticeId, forUpdate: true }));
};
