import { MessageAudience } from '../../generated/enums.js';
import { managedNoticePage, type ManagedListQuery } from '../domains/notices/managedList.js';
import { signedIn } from './signedIn.js';
import { readingAuthVersion } from './types.js';

/**
 * GET /communications: the notice manage list, audience teachers (a teacher: sent by or to them), in one statement that
 * also confirms a cached principal (readingAuthVersion).
 */
export const listCommunications = readingAuthVersion(async ({ ctx, principal, query, unconfirmed, authVersionRead }) =>
  managedNoticePage(ctx.db, { principal: signedIn(principal), query: query as unknown as ManagedListQuery, audience: MessageAudience.teachers, unconfirmed, authVersionRead }));
