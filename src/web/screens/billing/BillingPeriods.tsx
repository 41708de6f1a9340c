import { HistoryOutlined, ReloadOutlined } from '@ant-design/icons';
import { Alert, Button, Card, Flex, Input, Table, Tag, Typography } from 'antd';
import { useRef, useState } from 'react';
import { Link } from 'react-router';
import type { BillingStatusCode, BillingStepCode } from '../../../generated/enums.js';
import {
  formatDateTime, formatMonth, formatYen, listText, screenPath, ScreenPage, t, useApiMutation, useApiQuery, useFeedback, useMayCall,
  type ApiData, type ScreenProps,
} from '../../kit';
import { BillingFilters } from './BillingFilters';
import { BillingHistory } from './BillingHistory';
import { BILLING_STATUS_COLORS, billingStatusLabel, billingStepLabel, SCREEN_STEPS, STEP_OPERATIONS, UNDOING_STEPS } from './billingSteps.js';
import { useBillingFilters } from './useBillingFilters.js';

type PeriodRow = ApiData<'get', '/api/v1/billing/periods'>['data'][number];

/** The reads a step changes: every billing read (periods, claims, invoices, alarms). */
const BILLING_READS = ['/api/v1/billing'] as const;

/**
 * The step screens of 請求処理 (発行依頼, 締め処理, 締め処理一括解除, 請求書発行承認, 請求書発行) and the overview 請求情報:
 * a billing month's schoolhouses with their status, totals and who took each step when; the rows this screen may move
 * (the server's `steps` for the caller: status, role and separation of duties) are chosen and moved together after a
 * question. A row's 履歴 lists every step of the month.
 */
export function BillingPeriods({ screen }: ScreenProps) {
  const filters = useBillingFilters();
  const config = SCREEN_STEPS[screen.id];
  const steps = config?.steps ?? [];
  const query = useApiQuery('/api/v1/billing/periods', { params: { query: { billing_month: filters.month } } });
  const [selected, setSelected] = useState<number[]>([]);
  const [history, setHistory] = useState<PeriodRow | undefined>();
  const rows = query.data?.data ?? [];
  const selectable = (row: PeriodRow) => steps.some((step) => row.steps.includes(step));
  const chosen = rows.filter((row) => selected.includes(row.schoolhouse_id) && selectable(row));
  const isOverview = steps.length === 0;

  const columns = [
    {
      title: t('billing.periods.column.schoolhouse'), dataIndex: 'schoolhouse_name', key: 'schoolhouse',
      render: (name: string, row: PeriodRow) => (isOverview
        ? <Link to={`${screenPath('billing-process.school-claim-info')}?schoolhouse=${row.schoolhouse_id}&month=${filters.month}`}>{name}</Link>
        : name),
    },
    {
      title: t('billing.periods.column.status'), dataIndex: 'status', key: 'status',
      render: (status: string) => <Tag color={BILLING_STATUS_COLORS[status as BillingStatusCode] ?? 'default'}>{billingStatusLabel(status)}</Tag>,
    },
    { title: t('billing.periods.column.students'), dataIndex: 'student_count', key: 'students', align: 'right' as const, render: (n: number) => t('billing.students', { count: n }) },
    { title: t('billing.periods.column.claims'), dataIndex: 'claim_count', key: 'claims', align: 'right' as const, render: (n: number) => t('billing.items', { count: n }) },
    { title: t('billing.periods.column.claimTotal'), dataIndex: 'claim_total', key: 'claimTotal', align: 'right' as const, render: (n: number) => formatYen(n) },
    {
      title: t('billing.periods.column.invoiceTotal'), dataIndex: 'invoice_total', key: 'invoiceTotal', align: 'right' as const,
      render: (n: number, row: PeriodRow) => (row.invoice_count > 0 ? formatYen(n) : '—'),
    },
    { title: t('billing.periods.column.requested'), key: 'requested', render: (_: unknown, row: PeriodRow) => byWhom(row.requested_by_name, row.requested_at) },
    { title: t('billing.periods.column.closed'), key: 'closed', render: (_: unknown, row: PeriodRow) => byWhom(row.closed_by_name, row.closed_at) },
    { title: t('billing.periods.column.approved'), key: 'approved', render: (_: unknown, row: PeriodRow) => byWhom(row.approved_by_name, row.approved_at) },
    { title: t('billing.periods.column.issued'), key: 'issued', render: (_: unknown, row: PeriodRow) => byWhom(row.issued_by_name, row.issued_at) },
    {
      title: t('billing.periods.column.history'), key: 'history',
      render: (_: unknown, row: PeriodRow) => (
        <Button size="small" icon={<HistoryOutlined />} disabled={row.period_id === null} onClick={() => setHistory(row)}
          aria-label={t('billing.periods.historyTitle', { schoolhouse: row.schoolhouse_name, month: formatMonth(filters.month) })}
        />
      ),
    },
  ];

  return (
    <ScreenPage screen={screen}>
      <Card>
        <Flex vertical gap={16}>
          <Typography.Paragraph type="secondary" style={{ margin: 0 }}>{t(config?.help ?? 'billing.periods.help.overview')}</Typography.Paragraph>
          <Flex gap={16} wrap justify="space-between" align="center">
            <BillingFilters month={filters.month} onMonth={(m) => { setSelected([]); filters.setMonth(m); }} />
            <Button icon={<ReloadOutlined />} onClick={() => void query.refetch()}>{t('billing.refresh')}</Button>
          </Flex>
          {query.error && <Alert type="error" showIcon message={query.error.message} />}
          {!isOverview && (
            <Flex gap={8} wrap align="center">
              {steps.map((step) => (
                <StepButton key={step} step={step} month={filters.month} rows={chosen} onDone={() => setSelected([])} />
              ))}
              <Typography.Text type="secondary">
                {chosen.length > 0 ? t('billing.periods.selected', { count: chosen.length }) : (rows.length > 0 && !rows.some(selectable) ? t('billing.periods.noneSelectable') : '')}
              </Typography.Text>
            </Flex>
          )}
          <Table<PeriodRow>
            rowKey="schoolhouse_id"
            size="middle"
            loading={query.isLoading}
            dataSource={rows}
            columns={columns}
            pagination={false}
            scroll={{ x: 'max-content' }}
            rowSelection={isOverview ? undefined : {
              selectedRowKeys: chosen.map((row) => row.schoolhouse_id),
              onChange: (keys) => setSelected(keys.map(Number)),
              getCheckboxProps: (row) => ({ disabled: !selectable(row), title: selectable(row) ? undefined : t('billing.periods.notAllowedHint'), 'aria-label': row.schoolhouse_name }),
            }}
          />
        </Flex>
      </Card>
      {history && <BillingHistory schoolhouseId={history.schoolhouse_id} schoolhouseName={history.schoolhouse_name} month={filters.month} onClose={() => setHistory(undefined)} />}
    </ScreenPage>
  );
}

