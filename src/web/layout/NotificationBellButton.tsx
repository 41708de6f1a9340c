import { BellOutlined } from '@ant-design/icons';
import { Badge, Button } from 'antd';
import { t } from '../i18n/i18n.js';

const iconStyle = { fontSize: 18, color: 'rgba(0, 0, 0, 0.65)' } as const;

/** The bell of the header: a button with a dot while something is unread (the dot follows the 30-second poll). */
export function NotificationBellButton(props: { hasUnread: boolean; isOpen?: boolean; onClick?: () => void }) {
  return (
    <Button type="text" aria-label={t('header.notifications')} aria-haspopup="dialog" aria-expanded={props.isOpen ?? false}
      className="header-icon-target" onClick={props.onClick}
      icon={<Badge dot={props.hasUnread} title={props.hasUnread ? t('headerStatus.unread') : undefined}><BellOutlined style={iconStyle} /></Badge>} />
  );
}
