import { Popover } from 'antd';
import { useState } from 'react';
import { t } from '../i18n/i18n.js';
import { NotificationBellButton } from './NotificationBellButton';
import { NotificationBellList } from './NotificationBellList';

/** The bell with its list of the newest notifications, open from the click that loaded it. */
export function NotificationBellPopover(props: { hasUnread: boolean }) {
  const [isOpen, setOpen] = useState(true);
  return (
    <Popover
      open={isOpen} onOpenChange={setOpen} trigger="click" placement="bottomRight" title={t('notification.bell.title')}
      content={isOpen ? <NotificationBellList onClose={() => setOpen(false)} /> : null}
    >
      <NotificationBellButton hasUnread={props.hasUnread} isOpen={isOpen} />
    </Popover>
  );
}
