import { ArrowLeftOutlined } from '@ant-design/icons';
import { Button, Empty } from 'antd';
import { useNavigate, useParams } from 'react-router';
import { SurveyAnswerType } from '../../../generated/enums.js';
import { fillPath, screenById } from '../../navigation/screenIndex.js';
import { ApiError } from '../../providers/apiError.js';
import { PageLoading } from '../common/PageLoading';
import { CsvDownloadButtons } from '../messaging/CsvDownloadButtons';
import type { ScreenProps } from '../screenProps.js';
import { NoticeNotFound } from './manage-detail/NoticeNotFound';
import { parseNoticeId } from './manage-detail/parseNoticeId.js';
import { ChoiceQuestionResult } from './survey-result/ChoiceQuestionResult';
import { SurveyResultSummary } from './survey-result/SurveyResultSummary';
import { TextQuestionResult } from './survey-result/TextQuestionResult';
import { useSurveyResults } from './survey-result/useSurveyResults.js';
import { useNoticeArea } from './area/NoticeAreaContext';
import { useAreaText } from './area/useAreaText.js';

/**
 * /notice/manage/detail/:id/survey-result (staff, teachers): the answers of a notice's survey — a bar chart and table
 * per choice question, the texts of each description question — and the CSV downloads. echarts is loaded here only.
 */
export function NoticeSurveyResult(_props: ScreenProps) {
  const id = parseNoticeId(useParams().id);
  const navigate = useNavigate();
  const area = useNoticeArea();
  const at = useAreaText();
  const results = useSurveyResults(id);
  if (id === undefined) return <NoticeNotFound />;
  if (results.isLoading) return <PageLoading />;
  if (results.error) {
    const isMissing = results.error instanceof ApiError && results.error.status === 404;
    return <NoticeNotFound message={isMissing ? undefined : results.error.message} />;
  }
  if (!results.data) return <NoticeNotFound />;
  const detailPath = fillPath(screenById(area.steps.manageDetail).path, { id: String(id) }) ?? '/';
  const { notice, questions } = results.data;
  return (
    <>
      <Button type="link" icon={<ArrowLeftOutlined />} style={{ paddingInline: 0, marginBottom: 8 }} onClick={() => void navigate(detailPath)}>
        {at('noticeManage.result.backToDetail')}
      </Button>
      <SurveyResultSummary notice={notice} actions={<CsvDownloadButtons path={area.api.surveyCsvPath(id)} fallbackName={`survey-${id}.csv`} />} />
      {questions.length === 0 && <Empty description={at('noticeManage.result.noSurvey')} />}
      {questions.map((q) => (q.answer_type === SurveyAnswerType.choose
        ? <ChoiceQuestionResult key={q.id} question={q} />
        : <TextQuestionResult key={q.id} question={q} />))}
    </>
  );
}
