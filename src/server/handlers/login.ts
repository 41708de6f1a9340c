import { hashPassword, verifyPassword } from '../auth/password.js';
import { startLoginAttempt } from '../auth/loginThrottle.js';
import { issueSession } from '../auth/session.js';
import { AppError } from '../foundation/errors.js';
import type { Handler } from './types.js';

// Compared against when the user does not exist, so that a wrong name takes as long as a wrong password.
const dummyHash = hashPassword('not-a-real-password-0');

/**
 * POST /communication/login: checks the password and answers a signed token; students are refused. Failures are
 * limited per account and per client address (LOGIN_RATE_LIMITED); a successful log-in clears the account's failures.
 */
export const login: Handler = async ({ ctx, body, request }) => {
  const { username, password } = body as { username: string; password: string };
  const attempt = await startLoginAttempt(ctx.db, { account: username, address: request.ip });
  const user = await ctx.db.selectFrom('users').select(['id', 'company_id', 'password', 'm_authority_id', 'is_active', 'token_version'])
    .where('username', '=', username).executeTakeFirst();
  const isValid = await verifyPassword(user?.password ?? await dummyHash, password);
  if (!user || !isValid || !user.is_active) throw new AppError('LOGIN_FAILED');
  await attempt.succeed();
  return issueSession(ctx, user);
};
