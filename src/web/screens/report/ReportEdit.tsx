import { CheckCircleOutlined, FileSearchOutlined, LeftOutlined, ProfileOutlined, RightOutlined, StopOutlined, UnorderedListOutlined } from '@ant-design/icons';
import { Alert, Button, Card, Col, Drawer, Flex, Row, Skeleton, Space, Typography } from 'antd';
import { useEffect, useState } from 'react';
import { useNavigate, useSearchParams } from 'react-router';
import { ReportStatus } from '../../../generated/enums.js';
import {
  EntityForm, ScreenPage, t, useApiMutation, useApiQuery, useFeedback, useIsMobile, useUnsavedChanges, type ScreenProps,
} from '../../kit';
import { LessonHeader } from './DetailLessonHeader';
import { detailPaths, reportIdOf } from './DetailPaths.js';
import { freeInputLabels, hiddenFormFields, useReportSettings } from './DetailReportFields.js';
import { useReportView } from './DetailSchoolView.js';
import { ReportAttachments } from './EditAttachments';
import { useNeighbours } from './EditNeighbours.js';
import { ReferencePanel } from './EditReferencePanel';

/** 公開する / 非公開に戻す of one report, each asked first. */
function PublishButton(props: { id: number; isPublished: boolean }) {
  const { modal, message } = useFeedback();
  const publish = useApiMutation('post', '/api/v1/lesson-reports/publish', { invalidates: ['/api/v1/lesson-reports'] });
  const unpublish = useApiMutation('post', '/api/v1/lesson-reports/bulk-unpublish', { invalidates: ['/api/v1/lesson-reports'] });
  const body = { body: { ids: [props.id] } };
  if (props.isPublished) {
    return (
      <Button icon={<StopOutlined />} loading={unpublish.isPending} onClick={() => modal.confirm({
        title: t('reportView.unpublish'), content: t('reportView.unpublishConfirm'), okText: t('reportView.unpublish'), cancelText: t('common.cancel'),
        onOk: () => unpublish.mutateAsync(body).then(() => void message.success(t('reportView.unpublishDone')), () => undefined),
      })}>{t('reportView.unpublish')}</Button>
    );
  }
  return (
    <Button type="primary" icon={<CheckCircleOutlined />} loading={publish.isPending} onClick={() => modal.confirm({
      title: t('reportView.publish'), content: t('reportView.publishConfirm'), okText: t('reportView.publish'), cancelText: t('common.cancel'),
      onOk: () => publish.mutateAsync(body).then(() => void message.success(t('reportView.publishDone')), () => undefined),
    })}>{t('reportView.publish')}</Button>
  );
}

/**
 * /report/edit?id=N (指導報告書の編集, staff and teacher): the lesson on top (student, 授業日, 時限, 科目, 講師) with the
 * report's status, the form with the fields the company's settings switch on (the free inputs by their names), 前へ/次へ
 * through the list's search result (or the same student's reports), 参照 of the student's earlier reports beside the
 * form (in a drawer on narrow screens), 公開する / 非公開に戻す and 詳細. Saved, the page stays.
 */
export function ReportEdit({ screen }: ScreenProps) {
  const navigate = useNavigate();
  const isMobile = useIsMobile();
  const [searchParams] = useSearchParams();
  const id = reportIdOf(searchParams.get('id'));
  const unsaved = useUnsavedChanges();
  const { markClean } = unsaved;
  const [isReferenceOpen, setReferenceOpen] = useState(false);
  const report = useApiQuery('/api/v1/lesson-reports/{id}', { params: { path: { id: id ?? 0 } } }, { enabled: id !== undefined, retry: false });
  const view = useReportView(id);
  const { settings, isLoading: isSettingsLoading } = useReportSettings();
  const neighbours = useNeighbours(id);
  // Another report (前へ/次へ) starts clean: what was left unsaved was given up when the user chose to move.
  useEffect(() => markClean(), [id, markClean]);

  const row = report.data;
  const go = (to: number | undefined) => to !== undefined && navigate(detailPaths.edit(to));
  const actions = (
    <Space wrap>
      <Button icon={<UnorderedListOutlined />} onClick={() => navigate(detailPaths.list())}>{t('reportView.backToList')}</Button>
      {row && <Button icon={<ProfileOutlined />} onClick={() => navigate(detailPaths.detail(row.id))}>{t('reportView.detail')}</Button>}
      {row && <PublishButton id={row.id} isPublished={row.status === ReportStatus.published} />}
    </Space>
  );
  if (id === undefined) return <ScreenPage screen={screen} extra={actions}><Alert type="warning" showIcon message={t('reportView.noId')} /></ScreenPage>;
  if (report.isLoading || isSettingsLoading) return <ScreenPage screen={screen} extra={actions}><Skeleton active /></ScreenPage>;
  if (!row) return <ScreenPage screen={screen} extra={actions}><Alert type="error" showIcon message={report.error?.message ?? t('reportView.notFound')} /></ScreenPage>;

  const walk = (
    <Flex align="center" justify="space-between" gap={8} wrap style={{ marginBottom: 12 }}>
      <Space wrap>
        <Button icon={<LeftOutlined />} disabled={neighbours.previous === undefined} onClick={() => go(neighbours.previous)}>{t('reportView.previous')}</Button>
        <Button disabled={neighbours.next === undefined} onClick={() => go(neighbours.next)}>{t('reportView.next')}<RightOutlined /></Button>
        <Typography.Text type="secondary" style={{ fontSize: 12 }}>
          {neighbours.position ? t('reportView.position', neighbours.position) : t('reportView.studentOrder')}
        </Typography.Text>
      </Space>
      {isMobile && <Button icon={<FileSearchOutlined />} onClick={() => setReferenceOpen(true)}>{t('reportView.reference')}</Button>}
    </Flex>
  );
  const form = (
    <>
      <Card>
        <EntityForm key={row.id} entity="lesson_report" id={row.id} hiddenFields={hiddenFormFields(settings)} fieldLabels={freeInputLabels(settings)}
          onChange={unsaved.markDirty} onSaved={() => unsaved.markClean()} />
      </Card>
      {settings?.uses_attachments && view.data && <ReportAttachments key={row.id} reportId={row.id} saved={view.data.attachments ?? []} />}
    </>
  );
  const reference = <ReferencePanel reportId={row.id} settings={settings} />;
  return (
    <ScreenPage screen={screen} extra={actions}>
      {walk}
      {view.data && <LessonHeader view={view.data} />}
      <div style={{ marginTop: 16 }}>
        {isMobile ? (
          <>
            {form}
            <Drawer title={t('reportView.referenceTitle')} open={isReferenceOpen} onClose={() => setReferenceOpen(false)} width="90%">{reference}</Drawer>
          </>
        ) : (
          <Row gutter={16} wrap={false}>
            <Col flex="1 1 560px" style={{ minWidth: 0 }}>{form}</Col>
            <Col flex="0 1 400px" style={{ minWidth: 0 }}>
              <Card size="small" title={<Flex align="center" gap={8}><FileSearchOutlined />{t('reportView.referenceTitle')}</Flex>} style={{ position: 'sticky', top: 72 }}>
                {/* A scrolling region a keyboard reaches (Tab, then the arrow keys). */}
                <div tabIndex={0} role="region" aria-label={t('reportView.referenceTitle')} style={{ maxHeight: 'calc(100vh - 220px)', overflowY: 'auto' }}>
                  {reference}
                </div>
              </Card>
            </Col>
          </Row>
        )}
      </div>
    </ScreenPage>
  );
}
