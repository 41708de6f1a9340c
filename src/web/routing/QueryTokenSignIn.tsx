import { useEffect, useRef, useState, type ReactNode } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { showCallError } from '../feedback/showErrorMessage.js';
import { apiClient } from '../providers/apiClient.js';
import { apiData } from '../providers/apiData.js';
import { forgetCurrentUser } from '../providers/currentUser.js';
import { QUERY_TOKEN_PARAM } from '../navigation/firstPage.js';
import { PageLoading } from '../screens/common/PageLoading';
import { clearSession, saveSession } from '../session/session.js';


/**
 * Spec §4: a query token on the URL signs in with it (POST /get-user-by-token/{token}; students are refused by the
 * server). The token replaces any earlier sign-in on this browser, is removed from the address bar (it is spent), and
 * the page asked for opens as the new user. A refused token ends on the log-in page with the server's message.
 * Everything inside waits meanwhile, unmounted: the signed-in app's query cache goes with it, so nothing the earlier
 * user read is shown to the new one.
 */
export function QueryTokenSignIn({ children }: { children: ReactNode }) {
  const location = useLocation();
  const navigate = useNavigate();
  const params = new URLSearchParams(location.search);
  const token = params.get(QUERY_TOKEN_PARAM);
  const [done, setDone] = useState<string | null>(null);
  const started = useRef<string | null>(null);

  useEffect(() => {
    if (!token || started.current === token) return;
    started.current = token;
    params.delete(QUERY_TOKEN_PARAM);
    const rest = params.toString();
    const target = `${location.pathname}${rest ? `?${rest}` : ''}${location.hash}`;
    clearSession();
    forgetCurrentUser();
    apiData(apiClient.POST('/api/v1/get-user-by-token/{token}', { params: { path: { token } } }))
      .then((session) => {
        saveSession({ token: session.token, role: session.role, exp: session.exp });
        void navigate(target, { replace: true });
      })
      .catch((error: unknown) => {
        showCallError(error);
        void navigate('/login', { replace: true });
      })
      .finally(() => setDone(token));
  });

  if (token && done !== token) return <PageLoading />;
  return <>{children}</>;
}
