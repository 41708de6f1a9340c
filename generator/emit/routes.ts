import type { Model } from '../model/types.js';
import { TS_BANNER, literal, type OutputFile } from './util.js';

/**
 * src/generated/routes.ts: every screen of the portal (path, title, entity and views, menu place, breadcrumb
 * parent, visibility) and the side-bar menu groups; the web shell builds its router and menu from it.
 */
export function emitRoutes(model: Model): OutputFile[] {
  const screens = model.screens.map((s) => Object.fromEntries(Object.entries({
    id: s.id, path: s.path, title: s.title, entity: s.entity, views: s.views.length ? s.views : undefined,
    component: s.component, redirect: s.redirect, legacy: s.legacy, menu: s.menu, parent: s.parent, otherParents: s.otherParents,
    isHidden: s.hidden, isPublic: s.public,
  }).filter(([, v]) => v !== undefined)));
  const menus = [...model.menus].sort((a, b) => a.order - b.order).map((g) => ({
    name: g.name, label: g.label, order: g.order, icon: g.icon,
    sections: [...g.sections].sort((a, b) => a.order - b.order),
  }));
  const content = `${TS_BANNER}
/** One route of the portal (model/screens). */
export interface ScreenRoute {
  readonly id: string;
  readonly path: string;
  /** Message key of the page title. */
  readonly title: string;
  readonly entity?: string;
  readonly views?: readonly ('list' | 'create' | 'edit' | 'detail')[];
  readonly component?: string;
  readonly redirect?: string;
  readonly legacy?: string;
  readonly menu?: { readonly group: string; readonly section?: string; readonly order: number };
  readonly parent?: string;
  /** Breadcrumb parents tried in turn when the user may not open \`parent\`. */
  readonly otherParents?: readonly string[];
  readonly isHidden: boolean;
  readonly isPublic: boolean;
}

export interface MenuGroup {
  readonly name: string;
  readonly label: string;
  readonly order: number;
  readonly icon: string;
  readonly sections: readonly { readonly name: string; readonly label: string; readonly order: number }[];
}

/** Every screen, sorted by id. */
export const screens: readonly ScreenRoute[] = ${literal(screens)};

/** Side-bar menu groups in display order. */
export const menuGroups: readonly MenuGroup[] = ${literal(menus)};
`;
  return [{ path: 'src/generated/routes.ts', content }];
}
