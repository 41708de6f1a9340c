import { Suspense, useState } from 'react';
import { Avatar, Button, Flex, Layout, Tooltip } from 'antd';
import { KeyOutlined, LogoutOutlined, MenuOutlined, UserOutlined } from '@ant-design/icons';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { Link } from 'react-router';
import { constants } from '../../generated/constants.js';
import { useCurrentUser } from '../hooks/useCurrentUser.js';
import { authProvider } from '../providers/authProvider.js';
import { t } from '../i18n/i18n.js';
import { screenById } from '../navigation/screenIndex.js';
import { screenTitle } from '../i18n/screenTitle.js';
import { headerName } from './headerName.js';
import { ProductLogo } from '../components/ProductLogo';
import { useHasStaffHeader } from '../hooks/useSystemInfo.js';
import { HeaderAccountSwitch } from './HeaderAccountSwitch';
import { useNotificationDot } from '../hooks/useHeaderStatus.js';
import { useHeaderIconsOnly } from '../hooks/useIsMobile.js';
import { lazyNamed } from '../components/lazyNamed.js';
import { PhoneUserMenuAvatar, type PhoneUserMenuProps } from './PhoneUserMenuAvatar';
import { NotificationBellButton } from './NotificationBellButton';

const iconStyle = { fontSize: 18, color: 'rgba(0, 0, 0, 0.65)' } as const;

const PhoneUserMenu = lazyNamed(() => import('./PhoneUserMenu'), 'PhoneUserMenu');
// The bell's list (antd Popover and List, the notification kinds and their pages) loads on the first click.
const NotificationBellPopover = lazyNamed<{ hasUnread: boolean }, 'NotificationBellPopover'>(() => import('./NotificationBellPopover'), 'NotificationBellPopover');
// Staff only (the term, the print queue, the manual and support): guardians' and teachers' pages load none of it.
const StaffHeaderStatus = lazyNamed(() => import('./StaffHeaderStatus'), 'StaffHeaderStatus');
const StaffHeaderLinks = lazyNamed<{ iconsOnly: boolean }, 'StaffHeaderLinks'>(() => import('./StaffHeaderLinks'), 'StaffHeaderLinks');

/**
 * The avatar button of the phone header. Its menu (antd Dropdown and Menu: 18 KB brotli) loads on the first tap, not
 * with every page a phone opens (issue 9); the same button shows while it loads, and the menu then opens.
 */
function PhoneUserMenuButton(props: PhoneUserMenuProps) {
  const [isWanted, setWanted] = useState(false);
  const button = <PhoneUserMenuAvatar avatar={props.avatar} onClick={() => setWanted(true)} />;
  if (!isWanted) return button;
  return <Suspense fallback={button}><PhoneUserMenu {...props} /></Suspense>;
}

/** The bell: its button until the first click, then the button with its list of the newest notifications. */
function NotificationBell() {
  const hasUnread = useNotificationDot();
  const [isWanted, setWanted] = useState(false);
  const button = <NotificationBellButton hasUnread={hasUnread} onClick={() => setWanted(true)} />;
  if (!isWanted) return <Tooltip title={t('header.notifications')}>{button}</Tooltip>;
  return <Suspense fallback={button}><NotificationBellPopover hasUnread={hasUnread} /></Suspense>;
}

/** The top bar: product, notifications, the user's name and sign-out (plus the menu button on mobile). */
export function AppHeader(props: { isMobile: boolean; onMenuClick?: () => void }) {
  const user = useCurrentUser();
  const queryClient = useQueryClient();
  // authProvider.logout forgets the session and leaves for the role's after-log-out page (a full load).
  const { mutate: logout, isPending } = useMutation({ mutationFn: () => authProvider.logout({}) });
  const isStaff = useHasStaffHeader();
  const name = headerName({ name: user.display_name || user.staff_name || user.user.username, role: user.role });
  // Another person may sign in next on this browser: drop every cached answer of this user.
  const signOut = () => logout(undefined, { onSuccess: () => queryClient.clear() });
  const changePassword = screenById('home.change-password');
  const iconsOnly = useHeaderIconsOnly();
  return (
    <Layout.Header
      style={{
        position: 'sticky', top: 0, zIndex: 20, display: 'flex', alignItems: 'center', gap: props.isMobile ? 8 : 12,
        borderTop: `3px solid ${constants.primaryColor}`, boxShadow: '0 1px 4px rgba(0, 21, 41, 0.08)',
      }}
    >
      {props.onMenuClick && (
        <Button type="text" icon={<MenuOutlined />} aria-label={t('web.openMenu')} onClick={props.onMenuClick} className="header-icon-target" />
      )}
      <Link to="/" aria-label={constants.productTitle} className="header-logo-link" style={{ color: 'rgba(0, 0, 0, 0.88)', minWidth: 44 }}>
        <ProductLogo isCompact={props.isMobile} />
      </Link>
      <Flex align="center" gap={props.isMobile ? 12 : 16} style={{ marginInlineStart: 'auto' }}>
        {isStaff && (
          <Suspense fallback={null}>
            <StaffHeaderStatus isMobile={props.isMobile} iconsOnly={iconsOnly} />
            {!props.isMobile && <StaffHeaderLinks iconsOnly={iconsOnly} />}
          </Suspense>
        )}
        {!isStaff && <HeaderAccountSwitch isMobile={props.isMobile} />}
        <NotificationBell />
        {props.isMobile ? (
          <PhoneUserMenuButton name={name} avatar={user.user.avatar ?? undefined} isStaff={isStaff} onSignOut={signOut} />
        ) : (
          <>
            <Flex align="center" gap={8}>
              <Avatar size="small" src={user.user.avatar ?? undefined} icon={<UserOutlined />} />
              <span style={{ whiteSpace: 'nowrap' }}>{name}</span>
            </Flex>
            <Tooltip title={screenTitle(changePassword)}>
              <Link to={changePassword.path} aria-label={screenTitle(changePassword)} className="header-icon-target">
                <KeyOutlined style={iconStyle} />
              </Link>
            </Tooltip>
            <Tooltip title={iconsOnly ? t('login.logout') : undefined}>
              <Button icon={<LogoutOutlined />} onClick={signOut} loading={isPending} aria-label={t('login.logout')}>
                {iconsOnly ? undefined : t('login.logout')}
              </Button>
            </Tooltip>
          </>
        )}
      </Flex>
    </Layout.Header>
  );
}
