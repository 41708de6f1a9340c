import { parseId } from '../crud/operations.js';
import { toggleLike } from '../domains/notices/likes.js';
import { findReceivedNotice } from '../domains/notices/noticeAccess.js';
import { signedIn } from './signedIn.js';
import type { Handler } from './types.js';

/** POST /notices/{id}/likes: the guardian likes their copy of a sent notice, or takes the like back. */
export const toggleNoticeLike: Handler = async ({ ctx, principal, params }) => {
  const p = signedIn(principal);
  const noticeId = parseId(params.id);
  return ctx.db.transaction().execute(async (trx) => {
    const { recipient } = await findReceivedNotice(trx, { principal: p, noticeId, forUpdate: true });
    return toggleLike(trx, { recipient });
  });
};
