import type { AuthProvider, HttpError } from '@refinedev/core';
import { constants } from '../../generated/constants.js';
import { clearSession, currentSession } from '../session/session.js';
import { currentAppPath } from '../session/sessionEvents.js';
import { ApiError } from './apiError.js';
import { fetchCurrentUser, forgetCurrentUser } from './currentUser.js';
import type { Credentials } from './signIn.js';

/** What the login page submits. */
export interface LoginParams extends Credentials {
  /** The ?redirect= of the login page: where the user was going when asked to sign in. */
  redirect?: string | null;
}

function loginRedirect(): string {
  return `/login?redirect=${encodeURIComponent(currentAppPath(constants.basePath))}`;
}

/** Sign-in, sign-out and session checks for Refine, on the token cookie and the current-user API. */
export const authProvider: AuthProvider = {
  // The same two steps as the public shell's log-in page (PublicApp.ts): sign in, then the user's start page. Loaded
  // when asked: a signed-in page never needs them.
  async login({ username, password, redirect }: LoginParams) {
    const [{ signIn }, { signedInStart }] = await Promise.all([import('./signIn.js'), import('./signedInStart.js')]);
    const answer = await signIn({ username, password });
    // Login failures are shown on the login page (wrong password, locked, no connection).
    if (!answer.isSignedIn) return { success: false, error: new ApiError({ message: answer.message, status: answer.status, code: answer.code }) };
    const start = await signedInStart(redirect);
    return 'target' in start ? { success: true, redirectTo: start.target } : { success: false, error: start.error };
  },

  async logout() {
    const role = currentSession()?.role;
    clearSession();
    forgetCurrentUser();
    // Spec §4: after 1 s, the page of model/navigation.yaml afterLogout (staff: the host's staff log-out page).
    // The screen table loads with the signed-in shell, not with the login page.
    const [{ navigation }, { screenById }] = await Promise.all([import('../../generated/navigation.js'), import('../navigation/screenIndex.js')]);
    const screenId = role === undefined ? undefined : navigation.afterLogout[role]?.[0];
    const screen = screenId === undefined ? undefined : screenById(screenId);
    const target = screen?.legacy ?? `${constants.basePath}${screen?.path ?? '/login'}`;
    window.setTimeout(() => window.location.replace(target), Number(constants.logoutRedirectDelayMs));
    return { success: true };
  },

  async check() {
    if (currentSession()) return { authenticated: true };
    return { authenticated: false, logout: true, redirectTo: loginRedirect() };
  },

  async onError(error: HttpError | ApiError) {
    const status = error instanceof ApiError ? error.status : error.statusCode;
    if (status === 401) return { logout: true, redirectTo: loginRedirect(), error };
    return {};
  },

  async getIdentity() {
    if (!currentSession()) return null;
    return fetchCurrentUser();
  },

  async getPermissions() {
    if (!currentSession()) return null;
    return (await fetchCurrentUser()).ability;
  },
};
