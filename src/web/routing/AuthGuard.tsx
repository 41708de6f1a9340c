import type { ReactNode } from 'react';
import { AbilityProvider } from '@casl/react';
import { useQuery } from '@tanstack/react-query';
import { Navigate, useLocation } from 'react-router';
import { abilityOf } from '../providers/ability.js';
import { fetchCurrentUser } from '../providers/currentUser.js';
import { CurrentUserContext } from '../providers/CurrentUserContext.js';
import { currentSession } from '../session/session.js';
import { PageLoading } from '../screens/common/PageLoading';
import { IdentityFailed } from './smallPages.js';

/**
 * Lets only signed-in users through: no valid token cookie → /login?redirect=<this page>. Then loads
 * the current user (once per token) and provides it and its CASL ability to everything inside.
 */
export function AuthGuard({ children }: { children: ReactNode }) {
  const location = useLocation();
  const session = currentSession();
  // Keyed by token: a different sign-in never sees the previous user's identity from the cache.
  const identity = useQuery({ queryKey: ['auth', 'identity', session?.token ?? ''], queryFn: fetchCurrentUser, enabled: session !== undefined });
  if (!session) return <Navigate to={`/login?redirect=${encodeURIComponent(location.pathname + location.search)}`} replace />;
  if (identity.isPending) return <PageLoading />;
  if (identity.isError || !identity.data) {
    return <IdentityFailed message={identity.error?.message} onRetry={() => void identity.refetch()} />;
  }
  return (
    <CurrentUserContext.Provider value={identity.data}>
      <AbilityProvider value={abilityOf(identity.data)}>{children}</AbilityProvider>
    </CurrentUserContext.Provider>
  );
}
