import { useFeedback } from '../feedback/feedback.js';
import { notificationOpening, type NotificationOpening, type NotificationRow } from '../navigation/notificationTarget.js';
import { useAppAbility } from './useAppAbility.js';
import { useCurrentUser } from './useCurrentUser.js';
import { useMarkNotificationsRead } from './useNotifications.js';

/** A notification as a click needs it: its kind and target, and its id and read state. */
export type ClickedNotification = NotificationRow & { readonly id: number; readonly is_read: boolean };

/**
 * What a click on a notification does (the bell's list, /notification): `openingOf` says where the row leads for the
 * reader's role (model/notifications.yaml) or why it cannot; `onOpen` marks it read (a link then navigates by
 * itself); `onBlocked` marks it read and says why in a message (準備中, a schoolhouse setting, no right, deleted).
 */
export function useOpenNotification() {
  const { message } = useFeedback();
  const ability = useAppAbility();
  const user = useCurrentUser();
  const markRead = useMarkNotificationsRead();
  const markOnce = (row: ClickedNotification) => {
    if (!row.is_read) markRead.mutate([row.id]);
  };
  return {
    openingOf: (row: ClickedNotification): NotificationOpening => notificationOpening(row, { role: user.role, ability }),
    onOpen: markOnce,
    onBlocked: (row: ClickedNotification, reason: string) => {
      markOnce(row);
      void message.warning(reason);
    },
  };
}
