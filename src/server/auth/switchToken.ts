import { createHash, randomBytes } from 'node:crypto';
import { sql } from 'kysely';
import { constants } from '../../generated/constants.js';
import { AppError } from '../foundation/errors.js';
import type { AppContext } from '../core/context.js';
import { startLoginAttempt } from './loginThrottle.js';
import { issueSession, type Session } from './session.js';

const TOKEN_PATTERN = /^[A-Za-z0-9_-]{20,128}$/;
const hashOf = (token: string) => createHash('sha256').update(token).digest('hex');

/**
 * Issues a one-time log-in token for the signed-in user (POST /users/create-switch-token). Only its SHA-256 hash is
 * stored; it expires after constants.switchTokenTtlSeconds. The user's spent and expired tokens are removed.
 */
export async function createSwitchToken(ctx: AppContext, options: { companyId: number; userId: number }): Promise<{ token: string; expires_at: string }> {
  const { companyId, userId } = options;
  const token = randomBytes(32).toString('base64url');
  await ctx.db.deleteFrom('switch_tokens').where('company_id', '=', companyId).where('user_id', '=', userId)
    .where((eb) => eb.or([eb('used_at', 'is not', null), eb('expires_at', '<', sql<Date>`now()`)])).execute();
  const row = await ctx.db.insertInto('switch_tokens').values({
    company_id: companyId, user_id: userId, token_hash: hashOf(token),
    expires_at: sql`now() + make_interval(secs => ${Number(constants.switchTokenTtlSeconds)})`,
  }).returning('expires_at').executeTakeFirstOrThrow();
  return { token, expires_at: row.expires_at.toISOString() };
}

/**
 * Exchanges a one-time token for a session (POST /login-switch/{token}, /get-user-by-token/{token}). The token is
 * spent atomically, so it works once even when sent twice at the same moment. Unknown, spent, expired or a disabled
 * account: LOGIN_TOKEN_INVALID (counted against the client address like a failed log-in); a student: refused.
 */
export async function exchangeSwitchToken(ctx: AppContext, options: { token: string | undefined; address: string }): Promise<Session> {
  const attempt = await startLoginAttempt(ctx.db, { address: options.address });
  const token = options.token ?? '';
  if (!TOKEN_PATTERN.test(token)) throw new AppError('LOGIN_TOKEN_INVALID');
  const spent = await ctx.db.updateTable('switch_tokens').set({ used_at: sql`now()`, updated_at: sql`now()` })
    .where('token_hash', '=', hashOf(token)).where('used_at', 'is', null).where('expires_at', '>', sql<Date>`now()`)
    .returning(['company_id', 'user_id']).executeTakeFirst();
  const user = spent && await ctx.db.selectFrom('users').select(['id', 'company_id', 'm_authority_id', 'token_version', 'is_active'])
    .where('company_id', '=', spent.company_id).where('id', '=', spent.user_id).executeTakeFirst();
  if (!user || !user.is_active) throw new AppError('LOGIN_TOKEN_INVALID');
  await attempt.succeed();
  return issueSession(ctx, user);
}
