import type { Meta, StoryObj } from '@storybook/react-vite';
import { PrintLayout, PrintPage } from '../../src/web/kit';
import { KitStory } from '../fixtures/KitStory';

/**
 * The kit's A4 print layout: a two-page guide on A4 sheets under 印刷依頼 (queues it at the schoolhouse: the header's
 * count goes up) and 印刷 (prints and records it).
 */
const meta: Meta<typeof PrintLayout> = {
  title: 'Kit/PrintLayout（A4印刷）',
  component: PrintLayout,
  decorators: [(Story) => <KitStory><Story /></KitStory>],
};
export default meta;

type Story = StoryObj<typeof PrintLayout>;

export const WinterCourseGuide: Story = {
  args: {
    title: '冬期講習のご案内',
    schoolhouseId: 1,
    children: [
      <PrintPage key="1">
        <h1 style={{ textAlign: 'center', fontSize: '18pt' }}>冬期講習のご案内</h1>
        <p>保護者の皆さまへ</p>
        <p>日頃より当塾をご利用いただきありがとうございます。今年も冬期講習を下記の日程で行います。</p>
        <p>期間：2026年12月26日〜2027年1月6日（12月31日〜1月3日は休校）</p>
        <p>対象：小学4年生〜高校2年生</p>
      </PrintPage>,
      <PrintPage key="2">
        <h2 style={{ fontSize: '14pt' }}>受講申込書</h2>
        <p>生徒氏名：＿＿＿＿＿＿＿＿＿＿ 学年：＿＿＿＿</p>
        <p>受講科目： 英語 ・ 数学 ・ 国語 ・ 理科 ・ 社会</p>
        <p>保護者署名：＿＿＿＿＿＿＿＿＿＿</p>
      </PrintPage>,
    ],
  },
};
