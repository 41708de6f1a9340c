import { MessageOutlined } from '@ant-design/icons';
import { Alert, Card, Divider, Flex, Typography } from 'antd';
import dayjs from 'dayjs';
import { showCallError } from '../../../feedback/showErrorMessage.js';
import { t } from '../../../i18n/i18n.js';
import { CommentBubble } from './CommentBubble';
import { CommentForm } from '../../messaging/thread/CommentForm';
import { useNoticeComments, type ThreadComment } from './useNoticeComments.js';
import { useFeedback } from '../../../feedback/feedback.js';
import { entities } from '../../../../generated/entities.js';
import { useAreaText } from '../area/useAreaText.js';

const commentMaxLength = entities.notice_comment.fields.content.maxLength;

/**
 * The family's exchange with the school about a notice (only they and the school see it), oldest first, with a box
 * to write; when the notice takes no comments, a note says so and the thread is read only.
 */
export function CommentThread(props: { noticeId: number; allowComment: boolean; comments: ThreadComment[] }) {
  const { message } = useFeedback();
  const at = useAreaText();
  const { create, update, remove } = useNoticeComments(props.noticeId);
  const comments = [...props.comments].sort((a, b) => dayjs(a.created_at).valueOf() - dayjs(b.created_at).valueOf() || a.id - b.id);
  const done = (text: string) => () => void message.success(text);
  return (
    <Card title={<Flex align="center" gap={8}><MessageOutlined />{at('noticeReceived.comments.title')}</Flex>} style={{ marginTop: 16 }}>
      {(props.allowComment || comments.length > 0) && (
        <Typography.Paragraph type="secondary" style={{ fontSize: 13 }}>{at('noticeReceived.comments.lead')}</Typography.Paragraph>
      )}
      {comments.length === 0 && props.allowComment && (
        <Typography.Paragraph type="secondary" style={{ textAlign: 'center', padding: '12px 0' }}>{at('noticeReceived.comments.empty')}</Typography.Paragraph>
      )}
      {comments.map((c) => (
        <CommentBubble
          key={c.id}
          comment={c}
          canChange={props.allowComment && c.is_own}
          isSaving={update.isPending && update.variables.commentId === c.id}
          onSave={(content) => update.mutateAsync({ commentId: c.id, content }).then(done(t('noticeReceived.comments.updated')), (error: unknown) => {
            showCallError(error);
            throw error;
          })}
          onDelete={() => remove.mutate(c.id, { onSuccess: done(t('noticeReceived.comments.deleted')), onError: showCallError })}
        />
      ))}
      {props.allowComment ? (
        <>
          {comments.length > 0 && <Divider style={{ margin: '8px 0 16px' }} />}
          <CommentForm maxLength={commentMaxLength} placeholder={at('noticeReceived.comments.placeholder')} postLabel={t('noticeReceived.comments.post')}
            isPosting={create.isPending} onPost={(content) => create.mutateAsync(content).then(done(t('noticeReceived.comments.posted')), (error: unknown) => {
            showCallError(error);
            throw error;
          })} />
        </>
      ) : (
        <Alert type="info" showIcon message={at('noticeReceived.comments.closed')} />
      )}
    </Card>
  );
}
