import { PlusOutlined } from '@ant-design/icons';
import { Alert, Button, Card, Flex, Select, Table, Typography } from 'antd';
import { useState } from 'react';
import { codeLabel } from '../../../generated/enums.js';
import {
  type ApiData, formatDateTime, formatYen, parenthesized, ScreenPage, type ScreenProps, t, useApiMutation, useApiQuery, useFeedback, useMayCall,
} from '../../kit';
import { BillingFilters } from './BillingFilters';
import { CLAIM_FIELDS, ClaimDialog, type ClaimValues } from './ClaimDialog';
import { InvoiceDrawer } from './InvoiceDrawer';
import { useBillingFilters } from './useBillingFilters.js';

type CorrectionRow = ApiData<'get', '/api/v1/billing/corrections'>['data'][number];

/**
 * 訂正伝票 (general affairs): the corrections of a billing month (who, when, why) and 訂正伝票を起票: an invoice of a
 * closed month gets a line (a decrease is negative) with its reason, and its totals and payment state are computed again.
 */
export function BillingCorrections({ screen }: ScreenProps) {
  const filters = useBillingFilters();
  const mayCreate = useMayCall('billing.correction-create');
  const [isAdding, setAdding] = useState(false);
  const [open, setOpen] = useState<number | undefined>();
  const query = useApiQuery('/api/v1/billing/corrections', { params: { query: { billing_month: filters.month } } });
  const columns = [
    { title: t('billing.corrections.column.number'), dataIndex: 'invoice_number', key: 'number' },
    { title: t('billing.corrections.column.student'), dataIndex: 'student_name', key: 'student' },
    { title: t('billing.corrections.column.schoolhouse'), dataIndex: 'schoolhouse_name', key: 'house' },
    { title: t('billing.corrections.column.item'), dataIndex: 'item_name', key: 'item' },
    { title: t('billing.corrections.column.amount'), dataIndex: 'amount', key: 'amount', align: 'right' as const, render: (n: number) => formatYen(n) },
    { title: t('billing.corrections.column.taxCategory'), dataIndex: 'tax_category', key: 'tax', render: (c: string) => codeLabel('tax_category', c) },
    { title: t('billing.corrections.column.reason'), dataIndex: 'reason', key: 'reason' },
    { title: t('billing.corrections.column.createdBy'), dataIndex: 'created_by_name', key: 'by' },
    { title: t('billing.corrections.column.createdAt'), dataIndex: 'created_at', key: 'at', render: (d: string) => formatDateTime(d) },
  ];
  return (
    <ScreenPage
      screen={screen}
      extra={mayCreate && <Button type="primary" icon={<PlusOutlined />} onClick={() => setAdding(true)}>{t('billing.corrections.add')}</Button>}
    >
      <Card>
        <Flex vertical gap={16}>
          <Typography.Paragraph type="secondary" style={{ margin: 0 }}>{t('billing.corrections.help')}</Typography.Paragraph>
          <BillingFilters month={filters.month} onMonth={filters.setMonth} />
          {query.error && <Alert type="error" showIcon message={query.error.message} />}
          <Table<CorrectionRow>
            rowKey="id"
            size="middle"
            loading={query.isLoading}
            dataSource={query.data?.data ?? []}
            columns={columns}
            scroll={{ x: 'max-content' }}
            pagination={{ pageSize: 50, hideOnSinglePage: true, showSizeChanger: false }}
            locale={{ emptyText: t('billing.corrections.none') }}
            onRow={(row) => ({ onClick: () => setOpen(row.invoice_id), style: { cursor: 'pointer' } })}
          />
        </Flex>
      </Card>
      {isAdding && <CorrectionEditor month={filters.month} onClose={() => setAdding(false)} />}
      {open !== undefined && <InvoiceDrawer id={open} onClose={() => setOpen(undefined)} />}
    </ScreenPage>
  );
}

/** 訂正伝票を起票: the invoice of the month (by number or student), then the correction's line and reason. */
function CorrectionEditor(props: { month: string; onClose: () => void }) {
  const { message } = useFeedback();
  const [search, setSearch] = useState('');
  const [invoiceId, setInvoiceId] = useState<number | undefined>();
  const invoices = useApiQuery('/api/v1/billing/invoices', {
    params: { query: { billing_month: props.month, limit: 100, ...(search.trim() ? { student_name: search.trim() } : {}) } },
  });
  const create = useApiMutation('post', '/api/v1/billing/invoices/{id}/corrections', { invalidates: ['/api/v1/billing'], formFields: CLAIM_FIELDS });
  const submit = (values: ClaimValues) => {
    if (invoiceId === undefined) return;
    create.mutate({
      params: { path: { id: String(invoiceId) } },
      body: { item_name: values.item_name, unit_price: values.unit_price, quantity: values.quantity, tax_category: values.tax_category as 'taxable', reason: (values.reason ?? '').trim() },
    }, { onSuccess: () => { void message.success(t('billing.corrections.created')); props.onClose(); } });
  };
  const choice = (
    <div style={{ marginBottom: 16 }}>
      <div id="correction-invoice-label" style={{ marginBottom: 4 }}>{t('billing.corrections.chooseInvoice')}</div>
      <Select
        aria-labelledby="correction-invoice-label"
        showSearch
        filterOption={false}
        onSearch={setSearch}
        value={invoiceId}
        onChange={setInvoiceId}
        placeholder={t('billing.corrections.chooseInvoicePlaceholder')}
        style={{ width: '100%' }}
        status={invoiceId === undefined && create.isError ? 'error' : undefined}
        options={(invoices.data?.data ?? []).map((row) => ({ value: row.id, label: `${row.invoice_number} ${row.student_name}${parenthesized(formatYen(row.total))}` }))}
      />
    </div>
  );
  return (
    <ClaimDialog
      title={t('billing.corrections.add')}
      withReason
      extra={choice}
      fieldErrors={create.fieldErrors}
      isPending={create.isPending}
      onSubmit={submit}
      onClose={props.onClose}
    />
  );
}
