import { authorities } from '../../generated/abilities.js';
import { hashPassword, verifyPassword } from '../auth/password.js';
import { loadPrincipal } from '../auth/principal.js';
import { signToken } from '../auth/token.js';
import { AppError } from '../errors.js';
import type { Handler } from './types.js';

// Compared against when the user does not exist, so that a wrong name takes as long as a wrong password.
const dummyHash = hashPassword('not-a-real-password-0');

/** POST /communication/login: checks the password and answers a signed token; students are refused. */
export const login: Handler = async ({ ctx, body }) => {
  const { username, password } = body as { username: string; password: string };
  const user = await ctx.db.selectFrom('users').select(['id', 'company_id', 'password', 'm_authority_id', 'is_active', 'token_version'])
    .where('username', '=', username).executeTakeFirst();
  const isValid = await verifyPassword(user?.password ?? await dummyHash, password);
  if (!user || !isValid || !user.is_active) throw new AppError('LOGIN_FAILED');
  const authority = Object.values(authorities).find((a) => a.id === user.m_authority_id);
  if (!authority?.canLogIn) throw new AppError('LOGIN_ACCOUNT_REFUSED');
  const principal = await loadPrincipal(ctx.db, { userId: user.id, companyId: user.company_id });
  if (!principal) throw new AppError('LOGIN_ACCOUNT_REFUSED');
  const { token, exp } = await signToken({
    secret: ctx.config.jwtSecret, ttlSeconds: ctx.config.tokenTtlSeconds,
    userId: user.id, companyId: user.company_id, utype: user.m_authority_id, version: user.token_version,
  });
  return { token, exp, name: principal.displayName, role: principal.role, roleId: principal.authorityId };
};
