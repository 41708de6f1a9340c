import { Tag } from 'antd';
import { notificationKindLabel } from '../navigation/notificationTarget.js';

/** The small tag that says what a notification is about (its kind's label, model/notifications.yaml). */
export function NotificationKindTag(props: { kind: string }) {
  return <Tag color="blue" style={{ marginInlineEnd: 0 }}>{notificationKindLabel(props.kind)}</Tag>;
}
