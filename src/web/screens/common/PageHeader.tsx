import type { ReactNode } from 'react';
import { Flex, Typography } from 'antd';

/** The title row of a page (its one h1, at the size of a section title), with optional actions on the right. */
export function PageHeader(props: { title: string; extra?: ReactNode }) {
  return (
    <Flex justify="space-between" align="center" wrap gap={12} style={{ marginBottom: 16 }}>
      <Typography.Title level={1} style={{ margin: 0, fontSize: 20, lineHeight: 1.4 }}>{props.title}</Typography.Title>
      {props.extra}
    </Flex>
  );
}
