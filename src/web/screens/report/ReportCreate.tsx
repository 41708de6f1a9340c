import { EditOutlined, FileAddOutlined, FormOutlined } from '@ant-design/icons';
import { Alert, Button, Card, Flex, Select, Space, Table, Tag, Typography } from 'antd';
import dayjs from 'dayjs';
import { useState } from 'react';
import { useNavigate } from 'react-router';
import { codeLabel, ReportStatus } from '../../../generated/enums.js';
import { operationById } from '../../../generated/operations.js';
import { ScreenPage, t, useApiMutation, useApiQuery, useFeedback, type ApiData, type ScreenProps } from '../../kit';
import { DAY, DayBar } from './DayBar';
import { useReportTemplates } from './reportFields.js';
import { reportPaths } from './reportPaths.js';
import { useDayParams } from './useDayParams.js';

type Lesson = ApiData<'get', '/api/v1/lesson-reports/timetables'>['data'][number];

const REPORTS = '/api/v1/lesson-reports';
/** The most lessons one bulk create takes (the model's limit of POST /lesson-reports/bulk-create). */
const MAX_LESSONS = Number((operationById('report.bulk-create').body as { properties: { lesson_ids: { maxItems: number } } }).properties.lesson_ids.maxItems);

/** The lessons in the order of the day: by start time, period, then student. */
const byTime = (a: Lesson, b: Lesson) => a.start_time.localeCompare(b.start_time) || a.period_name.localeCompare(b.period_name, 'ja') || a.student_name.localeCompare(b.student_name, 'ja');

/**
 * /report/create?date=YYYY-MM-DD (授業から作成, staff and teachers): the day's lessons (a teacher's own; staff all, or a
 * schoolhouse's) with whether each has its report. The lessons without one are chosen (all by default); 報告書を作成
 * makes their reports (from a template when chosen) and opens them in 一括編集 (one report: its edit page). A row's
 * 作成して編集 makes that lesson's report alone and opens it; a report made before opens with 編集.
 */
