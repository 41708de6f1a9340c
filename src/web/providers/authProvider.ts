import type { AuthProvider, HttpError } from '@refinedev/core';
import { constants } from '../../generated/constants.js';
import { t } from '../i18n/i18n.js';
import { clearSession, currentSession, saveSession } from '../session/session.js';
import { currentAppPath } from '../session/sessionEvents.js';
import { safeRedirect } from '../navigation/safeRedirect.js';
import { apiClient } from './apiClient.js';
import { ApiError, toApiError } from './apiError.js';
import { fetchCurrentUser, forgetCurrentUser } from './currentUser.js';

/** What the login page submits. */
export interface LoginParams {
  username: string;
  password: string;
  /** The ?redirect= of the login page: where the user was going when asked to sign in. */
  redirect?: string | null;
}

function loginRedirect(): string {
  return `/login?redirect=${encodeURIComponent(currentAppPath(constants.basePath))}`;
}

function loginError(error: unknown): Error {
  if (error instanceof ApiError) return error;
  return new Error(t('login.failed'), { cause: error });
}

/** Sign-in, sign-out and session checks for Refine, on the token cookie and the current-user API. */
export const authProvider: AuthProvider = {
  async login({ username, password, redirect }: LoginParams) {
    try {
      const { data, error, response } = await apiClient.POST('/api/v1/communication/login', { body: { username, password } });
      if (error !== undefined || data === undefined) throw toApiError({ status: response.status, body: error });
      saveSession({ token: data.token, role: data.role, exp: data.exp });
      forgetCurrentUser();
      const user = await fetchCurrentUser();
      // The access rules load with the signed-in shell, not with the login page.
      const [{ startPath }, { abilityOf }] = await Promise.all([import('../navigation/startPage.js'), import('./ability.js')]);
      const target = safeRedirect(redirect) ?? startPath({ role: user.role, ability: abilityOf(user) });
      return { success: true, redirectTo: target };
    } catch (error: unknown) {
      // Login failures are shown on the login page (wrong password, locked, no connection).
      clearSession();
      return { success: false, error: loginError(error) };
    }
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
