import { Navigate } from 'react-router';
import type { ScreenRoute } from '../../generated/routes.js';
import { customScreens } from '../../generated/screenComponents.js';
import { AccessGuard } from './AccessGuard';
import { lazyNamed } from '../components/lazyNamed.js';
import { ComingSoonPage, LegacyPage } from './smallPages.js';

const GenericScreen = lazyNamed(() => import('../screens/generic/GenericScreen'), 'ScopedGenericScreen');

// Feature areas and the small pages (準備中, legacy link, 403) load on their own (lazyPages.ts).

/** What a screen of the model shows, decided from its data alone (no per-screen route code). */
function ScreenBody({ screen }: { screen: ScreenRoute }) {
  const Custom = screen.component ? customScreens[screen.component] : undefined;
  if (Custom) return <Custom screen={screen} />;
  if (screen.legacy) return <LegacyPage screen={screen} />;
  if (screen.entity && screen.views && screen.views.length > 0) return <GenericScreen screen={screen} />;
  return <ComingSoonPage screen={screen} />;
}

/** The element of a signed-in route: a redirect, or the screen behind the access guard. */
export function ScreenElement({ screen }: { screen: ScreenRoute }) {
  if (screen.redirect) return <Navigate to={screen.redirect} replace />;
  return (
    <AccessGuard screen={screen}>
      <ScreenBody screen={screen} />
    </AccessGuard>
  );
}
