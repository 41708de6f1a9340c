import { ArrowLeftOutlined, DownloadOutlined } from '@ant-design/icons';
import { Alert, Button, Card, Descriptions, Flex, List, Skeleton, Space, Table, Tag, Typography } from 'antd';
import { useState } from 'react';
import { useNavigate, useParams } from 'react-router';
import { constants } from '../../../generated/constants.js';
import { ClaimKind, TaxCategory } from '../../../generated/enums.js';
import { errorCatalogue } from '../../../generated/errors.js';
import { ApiError, ScreenPage, downloadFile, reportApiError, screenPath, t, useApiQuery, useFeedback, useIsMobile, useRefreshApiReads, type ApiData, type MessageKey, type ScreenProps } from '../../kit';
import { invoiceDateText, invoiceMonthText, invoicePathOf, invoiceStatusColor, invoiceStatusText, invoiceYen } from './invoiceTexts.js';

type Bill = ApiData<'get', '/api/v1/invoices/bill/{studentId}/{year}/{month}'>;
type Line = Bill['lines'][number];

const TAX_TEXT: Record<string, MessageKey> = {
  [TaxCategory.taxable]: 'invoice.taxCategory.taxable', [TaxCategory.reduced]: 'invoice.taxCategory.reduced', [TaxCategory.exempt]: 'invoice.taxCategory.exempt',
};
const taxText = (category: string) => (TAX_TEXT[category] ? t(TAX_TEXT[category]!) : category);
const itemText = (line: Line) => (line.claim_kind === ClaimKind.correction ? `${line.item_name} ${t('invoice.detail.correction')}` : line.item_name);
const LIMIT_CODE = errorCatalogue.INVOICE_DOWNLOAD_LIMIT.code;

/**
 * 請求書詳細 (/invoice/:id, id = the invoice's id, as the notification 請求書を発行しました opens it): the invoice as the
 * family reads it on paper (lines with the 税区分, 10% and 8% subtotals with their tax, the amount billed, the issuer and
 * its registration number) and 「PDFをダウンロード」 with the downloads left; at the limit the catalogue's message.
 */
export function InvoiceDetail({ screen }: ScreenProps) {
  const navigate = useNavigate();
  const param = useParams().id;
  const id = param !== undefined && /^[1-9]\d{0,14}$/.test(param) ? Number(param) : undefined;
  const back = <Button icon={<ArrowLeftOutlined />} onClick={() => void navigate(screenPath('invoice.list'))}>{t('invoice.detail.back')}</Button>;
  const config = useApiQuery('/api/v1/invoices/config', {}, { retry: false });
  const month = config.data?.months.find((m) => m.invoice_id === id);
  let body;
  if (config.isLoading) body = <Card><Skeleton active paragraph={{ rows: 6 }} /></Card>;
  else if (config.error) body = <Alert type="warning" showIcon message={config.error.message} />;
  else if (!month || !config.data) body = <Alert type="warning" showIcon message={t('invoice.detail.notFound')} />;
  else body = <LoadedInvoice path={invoicePathOf(config.data.student_id, month.billing_month)} />;
  return <ScreenPage screen={screen} extra={back}>{body}</ScreenPage>;
}

