import { parseId } from '../crud/operations.js';
import { noticeDetail } from '../domains/notices/noticeDetail.js';
import { signedIn } from './signedIn.js';
import type { Handler } from './types.js';

/** GET /notices/{id}: the manage side's notice, or a guardian's own copy (opening it marks it read unless minify=1). */
export const getNotice: Handler = async ({ ctx, principal, params, query }) =>
  noticeDetail(ctx, { principal: signedIn(principal), noticeId: parseId(params.id), isMinified: query.minify === 1 });
