import { useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import { Button, Card, Flex, Popconfirm, Table, Typography } from 'antd';
import { AdvanceStatus } from '../../../generated/enums.js';
import { showCallError } from '../../feedback/showErrorMessage.js';
import { t } from '../../i18n/i18n.js';
import { screenTitle } from '../../i18n/screenTitle.js';
import { entityInfo, tableInfo } from '../../model/modelAccess.js';
import { apiClient } from '../../providers/apiClient.js';
import { apiData } from '../../providers/apiData.js';
import { PageHeader } from '../common/PageHeader';
import { formatCell } from '../generic/formatCell.js';
import type { ScreenProps } from '../screenProps.js';
import { useFeedback } from '../../feedback/feedback.js';
import { ListLoading } from '../../components/ListLoading';

const PENDING: readonly string[] = [AdvanceStatus.queued, AdvanceStatus.cancelling];

/**
 * 進級処理取消 (maintenance): the advancements, newest first; the latest applied one can be cancelled (confirmed, as a
 * job), which puts every student's school year back. The list follows a run until its job is done.
 */
export function SchoolYearAdvanceCancel({ screen }: ScreenProps) {
  const { message } = useFeedback();
  const [cancelling, setCancelling] = useState<number>();
  const runs = useQuery({
    queryKey: ['school-year-advances'],
    queryFn: () => apiData(apiClient.GET('/api/v1/school-year-advances', { params: { query: { limit: 20 } } })),
    refetchInterval: (q) => (q.state.data?.data.some((r) => PENDING.includes(r.status)) ? 1000 : false),
  });
  const rows = runs.data?.data ?? [];
  const latestApplied = rows.find((r) => !PENDING.includes(r.status) && r.status !== AdvanceStatus.failed && r.status !== AdvanceStatus.cancelled);
  const isBusy = rows.some((r) => PENDING.includes(r.status));
  const cancel = (id: number) => {
    setCancelling(id);
    apiData(apiClient.POST('/api/v1/school-year-advances/{id}/cancel', { params: { path: { id: String(id) } } }))
      .then(() => { void message.success(t('advanceCancel.started')); void runs.refetch(); }, showCallError)
      .finally(() => setCancelling(undefined));
  };
  const fields = entityInfo('school_year_advance').fields;
  // The model's list of runs (school_year_advance list.columns), not a second list here.
  const columns = tableInfo('school_year_advance').columns.map((c) => c.id);
  return (
    <>
      <PageHeader title={screenTitle(screen)} />
      <Card>
        <Flex vertical gap={16}>
          <Typography.Paragraph style={{ margin: 0 }}>{t('advanceCancel.lead')}</Typography.Paragraph>
          <div tabIndex={0} role="group" aria-label={screenTitle(screen)} style={{ overflowX: 'auto' }}>
            <Table
              size="small"
              rowKey="id"
              loading={runs.isLoading}
              dataSource={rows}
              pagination={false}
              locale={{ emptyText: runs.isLoading ? <ListLoading /> : t('common.noData') }}
              columns={[
                ...columns.map((c) => ({ key: c, title: fields[c]!.label, render: (_: unknown, row: Record<string, unknown>) => formatCell({ value: row[c], column: fields[c]! }) || '—' })),
                {
                  key: '__actions', title: t('common.actions'),
                  render: (_: unknown, row: { id: number; student_count: number }) => (row.id === latestApplied?.id && !isBusy ? (
                    <Popconfirm title={t('advanceCancel.confirm', { count: row.student_count })} okText={t('advanceCancel.cancel')} cancelText={t('common.cancel')} onConfirm={() => cancel(row.id)}>
                      <Button danger size="small" loading={cancelling === row.id}>{t('advanceCancel.cancel')}</Button>
                    </Popconfirm>
                  ) : null),
                },
              ]}
            />
          </div>
        </Flex>
      </Card>
    </>
  );
}
