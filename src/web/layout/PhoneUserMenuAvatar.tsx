import type { Ref } from 'react';
import { Avatar, Button, type ButtonProps } from 'antd';
import { UserOutlined } from '@ant-design/icons';
import { t } from '../i18n/i18n.js';

/** What the phone header's account menu shows and does. */
export interface PhoneUserMenuProps { name: string; avatar?: string; isStaff: boolean; onSignOut: () => void }

/**
 * The avatar button that opens the phone header's account menu, before and after the menu's code has loaded. The
 * Dropdown around it hands it its event handlers and ref, which go on to the button.
 */
export function PhoneUserMenuAvatar({ avatar, ref, ...button }: ButtonProps & { avatar?: string; ref?: Ref<HTMLButtonElement> }) {
  return (
    <Button {...button} ref={ref} type="text" shape="circle" aria-label={t('header.accountMenu')} style={{ padding: 0, width: 44, height: 44 }}>
      <Avatar size="small" src={avatar} icon={<UserOutlined />} />
    </Button>
  );
}
