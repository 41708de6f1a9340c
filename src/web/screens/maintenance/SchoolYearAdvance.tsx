import { useState } from 'react';
import { useSearchParams } from 'react-router';
import { useQuery } from '@tanstack/react-query';
import dayjs from 'dayjs';
import { Alert, Button, Card, Flex, InputNumber, Popconfirm, Result, Spin, Table, Typography } from 'antd';
import { AdvanceStatus } from '../../../generated/enums.js';
import { showCallError } from '../../feedback/showErrorMessage.js';
import { t } from '../../i18n/i18n.js';
import { screenTitle } from '../../i18n/screenTitle.js';
import { apiClient } from '../../providers/apiClient.js';
import { apiData } from '../../providers/apiData.js';
import { PageHeader } from '../common/PageHeader';
import type { ScreenProps } from '../screenProps.js';
import { ListLoading } from '../../components/ListLoading';

const PAGE_SIZE = 50;
const PENDING: readonly string[] = [AdvanceStatus.queued, AdvanceStatus.cancelling];

/** The school year that starts next April (Japanese schools start in April). */
const nextFiscalYear = () => (dayjs().month() >= 3 ? dayjs().year() + 1 : dayjs().year());

/** A run followed until its job is done: the id lives in the address, so a reload goes on showing it. */
function AdvanceRun(props: { id: number; onBack: () => void }) {
  const query = useQuery({
    queryKey: ['school-year-advance', props.id],
    queryFn: () => apiData(apiClient.GET('/api/v1/school-year-advances/{id}', { params: { path: { id: props.id } } })),
    refetchInterval: (q) => (q.state.data && !PENDING.includes(q.state.data.status) ? false : 1000),
  });
  const run = query.data;
  if (query.error) return <Alert type="error" showIcon message={query.error.message} />;
  if (!run || PENDING.includes(run.status)) return <Flex vertical align="center" gap={12} role="status"><Spin /><Typography.Text>{t('advance.running')}</Typography.Text></Flex>;
  const back = <Button key="back" onClick={props.onBack}>{t('advance.back')}</Button>;
  return run.status === AdvanceStatus.failed
    ? <Result status="error" title={t('advance.failed', { message: run.message ?? '' })} extra={back} />
    : <Result status="success" title={t('advance.applied', { count: run.student_count })} extra={back} />;
}

/**
 * 一括進級処理 (maintenance): every change the advancement would make — each moving student's school year before and
 * after — then, confirmed, the run as a job; cancelled on 進級処理取消 (SchoolYearAdvanceCancel).
 */
export function SchoolYearAdvance({ screen }: ScreenProps) {
  const [params, setParams] = useSearchParams();
  const runId = Number(params.get('run')) || undefined;
  const [page, setPage] = useState(1);
  const [fiscalYear, setFiscalYear] = useState<number>(nextFiscalYear());
  const [isStarting, setStarting] = useState(false);
  const preview = useQuery({
    queryKey: ['school-year-advance-preview', page],
    queryFn: () => apiData(apiClient.GET('/api/v1/school-year-advance/preview', { params: { query: { page, limit: PAGE_SIZE } } })),
    enabled: runId === undefined,
  });
  const start = () => {
    setStarting(true);
    apiData(apiClient.POST('/api/v1/school-year-advance', { body: { fiscal_year: fiscalYear } }))
      .then((run) => setParams({ run: String(run.id) }), showCallError)
      .finally(() => setStarting(false));
  };
  const total = preview.data?.total ?? 0;
  return (
    <>
      <PageHeader title={screenTitle(screen)} />
      <Card>
        {runId ? <AdvanceRun id={runId} onBack={() => { setParams({}); void preview.refetch(); }} /> : (
          <Flex vertical gap={16}>
            <Typography.Paragraph style={{ margin: 0 }}>{t('advance.lead')}</Typography.Paragraph>
            {preview.error && <Alert type="error" showIcon message={preview.error.message} />}
            {preview.data && <Typography.Text strong>{t('advance.summary', { total, lastYear: preview.data.last_year_total })}</Typography.Text>}
            <Flex gap={12} align="center" wrap>
              <label htmlFor="advance-fiscal-year">{t('advance.fiscalYear')}</label>
              <InputNumber id="advance-fiscal-year" min={2000} max={2999} value={fiscalYear} onChange={(v) => setFiscalYear(Number(v ?? nextFiscalYear()))} />
              <Popconfirm title={t('advance.confirm', { total })} okText={t('advance.run')} cancelText={t('common.cancel')} onConfirm={start} disabled={total === 0}>
                <Button type="primary" loading={isStarting} disabled={total === 0}>{t('advance.run')}</Button>
              </Popconfirm>
              {preview.data && total === 0 && <Typography.Text type="secondary">{t('advance.nothing')}</Typography.Text>}
            </Flex>
            <div tabIndex={0} role="group" aria-label={t('advance.summary', { total, lastYear: preview.data?.last_year_total ?? 0 })} style={{ overflowX: 'auto' }}>
              <Table
                size="small"
                rowKey="student_id"
                loading={preview.isFetching}
                dataSource={preview.data?.data ?? []}
                locale={{ emptyText: preview.isFetching ? <ListLoading /> : t('common.noData') }}
                pagination={{ current: page, pageSize: PAGE_SIZE, total, showSizeChanger: false, onChange: setPage }}
                columns={[
                  { key: 'student_number', title: t('advance.studentNumber'), dataIndex: 'student_number' },
                  { key: 'name', title: t('advance.name'), dataIndex: 'name' },
                  { key: 'schoolhouse', title: t('advance.schoolhouse'), dataIndex: 'schoolhouse' },
                  { key: 'from', title: t('advance.from'), dataIndex: 'from' },
                  { key: 'to', title: t('advance.to'), dataIndex: 'to' },
                ]}
              />
            </div>
          </Flex>
        )}
      </Card>
    </>
  );
}
