import { parseId } from '../crud/operations.js';
import { toggleOwnLike } from '../domains/notices/likes.js';
import { findReceivedNotice } from '../domains/notices/noticeAccess.js';
import { signedIn } from './signedIn.js';
import type { Handler } from './types.js';

/** POST /notices/{id}/likes: the guardian likes their copy of a sent notice, or takes the like back. */
export const toggleNoticeLike: Handler = async ({ ctx, principal, params }) => {
  const p = signedIn(principal);
  const noticeId = parseId(params.id);
  return toggleOwnLike(ctx, (trx) => findReceivedNotice(trx, { principal: p, noticeId, forUpdate: true }));
};
