import { Card } from 'antd';
import { Navigate, useParams } from 'react-router';
import { MessageStatus } from '../../../generated/enums.js';
import { t } from '../../i18n/i18n.js';
import { ApiError } from '../../providers/apiError.js';
import { PageLoading } from '../common/PageLoading';
import type { ScreenProps } from '../screenProps.js';
import { ChosenStudents } from './manage-detail/ChosenStudents';
import { NoticeActions } from './manage-detail/NoticeActions';
import { NoticeAttachments } from './manage-detail/NoticeAttachments';
import { NoticeBody } from './manage-detail/NoticeBody';
import { NoticeNotFound } from './manage-detail/NoticeNotFound';
import { NoticeOverview } from './manage-detail/NoticeOverview';
import { NoticeRecipients } from './manage-detail/NoticeRecipients';
import { NoticeStats } from './manage-detail/NoticeStats';
import { NoticeSurveyQuestions } from './manage-detail/NoticeSurveyQuestions';
import { parseNoticeId } from './manage-detail/parseNoticeId.js';
import { useManagedNotice } from './manage-detail/useManagedNotice.js';
import { TeacherRecipients } from './manage-detail/TeacherRecipients';
import { useNoticeArea } from './area/NoticeAreaContext';
import { fillPath, screenById } from '../../navigation/screenIndex.js';

/**
 * /notice/manage/detail/:id (staff, teachers): following a notice — its state and content, read rate, likes,
 * comments and answers, and per recipient the read, reply, answer and delivery status with the comment thread.
 * A draft or scheduled notice shows how many students are chosen instead.
 */
export function NoticeManageDetail(_props: ScreenProps) {
  const id = parseNoticeId(useParams().id);
  const { notice, remove, remindUnread, remindSurvey } = useManagedNotice(id);
  const area = useNoticeArea();
  if (id === undefined) return <NoticeNotFound />;
  if (notice.isLoading) return <PageLoading />;
  if (notice.error) {
    const isMissing = notice.error instanceof ApiError && notice.error.status === 404;
    return <NoticeNotFound message={isMissing ? undefined : notice.error.message} />;
  }
  const data = notice.data;
  // A recipient teacher's own copy (a communication in their list): it is read on the detail page.
  if (data?.recipient) return <Navigate replace to={fillPath(screenById(area.steps.detail).path, { id: String(data.id) }) ?? '/'} />;
  const manage = data?.manage;
  if (!data || !manage) return <NoticeNotFound />;
  const isSent = data.status === MessageStatus.sent;
  return (
    <>
      <NoticeOverview notice={data} actions={<NoticeActions notice={data} calls={{ remove, remindUnread, remindSurvey }} />} />
      {isSent && <NoticeStats notice={data} manage={manage} />}
      <Card size="small" title={t('noticeManage.body')}>
        <NoticeBody html={data.body} />
      </Card>
      <NoticeAttachments notice={data} />
      {data.survey && <NoticeSurveyQuestions survey={data.survey} />}
      {!isSent && <ChosenStudents notice={data} count={manage.target_ids.length} />}
      {isSent && (manage.teachers
        ? <TeacherRecipients noticeId={data.id} teachers={manage.teachers} hasSurvey={data.survey !== null} />
        : <NoticeRecipients notice={data} />)}
    </>
  );
}
