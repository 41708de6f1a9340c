import { Alert, Card, Flex, Table, Tag, Typography } from 'antd';
import { useState } from 'react';
import { codeLabel } from '../../../generated/enums.js';
import { formatMonth, formatYen, ScreenPage, t, useApiQuery, type ApiData, type ScreenProps } from '../../kit';
import { BillingFilters } from './BillingFilters';
import { InvoiceDrawer } from './InvoiceDrawer';
import { useBillingFilters } from './useBillingFilters.js';

type AlarmRow = ApiData<'get', '/api/v1/billing/alarms'>['data'][number];

/** The colour of an alarm kind's tag (未入金, 振替不能, 過入金, 前月から金額変動). */
const KIND_COLORS: Readonly<Record<string, string>> = { unpaid: 'gold', transfer_failed: 'red', overpaid: 'magenta', amount_changed: 'blue' };

/**
 * 請求アラーム一覧 (both submenus; school management: one schoolhouse): the invoices of a billing month that meet an
 * active condition of 請求アラーム条件設定; a row opens the invoice.
 */
export function BillingAlarms({ screen }: ScreenProps) {
  const filters = useBillingFilters();
  const isSchool = screen.id === 'billing-process.school-claim-alarm-list';
  const [houseFilter, setHouseFilter] = useState<number | undefined>();
  const [open, setOpen] = useState<number | undefined>();
  const houseId = isSchool ? filters.schoolhouseId : houseFilter;
  const query = useApiQuery('/api/v1/billing/alarms', {
    params: { query: { billing_month: filters.month, ...(houseId !== undefined ? { schoolhouse_id: houseId } : {}) } },
  }, { enabled: !isSchool || houseId !== undefined });
  const columns = [
    { title: t('billing.alarms.column.kind'), dataIndex: 'kind', key: 'kind', render: (k: string) => <Tag color={KIND_COLORS[k] ?? 'default'}>{codeLabel('claim_alarm_kind', k)}</Tag> },
    { title: t('billing.alarms.column.condition'), dataIndex: 'condition_name', key: 'condition' },
    { title: t('billing.alarms.column.student'), dataIndex: 'student_name', key: 'student' },
    ...(isSchool ? [] : [{ title: t('billing.alarms.column.schoolhouse'), dataIndex: 'schoolhouse_name', key: 'house' }]),
    { title: t('billing.invoices.column.number'), dataIndex: 'invoice_number', key: 'number' },
    { title: t('billing.alarms.column.month'), dataIndex: 'billing_month', key: 'month', render: (m: string) => formatMonth(m) },
    { title: t('billing.alarms.column.amount'), dataIndex: 'amount', key: 'amount', align: 'right' as const, render: (n: number) => formatYen(n) },
    { title: t('billing.alarms.column.detail'), dataIndex: 'detail', key: 'detail' },
  ];
  return (
    <ScreenPage screen={screen}>
      <Card>
        <Flex vertical gap={16}>
          <Typography.Paragraph type="secondary" style={{ margin: 0 }}>{t('billing.alarms.help')}</Typography.Paragraph>
          <Flex gap={16} wrap align="center">
            <BillingFilters
              month={filters.month}
              onMonth={filters.setMonth}
              schoolhouse={isSchool ? { id: filters.schoolhouseId, choices: filters.schoolhouses, onChange: filters.setSchoolhouseId } : undefined}
              anySchoolhouse={isSchool ? undefined : { id: houseFilter, choices: filters.schoolhouses, onChange: setHouseFilter }}
            />
          </Flex>
          {query.error && <Alert type="error" showIcon message={query.error.message} />}
          <Table<AlarmRow>
            rowKey={(row) => `${row.kind}-${row.invoice_id}`}
            size="middle"
            loading={query.isLoading}
            dataSource={query.data?.data ?? []}
            columns={columns}
            scroll={{ x: 'max-content' }}
            pagination={{ pageSize: 50, hideOnSinglePage: true, showSizeChanger: false }}
            locale={{ emptyText: t('billing.alarms.none') }}
            onRow={(row) => ({ onClick: () => setOpen(row.invoice_id), style: { cursor: 'pointer' } })}
          />
        </Flex>
      </Card>
      {open !== undefined && <InvoiceDrawer id={open} onClose={() => setOpen(undefined)} />}
    </ScreenPage>
  );
}
