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
      // Aligned to the bell's right edge, the list would start left of a phone's screen (the bell is not the last
      // button of the header): shifted back inside it instead.
      align={{ overflow: { adjustY: true, shiftX: true } }}
      content={isOpen ? <NotificationBellList onClose={() => setOpen(false)} /> : null}
    >
      <NotificationBellButton hasUnread={props.hasUnread} isOpen={isOpen} />
    </Popover>
  );
}
