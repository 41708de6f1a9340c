import { Popover } from 'antd';
import { useEffect, useState } from 'react';
import { t } from '../i18n/i18n.js';
import { NotificationBellButton } from './NotificationBellButton';
import { NotificationBellList } from './NotificationBellList';

/** The bell with its list of the newest notifications, open from the click that loaded it; Escape closes it. */
export function NotificationBellPopover(props: { hasUnread: boolean }) {
  const [isOpen, setOpen] = useState(true);
  // antd's Popover closes on a click outside, not on Escape, which a keyboard user (and a phone's hardware keyboard)
  // expects of any popup (WAI-ARIA dialog pattern).
  useEffect(() => {
    if (!isOpen) return undefined;
    const onKeyDown = (event: KeyboardEvent) => { if (event.key === 'Escape') setOpen(false); };
    document.addEventListener('keydown', onKeyDown);
    return () => document.removeEventListener('keydown', onKeyDown);
  }, [isOpen]);
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
