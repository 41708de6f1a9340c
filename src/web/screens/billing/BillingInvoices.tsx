import { Alert, Card, Flex, Input, Select, Table, Tag, Typography } from 'antd';
import { useState } from 'react';
import { codeLabel, InvoiceState, type InvoiceStateCode } from '../../../generated/enums.js';
import {
  type ApiData, formatDate, formatYen, parenthesized, ScreenPage, type ScreenProps, t, useApiQuery,
} from '../../kit';
import { BillingFilters } from './BillingFilters';
import { InvoiceDrawer } from './InvoiceDrawer';
import { INVOICE_STATE_COLORS } from './invoiceStates.js';
import { useBillingFilters } from './useBillingFilters.js';

type InvoiceRow = ApiData<'get', '/api/v1/billing/invoices'>['data'][number];

const PAGE_SIZE = 20;

/**
 * 請求確認 (school management: one schoolhouse) and 請求確認（承認） (general affairs: every schoolhouse or one): the
 * invoices written at 締め for a billing month, with their totals and payment state; a row opens the invoice (lines, tax
 * per rate, payments, its PDF).
 */
export function BillingInvoices({ screen }: ScreenProps) {
  const filters = useBillingFilters();
  const isSchool = screen.id === 'billing-process.school-bill-check';
  const [houseFilter, setHouseFilter] = useState<number | undefined>();
  const [status, setStatus] = useState<InvoiceStateCode | undefined>();
  const [name, setName] = useState('');
  const [page, setPage] = useState(1);
  const [open, setOpen] = useState<number | undefined>();
  const houseId = isSchool ? filters.schoolhouseId : houseFilter;
  const query = useApiQuery('/api/v1/billing/invoices', {
    params: { query: {
      billing_month: filters.month, page, limit: PAGE_SIZE,
      ...(houseId !== undefined ? { schoolhouse_id: houseId } : {}), ...(status ? { status } : {}), ...(name.trim() ? { student_name: name.trim() } : {}),
    } },
  }, { enabled: !isSchool || houseId !== undefined });
  const rows = query.data?.data ?? [];
  const summary = query.data?.summary;
  const reset = <T,>(set: (value: T) => void) => (value: T) => { setPage(1); set(value); };

  const columns = [
    { title: t('billing.invoices.column.number'), dataIndex: 'invoice_number', key: 'number' },
    { title: t('billing.invoices.column.student'), key: 'student', render: (_: unknown, r: InvoiceRow) => `${r.student_name}${parenthesized(r.student_number)}` },
    ...(isSchool ? [] : [{ title: t('billing.invoices.column.schoolhouse'), dataIndex: 'schoolhouse_name', key: 'house' }]),
    { title: t('billing.invoices.column.total'), dataIndex: 'total', key: 'total', align: 'right' as const, render: (n: number) => formatYen(n) },
    { title: t('billing.invoices.column.paid'), dataIndex: 'paid_total', key: 'paid', align: 'right' as const, render: (n: number) => formatYen(n) },
    {
      title: t('billing.invoices.column.status'), key: 'status',
      render: (_: unknown, r: InvoiceRow) => (
        <Flex gap={4} wrap>
          <Tag color={INVOICE_STATE_COLORS[r.status] ?? 'default'}>{codeLabel('invoice_state', r.status)}</Tag>
          {r.debit_result !== null && r.debit_result !== '0' && <Tag color="red">{codeLabel('debit_result', r.debit_result)}</Tag>}
        </Flex>
      ),
    },
    { title: t('billing.invoices.column.dueOn'), dataIndex: 'due_on', key: 'due', render: (d: string | null) => (d ? formatDate(d) : '—') },
  ];

  return (
    <ScreenPage screen={screen}>
      <Card>
        <Flex vertical gap={16}>
          <Typography.Paragraph type="secondary" style={{ margin: 0 }}>{t('billing.invoices.help')}</Typography.Paragraph>
          <Flex gap={16} wrap align="center">
            <BillingFilters
              month={filters.month}
              onMonth={reset(filters.setMonth)}
              schoolhouse={isSchool ? { id: filters.schoolhouseId, choices: filters.schoolhouses, onChange: reset(filters.setSchoolhouseId) } : undefined}
            />
            {!isSchool && (
              <Select
                aria-label={t('billing.schoolhouse')}
                style={{ width: 200 }}
                value={houseFilter ?? 0}
                onChange={(v: number) => { setPage(1); setHouseFilter(v === 0 ? undefined : v); }}
                options={[{ value: 0, label: t('billing.allSchoolhouses') }, ...filters.schoolhouses]}
              />
            )}
            <Select
              aria-label={t('billing.invoices.status')}
              style={{ width: 160 }}
              value={status ?? ''}
              onChange={(v: string) => { setPage(1); setStatus(v === '' ? undefined : v as InvoiceStateCode); }}
              options={[{ value: '', label: t('billing.invoices.allStatuses') }, ...Object.values(InvoiceState).map((code) => ({ value: code, label: codeLabel('invoice_state', code) }))]}
            />
            <Input.Search aria-label={t('billing.invoices.search')} placeholder={t('billing.invoices.search')} allowClear style={{ width: 220 }} onSearch={reset(setName)} />
          </Flex>
          {summary && (
            <Typography.Text strong>
              {t('billing.invoices.summary', { count: summary.count, total: formatYen(summary.total), paid: formatYen(summary.paid_total) })}
            </Typography.Text>
          )}
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
      {open !== undefined && <InvoiceDrawer id={open} onClose={() => setOpen(undefined)} />}
    </ScreenPage>
  );
}
