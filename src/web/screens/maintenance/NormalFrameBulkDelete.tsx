import { useCallback, useEffect, useState } from 'react';
import { useSearchParams } from 'react-router';
import { useQuery } from '@tanstack/react-query';
import dayjs, { type Dayjs } from 'dayjs';
import { Alert, Button, Card, Checkbox, Flex, Form, Popconfirm, Result, Select, Spin, Table, Typography } from 'antd';
import { codeLabel, DeletionStatus, TermKind } from '../../../generated/enums.js';
import { showCallError } from '../../feedback/showErrorMessage.js';
import { t } from '../../i18n/i18n.js';
import { screenTitle } from '../../i18n/screenTitle.js';
import { apiClient } from '../../providers/apiClient.js';
import { apiData } from '../../providers/apiData.js';
import { PageHeader } from '../common/PageHeader';
import type { ScreenProps } from '../screenProps.js';
import { ListLoading } from '../../components/ListLoading';
import { DateInput } from '../../components/date-input/DateInput';
import { dayjsOf, type DateInputValue } from '../../components/date-input/dateValue.js';
import { EntityList } from '../../kit';

const PAGE_SIZE = 50;
const DAY = 'YYYY-MM-DD';

/** A run followed until its job is done: the id lives in the address, so a reload goes on showing it. */
function DeletionRun(props: { id: number; onBack: () => void; onSettled: () => void }) {
  const query = useQuery({
    queryKey: ['normal-frame-deletion', props.id],
    queryFn: () => apiData(apiClient.GET('/api/v1/normal-frame-deletions/{id}', { params: { path: { id: props.id } } })),
    refetchInterval: (q) => (q.state.data && q.state.data.status !== DeletionStatus.queued ? false : 1000),
  });
  const run = query.data;
  const isSettled = run !== undefined && run.status !== DeletionStatus.queued;
  const { onSettled } = props;
  // The history below shows the run once its job is done.
  useEffect(() => { if (isSettled) onSettled(); }, [isSettled, onSettled]);
  if (query.error) return <Alert type="error" showIcon message={query.error.message} />;
  if (!run || run.status === DeletionStatus.queued) return <Flex vertical align="center" gap={12} role="status"><Spin /><Typography.Text>{t('normalFrame.running')}</Typography.Text></Flex>;
  const back = <Button key="back" onClick={props.onBack}>{t('normalFrame.back')}</Button>;
  return run.status === DeletionStatus.failed
    ? <Result status="error" title={t('normalFrame.failed', { message: run.message ?? '' })} extra={back} />
    : <Result status="success" title={t('normalFrame.applied', { frames: run.frame_count, lessons: run.lesson_count })} extra={back} />;
}

/** Whether today falls in a term's dates. */
const isToday = (start: unknown, end: unknown) => {
  const today = dayjs().format(DAY);
  return typeof start === 'string' && typeof end === 'string' && start.slice(0, 10) <= today && today <= end.slice(0, 10);
};

/** The terms of regular lessons (newest first) and the schoolhouses, for the choosers. */
function useChoices() {
  const terms = useQuery({
    queryKey: ['normal-frame-deletion', 'terms'],
    queryFn: () => apiData(apiClient.GET('/api/v1/yearly-schedules', { params: { query: { term_kind: TermKind.normal, limit: 100 } } })),
  });
  const houses = useQuery({
    queryKey: ['normal-frame-deletion', 'schoolhouses'],
    queryFn: () => apiData(apiClient.GET('/api/v1/schoolhouses', { params: { query: { limit: 100 } } })),
  });
  return {
    terms: (terms.data?.data ?? []).map((r) => ({
      value: Number(r.id), label: `${t('normalFrame.fiscalYear', { year: Number(r.fiscal_year) })} ${codeLabel('lesson_period', r.period_code)}`,
      isCurrent: Boolean(r.is_current), isToday: isToday(r.start_date, r.end_date),
    })),
    houses: (houses.data?.data ?? []).map((r) => ({ value: Number(r.id), label: String(r.schoolhouse_name) })),
  };
}

/**
 * 通常授業一括削除 (maintenance): choose a term (and a schoolhouse, or all), and whether the regular lessons generated
 * from its weekly timetable go too from a day on; every frame the deletion removes is listed, then, confirmed, the run
 * goes as a job and stays in the history below.
 */
