import { parseId } from '../crud/operations.js';
import { deleteNotice as remove } from '../domains/notices/saveNotice.js';
import { signedIn } from './signedIn.js';
import type { Handler } from './types.js';

/** DELETE /notices/{id}: the notice with its recipients, comments, answers and files. */
export const deleteNotice: Handler = async ({ ctx, principal, params }) =>
  remove(ctx, { principal: signedIn(principal), noticeId: parseId(params.id) });
