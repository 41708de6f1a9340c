import type { AppAbility } from '../../generated/abilities.js';
import { menuGroups, screens, type ScreenRoute } from '../../generated/routes.js';
import { modelText, screenTitle } from '../i18n/screenTitle.js';
import { canAccessScreen } from '../navigation/screenAccess.js';

/** A link of the side bar: one screen. */
export interface MenuLink {
  kind: 'link';
  key: string;
  label: string;
  path: string;
}

/** A titled block of links inside a group (the model's menu sections). */
export interface MenuSection {
  kind: 'section';
  key: string;
  label: string;
  links: MenuLink[];
}

/** A top-level entry of the side bar: a group of links and sections, with its icon name. */
export interface MenuGroupEntry {
  kind: 'group';
  key: string;
  label: string;
  icon: string;
  children: (MenuLink | MenuSection)[];
}

const byOrder = (a: ScreenRoute, b: ScreenRoute) => (a.menu?.order ?? 0) - (b.menu?.order ?? 0) || a.id.localeCompare(b.id);

function link(screen: ScreenRoute): MenuLink {
  return { kind: 'link', key: screen.id, label: screenTitle(screen), path: screen.path };
}

/**
 * The side bar of a user, from menuGroups and the screens with `menu` in routes.ts: only screens the
 * user may open, in model order; groups and sections left empty by the rules disappear. Screens of the host's legacy
 * system are left out when there is no legacy host (`hasLegacyHost: false`; the model's menu, by default, has them).
 */
export function buildMenu(ability: AppAbility, options: { hasLegacyHost?: boolean } = {}): MenuGroupEntry[] {
  const hasLegacyHost = options.hasLegacyHost ?? true;
  const visible = screens.filter((s) => s.menu && !s.isHidden && (hasLegacyHost || !s.legacy) && canAccessScreen(ability, s));
  return [...menuGroups]
    .sort((a, b) => a.order - b.order)
    .map((group): MenuGroupEntry => {
      const inGroup = visible.filter((s) => s.menu?.group === group.name).sort(byOrder);
      const sections = [...group.sections]
        .sort((a, b) => a.order - b.order)
        .map((section): MenuSection => ({
          kind: 'section',
          key: `${group.name}/${section.name}`,
          label: modelText(section.label),
          links: inGroup.filter((s) => s.menu?.section === section.name).map(link),
        }))
        .filter((section) => section.links.length > 0);
      const loose = inGroup.filter((s) => !s.menu?.section).map(link);
      return { kind: 'group', key: group.name, label: modelText(group.label), icon: group.icon, children: [...loose, ...sections] };
    })
    .filter((group) => group.children.length > 0);
}

/** Every link of a menu, flattened (tests, search). */
export function menuLinks(menu: readonly MenuGroupEntry[]): MenuLink[] {
  return menu.flatMap((g) => g.children.flatMap((c) => (c.kind === 'link' ? [c] : c.links)));
}
