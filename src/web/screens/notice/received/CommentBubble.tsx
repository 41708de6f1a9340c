import { DeleteOutlined, EditOutlined } from '@ant-design/icons';
import { Button, Flex, Input, Popconfirm, Space } from 'antd';
import dayjs from 'dayjs';
import { useState } from 'react';
import { entities } from '../../../../generated/entities.js';
import { t } from '../../../i18n/i18n.js';
import { shownName } from './shownName.js';
import type { ThreadComment } from './useNoticeComments.js';
import { parenthesized } from '../../../format/japaneseText.js';
import { ChatBubble } from '../../messaging/thread/ChatBubble';

const maxLength = entities.notice_comment.fields.content.maxLength;

/**
 * One comment of the family's thread as a speech bubble: the family's own on the right (editable in place and
 * deletable after confirmation while comments are open), the school's on the left.
 */
export function CommentBubble(props: {
  comment: ThreadComment;
  canChange: boolean;
  isSaving: boolean;
  onSave: (content: string) => Promise<unknown>;
  onDelete: () => void;
}) {
  const { comment } = props;
  const [draft, setDraft] = useState<string>();
  const isOwn = comment.is_own;
  const wasEdited = dayjs(comment.updated_at).isAfter(dayjs(comment.created_at));
  const save = () => {
    if (draft === undefined || draft.trim() === '') return;
    props.onSave(draft.trim()).then(() => setDraft(undefined), () => undefined);
  };
  const time = `${dayjs(comment.created_at).format(t('web.datetimeFormat'))}${wasEdited ? parenthesized(t('noticeReceived.comments.edited')) : ''}`;
  const actions = props.canChange && draft === undefined && (
    <Space size={0} style={{ marginTop: 2 }}>
      <Button type="text" icon={<EditOutlined />} onClick={() => setDraft(comment.content)}>{t('noticeReceived.comments.edit')}</Button>
      <Popconfirm title={t('noticeReceived.comments.deleteConfirm')} okText={t('common.delete')} cancelText={t('common.cancel')} okButtonProps={{ danger: true }}
        onConfirm={props.onDelete}>
        <Button type="text" danger icon={<DeleteOutlined />}>{t('common.delete')}</Button>
      </Popconfirm>
    </Space>
  );
  if (draft !== undefined) {
    return (
      <Flex vertical align="flex-end" style={{ marginBottom: 16 }} data-comment-id={comment.id}>
        <Flex vertical gap={8} style={{ width: '100%', maxWidth: 560 }}>
          <Input.TextArea value={draft} onChange={(e) => setDraft(e.target.value)} autoSize={{ minRows: 3, maxRows: 10 }} maxLength={maxLength} showCount
            aria-label={t('noticeReceived.comments.edit')} autoFocus />
          <Space style={{ justifyContent: 'flex-end', marginTop: 8 }}>
            <Button onClick={() => setDraft(undefined)}>{t('common.cancel')}</Button>
            <Button type="primary" loading={props.isSaving} disabled={draft.trim() === ''} onClick={save}>{t('common.save')}</Button>
          </Space>
        </Flex>
      </Flex>
    );
  }
  return (
    <ChatBubble isOwn={isOwn} author={shownName(comment.author_name, comment.author_is_teacher)} time={time} commentId={comment.id} below={actions}>
      {comment.content}
    </ChatBubble>
  );
}
