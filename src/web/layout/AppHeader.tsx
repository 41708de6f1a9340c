import { Avatar, Badge, Button, Dropdown, Flex, Layout, Tooltip, Typography, type MenuProps } from 'antd';
import { BellOutlined, CustomerServiceOutlined, KeyOutlined, LogoutOutlined, MenuOutlined, ReadOutlined, UserOutlined } from '@ant-design/icons';
import { useLogout } from '@refinedev/core';
import { useQueryClient } from '@tanstack/react-query';
import { Link, useNavigate } from 'react-router';
import { constants } from '../../generated/constants.js';
import { useCurrentUser } from '../hooks/useCurrentUser.js';
import { t } from '../i18n/i18n.js';
import { screenById } from '../navigation/screenIndex.js';
import { screenTitle } from '../i18n/screenTitle.js';
import { headerName } from './headerName.js';
import { ProductLogo } from '../components/ProductLogo';
import { StaffHeaderStatus } from './StaffHeaderStatus';
import { StaffHeaderLinks, useManualOpener } from './StaffHeaderLinks';
import { useHasStaffHeader, useLegacyHref } from '../hooks/useSystemInfo.js';
import { HeaderAccountSwitch } from './HeaderAccountSwitch';
import { useNotificationDot } from '../hooks/useHeaderStatus.js';
import { useHeaderIconsOnly } from '../hooks/useIsMobile.js';

const iconStyle = { fontSize: 18, color: 'rgba(0, 0, 0, 0.65)' } as const;

/**
 * On a phone the account actions share one menu under the user's avatar: password change, the staff manual and
 * support, log-out. The name heads the menu.
 */
function PhoneUserMenu(props: { name: string; avatar?: string; isStaff: boolean; onSignOut: () => void }) {
  const navigate = useNavigate();
  const openManual = useManualOpener(props.isStaff);
  const legacyHref = useLegacyHref(props.isStaff);
  const changePassword = screenById('home.change-password');
  const items: MenuProps['items'] = [
    { key: 'name', label: props.name, disabled: true, icon: <UserOutlined /> },
    { type: 'divider' },
    { key: 'password', label: screenTitle(changePassword), icon: <KeyOutlined />, onClick: () => void navigate(changePassword.path) },
    ...(props.isStaff && openManual ? [{ key: 'manual', label: t('header.manual'), icon: <ReadOutlined />, onClick: openManual }] : []),
    ...(props.isStaff && legacyHref ? [{
      key: 'support', icon: <CustomerServiceOutlined />,
      label: <a href={legacyHref(screenById('legacy.support').legacy!)} target="_blank" rel="noopener">{t('header.support')}</a>,
    }] : []),
    { type: 'divider' },
    { key: 'logout', label: t('login.logout'), icon: <LogoutOutlined />, onClick: props.onSignOut },
  ];
  return (
    <Dropdown menu={{ items }} trigger={['click']} placement="bottomRight">
      <Button type="text" shape="circle" aria-label={t('header.accountMenu')} style={{ padding: 0, width: 44, height: 44 }}>
        <Avatar size="small" src={props.avatar} icon={<UserOutlined />} />
      </Button>
    </Dropdown>
  );
}

/** The top bar: product, notifications, the user's name and sign-out (plus the menu button on mobile). */
export function AppHeader(props: { isMobile: boolean; onMenuClick?: () => void }) {
  const user = useCurrentUser();
  const queryClient = useQueryClient();
  const { mutate: logout, isPending } = useLogout();
  const hasUnread = useNotificationDot();
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
        {isStaff && <StaffHeaderStatus isMobile={props.isMobile} iconsOnly={iconsOnly} />}
        {isStaff && !props.isMobile && <StaffHeaderLinks iconsOnly={iconsOnly} />}
        {!isStaff && <HeaderAccountSwitch isMobile={props.isMobile} />}
        <Tooltip title={t('header.notifications')}>
          <Link to={screenById('home.notification').path} aria-label={t('header.notifications')} className="header-icon-target">
            <Badge dot={hasUnread} title={hasUnread ? t('headerStatus.unread') : undefined}><BellOutlined style={iconStyle} /></Badge>
          </Link>
        </Tooltip>
        {props.isMobile ? (
          <PhoneUserMenu name={name} avatar={user.user.avatar ?? undefined} isStaff={isStaff} onSignOut={signOut} />
        ) : (
          <>
            <Flex align="center" gap={8}>
              <Avatar size="small" src={user.user.avatar ?? undefined} icon={<UserOutlined />} />
              <Typography.Text style={{ whiteSpace: 'nowrap' }}>{name}</Typography.Text>
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
