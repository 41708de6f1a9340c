import { Flex } from 'antd';
import { t } from '../../../i18n/i18n.js';
import { NoticeAttachments } from '../manage-detail/NoticeAttachments';
import { NoticeBody } from '../manage-detail/NoticeBody';
import { CommentThread } from './CommentThread';
import { LikeButton } from './LikeButton';
import { NoticeHeading } from './NoticeHeading';
import { ReceivedSurveySection } from './ReceivedSurveySection';
import type { NoticeView } from './useNoticeView.js';

/** A notice as the guardian reads it: the content, the like, the survey and the thread with the school. */
export function GuardianNoticeView(props: { notice: NoticeView; recipient: NonNullable<NoticeView['recipient']> }) {
  const { notice, recipient } = props;
  return (
    <>
      <NoticeHeading notice={notice} />
      <section aria-label={t('noticeReceived.body')}>
        <NoticeBody html={notice.body} />
      </section>
      <Flex justify="flex-end" style={{ marginTop: 12 }}>
        <LikeButton noticeId={notice.id} liked={recipient.liked} count={notice.like_count} />
      </Flex>
      <NoticeAttachments notice={notice} />
      {notice.survey && <ReceivedSurveySection noticeId={notice.id} survey={notice.survey} recipient={recipient} />}
      {recipient.comments && <CommentThread noticeId={notice.id} allowComment={recipient.can_comment ?? notice.allow_comment} comments={recipient.comments} />}
    </>
  );
}
