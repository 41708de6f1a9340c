import type { ReactNode } from 'react';
import { Card, Descriptions, Flex, Progress, Tag, Typography } from 'antd';
import dayjs from 'dayjs';
import { useIsMobile } from '../../../hooks/useIsMobile.js';
import { t } from '../../../i18n/i18n.js';
import { percentOf } from '../manage-detail/percentOf.js';
import type { SurveyResults } from './useSurveyResults.js';
import { parenthesized } from '../../../format/japaneseText.js';

/** The head of the result page: the notice title, the deadline (受付中 or 締切), answered of recipients, downloads. */
export function SurveyResultSummary(props: { notice: SurveyResults['notice']; actions: ReactNode }) {
  const { notice } = props;
  const isMobile = useIsMobile();
  const isClosed = dayjs(notice.survey_deadline).isBefore(dayjs());
  const percent = percentOf(notice.answered_count, notice.recipient_count);
  return (
    <>
      <Typography.Title level={1} style={{ margin: '0 0 16px', fontSize: 20, overflowWrap: 'anywhere' }}>{notice.title}</Typography.Title>
      <Card size="small" style={{ marginBottom: 16 }}>
        <Descriptions size="small" column={isMobile ? 1 : 2} style={{ marginBottom: 12 }}>
          <Descriptions.Item label={t('noticeManage.result.deadline')}>
            <Flex wrap gap={6} align="center">
              <span>{dayjs(notice.survey_deadline).format(t('web.datetimeFormat'))}</span>
              <Tag color={isClosed ? 'default' : 'green'} style={{ marginInlineEnd: 0 }}>
                {isClosed ? t('noticeManage.survey.closed') : t('noticeManage.survey.open')}
              </Tag>
            </Flex>
          </Descriptions.Item>
          <Descriptions.Item label={t('noticeManage.result.answered')}>
            <Flex vertical style={{ width: '100%', maxWidth: 260 }}>
              <span>{t('noticeManage.result.answeredOf', { answered: notice.answered_count, total: notice.recipient_count })}{parenthesized(`${percent}%`)}</span>
              <Progress percent={percent} showInfo={false} size="small" strokeColor="#52c41a" aria-label={`${percent}%`} />
            </Flex>
          </Descriptions.Item>
        </Descriptions>
        {props.actions}
        <Typography.Paragraph type="secondary" style={{ margin: '8px 0 0', fontSize: 12 }}>{t('noticeManage.result.csvHelp')}</Typography.Paragraph>
      </Card>
    </>
  );
}
