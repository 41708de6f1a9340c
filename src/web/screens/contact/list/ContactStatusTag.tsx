import { Tag } from 'antd';
import { codeLabel, InquiryStatus } from '../../../../generated/enums.js';

const colors: Readonly<Record<string, string>> = {
  [InquiryStatus.new]: 'red',
  [InquiryStatus.read]: 'blue',
  [InquiryStatus.replied]: 'green',
  [InquiryStatus.contacted]: 'default',
  [InquiryStatus.otherContact]: 'default',
};

/** 対応状況 as a tag: 新規 red (nobody at the school has answered), 既読, 返信済み, 連絡済み, その他連絡済み. */
export function ContactStatusTag(props: { status: string }) {
  return <Tag color={colors[props.status] ?? 'default'} style={{ marginInlineEnd: 0 }}>{codeLabel('inquiry_status', props.status)}</Tag>;
}
