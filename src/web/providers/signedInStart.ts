import { t } from '../i18n/i18n.js';
import { safeRedirect } from '../navigation/safeRedirect.js';
import { clearSession } from '../session/session.js';
import { ApiError } from './apiError.js';
import { fetchCurrentUser, forgetCurrentUser } from './currentUser.js';

/** A failed step of signing in as the log-in page shows it: the server's message, else 「ログインできませんでした。」. */
export function loginError(error: unknown): Error {
  if (error instanceof ApiError) return error;
  return new Error(t('login.failed'), { cause: error });
}

/**
 * Right after the server accepted a sign-in (providers/signIn.ts): the signed-in user, fetched afresh, and the page
 * to open, the ?redirect= page or else their start page (model/navigation.yaml afterSignIn). When the user cannot be
 * read the session is dropped again and the error says why. Shared by the log-in page of either shell: the signed-in
 * app's (authProvider.login) and the public shell's, which loads this module after the sign-in.
 */
export async function signedInStart(redirect: string | null | undefined): Promise<{ target: string } | { error: Error }> {
  try {
    forgetCurrentUser();
    const user = await fetchCurrentUser();
    // The access rules load with the signed-in shell, not with the login page.
    const [{ startPath }, { abilityOf }] = await Promise.all([import('../navigation/startPage.js'), import('./ability.js')]);
    return { target: safeRedirect(redirect) ?? startPath({ role: user.role, ability: abilityOf(user) }) };
  } catch (error: unknown) {
    clearSession();
    return { error: loginError(error) };
  }
}
