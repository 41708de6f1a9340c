import type { EChartsCoreOption } from 'echarts/core';
import { constants } from '../../../../generated/constants.js';
import { t } from '../../../i18n/i18n.js';
import { percentOf } from '../manage-detail/percentOf.js';
import type { QuestionResult } from './useSurveyResults.js';
import { parenthesized } from '../../../format/japaneseText.js';

/** Height of the chart of a question with `choiceCount` choices: one bar row each, plus the axis. */
export function choiceChartHeight(choiceCount: number): number {
  return Math.max(120, choiceCount * 48 + 40);
}

/**
 * The echarts option of a choice question: one horizontal bar per choice, first choice on top, each labelled with
 * its count and its percent of the families who answered the question. Labels wrap in a narrower column on a phone.
 */
export function choiceChartOption(options: { question: QuestionResult; isMobile: boolean }): EChartsCoreOption {
  const { question, isMobile } = options;
  const labelWidth = isMobile ? 104 : 220;
  const valueText = (count: number) => `${t('noticeManage.result.countValue', { count })}${parenthesized(`${percentOf(count, question.answered_count)}%`)}`;
  return {
    animationDuration: 400,
    textStyle: { fontFamily: 'inherit' },
    grid: { left: 8, right: isMobile ? 92 : 120, top: 8, bottom: 8, containLabel: true },
    tooltip: {
      trigger: 'item',
      confine: true,
      formatter: (params: { name: string; value: number }) => `${params.name}<br/>${valueText(params.value)}`,
    },
    xAxis: { type: 'value', minInterval: 1, axisLabel: { fontSize: 11, color: '#8c8c8c' }, splitLine: { lineStyle: { color: '#f0f0f0' } } },
    yAxis: {
      type: 'category',
      inverse: true,
      data: question.choices.map((c) => c.label),
      axisTick: { show: false },
      axisLabel: { width: labelWidth, overflow: 'break', fontSize: isMobile ? 12 : 13, color: '#262626', lineHeight: 16 },
    },
    series: [{
      type: 'bar',
      data: question.choices.map((c) => c.count),
      barMaxWidth: 26,
      itemStyle: { color: constants.primaryColor, borderRadius: [0, 4, 4, 0] },
      label: { show: true, position: 'right', fontSize: 12, color: '#262626', formatter: (params: { value: number }) => valueText(params.value) },
    }],
  };
}
