import { menuGroups } from '../../generated/routes.js';
import { modelText, screenTitle } from '../i18n/screenTitle.js';
import { findScreen } from '../navigation/findScreen.js';
import { fillPath } from '../navigation/screenIndex.js';
import { screenChain, type MayOpen } from './activeScreen.js';

/** One crumb: its text and, except for the current page, where it leads. */
export interface Crumb {
  key: string;
  title: string;
  path?: string;
}

/**
 * The breadcrumbs of a path: the menu group, then the `parent` chain (a list page is the parent of its
 * detail and edit pages; `otherParents` when the user may not open the parent), then the page. Parent paths take their :params from the current path.
 */
export function breadcrumbItems(pathname: string, mayOpen?: MayOpen): Crumb[] {
  const found = findScreen(pathname);
  if (!found) return [];
  const chain = screenChain(found.screen, mayOpen).reverse();
  const group = menuGroups.find((g) => g.name === chain[0].menu?.group);
  const crumbs: Crumb[] = chain.map((screen, index) => ({
    key: screen.id,
    title: screenTitle(screen),
    path: index < chain.length - 1 ? fillPath(screen.path, found.params) : undefined,
  }));
  const groupLabel = group ? modelText(group.label) : undefined;
  return groupLabel && groupLabel !== crumbs[0]?.title ? [{ key: `group:${group?.name}`, title: groupLabel }, ...crumbs] : crumbs;
}
