import type { ScreenRoute } from '../../generated/routes.js';

/** What every screen component receives: its screen of the model (title, entity, views...). */
export interface ScreenProps {
  screen: ScreenRoute;
}
