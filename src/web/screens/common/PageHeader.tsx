import type { ReactNode } from 'react';
import { Flex } from 'antd';

/** The title row of a page (its one h1, at the size of a section title), with optional actions on the right. */
export function PageHeader(props: { title: string; extra?: ReactNode }) {
  return (
    <Flex justify="space-between" align="center" wrap gap={12} style={{ marginBottom: 16 }}>
      {/* antd's Title, written out: Typography brings its text editor (TextArea) into every page (issue 9). */}
      <h1 style={{ margin: 0, fontSize: 20, lineHeight: 1.4, fontWeight: 600, color: 'rgba(0, 0, 0, 0.88)', overflowWrap: 'anywhere' }}>{props.title}</h1>
      {props.extra}
    </Flex>
  );
}
