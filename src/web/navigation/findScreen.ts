import { matchRoutes } from 'react-router';
import { screens, type ScreenRoute } from '../../generated/routes.js';
import { screensById } from './screenIndex.js';

const routeTable = screens.map((s) => ({ id: s.id, path: s.path }));

/** The screen a path shows (ranked as the router ranks routes) and its params. */
export function findScreen(pathname: string): { screen: ScreenRoute; params: Readonly<Record<string, string | undefined>> } | undefined {
  const match = matchRoutes(routeTable, pathname)?.[0];
  const screen = match ? screensById.get(match.route.id) : undefined;
  return screen && match ? { screen, params: match.params } : undefined;
}
