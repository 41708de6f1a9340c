import { SignJWT, jwtVerify, errors as joseErrors } from 'jose';
import { AppError } from '../foundation/errors.js';

/** The claims of a sign-in token. */
export interface TokenClaims {
  /** User id. */
  sub: string;
  /** Company id. */
  cid: number;
  /** User type (m_authority_id), as the spec's utype. */
  utype: number;
  /** Token version of the user: a password change or a disabled account invalidates older tokens. */
  ver: number;
  exp: number;
}

const ALGORITHM = 'HS256';

/** Signs a token for a user; returns it with its expiry (seconds since the epoch). */
export async function signToken(options: { secret: Uint8Array; ttlSeconds: number; userId: number; companyId: number; utype: number; version: number }): Promise<{ token: string; exp: number }> {
  const exp = Math.floor(Date.now() / 1000) + options.ttlSeconds;
  const token = await new SignJWT({ cid: options.companyId, utype: options.utype, ver: options.version })
    .setProtectedHeader({ alg: ALGORITHM, typ: 'JWT' })
    .setSubject(String(options.userId))
    .setIssuedAt()
    .setExpirationTime(exp)
    .sign(options.secret);
  return { token, exp };
}

/** Verifies a token (algorithm pinned to HS256); any problem is UNAUTHENTICATED. */
export async function verifyToken(token: string, secret: Uint8Array): Promise<TokenClaims> {
  try {
    const { payload } = await jwtVerify(token, secret, { algorithms: [ALGORITHM] });
    if (typeof payload.sub !== 'string' || typeof payload.cid !== 'number' || typeof payload.utype !== 'number' || typeof payload.exp !== 'number') {
      throw new AppError('UNAUTHENTICATED');
    }
    return { sub: payload.sub, cid: payload.cid, utype: payload.utype, ver: typeof payload.ver === 'number' ? payload.ver : 0, exp: payload.exp };
  } catch (err) {
    if (err instanceof AppError) throw err;
    if (err instanceof joseErrors.JOSEError || err instanceof TypeError) throw new AppError('UNAUTHENTICATED');
    throw err;
  }
}

/** Verified tokens kept at most per secret (the oldest dropped first). */
const MAX_VERIFIED = 50_000;
const verified = new WeakMap<Uint8Array, Map<string, TokenClaims>>();

/**
 * {@link verifyToken} with the signature check remembered per token string: the same string under the same secret
 * verifies the same way every time, so only the expiry is checked again. What the token's user may do is not
 * decided here: the principal cache checks the token version, the active flag and the authority on every request.
 */
export async function verifyTokenCached(token: string, secret: Uint8Array): Promise<TokenClaims> {
  let bySecret = verified.get(secret);
  if (!bySecret) verified.set(secret, bySecret = new Map());
  const known = bySecret.get(token);
  if (known) {
    if (known.exp > Date.now() / 1000) return known;
    bySecret.delete(token);
    throw new AppError('UNAUTHENTICATED');
  }
  const claims = await verifyToken(token, secret);
  if (bySecret.size >= MAX_VERIFIED) bySecret.delete(bySecret.keys().next().value!);
  bySecret.set(token, Object.freeze(claims));
  return claims;
}
