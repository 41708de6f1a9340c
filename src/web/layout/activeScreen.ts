import type { ScreenRoute } from '../../generated/routes.js';
import { findScreen } from '../navigation/findScreen.js';
import { screensById } from '../navigation/screenIndex.js';

/** A screen and its `parent` chain, the screen first. */
export function screenChain(screen: ScreenRoute): ScreenRoute[] {
  const chain = [screen];
  for (let parent = screen.parent ? screensById.get(screen.parent) : undefined; parent && !chain.includes(parent); parent = parent.parent ? screensById.get(parent.parent) : undefined) {
    chain.push(parent);
  }
  return chain;
}

/** The menu screen to highlight for a path: the page itself, or its nearest parent in the menu. */
export function activeMenuScreen(pathname: string): ScreenRoute | undefined {
  const found = findScreen(pathname);
  return found ? screenChain(found.screen).find((s) => s.menu && !s.isHidden) : undefined;
}
