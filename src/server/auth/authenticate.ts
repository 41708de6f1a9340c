import type { FastifyRequest } from 'fastify';
import { buildAbility } from '../../generated/abilities.js';
import { AppError } from '../errors.js';
import type { AppContext } from '../http/context.js';
import { loadPrincipal, type Principal } from './principal.js';
import { applySwitch, readSwitchTarget } from './switchTarget.js';
import { verifyToken } from './token.js';

/** The bearer token of a request (Authorization header), if any. */
export function bearerToken(request: FastifyRequest): string | undefined {
  const header = request.headers.authorization;
  if (!header) return undefined;
  const match = /^Bearer\s+(\S+)$/i.exec(header);
  return match?.[1];
}

/**
 * Resolves the signed-in user of a request and their CASL ability; UNAUTHENTICATED (401, code 1007) when the
 * token is missing, malformed, expired, signed with another key, or older than the user's token version. A switch
 * header (spec section 6) then makes the principal the linked account acted as, or is refused with 10120.
 */
export async function authenticate(request: FastifyRequest, ctx: AppContext): Promise<Principal> {
  const token = bearerToken(request);
  if (!token) throw new AppError('UNAUTHENTICATED');
  const claims = await verifyToken(token, ctx.config.jwtSecret);
  const userId = Number(claims.sub);
  if (!Number.isSafeInteger(userId)) throw new AppError('UNAUTHENTICATED');
  const target = readSwitchTarget(request);
  const protectorPageId = target?.kind === 'protector' ? target.id : undefined;
  const owner = await loadPrincipal(ctx.db, { userId, companyId: claims.cid, protectorPageId });
  if (!owner || !owner.isActive || owner.tokenVersion !== claims.ver || owner.authorityId !== claims.utype) {
    throw new AppError('UNAUTHENTICATED');
  }
  const principal = await applySwitch(ctx.db, { owner, target });
  request.principal = principal;
  request.ability = buildAbility(principal);
  return principal;
}
