import type { FastifyRequest } from 'fastify';
import { cacheModel } from '../../generated/caches.js';
import { constants } from '../../generated/constants.js';
import { AppError } from '../errors.js';
import type { AppContext } from '../http/context.js';
import { loadPrincipal, type Principal } from './principal.js';
import { PrincipalCache, principalCacheOf } from './principalCache.js';
import { applySwitch, readSwitchTarget } from './switchTarget.js';
import { verifyTokenCached } from './token.js';

/** The bearer token of a request (Authorization header), if any. */
export function bearerToken(request: FastifyRequest): string | undefined {
  const header = request.headers.authorization;
  if (!header) return undefined;
  const match = /^Bearer\s+(\S+)$/i.exec(header);
  return match?.[1];
}

/** Route URLs (Fastify's form, `:param`) of the 30-second polls of model/caches.yaml. */
const pollRoutes = new Set(cacheModel.polls.map((p) => `${p.method} ${String(constants.apiBasePath)}${p.path.replace(/\{(\w+)\}/g, ':$1')}`));

/** Whether a request is one of the 30-second polls (model/caches.yaml `polls`). */
export function isPollRequest(request: FastifyRequest): boolean {
  return pollRoutes.has(`${request.method} ${request.routeOptions.url ?? ''}`);
}

/**
 * Resolves the signed-in user of a request and their CASL ability; UNAUTHENTICATED (401, code 1007) when the
 * token is missing, malformed, expired, signed with another key, or older than the user's token version. A switch
 * header (spec section 6) then makes the principal the linked account acted as, or is refused with 10120.
 *
 * The principal and ability come from the principal cache (src/server/auth/principalCache.ts) when the company's
 * auth version is still the one they were loaded at. Which version counts:
 * - an ordinary request on PostgreSQL reads it (one small query), so that a change committed through any API node
 *   applies to the very next request on every node (spec section 6);
 * - on PGlite (one process, one session) the triggers' notice reaches the cache before the writing statement
 *   returns, so the version the notices keep is the database's and no query is needed;
 * - a 30-second poll on PostgreSQL trusts the version the notices keep while the LISTEN connection is up. Its
 *   staleness is bounded by the notice's delivery (milliseconds after the commit): a poll that lands on another
 *   node within that gap may still be answered for a password changed a moment ago; it only says whether there are
 *   unread notifications, and the next ordinary request is refused. While the listener is down, or before it has
 *   seen the company, the poll reads the version like any request.
 */
export async function authenticate(request: FastifyRequest, ctx: AppContext): Promise<Principal> {
  const token = bearerToken(request);
  if (!token) throw new AppError('UNAUTHENTICATED');
  const claims = await verifyTokenCached(token, ctx.config.jwtSecret);
  const userId = Number(claims.sub);
  if (!Number.isSafeInteger(userId)) throw new AppError('UNAUTHENTICATED');
  const target = readSwitchTarget(request);
  const cache = principalCacheOf(ctx.db);
  const version = await cache.version(ctx.db, claims.cid, { mayTrustNotices: isPollRequest(request) });
  const key = PrincipalCache.key({
    companyId: claims.cid, userId, tokenVersion: claims.ver, authorityId: claims.utype,
    target: target === undefined ? '' : target.kind === 'invalid' ? 'invalid' : `${target.kind}:${target.id}`,
  });
  let entry = target?.kind === 'invalid' ? undefined : cache.get(key, version);
  if (!entry) {
    const protectorPageId = target?.kind === 'protector' ? target.id : undefined;
    const owner = await loadPrincipal(ctx.db, { userId, companyId: claims.cid, protectorPageId });
    if (!owner || !owner.isActive || owner.tokenVersion !== claims.ver || owner.authorityId !== claims.utype) {
      throw new AppError('UNAUTHENTICATED');
    }
    // A refused switch target throws here and is not cached: it is asked again next time.
    const principal = await applySwitch(ctx.db, { owner, target });
    entry = cache.put(key, {
      version, principal, owner: { isActive: owner.isActive, tokenVersion: owner.tokenVersion, authorityId: owner.authorityId },
    });
  }
  const { owner } = entry;
  if (!owner.isActive || owner.tokenVersion !== claims.ver || owner.authorityId !== claims.utype) throw new AppError('UNAUTHENTICATED');
  request.principal = entry.principal;
  request.ability = entry.ability;
  return entry.principal;
}
