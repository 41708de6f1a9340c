import { parseId } from '../crud/operations.js';
import { noticeStatusOf } from '../domains/notices/noticeDetail.js';
import { signedIn } from './signedIn.js';
import type { Handler } from './types.js';

/** GET /notices/{id}/status: published or not, comments allowed, survey expired. */
export const noticeStatus: Handler = async ({ ctx, principal, params }) =>
  noticeStatusOf(ctx, { principal: signedIn(principal), noticeId: parseId(params.id) });
