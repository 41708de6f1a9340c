import { managedNoticePage, type ManagedListQuery } from '../domains/notices/managedList.js';
import { signedIn } from './signedIn.js';
import { readingAuthVersion } from './types.js';

/** GET /notices: the manage list with read rates, newest first, in one statement that also confirms a cached principal. */
export const listManagedNotices = readingAuthVersion(async ({ ctx, principal, query, unconfirmed, authVersionRead }) =>
  managedNoticePage(ctx.db, { principal: signedIn(principal), query: query as unknown as ManagedListQuery, unconfirmed, authVersionRead }));
