import { Alert, Card, Flex, Input, Select, Typography } from 'antd';
import { useState } from 'react';
import { codeLabel, InvoiceState, type InvoiceStateCode } from '../../../generated/enums.js';
import { formatYen, ScreenPage, t, useApiQuery, type ScreenProps } from '../../kit';
import { BillingFilters } from './BillingFilters';
import { InvoiceDrawer } from './InvoiceDrawer';
import { InvoiceTable } from './InvoiceTable';
import { useBillingFilters } from './useBillingFilters.js';

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
              anySchoolhouse={isSchool ? undefined : { id: houseFilter, choices: filters.schoolhouses, onChange: reset(setHouseFilter) }}
            />
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
          <InvoiceTable
            rows={rows}
            total={query.data?.total ?? 0}
            page={page}
            pageSize={PAGE_SIZE}
            onPage={setPage}
            isLoading={query.isLoading}
            withSchoolhouse={!isSchool}
            onOpen={setOpen}
          />
        </Flex>
      </Card>
      {open !== undefined && <InvoiceDrawer id={open} onClose={() => setOpen(undefined)} />}
    </ScreenPage>
  );
}
