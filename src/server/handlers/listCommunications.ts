import { MessageAudience } from '../../generated/enums.js';
import { managedNoticePage, type ManagedListQuery } from '../domains/notices/managedList.js';
import { signedIn } from './signedIn.js';
import type { Handler } from './types.js';

/** GET /communications: the notice manage list, audience teachers (a teacher: sent by or to them). */
export const listCommunications: Handler = async ({ ctx, principal, query }) =>
  managedNoticePage(ctx.db, { principal: signedIn(principal), query: query as unknown as ManagedListQuery, audience: MessageAudience.teachers });
