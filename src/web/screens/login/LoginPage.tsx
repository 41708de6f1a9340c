import { useLayoutEffect, useRef, useState } from 'react';
import { Navigate, useLocation, useNavigate, useSearchParams } from 'react-router';
import { t } from '../../i18n/i18n.js';
import { authProvider } from '../../providers/authProvider.js';
import type { LoginLocationState } from '../../components/SessionExpiryListener';
import { safeRedirect } from '../../navigation/safeRedirect.js';
import type { Credentials } from '../../providers/signIn.js';
import { currentSession } from '../../session/session.js';
import type { ScreenProps } from '../screenProps.js';
import { mountLoginForm } from './loginForm.js';

/**
 * The sign-in page inside the signed-in app (reached there through the router: a session that ended, a link): the
 * log-in form (loginForm.ts, the public shell's too), then the start page or the ?redirect= page. A page load at
 * /login is served by the public shell (PublicApp.ts) with the same form.
 */
export function LoginPage(_props: ScreenProps) {
  const [params] = useSearchParams();
  const location = useLocation();
  const navigate = useNavigate();
  const holder = useRef<HTMLDivElement>(null);
  // The form is made once; its submit reads the page's current redirect and router through this.
  const current = useRef({ redirect: params.get('redirect'), navigate });
  current.current = { redirect: params.get('redirect'), navigate };
  const sessionMessage = (location.state as LoginLocationState | null)?.sessionMessage;

  // Already signed in when the page opened (a bookmark, the back button): go on instead of asking again. A sign-in
  // made on this page is forwarded by the auth provider alone; a second redirect from here would race with it.
  const [wasSignedIn] = useState(() => currentSession() !== undefined);

  // Before the first paint, so that the page never shows without its form.
  useLayoutEffect(() => {
    if (wasSignedIn || !holder.current) return undefined;
    // The auth provider directly, not Refine's useLogin: the log-in page is outside Refine (App.tsx), so that it loads
    // none of it. Sign in, then on to the start page or the ?redirect= page, the log-in page replaced.
    const submit = async (credentials: Credentials) => {
      const response = await authProvider.login({ ...credentials, redirect: current.current.redirect });
      if (!response.success) return response.error?.message ?? t('login.failed');
      if (response.redirectTo) void current.current.navigate(response.redirectTo, { replace: true });
      return undefined;
    };
    const form = mountLoginForm(holder.current, { sessionMessage, onSubmit: submit });
    return () => form.unmount();
  }, [wasSignedIn, sessionMessage]);

  if (wasSignedIn) return <Navigate to={safeRedirect(current.current.redirect) ?? '/'} replace />;
  return <div ref={holder} />;
}
