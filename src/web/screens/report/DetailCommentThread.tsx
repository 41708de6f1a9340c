import { MessageOutlined } from '@ant-design/icons';
import { Alert, Card, Divider, Flex, Skeleton, Typography } from 'antd';
import { entities } from '../../../generated/entities.js';
import { errorCatalogue } from '../../../generated/errors.js';
import { ChatBubble, CommentForm, formatDateTime, t, useApiMutation, useApiQuery, useFeedback } from '../../kit';

const commentMaxLength = entities.lesson_report_comment.fields.body.maxLength;
/** The catalogue's 10273: a teacher of a schoolhouse whose settings do not let teachers read the thread. */
const VIEW_NOT_ALLOWED = errorCatalogue.REPORT_COMMENT_VIEW_NOT_ALLOWED.code;

/**
 * The thread of a report between the family and the school, oldest first: the reader's side on the right (the family's
 * comments for a guardian, the school's for staff and teachers), with a box to write while the report takes comments.
 */
export function ReportCommentThread(props: { reportId: number; isFamily: boolean; isPublished: boolean }) {
  const { reportId, isFamily } = props;
  const { message } = useFeedback();
  const comments = useApiQuery('/api/v1/lesson-reports/{id}/comments', { params: { path: { id: String(reportId) } } }, { retry: false });
  const post = useApiMutation('post', '/api/v1/lesson-reports/{id}/comments', { invalidates: ['/api/v1/lesson-reports'] });
  const title = <Flex align="center" gap={8}><MessageOutlined />{t('reportView.comments')}</Flex>;
  if (comments.isLoading) return <Card title={title} style={{ marginTop: 16 }}><Skeleton active /></Card>;
  if (comments.error) {
    const isRefused = comments.error.code === VIEW_NOT_ALLOWED;
    return (
      <Card title={title} style={{ marginTop: 16 }}>
        <Alert type={isRefused ? 'info' : 'error'} showIcon message={comments.error.message} />
      </Card>
    );
  }
  const rows = comments.data?.data ?? [];
  const canComment = comments.data?.can_comment === true;
  return (
    <Card title={title} style={{ marginTop: 16 }}>
      <Typography.Paragraph type="secondary" style={{ fontSize: 13 }}>
        {t(isFamily ? 'reportView.commentsLeadFamily' : 'reportView.commentsLeadSchool')}
      </Typography.Paragraph>
      {rows.length === 0 && (
        <Typography.Paragraph type="secondary" style={{ textAlign: 'center', padding: '12px 0' }}>{t('reportView.commentsEmpty')}</Typography.Paragraph>
      )}
      {rows.map((c) => (
        <ChatBubble key={c.id} commentId={c.id} isOwn={isFamily ? c.author_kind === 'guardian' : c.author_kind === 'school'}
          author={c.author_name || (c.author_kind === 'school' ? t('reportView.school') : '')} time={formatDateTime(c.created_at)}>
          {c.body}
        </ChatBubble>
      ))}
      {canComment ? (
        <>
          {rows.length > 0 && <Divider style={{ margin: '8px 0 16px' }} />}
          <CommentForm maxLength={commentMaxLength} placeholder={t('reportView.commentPlaceholder')} postLabel={t('reportView.commentPost')}
            isPosting={post.isPending}
            onPost={(body) => post.mutateAsync({ params: { path: { id: String(reportId) } }, body: { body } }).then(() => void message.success(t('reportView.commentPosted')))} />
        </>
      ) : (
        <Alert type="info" showIcon message={t(props.isPublished ? 'reportView.commentClosed' : 'reportView.commentClosedUnpublished')} />
      )}
    </Card>
  );
}
