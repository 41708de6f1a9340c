import { useQuery } from '@tanstack/react-query';
import { Button, Card, Popconfirm, Table, Typography } from 'antd';
import { useState } from 'react';
import { ImportStatus } from '../../../generated/enums.js';
import { ListLoading } from '../../components/ListLoading';
import { useFeedback } from '../../feedback/feedback.js';
import { showCallError } from '../../feedback/showErrorMessage.js';
import { t } from '../../i18n/i18n.js';
import { entityInfo, tableInfo } from '../../model/modelAccess.js';
import { apiClient } from '../../providers/apiClient.js';
import { apiData } from '../../providers/apiData.js';
import { CellValue } from '../generic/CellValue';

type Row = Record<string, unknown>;

/** An import that was checked and never run (確認済み, エラーあり): the only ones that can be discarded. */
const DISCARDABLE: readonly unknown[] = [ImportStatus.checked, ImportStatus.invalid];

/**
 * The imports of this kind lately, newest first (the generic list API of import_jobs), each checked-but-never-run one
 * with 破棄 (POST /import-jobs/{id}/discard), after which it shows 破棄済み.
 */
export function RecentImports(props: { target: string; refreshKey: number; onDiscarded: (id: number) => void }) {
  const { message } = useFeedback();
  const [discarding, setDiscarding] = useState<number>();
  const query = useQuery({
    queryKey: ['import-jobs', props.target, props.refreshKey],
    queryFn: () => apiData(apiClient.GET('/api/v1/import-jobs', { params: { query: { target: props.target, limit: 5 } } })),
  });
  const fields = entityInfo('import_job').fields;
  // The model's list of import runs (import_job list.columns), not a second list here.
  const columns = tableInfo('import_job').columns.map((c) => c.id);
  const discard = (row: Row) => {
    const id = Number(row.id);
    setDiscarding(id);
    apiData(apiClient.POST('/api/v1/import-jobs/{id}/discard', { params: { path: { id: String(id) } } }))
      .then(() => {
        void message.success(t('dataImport.discarded'));
        props.onDiscarded(id);
        return query.refetch();
      }, showCallError)
      .finally(() => setDiscarding(undefined));
  };
  return (
    <Card title={<Typography.Title level={2} style={{ fontSize: 16, margin: 0 }}>{t('dataImport.recent')}</Typography.Title>}>
      <div tabIndex={0} role="group" aria-label={t('dataImport.recent')} style={{ overflowX: 'auto' }}>
        <Table<Row>
          size="small"
          rowKey="id"
          loading={query.isFetching}
          pagination={false}
          dataSource={query.data?.data ?? []}
          locale={{ emptyText: query.isFetching ? <ListLoading /> : t('common.noData') }}
          columns={[
            ...columns.map((c) => ({ key: c, title: fields[c]!.label, render: (_: unknown, row: Row) => <CellValue value={row[c]} column={fields[c]!} row={row} /> })),
            {
              key: '__actions',
              title: t('common.actions'),
              render: (_: unknown, row: Row) => DISCARDABLE.includes(row.status) && (
                <Popconfirm title={t('dataImport.discardConfirm', { file: String(row.file_name) })} okText={t('dataImport.discard')} okButtonProps={{ danger: true }}
                  cancelText={t('common.cancel')} onConfirm={() => discard(row)}>
                  <Button danger size="small" loading={discarding === Number(row.id)}>{t('dataImport.discard')}</Button>
                </Popconfirm>
              ),
            },
          ]}
        />
      </div>
    </Card>
  );
}
