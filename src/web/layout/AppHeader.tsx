import { Avatar, Badge, Button, Flex, Layout, Tooltip, Typography } from 'antd';
import { BellOutlined, KeyOutlined, LogoutOutlined, MenuOutlined, UserOutlined } from '@ant-design/icons';
import { useLogout } from '@refinedev/core';
import { useQueryClient } from '@tanstack/react-query';
import { Link } from 'react-router';
import { constants } from '../../generated/constants.js';
import { useCurrentUser } from '../hooks/useCurrentUser.js';
import { t } from '../i18n/i18n.js';
import { screenById } from '../routing/screenIndex.js';
import { screenTitle } from '../i18n/screenTitle.js';
import { headerName } from './headerName.js';
import { ProductLogo } from './ProductLogo';
import { StaffHeaderStatus } from './StaffHeaderStatus';
import { useNotificationDot } from '../hooks/useHeaderStatus.js';
import { roleAuthority } from '../../generated/abilities.js';

/** The top bar: product, notifications, the user's name and sign-out (plus the menu button on mobile). */
export function AppHeader(props: { isMobile: boolean; onMenuClick?: () => void }) {
  const user = useCurrentUser();
  const queryClient = useQueryClient();
  const { mutate: logout, isPending } = useLogout();
  const hasUnread = useNotificationDot();
  const isStaff = roleAuthority[user.role] === 'AUTH_STAFF_GENERAL';
  const name = headerName({ name: user.display_name || user.staff_name || user.user.username, role: user.role });
  // Another person may sign in next on this browser: drop every cached answer of this user.
  const signOut = () => logout(undefined, { onSuccess: () => queryClient.clear() });
  return (
    <Layout.Header
      style={{
        position: 'sticky', top: 0, zIndex: 20, display: 'flex', alignItems: 'center', gap: 12,
        borderTop: `3px solid ${constants.primaryColor}`, boxShadow: '0 1px 4px rgba(0, 21, 41, 0.08)',
      }}
    >
      {props.onMenuClick && (
        <Button type="text" icon={<MenuOutlined />} aria-label={t('web.openMenu')} onClick={props.onMenuClick} />
      )}
      <Link to="/" style={{ color: 'rgba(0, 0, 0, 0.88)', minWidth: 0 }}>
        <ProductLogo isCompact={props.isMobile} />
      </Link>
      <Flex align="center" gap={16} style={{ marginInlineStart: 'auto' }}>
        {isStaff && <StaffHeaderStatus isMobile={props.isMobile} />}
        <Tooltip title={t('header.notifications')}>
          <Link to={screenById('home.notification').path} aria-label={t('header.notifications')}>
            <Badge dot={hasUnread} title={hasUnread ? t('headerStatus.unread') : undefined}><BellOutlined style={{ fontSize: 18, color: 'rgba(0, 0, 0, 0.65)' }} /></Badge>
          </Link>
        </Tooltip>
        <Flex align="center" gap={8}>
          <Avatar size="small" src={user.user.avatar ?? undefined} icon={<UserOutlined />} />
          <Typography.Text style={{ whiteSpace: 'nowrap' }}>{name}</Typography.Text>
        </Flex>
        <Tooltip title={screenTitle(screenById('home.change-password'))}>
          <Link to={screenById('home.change-password').path} aria-label={screenTitle(screenById('home.change-password'))}>
            <KeyOutlined style={{ fontSize: 18, color: 'rgba(0, 0, 0, 0.65)' }} />
          </Link>
        </Tooltip>
        <Button icon={<LogoutOutlined />} onClick={signOut} loading={isPending}>
          {props.isMobile ? undefined : t('login.logout')}
        </Button>
      </Flex>
    </Layout.Header>
  );
}
