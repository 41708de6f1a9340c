import { ArrowLeftOutlined, EyeInvisibleOutlined, FileAddOutlined, SaveOutlined, SendOutlined } from '@ant-design/icons';
import { Affix, Alert, Button, Card, Checkbox, Empty, Flex, Popconfirm, Select, Skeleton, Space, Typography } from 'antd';
import { useState } from 'react';
import { useNavigate } from 'react-router';
import { constants } from '../../../generated/constants.js';
import { ReportStatus } from '../../../generated/enums.js';
import { ApiError, formatDate, ScreenPage, t, useApiMutation, useApiQuery, useCurrentUser, useFeedback, useUnsavedChanges, type ScreenProps } from '../../kit';
import { DayBar } from './DayBar';
import { useRefName } from './refNames.js';
import { ReportCard, type Edits, type Lesson, type Report, type Template } from './ReportCard';
import { REPORT_FIELDS, useReportFields, useReportTemplates, useTextbookOptions, type ReportFieldName } from './reportFields.js';
import { idsOf, reportPaths } from './reportPaths.js';
import { useDayParams } from './useDayParams.js';

const REPORTS = '/api/v1/lesson-reports';
const MAX_ROWS = Number(constants.maxPageSize);
/** The texts a template fills. */
const TEMPLATE_FIELDS = ['lesson_content', 'homework', 'note'] as const;

/** The fields of every row a bulk update may send (data.0.lesson_content …): their errors stand under them. */
const ROW_FIELDS = Array.from({ length: MAX_ROWS }, (_, i) => REPORT_FIELDS.map((f) => `data.${i}.${f}`)).flat();

/** Some report of the day is published (その日の公開をすべて取り消す is offered). */
const hasPublishedReport = (reports: ReadonlyArray<{ status: string }>) => reports.some((r) => r.status === ReportStatus.published);

/** The same value as typed or as stored (an emptied text is the stored null). */
const same = (a: unknown, b: unknown) => (a ?? '') === (b ?? '') || (a === '' && b === null) || (a === null && b === '');

/** The card of one report, with its lesson's names (from the day's timetable; a report whose lesson is gone reads its student). */
function BulkCard(props: Omit<Parameters<typeof ReportCard>[0], 'name' | 'lessonLine' | 'teacherName'> & { lesson: Lesson | undefined }) {
  const { lesson, report } = props;
  const student = useRefName('student', lesson ? undefined : report.student_id);
  const name = lesson?.student_name ?? student;
  const lessonLine = lesson ? t('report.lessonLine', { period: lesson.period_name, time: lesson.start_time.slice(0, 5), subject: lesson.lesson_subject_name }) : '';
  return <ReportCard {...props} name={name} lessonLine={lessonLine} teacherName={lesson?.teacher_name ?? ''} />;
}

/**
 * /report/bulk-edit?date=YYYY-MM-DD[&ids=…] (指導報告書の一括編集, staff and teachers): the evening's reports (the ids
 * given, else the day's: a teacher's own, staff all or a schoolhouse's), a card each, with the fields the company's
 * 指導報告書設定 uses. A template fills the texts of one report (its card's select) or of the chosen ones
 * (テンプレートを適用). 一括保存 saves the changed reports together (a field's error shows under it); 保存して公開 then
 * publishes the chosen reports (none chosen: all shown) — a refusal (a teacher where the schoolhouse does not let them
 * publish) is said plainly, the edits staying saved.
 */
