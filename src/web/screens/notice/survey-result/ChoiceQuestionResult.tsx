import { Card, Table, Typography } from 'antd';
import { useMemo } from 'react';
import { useIsMobile } from '../../../hooks/useIsMobile.js';
import { t } from '../../../i18n/i18n.js';
import { percentOf } from '../manage-detail/percentOf.js';
import { choiceChartHeight, choiceChartOption } from './choiceChartOption.js';
import { EChart } from './EChart';
import { QuestionHeading } from './QuestionHeading';
import type { QuestionResult } from './useSurveyResults.js';

type Choice = QuestionResult['choices'][number];

/** A choice question's result: the bar chart, and the same numbers as a table (screen readers, copying). */
export function ChoiceQuestionResult(props: { question: QuestionResult }) {
  const { question } = props;
  const isMobile = useIsMobile();
  const option = useMemo(() => choiceChartOption({ question, isMobile }), [question, isMobile]);
  return (
    <Card size="small" title={<QuestionHeading question={question} />} style={{ marginBottom: 16 }} data-question-id={question.id}>
      <EChart option={option} height={choiceChartHeight(question.choices.length)} ariaLabel={t('noticeManage.result.chartLabel', { question: question.question })} />
      <Table<Choice>
        rowKey="id"
        size="small"
        pagination={false}
        dataSource={question.choices}
        style={{ marginTop: 8 }}
        columns={[
          { key: 'label', title: t('noticeManage.result.choice'), dataIndex: 'label' },
          { key: 'count', title: t('noticeManage.result.count'), dataIndex: 'count', align: 'right', width: 88, render: (count: number) => t('noticeManage.result.countValue', { count }) },
          { key: 'percent', title: t('noticeManage.result.percent'), align: 'right', width: 80, render: (_, c) => `${percentOf(c.count, question.answered_count)}%` },
        ]}
      />
      {question.is_multiple && <Typography.Paragraph type="secondary" style={{ margin: '8px 0 0', fontSize: 12 }}>{t('noticeManage.result.multipleNote')}</Typography.Paragraph>}
    </Card>
  );
}
