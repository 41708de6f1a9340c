import { Alert, Button, Card, Flex, Select, Switch, Table, Tag, Typography } from 'antd';
import { useState } from 'react';
import { codeLabel, InvoiceState } from '../../../generated/enums.js';
import {
  type ApiData, formatDate, formatYen, parenthesized, ScreenPage, type ScreenProps, t, useApiQuery, useMayCall,
} from '../../kit';
import { BillingFilters } from './BillingFilters';
import { DebitPanel } from './DebitPanel';
import { InvoiceDrawer } from './InvoiceDrawer';
import { INVOICE_STATE_COLORS } from './invoiceStates.js';
import { PaymentDialog } from './PaymentDialog';
import { useBillingFilters } from './useBillingFilters.js';

type InvoiceRow = ApiData<'get', '/api/v1/billing/invoices'>['data'][number];

const PAGE_SIZE = 20;

/**
 * 入金処理 (general affairs): a billing month's issued invoices, the unpaid first by default, each with 入金を登録
 * (窓口・振込); 口座振替 below makes the bank's request file and reads its result file.
 */
export function BillingPayments({ screen }: ScreenProps) {
  const filters = useBillingFilters();
  const mayRecord = useMayCall('billing.payment-create');
  const [unpaidOnly, setUnpaidOnly] = useState(true);
  const [houseFilter, setHouseFilter] = useState<number | undefined>();
  const [page, setPage] = useState(1);
  const [paying, setPaying] = useState<InvoiceRow | undefined>();
  const [open, setOpen] = useState<number | undefined>();
  const query = useApiQuery('/api/v1/billing/invoices', {
    params: { query: {
      billing_month: filters.month, page, limit: PAGE_SIZE,
      ...(houseFilter !== undefined ? { schoolhouse_id: houseFilter } : {}), ...(unpaidOnly ? { status: InvoiceState.issued } : {}),
    } },
  });
  const rows = (query.data?.data ?? []).filter((row) => row.status !== InvoiceState.closed);
  const columns = [
    { title: t('billing.invoices.column.number'), dataIndex: 'invoice_number', key: 'number' },
    { title: t('billing.invoices.column.student'), key: 'student', render: (_: unknown, r: InvoiceRow) => `${r.student_name}${parenthesized(r.student_number)}` },
    { title: t('billing.invoices.column.schoolhouse'), dataIndex: 'schoolhouse_name', key: 'house' },
    { title: t('billing.invoices.column.total'), dataIndex: 'total', key: 'total', align: 'right' as const, render: (n: number) => formatYen(n) },
    { title: t('billing.invoices.column.paid'), dataIndex: 'paid_total', key: 'paid', align: 'right' as const, render: (n: number) => formatYen(n) },
    {
      title: t('billing.invoices.column.status'), key: 'status',
      render: (_: unknown, r: InvoiceRow) => (
        <Flex gap={4} wrap>
          <Tag color={INVOICE_STATE_COLORS[r.status] ?? 'default'}>{codeLabel('invoice_state', r.status)}</Tag>
          {r.debit_result !== null && <Tag color={r.debit_result === '0' ? 'green' : 'red'}>{codeLabel('debit_result', r.debit_result)}</Tag>}
        </Flex>
      ),
    },
    { title: t('billing.invoices.column.dueOn'), dataIndex: 'due_on', key: 'due', render: (d: string | null) => (d ? formatDate(d) : '—') },
    ...(mayRecord ? [{
      title: '', key: 'pay',
      render: (_: unknown, r: InvoiceRow) => (
        <Button size="small" onClick={(event) => { event.stopPropagation(); setPaying(r); }}>{t('billing.payments.record')}</Button>
      ),
    }] : []),
  ];
  return (
    <ScreenPage screen={screen}>
      <Flex vertical gap={16}>
        <Card>
          <Flex vertical gap={16}>
            <Typography.Paragraph type="secondary" style={{ margin: 0 }}>{t('billing.payments.help')}</Typography.Paragraph>
            <Flex gap={16} wrap align="center">
              <BillingFilters month={filters.month} onMonth={(m) => { setPage(1); filters.setMonth(m); }} />
              <Select
                aria-label={t('billing.schoolhouse')}
                style={{ width: 200 }}
                value={houseFilter ?? 0}
                onChange={(v: number) => { setPage(1); setHouseFilter(v === 0 ? undefined : v); }}
                options={[{ value: 0, label: t('billing.allSchoolhouses') }, ...filters.schoolhouses]}
              />
              <span style={{ display: 'inline-flex', gap: 8, alignItems: 'center' }}>
                <Switch checked={unpaidOnly} onChange={(v) => { setPage(1); setUnpaidOnly(v); }} aria-label={t('billing.payments.unpaidOnly')} />
                {t('billing.payments.unpaidOnly')}
              </span>
            </Flex>
            {query.error && <Alert type="error" showIcon message={query.error.message} />}
            <Table<InvoiceRow>
              rowKey="id"
              size="middle"
              loading={query.isLoading}
              dataSource={rows}
              columns={columns}
              scroll={{ x: 'max-content' }}
              locale={{ emptyText: t('billing.invoices.none') }}
              onRow={(row) => ({ onClick: () => setOpen(row.id), style: { cursor: 'pointer' } })}
              pagination={{ current: page, pageSize: PAGE_SIZE, total: query.data?.total ?? 0, onChange: setPage, showSizeChanger: false, hideOnSinglePage: true }}
            />
          </Flex>
        </Card>
        <DebitPanel month={filters.month} />
      </Flex>
      {paying && <PaymentDialog invoice={paying} onClose={() => setPaying(undefined)} />}
      {open !== undefined && <InvoiceDrawer id={open} onClose={() => setOpen(undefined)} />}
    </ScreenPage>
  );
}
