import { Tag } from 'antd';
import { MessageStatus } from '../../../../generated/enums.js';
import { ManageDateTime } from './ManageDateTime';
import { manageStatusLabel } from './manageStatusLabel.js';

const colors: Readonly<Record<string, string>> = { [MessageStatus.sent]: 'green', [MessageStatus.unsent]: 'blue' };

/** The state of a notice as a tag; a scheduled one shows its send time under the tag. */
export function ManageStatusTag(props: { status: string; sendAt: string | null }) {
  const isScheduled = props.status === MessageStatus.unsent && props.sendAt !== null;
  return (
    <span style={{ display: 'inline-flex', flexDirection: 'column', alignItems: 'flex-start', gap: 2 }}>
      <Tag color={colors[props.status]} style={{ marginInlineEnd: 0 }}>{manageStatusLabel(props.status)}</Tag>
      {isScheduled && props.sendAt && (
        <span style={{ fontSize: 12, color: '#0958d9', lineHeight: 1.4 }}><ManageDateTime at={props.sendAt} /></span>
      )}
    </span>
  );
}
