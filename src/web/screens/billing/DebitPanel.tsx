import { DownloadOutlined, UploadOutlined } from '@ant-design/icons';
import { Button, Card, Flex, Table, Typography, Upload } from 'antd';
import dayjs, { type Dayjs } from 'dayjs';
import { useState } from 'react';
import { constants } from '../../../generated/constants.js';
import {
  DateInput, downloadFile, formatDate, formatDateTime, formatMonth, formatYen, reportApiError, t, useApiMutation, useApiQuery, useFeedback, useMayCall,
  type ApiData, type DateInputValue,
} from '../../kit';

type Batch = ApiData<'get', '/api/v1/billing/debit/batches'>['data'][number];

/** The transfer day of a month: the 27th (or the given day, clamped to the month's end). */
function transferDayOf(month: string, day: number): Dayjs {
  const start = dayjs(`${month}-01`);
  return start.date(Math.min(day, start.daysInMonth()));
}

/**
 * 口座振替: the month's debit request file (全銀協 fixed length, Shift_JIS) for the bank, and the bank's result file read
 * back (振替済み become payments, 振替不能 alarms); the files made so far and their results.
 */
export function DebitPanel(props: { month: string }) {
  const { message } = useFeedback();
  const mayExport = useMayCall('billing.debit-export');
  const mayImport = useMayCall('billing.debit-import');
  const [transferOn, setTransferOn] = useState<DateInputValue>(() => transferDayOf(props.month, 27));
  const [isExporting, setExporting] = useState(false);
  const batches = useApiQuery('/api/v1/billing/debit/batches', { params: { query: { billing_month: props.month } } });
  const importing = useApiMutation('post', '/api/v1/billing/debit/import', { invalidates: ['/api/v1/billing'] });
  const exportFile = () => {
    if (!dayjs.isDayjs(transferOn)) return;
    setExporting(true);
    downloadFile({
      path: `${String(constants.apiBasePath)}/billing/debit/export`,
      body: { billing_month: props.month, transfer_on: transferOn.format('YYYY-MM-DD') },
      fallbackName: `debit-${props.month}.txt`,
    }).then(() => { void message.success(t('billing.payments.debit.exported')); void batches.refetch(); }, (error: unknown) => reportApiError(error))
      .finally(() => setExporting(false));
  };
  const upload = (file: File) => {
    const form = new FormData();
    form.append('data', JSON.stringify({}));
    form.append('file', file, file.name);
    importing.mutate({ body: form as never, bodySerializer: (body: unknown) => body as FormData }, {
      onSuccess: (answer) => void message.success(t('billing.payments.debit.imported', { paid: answer.paid, failed: answer.failed, unknown: answer.unknown })),
    });
    return false;
  };
  return (
    <Card title={t('billing.payments.debit.title')}>
      <Flex vertical gap={12}>
        {mayExport && (
          <>
            <Typography.Text type="secondary">{t('billing.payments.debit.exportHelp')}</Typography.Text>
            <Flex gap={8} wrap align="center">
              <span>{t('billing.payments.debit.transferOn')}</span>
              <DateInput kind="date" value={transferOn} onChange={setTransferOn} aria-label={t('billing.payments.debit.transferOn')} />
              <Button type="primary" icon={<DownloadOutlined />} loading={isExporting} disabled={!dayjs.isDayjs(transferOn)} onClick={exportFile}>
                {t('billing.payments.debit.export')}
              </Button>
            </Flex>
          </>
        )}
        {mayImport && (
          <>
            <Typography.Text type="secondary">{t('billing.payments.debit.importHelp')}</Typography.Text>
            <Upload beforeUpload={upload} showUploadList={false} maxCount={1} accept=".txt,.dat,text/plain">
              <Button icon={<UploadOutlined />} loading={importing.isPending}>{t('billing.payments.debit.import')}</Button>
            </Upload>
          </>
        )}
        <Typography.Title level={5} style={{ margin: 0 }}>{t('billing.payments.debit.batches')}</Typography.Title>
        <Table<Batch>
          rowKey="id"
          size="small"
          pagination={false}
          loading={batches.isLoading}
          dataSource={batches.data?.data ?? []}
          columns={[
            { title: t('billing.payments.debit.column.month'), dataIndex: 'billing_month', key: 'month', render: (m: string) => formatMonth(m) },
            { title: t('billing.payments.debit.column.transferOn'), dataIndex: 'transfer_on', key: 'on', render: (d: string) => formatDate(d) },
            { title: t('billing.payments.debit.column.count'), dataIndex: 'record_count', key: 'count', align: 'right' as const, render: (n: number) => t('billing.items', { count: n }) },
            { title: t('billing.payments.debit.column.total'), dataIndex: 'total_amount', key: 'total', align: 'right' as const, render: (n: number) => formatYen(n) },
            { title: t('billing.payments.debit.column.createdAt'), dataIndex: 'created_at', key: 'at', render: (d: string) => formatDateTime(d) },
            {
              title: t('billing.payments.debit.column.result'), key: 'result',
              render: (_: unknown, b: Batch) => (b.result_imported_at
                ? t('billing.payments.debit.resultLine', { paid: b.paid_count ?? 0, failed: b.failed_count ?? 0 })
                : <Typography.Text type="secondary">{t('billing.payments.debit.resultPending')}</Typography.Text>),
            },
          ]}
        />
      </Flex>
    </Card>
  );
}
