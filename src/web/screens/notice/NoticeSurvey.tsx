import { ArrowLeftOutlined } from '@ant-design/icons';
import { Alert, Button, Typography } from 'antd';
import dayjs from 'dayjs';
import { Link } from 'react-router';
import { t } from '../../i18n/i18n.js';
import { screenTitle } from '../../i18n/screenTitle.js';
import { fillPath, screenById } from '../../navigation/screenIndex.js';
import { PageHeader } from '../common/PageHeader';
import type { ScreenProps } from '../screenProps.js';
import { LoadedNotice } from './received/LoadedNotice';
import { ReceivedNoticeNotFound } from './received/ReceivedNoticeNotFound';
import { SurveyForm } from './received/SurveyForm';
import type { NoticeView } from './received/useNoticeView.js';
import { useNoticeArea } from './area/NoticeAreaContext';
import { useAreaText } from './area/useAreaText.js';

/**
 * /notice/detail/:id/survey (guardian): answering a notice's survey, or changing the answer, until its deadline;
 * after it (or for a notice without a survey) a message and the way back instead of the form.
 */
export function NoticeSurvey({ screen }: ScreenProps) {
  return (
    <LoadedNotice>
      {(notice, id) => notice.recipient
        ? <SurveyPage screen={screen} data={notice} recipient={notice.recipient} id={id} />
        : <ReceivedNoticeNotFound />}
    </LoadedNotice>
  );
}

type Recipient = NonNullable<NoticeView['recipient']>;

function SurveyPage({ screen, data, recipient, id }: ScreenProps & { data: NoticeView; recipient: Recipient; id: number }) {
  const detailPath = fillPath(screenById(useNoticeArea().steps.detail).path, { id: String(id) }) ?? '';
  const survey = data.survey;
  const at = useAreaText();
  const back = <Link to={detailPath}><Button icon={<ArrowLeftOutlined />}>{at('noticeReceived.surveyForm.backToDetail')}</Button></Link>;
  return (
    <div style={{ maxWidth: 760 }}>
      <PageHeader title={screenTitle(screen)} />
      <Typography.Paragraph style={{ fontSize: 15, overflowWrap: 'anywhere' }}>{at('noticeReceived.surveyForm.lead', { title: data.title })}</Typography.Paragraph>
      {!survey ? (
        <Alert type="info" showIcon message={at('noticeReceived.surveyForm.noSurvey')} action={back} />
      ) : survey.is_expired ? (
        <Alert type="warning" showIcon message={t('noticeReceived.surveyForm.expired')}
          description={t('noticeReceived.surveyForm.deadline', { at: dayjs(survey.deadline).format(t('web.datetimeFormat')) })}
          action={back} style={{ flexWrap: 'wrap', rowGap: 8 }} />
      ) : (
        <>
          <Alert type="info" showIcon style={{ marginBottom: 16 }}
            message={t('noticeReceived.surveyForm.deadline', { at: dayjs(survey.deadline).format(t('web.datetimeFormat')) })} />
          <SurveyForm notice={data} survey={survey} recipient={recipient} detailPath={detailPath} />
        </>
      )}
    </div>
  );
}
