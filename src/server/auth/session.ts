import { authorities } from '../../generated/abilities.js';
import { AppError } from '../foundation/errors.js';
import type { AppContext } from '../core/context.js';
import { loadPrincipal } from './principal.js';
import { signToken } from './token.js';

/** The answer of every log-in (password, token exchange, password change): a signed token and the header data. */
export interface Session { token: string; exp: number; name: string; role: string; roleId: number }

/** The user columns a session is issued from. */
export interface SessionUser { id: number; company_id: number; m_authority_id: number; token_version: number }

/** Issues a session token for a user; accounts whose authority cannot log in (students) are refused. */
export async function issueSession(ctx: AppContext, user: SessionUser): Promise<Session> {
  const authority = Object.values(authorities).find((a) => a.id === user.m_authority_id);
  if (!authority?.canLogIn) throw new AppError('LOGIN_ACCOUNT_REFUSED');
  const principal = await loadPrincipal(ctx.db, { userId: user.id, companyId: user.company_id });
  if (!principal) throw new AppError('LOGIN_ACCOUNT_REFUSED');
  const { token, exp } = await signToken({
    secret: ctx.config.jwtSecret, ttlSeconds: ctx.config.tokenTtlSeconds,
    userId: user.id, companyId: user.company_id, utype: user.m_authority_id, version: user.token_version,
  });
  return { token, exp, name: principal.displayName, role: principal.role, roleId: principal.authorityId };
}
