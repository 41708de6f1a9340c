import { UnorderedListOutlined } from '@ant-design/icons';
import { Alert, Button, Card, Flex, Skeleton, Typography } from 'antd';
import { useNavigate } from 'react-router';
import { ReportStatus } from '../../../generated/enums.js';
import { formatDateTime, ScreenPage, t, useApiQuery, useIsMobile, type ScreenProps } from '../../kit';
import { ReportCommentThread } from './DetailCommentThread';
import { detailPaths } from './DetailPaths.js';
import { lessonLine, ReportContent } from './DetailReportCard';
import { useReportSettings } from './DetailReportFields.js';

/**
 * A published report as the family reads it (opening it marks it read): the lesson on top, the fields the company's
 * settings switch on as a card that reads on a phone, and the thread in which the family writes to the school.
 */
export function FamilyReportDetail(props: ScreenProps & { id: number | undefined }) {
  const { id } = props;
  const navigate = useNavigate();
  const isMobile = useIsMobile();
  const report = useApiQuery('/api/v1/lesson-reports/protector/{id}', { params: { path: { id: String(id ?? 0) } } }, { enabled: id !== undefined, retry: false });
  const { settings, isLoading } = useReportSettings();
  const view = report.data;
  const people = view ? [view.student_name, view.teacher_name && `${t('reportView.teacher')}: ${view.teacher_name}`, view.schoolhouse_name].filter(Boolean) : [];
  return (
    <ScreenPage
      screen={props.screen}
      extra={<Button icon={<UnorderedListOutlined />} onClick={() => navigate(detailPaths.familyList())}>{t('reportView.backToList')}</Button>}
    >
      {id !== undefined && (report.isLoading || isLoading) ? <Skeleton active /> : !view ? (
        <Alert type="error" showIcon message={report.error?.message ?? t('reportView.notFound')} />
      ) : (
        <div style={{ maxWidth: 720 }}>
          <Card styles={{ body: { padding: isMobile ? 16 : 24 } }}>
            <Flex vertical gap={4} style={{ marginBottom: 16 }}>
              <Typography.Title level={2} style={{ fontSize: isMobile ? 18 : 20, margin: 0 }}>{lessonLine(view)}</Typography.Title>
              <Typography.Text type="secondary">{people.join(t('reportView.separator'))}</Typography.Text>
              {view.published_at && <Typography.Text type="secondary" style={{ fontSize: 12 }}>{t('reportView.publishedAt')} {formatDateTime(view.published_at)}</Typography.Text>}
            </Flex>
            <ReportContent view={view} settings={settings} />
          </Card>
          <ReportCommentThread reportId={view.id} isFamily isPublished={view.status === ReportStatus.published} />
        </div>
      )}
    </ScreenPage>
  );
}
