import type { ReactNode } from 'react';
import type { ScreenRoute } from '../../generated/routes.js';
import { useAppAbility } from '../hooks/useAppAbility.js';
import { ForbiddenPage } from './smallPages.js';
import { canAccessScreen } from '../navigation/screenAccess.js';

/** Renders the screen only when the CASL screen rules let the user open it; else the 403 page. */
export function AccessGuard(props: { screen: ScreenRoute; children: ReactNode }) {
  const ability = useAppAbility();
  return canAccessScreen(ability, props.screen) ? props.children : <ForbiddenPage />;
}