function LoadedInvoice(props: { path: { studentId: string; year: string; month: string } }) {
  const isMobile = useIsMobile();
  const bill = useApiQuery('/api/v1/invoices/bill/{studentId}/{year}/{month}', { params: { path: props.path } }, { retry: false });
  if (bill.isLoading) return <Card><Skeleton active paragraph={{ rows: 6 }} /></Card>;
  if (bill.error || !bill.data) {
    return <Alert type="warning" showIcon message={bill.error && bill.error.status !== 404 ? bill.error.message : t('invoice.detail.notFound')} />;
  }
  const data = bill.data;
  const settings = data.print_settings;
  const hasReduced = data.taxable_8 !== 0 || data.lines.some((l) => l.tax_category === TaxCategory.reduced);
  const hasExempt = data.exempt_total !== 0 || data.lines.some((l) => l.tax_category === TaxCategory.exempt);
  return (
    <Space direction="vertical" size={16} style={{ width: '100%' }}>
      <Card>
        <Typography.Title level={4} style={{ marginTop: 0 }}>{settings.title} {invoiceMonthText(data.billing_month)}</Typography.Title>
        <Flex justify="space-between" align="center" wrap gap={12}>
          <div>
            <Typography.Text type="secondary">{t('invoice.detail.total')}</Typography.Text>
            <div style={{ fontSize: 28, fontWeight: 700 }} data-testid="invoice-total">{invoiceYen(data.total)}</div>
          </div>
          <Tag color={invoiceStatusColor(data.status)}>{invoiceStatusText(data.status)}</Tag>
        </Flex>
        <Descriptions size="small" column={{ xs: 1, sm: 2 }} style={{ marginTop: 12 }}>
          <Descriptions.Item label={t('invoice.detail.billingMonth')}>{invoiceMonthText(data.billing_month)}</Descriptions.Item>
          <Descriptions.Item label={t('invoice.detail.dueOn')}>{invoiceDateText(data.due_on)}</Descriptions.Item>
          <Descriptions.Item label={t('invoice.detail.issuedAt')}>{invoiceDateText(data.issued_at)}</Descriptions.Item>
          <Descriptions.Item label={t('invoice.detail.invoiceNumber')}>{data.invoice_number}</Descriptions.Item>
          {data.paid_total !== 0 && <Descriptions.Item label={t('invoice.detail.paidTotal')}>{invoiceYen(data.paid_total)}</Descriptions.Item>}
        </Descriptions>
        <DownloadButton path={props.path} downloadsLeft={data.downloads_left} />
      </Card>
      <Card title={t('invoice.detail.items')}>
        {isMobile ? (
          <List
            dataSource={data.lines}
            renderItem={(line) => (
              <List.Item>
                <div style={{ width: '100%' }}>
                  <Flex justify="space-between" gap={8}>
                    <Typography.Text>{itemText(line)}</Typography.Text>
                    <Typography.Text strong>{invoiceYen(line.amount)}</Typography.Text>
                  </Flex>
                  <Typography.Text type="secondary">{t('invoice.detail.lineSummary', { price: invoiceYen(line.unit_price), quantity: line.quantity, tax: taxText(line.tax_category) })}</Typography.Text>
                </div>
              </List.Item>
            )}
          />
        ) : (
          <Table<Line>
            rowKey={(_, index) => String(index)}
            dataSource={data.lines}
            pagination={false}
            size="small"
            columns={[
              { key: 'name', title: t('invoice.detail.itemName'), render: (_, line) => itemText(line) },
              { key: 'price', title: t('invoice.detail.unitPrice'), align: 'right', render: (_, line) => invoiceYen(line.unit_price) },
              { key: 'quantity', title: t('invoice.detail.quantity'), align: 'right', dataIndex: 'quantity' },
              { key: 'amount', title: t('invoice.detail.amount'), align: 'right', render: (_, line) => invoiceYen(line.amount) },
              { key: 'tax', title: t('invoice.detail.taxCategory'), align: 'center', render: (_, line) => taxText(line.tax_category) },
            ]}
          />
        )}
        <Descriptions size="small" column={1} bordered style={{ marginTop: 16, maxWidth: 420, marginLeft: 'auto' }}>
          <Descriptions.Item label={t('invoice.detail.taxable10')}>{invoiceYen(data.taxable_10)}</Descriptions.Item>
          <Descriptions.Item label={t('invoice.detail.tax')}>{invoiceYen(data.tax_10)}</Descriptions.Item>
          {hasReduced && <Descriptions.Item label={t('invoice.detail.taxable8')}>{invoiceYen(data.taxable_8)}</Descriptions.Item>}
          {hasReduced && <Descriptions.Item label={t('invoice.detail.tax')}>{invoiceYen(data.tax_8)}</Descriptions.Item>}
          {hasExempt && <Descriptions.Item label={t('invoice.detail.exempt')}>{invoiceYen(data.exempt_total)}</Descriptions.Item>}
          <Descriptions.Item label={<strong>{t('invoice.detail.total')}</strong>}><strong>{invoiceYen(data.total)}</strong></Descriptions.Item>
        </Descriptions>
        {hasReduced && <Typography.Paragraph type="secondary" style={{ marginTop: 8 }}>{t('invoice.detail.reducedNote')}</Typography.Paragraph>}
      </Card>
      <Card title={t('invoice.detail.issuer')}>
        <Typography.Paragraph strong style={{ marginBottom: 4 }}>{settings.issuer_name}</Typography.Paragraph>
        {settings.address && <Typography.Paragraph style={{ marginBottom: 4 }}>{settings.address}</Typography.Paragraph>}
        {settings.phone && <Typography.Paragraph style={{ marginBottom: 4 }}>{settings.phone}</Typography.Paragraph>}
        {settings.registration_number && (
          <Typography.Paragraph style={{ marginBottom: 4 }} data-testid="invoice-registration-number">
            {t('invoice.detail.registrationNumber')} {settings.registration_number}
          </Typography.Paragraph>
        )}
        {settings.message && <Typography.Paragraph type="secondary" style={{ whiteSpace: 'pre-wrap', marginTop: 12, marginBottom: 0 }}>{settings.message}</Typography.Paragraph>}
      </Card>
    </Space>
  );
}

/** 「PDFをダウンロード」: the downloads left under it; the limit's message (学校にお問い合わせください) when it is reached. */
function DownloadButton(props: { path: { studentId: string; year: string; month: string }; downloadsLeft: number }) {
  const { path } = props;
  const [isLoading, setLoading] = useState(false);
  const [limitMessage, setLimitMessage] = useState<string>();
  const feedback = useFeedback();
  const refresh = useRefreshApiReads();
  const download = () => {
    setLoading(true);
    downloadFile({
      path: `${String(constants.apiBasePath)}/invoices/download/${path.studentId}/${path.year}/${path.month}`,
      fallbackName: t('invoice.detail.fileName', { month: invoiceMonthText(`${path.year}-${path.month.padStart(2, '0')}`) }),
    }).then(() => feedback.message.success(t('invoice.detail.downloaded')))
      .catch((error: unknown) => {
        if (error instanceof ApiError && error.code === LIMIT_CODE) setLimitMessage(error.message);
        else reportApiError(error);
      })
      .finally(() => {
        setLoading(false);
        void refresh(['/api/v1/invoices/config', '/api/v1/invoices/bill']);
      });
  };
  const isSpent = props.downloadsLeft <= 0;
  return (
    <div style={{ marginTop: 16 }}>
      <Button type="primary" size="large" icon={<DownloadOutlined />} loading={isLoading} onClick={download} data-testid="invoice-download">
        {t('invoice.detail.download')}
      </Button>
      <div style={{ marginTop: 6 }}>
        <Typography.Text type="secondary" data-testid="invoice-downloads-left">
          {isSpent ? t('invoice.detail.noDownloadsLeft') : t('invoice.detail.downloadsLeft', { count: props.downloadsLeft })}
        </Typography.Text>
      </div>
      {limitMessage && <Alert type="warning" showIcon style={{ marginTop: 12 }} message={limitMessage} data-testid="invoice-download-limit" />}
    </div>
  );
}