export function ReportCreate({ screen }: ScreenProps) {
  const navigate = useNavigate();
  const { message } = useFeedback();
  const { date, schoolhouseId, change } = useDayParams();
  const lessons = useApiQuery('/api/v1/lesson-reports/timetables', { params: { query: { date, ...(schoolhouseId ? { schoolhouse_id: schoolhouseId } : {}) } } });
  const { templates } = useReportTemplates();
  const [templateId, setTemplateId] = useState<number | undefined>();
  // The lessons the user took out of the choice (the others without a report stay chosen), for this day.
  const [unchosen, setUnchosen] = useState<{ date: string; ids: number[] }>({ date, ids: [] });
  const create = useApiMutation('post', '/api/v1/lesson-reports/bulk-create', { invalidates: [REPORTS] });
  const isFuture = date > dayjs().format(DAY);
  const rows = [...(lessons.data?.data ?? [])].sort(byTime);
  const open = rows.filter((l) => l.report_id === null);
  const left = unchosen.date === date ? unchosen.ids : [];
  const chosen = isFuture ? [] : open.filter((l) => !left.includes(l.lesson_id)).map((l) => l.lesson_id);
  const made = rows.filter((l) => l.report_id !== null);

  const makeReports = (lessonIds: number[]) => {
    create.mutate({ body: { lesson_ids: lessonIds.slice(0, MAX_LESSONS), ...(templateId ? { template_id: templateId } : {}) } }, {
      onSuccess: (result) => {
        void message.success(result.skipped > 0 ? t('report.createdSkipped', { created: result.created, skipped: result.skipped }) : t('report.created', { created: result.created }));
        navigate(result.ids.length === 1 ? reportPaths.edit(result.ids[0]) : reportPaths.bulkEdit(date, result.ids));
      },
    });
  };

  let notice;
  if (lessons.error) notice = <Alert type="error" showIcon message={lessons.error.message} />;
  else if (isFuture && rows.length > 0) notice = <Alert type="info" showIcon message={t('report.futureDate')} />;
  else if (!lessons.isLoading && rows.length > 0 && open.length === 0) notice = <Alert type="success" showIcon message={t('report.allCreated')} />;

  return (
    <ScreenPage
      screen={screen}
      extra={made.length > 0 && <Button icon={<FormOutlined />} onClick={() => navigate(reportPaths.bulkEdit(date))}>{t('report.editDay')}</Button>}
    >
      <Card>
        <Space direction="vertical" size="middle" style={{ width: '100%' }}>
          <DayBar date={date} onDate={(next) => change({ date: next })} schoolhouseId={schoolhouseId} onSchoolhouse={(id) => change({ schoolhouseId: id ?? null })} />
          {notice}
          <Table<Lesson>
            rowKey="lesson_id"
            size="middle"
            loading={lessons.isLoading}
            dataSource={rows}
            pagination={false}
            scroll={{ x: 'max-content' }}
            locale={{ emptyText: t('report.noLessons') }}
            rowSelection={{
              selectedRowKeys: chosen,
              columnTitle: undefined,
              getCheckboxProps: (l) => ({ disabled: isFuture || l.report_id !== null, 'aria-label': t('report.chooseLesson', { name: l.student_name }) }),
              onChange: (keys) => setUnchosen({ date, ids: open.map((l) => l.lesson_id).filter((id) => !keys.includes(id)) }),
            }}
            columns={[
              { key: 'period', title: t('report.period'), dataIndex: 'period_name' },
              { key: 'time', title: t('report.time'), render: (_, l) => l.start_time.slice(0, 5) },
              { key: 'student', title: t('report.student'), dataIndex: 'student_name' },
              { key: 'teacher', title: t('report.teacher'), dataIndex: 'teacher_name' },
              { key: 'subject', title: t('report.subject'), dataIndex: 'lesson_subject_name' },
              ...(schoolhouseId ? [] : [{ key: 'schoolhouse', title: t('report.schoolhouse'), render: (_: unknown, l: Lesson) => l.schoolhouse_name ?? '' }]),
              { key: 'status', title: t('report.lessonStatus'), render: (_, l) => codeLabel('lesson_status', l.lesson_status) },
              {
                key: 'report',
                title: t('report.reportState'),
                render: (_, l) => (l.report_id !== null ? (
                  <Space size={4} wrap>
                    <Tag color="green">{t('report.reportCreated')}</Tag>
                    {l.report_status && <Tag color={l.report_status === ReportStatus.published ? 'blue' : 'default'}>{codeLabel('report_status', l.report_status)}</Tag>}
                    <Button size="small" icon={<EditOutlined />} onClick={() => navigate(reportPaths.edit(l.report_id))}>{t('report.edit')}</Button>
                  </Space>
                ) : (
                  <Space size={4} wrap>
                    <Tag>{t('report.reportNotCreated')}</Tag>
                    {!isFuture && (
                      <Button size="small" icon={<FileAddOutlined />} disabled={create.isPending} onClick={() => makeReports([l.lesson_id])}>{t('report.createOne')}</Button>
                    )}
                  </Space>
                )),
              },
            ]}
          />
          {open.length > 0 && !isFuture && (
            <Flex gap={12} wrap align="center" justify="space-between">
              <Space wrap>
                <Typography.Text>{t('report.template')}</Typography.Text>
                <Select
                  aria-label={t('report.template')}
                  allowClear
                  placeholder={t('report.templatePlaceholder')}
                  value={templateId}
                  onChange={(id?: number) => setTemplateId(id)}
                  options={templates.map((tpl) => ({ value: tpl.id, label: tpl.title }))}
                  style={{ minWidth: 240 }}
                />
                <Typography.Text type="secondary">{t('report.templateHelp')}</Typography.Text>
              </Space>
              <Space wrap>
                <Typography.Text type="secondary">{t('report.chosenCount', { count: chosen.length })}</Typography.Text>
                <Button type="primary" icon={<FileAddOutlined />} disabled={chosen.length === 0} loading={create.isPending} onClick={() => makeReports(chosen)}>
                  {t('report.createReports', { count: chosen.length })}
                </Button>
              </Space>
            </Flex>
          )}
        </Space>
      </Card>
    </ScreenPage>
  );
}
