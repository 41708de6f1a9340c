import { authorities } from '../../generated/abilities.js';
import { signedIn } from './signedIn.js';
import type { Handler } from './types.js';

interface Body { path: string; method?: string | null; status?: number | null; message?: string | null }

/**
 * POST /users/activity-history: records what a teacher or guardian was shown (spec section 7). General staff do not
 * send it; when they do, it is accepted and not recorded.
 */
export const recordActivity: Handler = async ({ ctx, principal, body }) => {
  const p = signedIn(principal);
  if (!Object.values(authorities).some((a) => a.id === p.authorityId && a.recordsActivity)) return { recorded: false };
  const { path, method, status, message } = body as Body;
  await ctx.db.insertInto('activity_histories').values({
    company_id: p.companyId, user_id: p.ownerUserId, acting_user_id: p.userId, student_id: p.role === 'PROTECTOR' ? p.switchId : null,
    path, method: method ?? null, status: status ?? null, message: message ?? null,
  }).execute();
  return { recorded: true };
};
