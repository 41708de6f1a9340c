import { PieChartOutlined } from '@ant-design/icons';
import dayjs from 'dayjs';
import { t } from '../../i18n/i18n.js';
import { HomeCard } from './HomeCard';
import { HomeCardItem } from './HomeCardItem';
import { RateBar } from './RateBar';
import type { HomeSummary } from './useHomeSummary.js';
import { useScreenLink } from './useScreenLink.js';

/** Staff and teachers: open surveys of their notices that not every family has answered, with the answer rate. */
export function UnansweredSurveysCard(props: { summary: HomeSummary }) {
  const surveys = props.summary.unanswered_surveys;
  const result = useScreenLink('notice.survey-result');
  const detail = useScreenLink('notice.manage-detail');
  return (
    <HomeCard title={t('homePage.unansweredSurveys.title')} icon={<PieChartOutlined />}
      isEmpty={surveys.length === 0} emptyText={t('homePage.unansweredSurveys.empty')}>
      {surveys.map((s) => (
        <HomeCardItem key={s.id} to={result({ id: String(s.id) }) ?? detail({ id: String(s.id) })} title={s.title}
          meta={(
            <>
              <span>{t('homePage.unansweredSurveys.deadline', { at: dayjs(s.survey_deadline).format(t('web.datetimeFormat')) })}</span>
              <RateBar label={t('homePage.unansweredSurveys.answered', { answered: s.answered_count, total: s.recipient_count })}
                count={s.answered_count} total={s.recipient_count} />
            </>
          )} />
      ))}
    </HomeCard>
  );
}
