import type { ScreenRoute } from '../../generated/routes.js';
import { findScreen } from '../navigation/findScreen.js';
import { screensById } from '../navigation/screenIndex.js';

/** Whether the user may open a screen (the breadcrumb's parent is the first of `parent`, `otherParents` they may). */
export type MayOpen = (screen: ScreenRoute) => boolean;

/** A screen's breadcrumb parent: its `parent`, or the first of its `otherParents` the user may open when not that. */
function parentOf(screen: ScreenRoute, mayOpen: MayOpen): ScreenRoute | undefined {
  const candidates = [screen.parent, ...(screen.otherParents ?? [])].flatMap((id) => (id ? [screensById.get(id)].filter((s) => s !== undefined) : []));
  return candidates.find(mayOpen) ?? candidates[0];
}

/** A screen and its `parent` chain, the screen first. */
export function screenChain(screen: ScreenRoute, mayOpen: MayOpen = () => true): ScreenRoute[] {
  const chain = [screen];
  for (let parent = parentOf(screen, mayOpen); parent && !chain.includes(parent); parent = parentOf(parent, mayOpen)) chain.push(parent);
  return chain;
}

/** The menu screen to highlight for a path: the page itself, or its nearest parent in the menu. */
export function activeMenuScreen(pathname: string, mayOpen?: MayOpen): ScreenRoute | undefined {
  const found = findScreen(pathname);
  return found ? screenChain(found.screen, mayOpen).find((s) => s.menu && !s.isHidden) : undefined;
}
