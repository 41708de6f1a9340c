import { derivedFromPrincipal } from '../auth/principalCache.js';
import { parseId } from '../crud/operations.js';
import { ownerSwitchAccounts } from '../domains/linkedAccounts/switchAccounts.js';
import { cachedUnreadCount } from '../domains/notifications/notificationAccount.js';
import { AppError } from '../foundation/errors.js';
import { signedIn } from './signedIn.js';
import type { Handler } from './types.js';

/**
 * GET /notifications/unread/count/{accountId}: unread count of one of the owner's switch accounts; any other id is
 * NOT_FOUND. The switch accounts are kept with the cached principal (as the related-user endpoints keep them).
 */
export const accountUnreadNotificationCount: Handler = async ({ ctx, principal, params }) => {
  const id = parseId(params.accountId);
  const p = signedIn(principal);
  const accounts = await derivedFromPrincipal(p, 'switchAccounts', () => ownerSwitchAccounts(ctx.db, p));
  const found = accounts?.entries.find((e) => e.entry.id === id);
  if (!found) throw new AppError('NOT_FOUND');
  return { count: await cachedUnreadCount(ctx.db, found.account) };
};
