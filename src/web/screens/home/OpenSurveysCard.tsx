import { FormOutlined } from '@ant-design/icons';
import { Tag } from 'antd';
import dayjs from 'dayjs';
import { t } from '../../i18n/i18n.js';
import { HomeCard } from './HomeCard';
import { HomeCardItem } from './HomeCardItem';
import type { HomeSummary } from './useHomeSummary.js';
import { useScreenLink } from './useScreenLink.js';

/** Guardian: the surveys still open for the child acted as, with their deadline and whether they are answered. */
export function OpenSurveysCard(props: { summary: HomeSummary }) {
  const surveys = props.summary.open_surveys;
  const detail = useScreenLink('notice.detail');
  const unanswered = surveys.filter((s) => !s.answered).length;
  return (
    <HomeCard title={t('homePage.openSurveys.title')} icon={<FormOutlined />} count={unanswered}
      isEmpty={surveys.length === 0} emptyText={t('homePage.openSurveys.empty')}>
      {surveys.map((s) => (
        <HomeCardItem key={s.id} to={detail({ id: String(s.id) })} title={s.title} isBold={!s.answered}
          meta={<span>{t('homePage.openSurveys.deadline', { at: dayjs(s.survey_deadline).format(t('web.datetimeFormat')) })}</span>}
          aside={s.answered
            ? <Tag color="green" style={{ marginInlineEnd: 0 }}>{t('homePage.openSurveys.answered')}</Tag>
            : <Tag color="orange" style={{ marginInlineEnd: 0 }}>{t('homePage.openSurveys.unanswered')}</Tag>} />
      ))}
    </HomeCard>
  );
}
