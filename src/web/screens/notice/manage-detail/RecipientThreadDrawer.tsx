import { SendOutlined } from '@ant-design/icons';
import { Alert, Button, Drawer, Empty, Flex, Input, Spin, Typography, type GetRef } from 'antd';
import { useRef, useState } from 'react';
import { entities } from '../../../../generated/entities.js';
import { showCallError } from '../../../feedback/showErrorMessage.js';
import { useIsMobile } from '../../../hooks/useIsMobile.js';
import { t } from '../../../i18n/i18n.js';
import { CommentItem } from './CommentItem';
import { useRecipientThread } from './useRecipientThread.js';
import { useFeedback } from '../../../feedback/feedback.js';
import { useAreaText } from '../area/useAreaText.js';

const maxLength = entities.notice_comment.fields.content.maxLength;

/** The recipient whose thread is open: its id and how the drawer names it (a family, a teacher). */
export interface ThreadRecipient { id: number; name: string }

/**
 * A recipient's comment thread in a drawer, with the school's reply form. When comments are closed the form is not
 * offered; a reply the server refuses as closed (10192) is reported and the page reloads (errorResponses.ts).
 */
export function RecipientThreadDrawer(props: { noticeId: number; allowComment: boolean; recipient: ThreadRecipient | undefined; onClose: () => void }) {
  const { recipient } = props;
  const { message } = useFeedback();
  const isMobile = useIsMobile();
  const at = useAreaText();
  const [content, setContent] = useState('');
  const replyInput = useRef<GetRef<typeof Input.TextArea>>(null);
  const { thread, reply, update, remove } = useRecipientThread({ noticeId: props.noticeId, recipientId: recipient?.id });
  const comments = thread.data?.data ?? [];
  const send = () => {
    const text = content.trim();
    if (text === '') return;
    reply.mutate(text, {
      onSuccess: () => {
        setContent('');
        // The send button is disabled now; focus stays in the drawer (Escape closes it, the next reply can be typed).
        replyInput.current?.focus();
        void message.success(t('noticeManage.thread.posted'));
      },
      onError: showCallError,
    });
  };
  return (
    <Drawer
      open={recipient !== undefined}
      onClose={() => { setContent(''); props.onClose(); }}
      width={isMobile ? '100%' : 520}
      title={(
        <Flex vertical>
          <span>{t('noticeManage.thread.title')}</span>
          {recipient && (
            <Typography.Text type="secondary" style={{ fontSize: 13, fontWeight: 400 }}>
              {recipient.name}
            </Typography.Text>
          )}
        </Flex>
      )}
      footer={props.allowComment ? (
        <Flex vertical gap={24}>
          <Input.TextArea ref={replyInput} value={content} onChange={(e) => setContent(e.target.value)} autoSize={{ minRows: 3, maxRows: 8 }} maxLength={maxLength} showCount
            placeholder={at('noticeManage.thread.placeholder')} aria-label={t('noticeManage.thread.replyLabel')} />
          <Flex justify="flex-end">
            <Button type="primary" icon={<SendOutlined />} loading={reply.isPending} disabled={content.trim() === ''} onClick={send}>
              {t('noticeManage.thread.reply')}
            </Button>
          </Flex>
        </Flex>
      ) : <Alert type="info" showIcon message={t('noticeManage.thread.closed')} />}
    >
      {thread.isLoading && <Flex justify="center" style={{ padding: 24 }}><Spin /></Flex>}
      {!thread.isLoading && comments.length === 0 && <Empty description={t('noticeManage.thread.empty')} />}
      {comments.map((c) => (
        <CommentItem key={c.id} comment={c} isSaving={update.isPending && update.variables?.commentId === c.id}
          onSave={(text) => update.mutateAsync({ commentId: c.id, content: text }).then(() => void message.success(t('common.updated')), (e: unknown) => { showCallError(e); throw e; })}
          onDelete={() => remove.mutate(c.id, { onSuccess: () => void message.success(t('common.deleted')), onError: showCallError })} />
      ))}
    </Drawer>
  );
}
