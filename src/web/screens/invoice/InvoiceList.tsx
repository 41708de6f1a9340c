import { RightOutlined } from '@ant-design/icons';
import { Alert, Button, Card, Empty, List, Skeleton, Table, Tag, Typography } from 'antd';
import type { HTMLAttributes } from 'react';
import { useNavigate } from 'react-router';
import { ScreenPage, screenPath, t, useApiQuery, useIsMobile, type ScreenProps } from '../../kit';
import { invoiceDateText, invoiceMonthText, invoiceStatusColor, invoiceStatusText, invoiceYen } from './invoiceTexts.js';

interface MonthRow { invoice_id: number; billing_month: string; total: number; status: string; due_on: string | null }

/**
 * 請求書一覧 (/invoice, guardians with the invoice permission): the issued invoices of the child the guardian acts for,
 * newest month first: 請求月, 請求金額, 状況 and 支払期限; a row opens 請求書詳細. On a phone each month is a card.
 */
export function InvoiceList({ screen }: ScreenProps) {
  const isMobile = useIsMobile();
  const navigate = useNavigate();
  const config = useApiQuery('/api/v1/invoices/config', {}, { retry: false });
  const open = (row: MonthRow) => void navigate(screenPath('invoice.detail', { id: String(row.invoice_id) }));
  let body;
  if (config.isLoading) body = <Card><Skeleton active paragraph={{ rows: 4 }} /></Card>;
  else if (config.error) {
    body = <Alert type="warning" showIcon message={config.error.message || t('invoice.list.loadFailed')} action={<Button onClick={() => void config.refetch()}>{t('invoice.list.retry')}</Button>} />;
  } else {
    const months = config.data?.months ?? [];
    if (months.length === 0) body = <Card><Empty description={t('invoice.list.empty')} /></Card>;
    else if (isMobile) {
      body = (
        <List
          dataSource={months}
          rowKey="invoice_id"
          renderItem={(row) => (
            <List.Item style={{ padding: 0, marginBottom: 12, border: 'none' }}>
              <Card hoverable style={{ width: '100%' }} onClick={() => open(row)} data-testid={`invoice-month-${row.billing_month}`}>
                <div style={{ display: 'flex', justifyContent: 'space-between', alignItems: 'center', gap: 8 }}>
                  <div>
                    <Typography.Text strong style={{ fontSize: 16 }}>{invoiceMonthText(row.billing_month)}</Typography.Text>
                    <div style={{ fontSize: 20, fontWeight: 600 }}>{invoiceYen(row.total)}</div>
                    <Typography.Text type="secondary">{t('invoice.list.dueOn')} {invoiceDateText(row.due_on)}</Typography.Text>
                  </div>
                  <div style={{ textAlign: 'right' }}>
                    <Tag color={invoiceStatusColor(row.status)}>{invoiceStatusText(row.status)}</Tag>
                    <RightOutlined />
                  </div>
                </div>
              </Card>
            </List.Item>
          )}
        />
      );
    } else {
      body = (
        <Card>
          <Table<MonthRow>
            rowKey="invoice_id"
            dataSource={months}
            pagination={false}
            onRow={(row) => ({ onClick: () => open(row), style: { cursor: 'pointer' }, 'data-testid': `invoice-month-${row.billing_month}` } as HTMLAttributes<HTMLElement>)}
            columns={[
              { key: 'month', title: t('invoice.list.billingMonth'), render: (_, row) => invoiceMonthText(row.billing_month) },
              { key: 'total', title: t('invoice.list.total'), align: 'right', render: (_, row) => invoiceYen(row.total) },
              { key: 'status', title: t('invoice.list.status'), render: (_, row) => <Tag color={invoiceStatusColor(row.status)}>{invoiceStatusText(row.status)}</Tag> },
              { key: 'due', title: t('invoice.list.dueOn'), render: (_, row) => invoiceDateText(row.due_on) },
              { key: 'open', title: '', align: 'right', render: (_, row) => <Button type="link" onClick={(e) => { e.stopPropagation(); open(row); }}>{t('invoice.list.open')}</Button> },
            ]}
          />
        </Card>
      );
    }
  }
  return <ScreenPage screen={screen}>{body}</ScreenPage>;
}
