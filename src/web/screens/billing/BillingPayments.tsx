import { Alert, Button, Card, Flex, Switch, Typography } from 'antd';
import { useState } from 'react';
import { InvoiceState } from '../../../generated/enums.js';
import { ScreenPage, t, useApiQuery, useMayCall, type ScreenProps } from '../../kit';
import { BillingFilters } from './BillingFilters';
import { DebitPanel } from './DebitPanel';
import { InvoiceDrawer } from './InvoiceDrawer';
import { InvoiceTable, type InvoiceRow } from './InvoiceTable';
import { PaymentDialog } from './PaymentDialog';
import { useBillingFilters } from './useBillingFilters.js';

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
      ...(houseFilter !== undefined ? { schoolhouse_id: houseFilter } : {}), ...(unpaidOnly ? { unpaid: true } : {}),
    } },
  });
  const rows = (query.data?.data ?? []).filter((row) => row.status !== InvoiceState.closed);
  const payColumn = mayRecord ? {
    title: '', key: 'pay',
    render: (_: unknown, r: InvoiceRow) => (
      <Button size="small" onClick={(event) => { event.stopPropagation(); setPaying(r); }}>{t('billing.payments.record')}</Button>
    ),
  } : undefined;
  return (
    <ScreenPage screen={screen}>
      <Flex vertical gap={16}>
        <Card>
          <Flex vertical gap={16}>
            <Typography.Paragraph type="secondary" style={{ margin: 0 }}>{t('billing.payments.help')}</Typography.Paragraph>
            <Flex gap={16} wrap align="center">
              <BillingFilters
                month={filters.month}
                onMonth={(m) => { setPage(1); filters.setMonth(m); }}
                anySchoolhouse={{ id: houseFilter, choices: filters.schoolhouses, onChange: (id) => { setPage(1); setHouseFilter(id); } }}
              />
              <span style={{ display: 'inline-flex', gap: 8, alignItems: 'center' }}>
                <Switch checked={unpaidOnly} onChange={(v) => { setPage(1); setUnpaidOnly(v); }} aria-label={t('billing.payments.unpaidOnly')} />
                {t('billing.payments.unpaidOnly')}
              </span>
            </Flex>
            {query.error && <Alert type="error" showIcon message={query.error.message} />}
            <InvoiceTable
              rows={rows}
              total={query.data?.total ?? 0}
              page={page}
              pageSize={PAGE_SIZE}
              onPage={setPage}
              isLoading={query.isLoading}
              withSchoolhouse
              onOpen={setOpen}
              extraColumn={payColumn}
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
