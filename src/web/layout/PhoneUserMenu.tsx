import { useEffect, useRef, useState } from 'react';
import { Dropdown, type MenuProps } from 'antd';
import { CustomerServiceOutlined, KeyOutlined, LogoutOutlined, ReadOutlined, UserOutlined } from '@ant-design/icons';
import { useNavigate } from 'react-router';
import { useLegacyHref } from '../hooks/useSystemInfo.js';
import { t } from '../i18n/i18n.js';
import { screenTitle } from '../i18n/screenTitle.js';
import { screenById } from '../navigation/screenIndex.js';
import { PhoneUserMenuAvatar, type PhoneUserMenuProps } from './PhoneUserMenuAvatar';
import { useManualOpener } from './StaffHeaderLinks';

/**
 * On a phone the account actions share one menu under the user's avatar: password change, the staff manual and
 * support, log-out. The name heads the menu. Loaded by the first tap on the avatar (AppHeader), so it opens at once
 * and keeps the focus on the avatar button it replaces.
 */
export function PhoneUserMenu(props: PhoneUserMenuProps) {
  const navigate = useNavigate();
  const openManual = useManualOpener(props.isStaff);
  const legacyHref = useLegacyHref(props.isStaff);
  const changePassword = screenById('home.change-password');
  const [isOpen, setOpen] = useState(true);
  const button = useRef<HTMLButtonElement>(null);
  useEffect(() => { button.current?.focus(); }, []);
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
    <Dropdown menu={{ items }} trigger={['click']} placement="bottomRight" open={isOpen} onOpenChange={setOpen}>
      <PhoneUserMenuAvatar avatar={props.avatar} ref={button} />
    </Dropdown>
  );
}
