import { Alert, Divider, Empty, Flex, Skeleton, Typography } from 'antd';
import { Fragment } from 'react';
import { t, useApiQuery } from '../../kit';
import { lessonLine, ReportContent } from './DetailReportCard';
import { ReportStatusTag } from './DetailLessonHeader';
import type { ReportSettings } from './DetailReportFields.js';

/** 参照: the same student's five earlier reports, newest first, each with its lesson and content, to write this one. */
export function ReferencePanel(props: { reportId: number; settings: ReportSettings | undefined }) {
  const reference = useApiQuery('/api/v1/lesson-reports/{id}/reference', { params: { path: { id: String(props.reportId) } } }, { retry: false });
  if (reference.isLoading) return <Skeleton active />;
  if (reference.error) return <Alert type="error" showIcon message={reference.error.message} />;
  const rows = reference.data?.data ?? [];
  if (rows.length === 0) return <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={t('reportView.referenceEmpty')} />;
  return (
    <Flex vertical>
      {rows.map((row, i) => (
        <Fragment key={row.id}>
          {i > 0 && <Divider style={{ margin: '12px 0' }} />}
          <section aria-label={lessonLine(row)}>
            <Flex align="center" justify="space-between" gap={8} wrap style={{ marginBottom: 6 }}>
              <Typography.Text strong>{lessonLine(row)}</Typography.Text>
              <ReportStatusTag status={row.status} />
            </Flex>
            {row.teacher_name !== '' && (
              <Typography.Text type="secondary" style={{ display: 'block', fontSize: 12, marginBottom: 6 }}>{t('reportView.teacher')}: {row.teacher_name}</Typography.Text>
            )}
            <ReportContent view={row} settings={props.settings} compact />
          </section>
        </Fragment>
      ))}
    </Flex>
  );
}