export function NormalFrameBulkDelete({ screen }: ScreenProps) {
  const [params, setParams] = useSearchParams();
  const runId = Number(params.get('run')) || undefined;
  const choices = useChoices();
  const [termId, setTermId] = useState<number>();
  const [houseId, setHouseId] = useState<number>();
  const [withLessons, setWithLessons] = useState(true);
  const [lessonsFrom, setLessonsFrom] = useState<DateInputValue>(dayjs());
  const [page, setPage] = useState(1);
  const [isStarting, setStarting] = useState(false);
  const [historyVersion, setHistoryVersion] = useState(0);
  // The term whose dates hold today first (the timetable in use), else the one marked current.
  const term = termId ?? choices.terms.find((c) => c.isToday)?.value ?? choices.terms.find((c) => c.isCurrent)?.value ?? choices.terms[0]?.value;
  const from: Dayjs | null = withLessons ? dayjsOf(lessonsFrom) : null;
  const selection = {
    yearly_schedule_id: term ?? 0,
    ...(houseId !== undefined ? { schoolhouse_id: houseId } : {}),
    ...(from ? { lessons_from: from.format(DAY) } : {}),
  };
  const preview = useQuery({
    queryKey: ['normal-frame-deletion-preview', selection, page],
    queryFn: () => apiData(apiClient.GET('/api/v1/normal-frame-deletion/preview', { params: { query: { ...selection, page, limit: PAGE_SIZE } } })),
    enabled: runId === undefined && term !== undefined,
  });
  const start = () => {
    setStarting(true);
    apiData(apiClient.POST('/api/v1/normal-frame-deletion', { body: selection }))
      .then((run) => setParams({ run: String(run.id) }), showCallError)
      .finally(() => setStarting(false));
  };
  const refreshHistory = useCallback(() => setHistoryVersion((v) => v + 1), []);
  const frames = preview.data?.frame_count ?? 0;
  const lessons = preview.data?.lesson_count ?? 0;
  const isEmpty = frames === 0 && lessons === 0;
  const summary = t('normalFrame.summary', { frames, lessons });
  return (
    <>
      <PageHeader title={screenTitle(screen)} />
      <Flex vertical gap={16}>
        <Card>
          {runId ? <DeletionRun id={runId} onBack={() => { setParams({}); void preview.refetch(); }} onSettled={refreshHistory} /> : (
            <Flex vertical gap={16}>
              <Typography.Paragraph style={{ margin: 0 }}>{t('normalFrame.lead')}</Typography.Paragraph>
              <Form layout="inline" style={{ rowGap: 12 }}>
                <Form.Item label={t('normalFrame.term')} htmlFor="normal-frame-term">
                  <Select id="normal-frame-term" style={{ width: 200 }} value={term} options={choices.terms} onChange={(v: number) => { setTermId(v); setPage(1); }} />
                </Form.Item>
                <Form.Item label={t('normalFrame.schoolhouse')} htmlFor="normal-frame-schoolhouse">
                  <Select id="normal-frame-schoolhouse" style={{ width: 200 }} value={houseId ?? 0}
                    options={[{ value: 0, label: t('normalFrame.allSchoolhouses') }, ...choices.houses]}
                    onChange={(v: number) => { setHouseId(v === 0 ? undefined : v); setPage(1); }} />
                </Form.Item>
                <Form.Item>
                  <Checkbox checked={withLessons} onChange={(e) => { setWithLessons(e.target.checked); setPage(1); }}>{t('normalFrame.withLessons')}</Checkbox>
                </Form.Item>
                {withLessons && (
                  <Form.Item label={t('normalFrame.lessonsFrom')} htmlFor="normal-frame-lessons-from">
                    <DateInput kind="date" id="normal-frame-lessons-from" value={lessonsFrom} onChange={(v) => { setLessonsFrom(v); setPage(1); }} />
                  </Form.Item>
                )}
              </Form>
              {preview.error && <Alert type="error" showIcon message={preview.error.message} />}
              {preview.data && <Typography.Text strong>{summary}</Typography.Text>}
              <Flex gap={12} align="center" wrap>
                <Popconfirm title={t('normalFrame.confirm', { frames, lessons })} okText={t('normalFrame.run')} okButtonProps={{ danger: true }} cancelText={t('common.cancel')} onConfirm={start} disabled={isEmpty}>
                  <Button type="primary" danger loading={isStarting} disabled={isEmpty}>{t('normalFrame.run')}</Button>
                </Popconfirm>
                {preview.data && isEmpty && <Typography.Text type="secondary">{t('normalFrame.nothing')}</Typography.Text>}
              </Flex>
              <div tabIndex={0} role="group" aria-label={summary} style={{ overflowX: 'auto' }}>
                <Table
                  size="small"
                  rowKey="id"
                  loading={preview.isFetching}
                  dataSource={preview.data?.data ?? []}
                  locale={{ emptyText: preview.isFetching ? <ListLoading /> : t('common.noData') }}
                  pagination={{ current: page, pageSize: PAGE_SIZE, total: frames, showSizeChanger: false, onChange: setPage }}
                  columns={[
                    { key: 'schoolhouse', title: t('normalFrame.schoolhouse'), dataIndex: 'schoolhouse' },
                    { key: 'weekday', title: t('normalFrame.weekday'), dataIndex: 'weekday', render: (v: number) => codeLabel('weekday', v) },
                    { key: 'period', title: t('normalFrame.period'), dataIndex: 'period' },
                    { key: 'student', title: t('normalFrame.student'), dataIndex: 'student' },
                    { key: 'teacher', title: t('normalFrame.teacher'), dataIndex: 'teacher' },
                    { key: 'lesson_subject', title: t('normalFrame.lessonSubject'), dataIndex: 'lesson_subject' },
                    { key: 'seat', title: t('normalFrame.seat'), dataIndex: 'seat' },
                  ]}
                />
              </div>
            </Flex>
          )}
        </Card>
        <Card title={t('normalFrame.history')} size="small">
          <EntityList key={historyVersion} entity="normal_frame_deletion" views={[]} />
        </Card>
      </Flex>
    </>
  );
}
