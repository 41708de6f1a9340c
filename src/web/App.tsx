import { Suspense } from 'react';
import { Refine } from '@refinedev/core';
import routerProvider from '@refinedev/react-router';
import { BrowserRouter } from 'react-router';
import { constants } from '../generated/constants.js';
import { AppConfigProvider } from './AppConfigProvider';
import { accessControlProvider } from './providers/accessControlProvider.js';
import { authProvider } from './providers/authProvider.js';
import { dataProvider } from './providers/dataProvider.js';
import { i18nProvider } from './providers/i18nProvider.js';
import { resources } from './providers/resources.js';
import { AppRoutes } from './routing/AppRoutes';
import { QueryTokenSignIn } from './routing/QueryTokenSignIn';
import { RouteEffects } from './routing/RouteEffects';
import { SessionExpiryListener } from './components/SessionExpiryListener';
import { PageErrorBoundary } from './screens/common/PageErrorBoundary';
import { PageLoading } from './screens/common/PageLoading';

/** Retry a failed read once, and only when the server or the network failed (not 4xx answers). */
function shouldRetry(failureCount: number, error: unknown): boolean {
  const status = typeof error === 'object' && error !== null ? (error as { statusCode?: unknown }).statusCode : undefined;
  return failureCount < 1 && (typeof status !== 'number' || status === 0 || status >= 500);
}

/** The portal: router under /communication, antd in Japanese, Refine with the model-driven providers. */
export function App() {
  return (
    <BrowserRouter basename={constants.basePath}>
      <AppConfigProvider>
        <Refine
          routerProvider={routerProvider}
          dataProvider={dataProvider}
          authProvider={authProvider}
          accessControlProvider={accessControlProvider}
          i18nProvider={i18nProvider}
          resources={resources}
          options={{
            disableTelemetry: true,
            mutationMode: 'pessimistic',
            syncWithLocation: false,
            title: { text: constants.productTitle },
            reactQuery: { clientConfig: { defaultOptions: { queries: { retry: shouldRetry, refetchOnWindowFocus: false } } } },
          }}
        >
          <RouteEffects />
          <SessionExpiryListener />
          <PageErrorBoundary>
            <Suspense fallback={<PageLoading />}>
              <QueryTokenSignIn>
                <AppRoutes />
              </QueryTokenSignIn>
            </Suspense>
          </PageErrorBoundary>
        </Refine>
      </AppConfigProvider>
    </BrowserRouter>
  );
}
