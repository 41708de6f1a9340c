import { deleteCookie, readCookie, writeCookie } from './cookies.js';

const tokenCookie = 'token';
const roleCookie = 'role';
const expiryCookie = 'token_exp';

/** What the browser keeps of a sign-in: the bearer token, its role and its expiry (unix seconds). */
export interface Session {
  token: string;
  role: string;
  exp: number;
}

/** Stores a fresh sign-in in cookies that expire with the token. */
export function saveSession(session: Session): void {
  const expires = new Date(session.exp * 1000);
  writeCookie({ name: tokenCookie, value: session.token, expires });
  writeCookie({ name: roleCookie, value: session.role, expires });
  writeCookie({ name: expiryCookie, value: String(session.exp), expires });
}

/** The stored session when it exists and has not expired; undefined otherwise. */
export function currentSession(now: Date = new Date()): Session | undefined {
  const token = readCookie(tokenCookie);
  const role = readCookie(roleCookie);
  const exp = Number(readCookie(expiryCookie));
  if (!token || !role || !Number.isFinite(exp)) return undefined;
  return exp * 1000 > now.getTime() ? { token, role, exp } : undefined;
}

/** The bearer token of a valid session, for the Authorization header. */
export function currentToken(): string | undefined {
  return currentSession()?.token;
}

/** Forgets the sign-in: cookies and anything the app left in localStorage. */
export function clearSession(): void {
  deleteCookie(tokenCookie);
  deleteCookie(roleCookie);
  deleteCookie(expiryCookie);
  window.localStorage.clear();
}
