import type { ReactNode } from 'react';
import { Flex, Typography } from 'antd';

/** The title row of a page, with optional actions on the right. */
export function PageHeader(props: { title: string; extra?: ReactNode }) {
  return (
    <Flex justify="space-between" align="center" wrap gap={12} style={{ marginBottom: 16 }}>
      <Typography.Title level={3} style={{ margin: 0, fontSize: 20 }}>{props.title}</Typography.Title>
      {props.extra}
    </Flex>
  );
}
