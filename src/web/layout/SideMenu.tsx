import { useMemo, useState, type KeyboardEvent } from 'react';
import { Menu, type MenuProps } from 'antd';
import { Link, useLocation } from 'react-router';
import { t } from '../i18n/i18n.js';
import { useAppAbility } from '../hooks/useAppAbility.js';
import { canAccessScreen } from '../navigation/screenAccess.js';
import { activeMenuScreen } from './activeScreen.js';
import { buildMenu, type MenuGroupEntry, type MenuLink } from './buildMenu.js';
import { menuIcon } from './menuIcons';

type Item = Required<MenuProps>['items'][number];

function linkItem(link: MenuLink, icon?: ReturnType<typeof menuIcon>): Item {
  return { key: link.key, icon, label: <Link to={link.path}>{link.label}</Link> };
}

function toggleOnSpace(event: KeyboardEvent<HTMLSpanElement>) {
  if (event.key !== ' ') return;
  event.preventDefault();
  event.currentTarget.click();
}

// A group holding a single link is shown as that link with the group's icon (ホーム, 請求書...).
function groupItem(group: MenuGroupEntry): Item {
  const [only] = group.children;
  if (group.children.length === 1 && only.kind === 'link') return linkItem(only, menuIcon(group.icon));
  return {
    key: group.key,
    icon: menuIcon(group.icon),
    // rc-menu leaves a submenu title out of the Tab order (tabindex -1) while the links of open groups are in it, so
    // Tab skipped every closed group: the label takes the Tab stop, and its focus makes the title the menu's active
    // item, which Enter opens and closes; Space clicks the title as a button would.
    label: <span tabIndex={0} className="menu-group-toggle" onKeyDown={toggleOnSpace}>{group.label}</span>,
    children: group.children.map((child): Item => (child.kind === 'link'
      ? linkItem(child)
      : { type: 'group', key: child.key, label: child.label, children: child.links.map((l) => linkItem(l)) })),
  };
}

function groupOf(menu: readonly MenuGroupEntry[], screenId: string | undefined): string | undefined {
  if (!screenId) return undefined;
  return menu.find((g) => g.children.some((c) => (c.kind === 'link' ? c.key === screenId : c.links.some((l) => l.key === screenId))))?.key;
}

/** The side-bar menu: the model's menu groups filtered by the user's CASL access; legacy entries only with a legacy host. */
export function SideMenu(props: { hasLegacyHost?: boolean }) {
  const { hasLegacyHost } = props;
  const ability = useAppAbility();
  const { pathname } = useLocation();
  const menu = useMemo(() => buildMenu(ability, { hasLegacyHost }), [ability, hasLegacyHost]);
  const items = useMemo(() => menu.map(groupItem), [menu]);
  const selectedKey = activeMenuScreen(pathname, (screen) => canAccessScreen(ability, screen))?.id;
  const activeGroup = groupOf(menu, selectedKey);
  const [openKeys, setOpenKeys] = useState<string[]>(activeGroup ? [activeGroup] : []);
  const [openedFor, setOpenedFor] = useState(activeGroup);
  // Opening the group of a page reached by link or URL; groups the user opened stay open.
  if (activeGroup !== openedFor) {
    setOpenedFor(activeGroup);
    if (activeGroup && !openKeys.includes(activeGroup)) setOpenKeys([...openKeys, activeGroup]);
  }
  return (
    <Menu
      mode="inline"
      items={items}
      selectedKeys={selectedKey ? [selectedKey] : []}
      openKeys={openKeys}
      onOpenChange={setOpenKeys}
      inlineIndent={16}
      aria-label={t('web.mainMenu')}
      style={{ borderInlineEnd: 'none', paddingBlock: 8 }}
    />
  );
}
