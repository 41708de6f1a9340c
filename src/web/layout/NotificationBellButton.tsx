import { BellOutlined } from '@ant-design/icons';
import { Badge, Button, type ButtonProps } from 'antd';
import type { Ref } from 'react';
import { t } from '../i18n/i18n.js';

const iconStyle = { fontSize: 18, color: 'rgba(0, 0, 0, 0.65)' } as const;

/**
 * The bell of the header: a button with a dot while something is unread (the dot follows the 30-second poll). The
 * popover or tooltip around it hands it a ref and its event handlers, passed on to the button.
 */
export function NotificationBellButton({ hasUnread, isOpen, ...rest }: ButtonProps & { hasUnread: boolean; isOpen?: boolean; ref?: Ref<HTMLButtonElement> }) {
  return (
    <Button {...rest} type="text" aria-label={t('header.notifications')} aria-haspopup="dialog" aria-expanded={isOpen ?? false}
      className="header-icon-target"
      icon={<Badge dot={hasUnread} title={hasUnread ? t('headerStatus.unread') : undefined}><BellOutlined style={iconStyle} /></Badge>} />
  );
}
