import type { ReactNode } from 'react';
import { Flex, Typography } from 'antd';

/** A labelled line of a recipient's card on a phone: the label in a narrow column, the value beside it. */
export function CardLine(props: { label: string; children: ReactNode }) {
  return (
    <Flex gap={8} align="flex-start" style={{ padding: '3px 0' }}>
      <Typography.Text type="secondary" style={{ flex: '0 0 72px', fontSize: 13 }}>{props.label}</Typography.Text>
      <div style={{ flex: 1, minWidth: 0 }}>{props.children}</div>
    </Flex>
  );
}