export function ReportBulkEdit({ screen }: ScreenProps) {
  const navigate = useNavigate();
  const { message } = useFeedback();
  const user = useCurrentUser();
  const { date, schoolhouseId, search, change } = useDayParams();
  const givenIds = idsOf(search.get('ids'));
  const teacherId = user.role === 'TEACHER' ? user.ability.teacherId ?? undefined : undefined;
  const reports = useApiQuery('/api/v1/lesson-reports', {
    params: {
      query: {
        lesson_date: `${date}..${date}`, limit: MAX_ROWS, sort: 'id', order: 'asc',
        ...(schoolhouseId ? { schoolhouse_id: schoolhouseId } : {}),
        ...(teacherId && givenIds.length === 0 ? { teacher_id: teacherId } : {}),
      },
    },
  });
  const lessons = useApiQuery('/api/v1/lesson-reports/timetables', { params: { query: { date, ...(schoolhouseId ? { schoolhouse_id: schoolhouseId } : {}) } } });
  const { fields, isLoading: isLoadingFields, error: fieldsError } = useReportFields();
  const { templates } = useReportTemplates();
  const textbooks = useTextbookOptions(fields.some((f) => f.kind === 'textbook'));
  const unsaved = useUnsavedChanges();
  const [edits, setEdits] = useState<Record<number, Edits>>({});
  const [chosen, setChosen] = useState<number[]>([]);
  const [bulkTemplate, setBulkTemplate] = useState<number | undefined>();
  const [sentIds, setSentIds] = useState<number[]>([]);
  const [publishRefusal, setPublishRefusal] = useState<string | undefined>();
  const used = fields.map((f) => f.name);
  const update = useApiMutation('put', '/api/v1/lesson-reports/bulk-update', {
    invalidates: [REPORTS],
    // Each changed report's fields, by its place in the request (data.0.lesson_content): their errors stand under them.
    formFields: ROW_FIELDS,
  });
  const publish = useApiMutation('post', '/api/v1/lesson-reports/publish', { invalidates: [REPORTS] });
  const unpublishAll = useApiMutation('post', '/api/v1/lesson-reports/unpublish-all', { invalidates: [REPORTS] });
  const hasPublished = hasPublishedReport(reports.data?.data ?? []);

  // The lesson of each report, and the reports in the order of the day (by time, then student).
  const lessonOf = new Map((lessons.data?.data ?? []).filter((l) => l.report_id !== null).map((l) => [l.report_id!, l]));
  const all = reports.data?.data ?? [];
  const inScope = givenIds.length > 0 ? givenIds.map((id) => all.find((r) => r.id === id)).filter((r): r is Report => r !== undefined) : all;
  const order = (r: Report) => { const l = lessonOf.get(r.id); return l ? `${l.start_time}\u0000${l.period_name}\u0000${l.student_name}` : `~${r.id}`; };
  const rows = givenIds.length > 0 ? inScope : [...inScope].sort((a, b) => order(a).localeCompare(order(b), 'ja'));
  const ids = rows.map((r) => r.id);
  const chosenHere = chosen.filter((id) => ids.includes(id));

  // What is changed: the fields whose value differs from the stored one.
  const changesOf = (report: Report): Edits => {
    const draft = edits[report.id] ?? {};
    const stored = report as unknown as Record<string, unknown>;
    return Object.fromEntries(Object.entries(draft).filter(([f, v]) => used.includes(f as ReportFieldName) && !same(v, stored[f])));
  };
  const dirty = rows.filter((r) => Object.keys(changesOf(r)).length > 0);

  const edit = (id: number, values: Edits) => {
    setEdits((prev) => ({ ...prev, [id]: { ...prev[id], ...values } }));
    unsaved.markDirty();
  };
  const templateValues = (template: Template): Edits => Object.fromEntries(TEMPLATE_FIELDS
    .filter((f) => used.includes(f) && template[f] !== null && template[f] !== undefined && template[f] !== '')
    .map((f) => [f, template[f]]));
  const applyBulkTemplate = () => {
    const template = templates.find((tpl) => tpl.id === bulkTemplate);
    if (!template) return;
    if (chosenHere.length === 0) {
      void message.warning(t('report.applyTemplateNone'));
      return;
    }
    const values = templateValues(template);
    setEdits((prev) => Object.fromEntries([...Object.entries(prev), ...chosenHere.map((id) => [id, { ...prev[id], ...values }])]));
    unsaved.markDirty();
    void message.success(t('report.templateApplied', { count: chosenHere.length }));
  };

  /** Saves the changed reports; true when saved (or nothing to save). */
  const saveChanges = async (): Promise<boolean> => {
    const data = dirty.map((r) => ({ id: r.id, ...changesOf(r) }));
    if (data.length === 0) return true;
    setSentIds(data.map((d) => d.id));
    try {
      await update.mutateAsync({ body: { data: data as Parameters<typeof update.mutateAsync>[0]['body']['data'] } });
    } catch {
      return false;
    }
    setEdits({});
    unsaved.markClean();
    return true;
  };
  const saveAll = async () => {
    setPublishRefusal(undefined);
    const count = dirty.length;
    if (count === 0) {
      void message.info(t('report.noChanges'));
      return;
    }
    if (await saveChanges()) void message.success(t('report.saved', { count }));
  };
  const toPublish = chosenHere.length > 0 ? chosenHere : ids;
  const saveAndPublish = async () => {
    setPublishRefusal(undefined);
    if (!(await saveChanges())) return;
    try {
      const result = await publish.mutateAsync({ body: { ids: toPublish } });
      void message.success(t('report.savedAndPublished', { count: result.count }));
      setChosen([]);
    } catch (error) {
      setPublishRefusal(error instanceof ApiError ? error.message : String(error));
    }
  };

  // The server's errors by report and field (data.<n>.<field> of the rows sent).
  const errorsOf = (id: number): Partial<Record<string, string>> => {
    const index = sentIds.indexOf(id);
    if (index < 0) return {};
    const prefix = `data.${index}.`;
    return Object.fromEntries(update.fieldErrors.filter((e) => e.field.startsWith(prefix)).map((e) => [e.field.slice(prefix.length), e.message]));
  };

  const error = reports.error ?? lessons.error ?? fieldsError;
  const isLoading = reports.isLoading || lessons.isLoading || isLoadingFields;
  let body;
  if (error) body = <Alert type="error" showIcon message={error.message} />;
  else if (isLoading) body = <Skeleton active />;
  else if (rows.length === 0) {
    body = (
      <Empty description={t('report.noReports')}>
        <Button type="primary" icon={<FileAddOutlined />} onClick={() => navigate(reportPaths.create(date))}>{t('report.createFromLessons')}</Button>
      </Empty>
    );
  }
  const isSaving = update.isPending || publish.isPending;
  return (
    <ScreenPage
      screen={screen}
      extra={<Button icon={<ArrowLeftOutlined />} onClick={() => navigate(reportPaths.list())}>{t('report.backToList')}</Button>}
    >
      <Space direction="vertical" size="middle" style={{ width: '100%' }}>
        <Card size="small">
          <Flex wrap gap={12} justify="space-between" align="center">
            <DayBar date={date} onDate={(next) => change({ date: next })} schoolhouseId={schoolhouseId} onSchoolhouse={(id) => change({ schoolhouseId: id ?? null })} />
            {rows.length > 0 && (
              <Space wrap>
                <Checkbox
                  checked={chosenHere.length > 0 && chosenHere.length === ids.length}
                  indeterminate={chosenHere.length > 0 && chosenHere.length < ids.length}
                  onChange={(e) => setChosen(e.target.checked ? ids : [])}
                >
                  {t('report.chooseAllRows')}
                </Checkbox>
                {templates.length > 0 && (
                  <>
                    <Select
                      aria-label={t('report.template')}
                      allowClear
                      placeholder={t('report.template')}
                      value={bulkTemplate}
                      onChange={(id?: number) => setBulkTemplate(id)}
                      options={templates.map((tpl) => ({ value: tpl.id, label: tpl.title }))}
                      style={{ minWidth: 180 }}
                    />
                    <Button disabled={bulkTemplate === undefined} title={t('report.applyTemplateHelp')} onClick={applyBulkTemplate}>{t('report.applyTemplate')}</Button>
                  </>
                )}
              </Space>
            )}
          </Flex>
        </Card>
        {all.length >= MAX_ROWS && <Alert type="warning" showIcon message={t('report.moreReports', { count: MAX_ROWS })} />}
        {update.fieldErrors.length > 0 && <Alert type="error" showIcon message={t('report.fixErrors')} />}
        {publishRefusal && <Alert type="warning" showIcon message={t('report.savedNotPublished')} description={publishRefusal} closable onClose={() => setPublishRefusal(undefined)} />}
        {body ?? rows.map((report) => (
          <BulkCard
            key={report.id}
            report={report}
            lesson={lessonOf.get(report.id)}
            fields={fields}
            values={edits[report.id] ?? {}}
            isDirty={dirty.includes(report)}
            isChosen={chosenHere.includes(report.id)}
            errors={errorsOf(report.id)}
            textbooks={textbooks}
            templates={templates}
            onChoose={(isChosen) => setChosen((prev) => (isChosen ? [...prev, report.id] : prev.filter((id) => id !== report.id)))}
            onChange={(field, value) => edit(report.id, { [field]: value })}
            onTemplate={(template) => edit(report.id, templateValues(template))}
          />
        ))}
        {rows.length > 0 && (
          <Affix offsetBottom={0}>
            <Card size="small" style={{ boxShadow: '0 -2px 8px rgba(0, 0, 0, 0.08)' }}>
              <Flex wrap gap={12} justify="flex-end" align="center">
                <Typography.Text type={dirty.length > 0 ? 'warning' : 'secondary'}>
                  {t('report.unsavedCount', { count: dirty.length })} / {t('report.reportCount', { count: rows.length })}
                </Typography.Text>
                {hasPublished && (
                  <Popconfirm
                    title={t('report.unpublishAllConfirm', { date: formatDate(date) })}
                    okText={t('report.unpublishAll')}
                    okButtonProps={{ danger: true }}
                    onConfirm={() => unpublishAll.mutateAsync({ body: { lesson_date: date, ...(schoolhouseId ? { schoolhouse_id: schoolhouseId } : {}) } })
                      .then((r) => void message.success(t('report.unpublished', { count: r.count })), () => undefined)}
                  >
                    <Button danger icon={<EyeInvisibleOutlined />} loading={unpublishAll.isPending}>{t('report.unpublishAll')}</Button>
                  </Popconfirm>
                )}
                <Button icon={<SaveOutlined />} loading={update.isPending && !publish.isPending} disabled={isSaving} onClick={() => void saveAll()}>{t('report.saveAll')}</Button>
                <Button type="primary" icon={<SendOutlined />} loading={isSaving} title={t('report.publishHelp')} onClick={() => void saveAndPublish()}>
                  {t('report.saveAndPublishCount', { count: toPublish.length })}
                </Button>
              </Flex>
            </Card>
          </Affix>
        )}
      </Space>
    </ScreenPage>
  );
}
