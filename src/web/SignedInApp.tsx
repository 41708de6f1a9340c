import { Refine } from '@refinedev/core';
import routerProvider from '@refinedev/react-router';
import { constants } from '../generated/constants.js';
import { accessControlProvider } from './providers/accessControlProvider.js';
import { authProvider } from './providers/authProvider.js';
import { dataProvider } from './providers/dataProvider.js';
import { i18nProvider } from './providers/i18nProvider.js';
import { AppRoutes } from './routing/AppRoutes';
import { SessionExpiryListener } from './components/SessionExpiryListener';

/** Retry a failed read once, and only when the server or the network failed (not 4xx answers). */
function shouldRetry(failureCount: number, error: unknown): boolean {
  const status = typeof error === 'object' && error !== null ? (error as { statusCode?: unknown }).statusCode : undefined;
  return failureCount < 1 && (typeof status !== 'number' || status === 0 || status >= 500);
}

/**
 * Every page but the public ones (log-in…): Refine with the model-driven providers around the signed-in routes. Its
 * own chunk (Refine, TanStack Query: about 40 KB brotli), so the log-in page loads none of it. Its query cache lives as
 * long as it is shown: leaving for the log-in page, or a query token's sign-in, drops it. No `resources`: the app names
 * the entity in each data call (the data provider finds its API path), and nothing reads Refine's resource labels
 * (no Refine UI, menu, breadcrumb or notification), so the entity table (9 KB brotli) stays out of the first pages.
 */
export function SignedInApp() {
  return (
    <Refine
      routerProvider={routerProvider}
      dataProvider={dataProvider}
      authProvider={authProvider}
      accessControlProvider={accessControlProvider}
      i18nProvider={i18nProvider}
      options={{
        disableTelemetry: true,
        mutationMode: 'pessimistic',
        syncWithLocation: false,
        title: { text: constants.productTitle },
        reactQuery: { clientConfig: { defaultOptions: { queries: { retry: shouldRetry, refetchOnWindowFocus: false } } } },
      }}
    >
      <SessionExpiryListener />
      <AppRoutes />
    </Refine>
  );
}
