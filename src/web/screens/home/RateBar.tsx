import { constants } from '../../../generated/constants.js';
import { Flex, Progress, Typography } from 'antd';
import { parenthesized } from '../../format/japaneseText.js';

/** A count of a total as text (既読 3/40) with a small bar beside it. */
export function RateBar(props: { label: string; count: number; total: number }) {
  const percent = props.total > 0 ? Math.round((props.count / props.total) * 100) : 0;
  return (
    <Flex align="center" gap={8} style={{ minWidth: 0 }}>
      <Typography.Text style={{ fontSize: 12, whiteSpace: 'nowrap' }}>{props.label}</Typography.Text>
      <Progress percent={percent} size="small" showInfo={false} strokeColor={constants.primaryColor} style={{ width: 80, margin: 0 }}
        aria-label={`${props.label}${parenthesized(`${percent}%`)}`} />
    </Flex>
  );
}
