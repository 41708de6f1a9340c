import { DeleteOutlined, EditOutlined } from '@ant-design/icons';
import { Button, Flex, Input, Popconfirm, Space, Tag, Typography } from 'antd';
import dayjs from 'dayjs';
import { useState } from 'react';
import { entities } from '../../../../generated/entities.js';
import { codeLabel, CommentAuthorKind } from '../../../../generated/enums.js';
import { t } from '../../../i18n/i18n.js';
import type { NoticeComment } from './useRecipientThread.js';
import { parenthesized } from '../../../format/japaneseText.js';

const maxLength = entities.notice_comment.fields.content.maxLength;

/**
 * One comment of a thread as a speech bubble (the school's on the right, the family's on the left); one's own can
 * be edited in place or deleted.
 */
export function CommentItem(props: {
  comment: NoticeComment;
  isSaving: boolean;
  onSave: (content: string) => Promise<unknown>;
  onDelete: () => void;
}) {
  const { comment } = props;
  const [draft, setDraft] = useState<string>();
  const isSchool = comment.author_kind === CommentAuthorKind.school;
  const wasEdited = dayjs(comment.updated_at).diff(dayjs(comment.created_at), 'second') > 0;
  const save = () => {
    if (draft === undefined || draft.trim() === '') return;
    void props.onSave(draft.trim()).then(() => setDraft(undefined), () => undefined);
  };
  return (
    <Flex vertical align={isSchool ? 'flex-end' : 'flex-start'} style={{ marginBottom: 14 }} data-comment-id={comment.id}>
      <Flex gap={6} align="center" wrap style={{ marginBottom: 2 }}>
        <Tag color={isSchool ? 'orange' : 'blue'} style={{ marginInlineEnd: 0 }}>{codeLabel('comment_author_kind', comment.author_kind)}</Tag>
        <Typography.Text strong style={{ fontSize: 13 }}>{comment.author_name}</Typography.Text>
        <Typography.Text type="secondary" style={{ fontSize: 12 }}>
          {dayjs(comment.created_at).format(t('web.datetimeFormat'))}{wasEdited ? parenthesized(t('noticeManage.thread.edited')) : ''}
        </Typography.Text>
      </Flex>
      {draft === undefined ? (
        <div style={{
          maxWidth: '88%', padding: '8px 12px', borderRadius: 10, whiteSpace: 'pre-wrap', overflowWrap: 'anywhere',
          background: isSchool ? '#fff7e6' : '#f5f5f5', border: `1px solid ${isSchool ? '#ffd591' : '#e8e8e8'}`,
        }}>
          {comment.content}
        </div>
      ) : (
        <Flex vertical gap={6} style={{ width: '88%' }}>
          <Input.TextArea value={draft} onChange={(e) => setDraft(e.target.value)} autoSize={{ minRows: 2, maxRows: 8 }} maxLength={maxLength} showCount
            aria-label={t('noticeManage.thread.edit')} />
          <Space style={{ justifyContent: 'flex-end', marginTop: 16 }}>
            <Button size="small" onClick={() => setDraft(undefined)}>{t('common.cancel')}</Button>
            <Button size="small" type="primary" loading={props.isSaving} disabled={draft.trim() === ''} onClick={save}>{t('common.save')}</Button>
          </Space>
        </Flex>
      )}
      {comment.is_own && draft === undefined && (
        <Space size={4} style={{ marginTop: 2 }}>
          <Button size="small" type="text" icon={<EditOutlined />} onClick={() => setDraft(comment.content)}>{t('noticeManage.thread.edit')}</Button>
          <Popconfirm title={t('noticeManage.thread.deleteConfirm')} okText={t('common.delete')} cancelText={t('common.cancel')} okButtonProps={{ danger: true }}
            onConfirm={props.onDelete}>
            <Button size="small" type="text" danger icon={<DeleteOutlined />}>{t('common.delete')}</Button>
          </Popconfirm>
        </Space>
      )}
    </Flex>
  );
}
