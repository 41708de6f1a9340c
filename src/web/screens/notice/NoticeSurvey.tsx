import { ArrowLeftOutlined } from '@ant-design/icons';
import { Alert, Button, Typography } from 'antd';
import dayjs from 'dayjs';
import { Link, useParams } from 'react-router';
import { t } from '../../i18n/i18n.js';
import { screenTitle } from '../../i18n/screenTitle.js';
import { ApiError } from '../../providers/apiError.js';
import { fillPath, screenById } from '../../routing/screenIndex.js';
import { PageHeader } from '../common/PageHeader';
import { PageLoading } from '../common/PageLoading';
import type { ScreenProps } from '../screenProps.js';
import { parseNoticeId } from './manage-detail/parseNoticeId.js';
import { ReceivedNoticeNotFound } from './received/ReceivedNoticeNotFound';
import { SurveyForm } from './received/SurveyForm';
import { useNoticeView } from './received/useNoticeView.js';

/**
 * /notice/detail/:id/survey (guardian): answering a notice's survey, or changing the answer, until its deadline;
 * after it (or for a notice without a survey) a message and the way back instead of the form.
 */
export function NoticeSurvey({ screen }: ScreenProps) {
  const id = parseNoticeId(useParams().id);
  const notice = useNoticeView(id);
  if (id === undefined) return <ReceivedNoticeNotFound />;
  if (notice.isLoading) return <PageLoading />;
  if (notice.error) {
    const isMissing = notice.error instanceof ApiError && notice.error.status === 404;
    return <ReceivedNoticeNotFound message={isMissing ? undefined : notice.error.message} />;
  }
  const data = notice.data;
  if (!data?.recipient) return <ReceivedNoticeNotFound />;
  const detailPath = fillPath(screenById('notice.detail').path, { id: String(id) }) ?? '';
  const survey = data.survey;
  const back = <Link to={detailPath}><Button icon={<ArrowLeftOutlined />}>{t('noticeReceived.surveyForm.backToDetail')}</Button></Link>;
  return (
    <div style={{ maxWidth: 760 }}>
      <PageHeader title={screenTitle(screen)} />
      <Typography.Paragraph style={{ fontSize: 15, overflowWrap: 'anywhere' }}>{t('noticeReceived.surveyForm.lead', { title: data.title })}</Typography.Paragraph>
      {!survey ? (
        <Alert type="info" showIcon message={t('noticeReceived.surveyForm.noSurvey')} action={back} />
      ) : survey.is_expired ? (
        <Alert type="warning" showIcon message={t('noticeReceived.surveyForm.expired')}
          description={t('noticeReceived.surveyForm.deadline', { at: dayjs(survey.deadline).format(t('web.datetimeFormat')) })}
          action={back} style={{ flexWrap: 'wrap', rowGap: 8 }} />
      ) : (
        <>
          <Alert type="info" showIcon style={{ marginBottom: 16 }}
            message={t('noticeReceived.surveyForm.deadline', { at: dayjs(survey.deadline).format(t('web.datetimeFormat')) })} />
          <SurveyForm notice={data} survey={survey} recipient={data.recipient} detailPath={detailPath} />
        </>
      )}
    </div>
  );
}