/** Who took a step and when (発行依頼: 請求 担当・2026年12月01日 10:00), or a dash. */
function byWhom(name: string | null, at: string | null) {
  if (!at) return <Typography.Text type="secondary">—</Typography.Text>;
  return <span style={{ whiteSpace: 'nowrap' }}>{t('billing.periods.by', { name: name ?? '—', at: formatDateTime(at) })}</span>;
}

/** One step's button: enabled when every chosen row may take it; asks first (with a note), then moves them all. */
function StepButton(props: { step: BillingStepCode; month: string; rows: PeriodRow[]; onDone: () => void }) {
  const { step, month, rows } = props;
  const { operation, path } = STEP_OPERATIONS[step];
  const mayCall = useMayCall(operation);
  const { message, modal } = useFeedback();
  const mutation = useApiMutation('post', path, { invalidates: BILLING_READS });
  const note = useRef('');
  if (!mayCall) return null;
  const isUndo = UNDOING_STEPS.includes(step);
  const enabled = rows.length > 0 && rows.every((row) => row.steps.includes(step));
  const label = billingStepLabel(step);
  const ask = () => {
    note.current = '';
    modal.confirm({
      title: t('billing.periods.confirmTitle', { count: rows.length, step: label }),
      content: (
        <Flex vertical gap={8}>
          <span>{t('billing.periods.confirmList', { names: listText(rows.map((row) => row.schoolhouse_name)) })}</span>
          <Input.TextArea
            aria-label={t('billing.periods.note')}
            placeholder={t('billing.periods.notePlaceholder')}
            maxLength={200}
            autoSize={{ minRows: 2, maxRows: 4 }}
            onChange={(event) => { note.current = event.target.value; }}
          />
        </Flex>
      ),
      okText: label,
      okButtonProps: { danger: isUndo },
      onOk: () => mutation.mutateAsync({ body: { billing_month: month, schoolhouse_ids: rows.map((row) => row.schoolhouse_id), ...(note.current.trim() ? { note: note.current.trim() } : {}) } })
        .then(() => { void message.success(t('billing.periods.done', { count: rows.length, step: label })); props.onDone(); }, () => undefined),
    });
  };
  return (
    <Button type={isUndo ? 'default' : 'primary'} danger={isUndo} disabled={!enabled} loading={mutation.isPending} onClick={ask}>
      {enabled ? t('billing.periods.stepButton', { step: label, count: rows.length }) : label}
    </Button>
  );
}
