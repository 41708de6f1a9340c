import { managedNoticePage, type ManagedListQuery } from '../domains/notices/managedList.js';
import { signedIn } from './signedIn.js';
import type { Handler } from './types.js';

/** GET /notices: the manage list with read rates, newest first. */
export const listManagedNotices: Handler = async ({ ctx, principal, query }) =>
  managedNoticePage(ctx.db, { principal: signedIn(principal), query: query as unknown as ManagedListQuery });
