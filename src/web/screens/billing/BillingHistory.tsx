import { Drawer, Empty, Skeleton, Timeline, Typography } from 'antd';
import { formatDateTime, formatMonth, t, useApiQuery } from '../../kit';
import { billingStatusLabel, billingStepLabel } from './billingSteps.js';

/** The steps of a schoolhouse's billing month, oldest first: what, who, when, from which status to which, and the note. */
export function BillingHistory(props: { schoolhouseId: number; schoolhouseName: string; month: string; onClose: () => void }) {
  const logs = useApiQuery('/api/v1/billing/periods/logs', { params: { query: { schoolhouse_id: props.schoolhouseId, billing_month: props.month } } });
  const rows = logs.data?.data ?? [];
  return (
    <Drawer open onClose={props.onClose} width={440} title={t('billing.periods.historyTitle', { schoolhouse: props.schoolhouseName, month: formatMonth(props.month) })}>
      {logs.isLoading && <Skeleton active />}
      {!logs.isLoading && rows.length === 0 && <Empty description={t('billing.periods.historyEmpty')} />}
      <Timeline
        items={rows.map((row) => ({
          key: row.id,
          children: (
            <div>
              <Typography.Text strong>{billingStepLabel(row.step)}</Typography.Text>
              <div>{t('billing.periods.historyLine', { from: billingStatusLabel(row.from_status), to: billingStatusLabel(row.to_status) })}</div>
              <Typography.Text type="secondary">{t('billing.periods.by', { name: row.actor_name ?? '—', at: formatDateTime(row.created_at) })}</Typography.Text>
              {row.note && <div style={{ whiteSpace: 'pre-wrap' }}>{row.note}</div>}
            </div>
          ),
        }))}
      />
    </Drawer>
  );
}
