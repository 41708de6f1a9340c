import { FilePdfOutlined } from '@ant-design/icons';
import { Alert, Button, Descriptions, Divider, Drawer, Flex, Skeleton, Table, Tag, Typography } from 'antd';
import { useState } from 'react';
import { constants } from '../../../generated/constants.js';
import { codeLabel } from '../../../generated/enums.js';
import {
  type ApiData, downloadFile, formatDate, formatDateTime, formatMonth, formatYen, listText, parenthesized, reportApiError, t, useApiQuery,
} from '../../kit';
import { INVOICE_STATE_COLORS } from './invoiceStates.js';

type Invoice = ApiData<'get', '/api/v1/billing/invoices/{id}'>;
type Line = Invoice['lines'][number];

/** One invoice as staff check it: who, the month, its lines (訂正伝票 marked), tax per rate, payments, and its PDF. */
export function InvoiceDrawer(props: { id: number; onClose: () => void; footer?: (invoice: Invoice) => React.ReactNode }) {
  const query = useApiQuery('/api/v1/billing/invoices/{id}', { params: { path: { id: String(props.id) } } });
  const invoice = query.data;
  const [isDownloading, setDownloading] = useState(false);
  const pdf = () => {
    setDownloading(true);
    downloadFile({ path: `${String(constants.apiBasePath)}/billing/invoices/${props.id}/pdf`, fallbackName: `invoice-${props.id}.pdf` })
      .catch((error: unknown) => reportApiError(error)).finally(() => setDownloading(false));
  };
  return (
    <Drawer
      open
      width={640}
      onClose={props.onClose}
      title={invoice ? t('billing.invoices.detailTitle', { number: invoice.invoice_number }) : ''}
      extra={<Button icon={<FilePdfOutlined />} loading={isDownloading} onClick={pdf}>{t('billing.invoices.pdf')}</Button>}
    >
      {query.isLoading && <Skeleton active />}
      {query.error && <Alert type="error" showIcon message={query.error.message} />}
      {invoice && (
        <Flex vertical gap={12}>
          <Descriptions size="small" column={1} bordered>
            <Descriptions.Item label={t('billing.invoices.column.student')}>{`${invoice.student_name}${parenthesized(invoice.student_number)}`}</Descriptions.Item>
            <Descriptions.Item label={t('billing.invoices.column.schoolhouse')}>{invoice.schoolhouse_name}</Descriptions.Item>
            <Descriptions.Item label={t('billing.month')}>{formatMonth(invoice.billing_month)}</Descriptions.Item>
            <Descriptions.Item label={t('billing.invoices.column.status')}>
              <Tag color={INVOICE_STATE_COLORS[invoice.status] ?? 'default'}>{codeLabel('invoice_state', invoice.status)}</Tag>
              {invoice.debit_result !== null && <Tag>{codeLabel('debit_result', invoice.debit_result)}</Tag>}
            </Descriptions.Item>
            {invoice.guardian_names.length > 0 && <Descriptions.Item label={t('billing.invoices.guardian')}>{listText(invoice.guardian_names)}</Descriptions.Item>}
            {invoice.due_on && <Descriptions.Item label={t('billing.invoices.column.dueOn')}>{formatDate(invoice.due_on)}</Descriptions.Item>}
          </Descriptions>
          <Typography.Title level={5} style={{ margin: 0 }}>{t('billing.invoices.lines')}</Typography.Title>
          <Table<Line>
            rowKey="id"
            size="small"
            pagination={false}
            dataSource={invoice.lines}
            columns={[
              { title: t('billing.claims.field.itemName'), key: 'name', render: (_: unknown, l: Line) => (
                <span>
                  {l.claim_kind === 'correction' && <Tag color="orange">{codeLabel('claim_kind', l.claim_kind)}</Tag>}
                  {l.item_name}
                  {l.reason && <div><Typography.Text type="secondary">{l.reason}</Typography.Text></div>}
                </span>
              ) },
              { title: t('billing.invoices.unitPrice'), key: 'price', align: 'right' as const, render: (_: unknown, l: Line) => `${formatYen(l.unit_price)} × ${l.quantity}` },
              { title: t('billing.claims.field.taxCategory'), key: 'tax', render: (_: unknown, l: Line) => codeLabel('tax_category', l.tax_category) },
              { title: t('billing.corrections.column.amount'), key: 'amount', align: 'right' as const, render: (_: unknown, l: Line) => formatYen(l.amount) },
            ]}
          />
          <Flex vertical align="end" gap={2}>
            {invoice.taxable_10 !== 0 && <span>{t('billing.invoices.taxLine', { rate: Number(constants.taxRateStandard), base: formatYen(invoice.taxable_10), tax: formatYen(invoice.tax_10) })}</span>}
            {invoice.taxable_8 !== 0 && <span>{t('billing.invoices.taxLine', { rate: Number(constants.taxRateReduced), base: formatYen(invoice.taxable_8), tax: formatYen(invoice.tax_8) })}</span>}
            {invoice.exempt_total !== 0 && <span>{t('billing.invoices.exemptLine', { amount: formatYen(invoice.exempt_total) })}</span>}
            <Typography.Text strong style={{ fontSize: 16 }}>{t('billing.invoices.totalLine', { amount: formatYen(invoice.total) })}</Typography.Text>
          </Flex>
          <Divider style={{ margin: '4px 0' }} />
          <Typography.Title level={5} style={{ margin: 0 }}>{t('billing.invoices.payments')}</Typography.Title>
          {invoice.payments.length === 0
            ? <Typography.Text type="secondary">{t('billing.invoices.noPayments')}</Typography.Text>
            : invoice.payments.map((p) => (
              <Flex key={p.id} gap={12} wrap>
                <span>{formatDate(p.paid_on)}</span>
                <span>{codeLabel('payment_method_kind', p.payment_kind)}</span>
                <Typography.Text strong>{formatYen(p.amount)}</Typography.Text>
                <Typography.Text type="secondary">{t('billing.periods.by', { name: p.recorded_by_name ?? '—', at: formatDateTime(p.created_at) })}</Typography.Text>
                {p.note && <span>{p.note}</span>}
              </Flex>
            ))}
          {props.footer?.(invoice)}
        </Flex>
      )}
    </Drawer>
  );
}
