import { EditOutlined, PrinterOutlined, UnorderedListOutlined } from '@ant-design/icons';
import { Alert, Button, Card, Skeleton, Space } from 'antd';
import { useNavigate } from 'react-router';
import { ReportStatus } from '../../../generated/enums.js';
import { ScreenPage, t, useAppAbility, type ScreenProps } from '../../kit';
import { ReportCommentThread } from './DetailCommentThread';
import { LessonHeader } from './DetailLessonHeader';
import { detailPaths } from './DetailPaths.js';
import { ReportContent } from './DetailReportCard';
import { useReportSettings } from './DetailReportFields.js';
import { useReportView } from './DetailSchoolView.js';

/**
 * A report's page for staff and teachers: the lesson, 公開状況, 公開日時 and the family's 既読, the content the
 * company's settings switch on, 編集 and 印刷, and the thread with the family.
 */
export function SchoolReportDetail(props: ScreenProps & { id: number | undefined }) {
  const { id } = props;
  const navigate = useNavigate();
  const ability = useAppAbility();
  const report = useReportView(id);
  const { settings } = useReportSettings();
  const row = report.data;
  const view = row;
  return (
    <ScreenPage
      screen={props.screen}
      extra={(
        <Space wrap>
          <Button icon={<UnorderedListOutlined />} onClick={() => navigate(detailPaths.list())}>{t('reportView.backToList')}</Button>
          {row && ability.can('update', 'lesson_report') && (
            <Button icon={<EditOutlined />} onClick={() => navigate(detailPaths.edit(row.id))}>{t('reportView.edit')}</Button>
          )}
          {row && <Button type="primary" icon={<PrinterOutlined />} onClick={() => navigate(detailPaths.print(row.id))}>{t('reportView.print')}</Button>}
        </Space>
      )}
    >
      {id !== undefined && report.isLoading ? <Skeleton active /> : !view ? (
        <Alert type="error" showIcon message={report.error?.message ?? t('reportView.notFound')} />
      ) : (
        <div style={{ maxWidth: 960 }}>
          <LessonHeader view={view} withPublication />
          <Card title={t('reportView.content')} style={{ marginTop: 16 }}>
            <ReportContent view={view} settings={settings} />
          </Card>
          <ReportCommentThread reportId={view.id} isFamily={false} isPublished={view.status === ReportStatus.published} />
        </div>
      )}
    </ScreenPage>
  );
}
