import type { FastifyRequest } from 'fastify';
import { sql } from 'kysely';
import { cacheModel } from '../../generated/caches.js';
import { constants } from '../../generated/constants.js';
import { AppError } from '../foundation/errors.js';
import type { AppContext } from '../core/context.js';
import { loadPrincipal, type Principal } from './principal.js';
import { AUTH_CACHE, PrincipalCache, principalCacheOf, type PrincipalEntry } from './principalCache.js';
import { SHARED_VERSION_COMPANY } from './cacheHub.js';
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
  const who = await requestIdentity(request, ctx);
  const version = await who.cache.version(ctx.db, who.claims.cid, { mayTrustNotices: isPollRequest(request) });
  let entry = who.target?.kind === 'invalid' ? undefined : who.cache.get(who.key, version);
  if (!entry) {
    const { claims, userId, target } = who;
    const protectorPageId = target?.kind === 'protector' ? target.id : undefined;
    const owner = await loadPrincipal(ctx.db, { userId, companyId: claims.cid, protectorPageId });
    if (!owner || !owner.isActive || owner.tokenVersion !== claims.ver || owner.authorityId !== claims.utype) {
      throw new AppError('UNAUTHENTICATED');
    }
    // A refused switch target throws here and is not cached: it is asked again next time.
    const principal = await applySwitch(ctx.db, { owner, target });
    entry = who.cache.put(who.key, {
      version, principal, owner: { isActive: owner.isActive, tokenVersion: owner.tokenVersion, authorityId: owner.authorityId },
    });
  }
  return accept(request, who, entry);
}

/** The token's claims, the switch target and the principal cache key of a request (UNAUTHENTICATED without a valid token). */
async function requestIdentity(request: FastifyRequest, ctx: AppContext) {
  const token = bearerToken(request);
  if (!token) throw new AppError('UNAUTHENTICATED');
  const claims = await verifyTokenCached(token, ctx.config.jwtSecret);
  const userId = Number(claims.sub);
  if (!Number.isSafeInteger(userId)) throw new AppError('UNAUTHENTICATED');
  const target = readSwitchTarget(request);
  const cache = principalCacheOf(ctx.db);
  const key = PrincipalCache.key({
    companyId: claims.cid, userId, tokenVersion: claims.ver, authorityId: claims.utype,
    target: target === undefined ? '' : target.kind === 'invalid' ? 'invalid' : `${target.kind}:${target.id}`,
  });
  return { claims, userId, target, cache, key };
}

/** The owner's checks against the token; the principal and ability on the request. */
function accept(request: FastifyRequest, who: Awaited<ReturnType<typeof requestIdentity>>, entry: PrincipalEntry): Principal {
  const { owner } = entry;
  const { claims } = who;
  if (!owner.isActive || owner.tokenVersion !== claims.ver || owner.authorityId !== claims.utype) throw new AppError('UNAUTHENTICATED');
  request.principal = entry.principal;
  request.ability = entry.ability;
  return entry.principal;
}

/**
 * A principal taken from the cache before its company's version was read: the caller's own statement reads the
 * version in the same round trip ({@link authVersionColumn}) and then calls {@link confirmAuthentication}.
 */
export interface UnconfirmedAuth {
  readonly companyId: number;
  /** The version the cached principal was loaded at. */
  readonly version: number;
}

/**
 * Like {@link authenticate}, for a request that runs one statement of its own (a list page): where authenticate would
 * read the company's auth version in a query of its own (PostgreSQL, an ordinary request) and the cache holds a
 * principal for this token and switch target, that principal is put on the request unconfirmed, and `unconfirmed`
 * tells the caller to read the version within its statement ({@link authVersionColumn}) and to call
 * {@link confirmAuthentication} with what it read before answering. Nothing may be written or answered on an
 * unconfirmed principal: the statement's result is thrown away when the version has moved on (the request then
 * runs again on the principal loaded anew), so a change committed through any node before the statement began still
 * applies to this request (spec section 6). Otherwise (PGlite, a poll, nothing cached) it is authenticate.
 */
export async function authenticateUnconfirmed(request: FastifyRequest, ctx: AppContext): Promise<{ principal: Principal; unconfirmed?: UnconfirmedAuth }> {
  const who = await requestIdentity(request, ctx);
  const entry = who.target?.kind === 'invalid' || !who.cache.wouldReadVersion(who.claims.cid, { mayTrustNotices: isPollRequest(request) })
    ? undefined : who.cache.peek(who.key);
  const { owner } = entry ?? {};
  // A cached owner the token no longer matches may be stale the other way (a user made active again): load it.
  if (!entry || !owner!.isActive || owner!.tokenVersion !== who.claims.ver || owner!.authorityId !== who.claims.utype) {
    return { principal: await authenticate(request, ctx) };
  }
  return { principal: accept(request, who, entry), unconfirmed: { companyId: who.claims.cid, version: entry.version } };
}

/** The company's auth version as a column of the caller's statement (an uncorrelated subquery, computed once). */
export function authVersionColumn(unconfirmed: UnconfirmedAuth) {
  return sql<number | string | null>`(select coalesce(sum(${sql.ref('version')}), 0) from ${sql.table('cache_versions')}
    where ${sql.ref('cache')} = ${AUTH_CACHE} and ${sql.ref('company_id')} in (${unconfirmed.companyId}, ${SHARED_VERSION_COMPANY}))`;
}

/**
 * Confirms an unconfirmed principal with the version the caller's statement read (undefined when it read none, e.g.
 * no rows: the version is then read on its own). True when the principal on the request is still the one to use;
 * false when it was loaded again (the caller must run its statement again); UNAUTHENTICATED when the token no longer
 * holds.
 */
export async function confirmAuthentication(request: FastifyRequest, ctx: AppContext, unconfirmed: UnconfirmedAuth, read: number | string | null | undefined): Promise<boolean> {
  const cache = principalCacheOf(ctx.db);
  if (read !== undefined && read !== null && Number(read) === unconfirmed.version) {
    cache.stats.hits += 1;
    cache.stats.versionsFolded += 1;
    return true;
  }
  const before = request.principal;
  await authenticate(request, ctx);
  return request.principal === before;
}

/**
 * Runs a request's one statement on the cached principal before its version is confirmed, the statement reading the
 * version itself (authenticateUnconfirmed): when the version has moved on, or the run failed (a refusal may come from
 * the stale principal), the principal is confirmed on its own and, if it was loaded anew, `run` runs again on it.
 * `run` must only read. Without an unconfirmed principal (PGlite, nothing cached) it runs once, confirmed.
 */
export async function withAuthentication<T>(request: FastifyRequest, ctx: AppContext,
  run: (principal: Principal, unconfirmed?: UnconfirmedAuth) => Promise<{ value: T; authVersion?: number | string | null }>): Promise<T> {
  const first = await authenticateUnconfirmed(request, ctx);
  if (!first.unconfirmed) return (await run(first.principal)).value;
  let outcome: { value: T; authVersion?: number | string | null };
  try {
    outcome = await run(first.principal, first.unconfirmed);
  } catch (err) {
    if (await confirmAuthentication(request, ctx, first.unconfirmed, undefined)) throw err;
    return (await run(request.principal!)).value;
  }
  if (await confirmAuthentication(request, ctx, first.unconfirmed, outcome.authVersion)) return outcome.value;
  return (await run(request.principal!)).value;
}
