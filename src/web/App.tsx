// Must come first: lets antd 5 render under React 19 (the app is the first to load antd; the public shell has none).
import '@ant-design/v5-patch-for-react-19';
import { Suspense } from 'react';
import { BrowserRouter, Route, Routes } from 'react-router';
import { constants } from '../generated/constants.js';
import { screens } from '../generated/routes.js';
import { AppConfigProvider } from './AppConfigProvider';
import { lazyNamed } from './components/lazyNamed.js';
import { PublicScreenElement } from './routing/PublicScreenElement';
import { QueryTokenSignIn } from './routing/QueryTokenSignIn';
import { RouteEffects } from './routing/RouteEffects';
import { PageErrorBoundary } from './screens/common/PageErrorBoundary';
import { PageLoading } from './screens/common/PageLoading';

// Refine, TanStack Query and the signed-in routes: loaded by the first signed-in page, never by the log-in page.
const SignedInApp = lazyNamed(() => import('./SignedInApp'), 'SignedInApp');

const publicScreens = screens.filter((s) => s.isPublic);

/**
 * The portal: router under /communication, antd in Japanese; the public screens (log-in…) as they are, every other
 * path in the signed-in app (SignedInApp: Refine with the model-driven providers, the auth guard, the layout).
 */
export function App() {
  return (
    <BrowserRouter basename={constants.basePath}>
      <AppConfigProvider>
        <RouteEffects />
        <PageErrorBoundary>
          <Suspense fallback={<PageLoading />}>
            <QueryTokenSignIn>
              <Routes>
                {publicScreens.map((s) => (
                  <Route key={s.id} path={s.path} element={<PublicScreenElement key={s.id} screen={s} />} />
                ))}
                <Route path="*" element={<SignedInApp />} />
              </Routes>
            </QueryTokenSignIn>
          </Suspense>
        </PageErrorBoundary>
      </AppConfigProvider>
    </BrowserRouter>
  );
}
