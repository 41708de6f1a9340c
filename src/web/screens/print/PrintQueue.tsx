import { PlusOutlined } from '@ant-design/icons';
import { Button, Card, Drawer, Tabs } from 'antd';
import { useState } from 'react';
import { useNavigate } from 'react-router';
import { PrintStatus, type PrintStatusCode } from '../../../generated/enums.js';
import {
  EntityForm, EntityList, PRINT_READS, PrintLayout, PrintPage, printRequestPath, ScreenPage, t, useApiMutation, useFeedback, useIsMobile,
  useRefreshApiReads, type MessageKey, type Row, type ScreenProps,
} from '../../kit';
import { PrintQueueActions } from './PrintQueueActions';
import { PrintRequestSheet } from './PrintRequestSheet';

/**
 * /print/queue (印刷待ち), the staff header's print button: the documents waiting to be printed at the schoolhouses,
 * built only from the kit (model/README.md, "A custom screen from the kit"). A request is printed on its own page
 * (a document another screen queued) or here on A4 (one typed here); printing, 印刷済みにする and 取消 take it off the
 * list and the header's count. 印刷済み lists what was printed, to put one back.
 */
export function PrintQueue({ screen }: ScreenProps) {
  const { message } = useFeedback();
  const isMobile = useIsMobile();
  const navigate = useNavigate();
  const refreshReads = useRefreshApiReads();
  const [isAdding, setAdding] = useState(false);
  const [printing, setPrinting] = useState<Row | undefined>();
  const setStatus = useApiMutation('post', '/api/v1/print-requests/{id}/status', { invalidates: PRINT_READS });
  const changeStatus = (row: Row, status: PrintStatusCode, done: MessageKey) => setStatus.mutate(
    { params: { path: { id: String(row.id) } }, body: { status } },
    { onSuccess: () => void message.success(t(done)) },
  );
  // A document another screen queued is printed on its page; one typed here, on the sheet below.
  const print = (row: Row) => (row.document_path ? navigate(printRequestPath(String(row.document_path), Number(row.id))) : setPrinting(row));
  const waiting = (
    <EntityList
      entity="print_request"
      filters={{ status: PrintStatus.pending }}
      columns={['title', 'schoolhouse_id', 'requested_by_name', 'created_at']}
      views={['edit', 'detail']}
      rowActions={(row) => (
        <PrintQueueActions
          row={row}
          onPrint={print}
          onMarkPrinted={(r) => changeStatus(r, PrintStatus.printed, 'printQueue.markedPrinted')}
          onCancel={(r) => changeStatus(r, PrintStatus.cancelled, 'printQueue.cancelled')}
        />
      )}
    />
  );
  const printed = (
    <EntityList
      entity="print_request"
      filters={{ status: PrintStatus.printed }}
      columns={['title', 'schoolhouse_id', 'requested_by_name', 'printed_at']}
      views={['detail']}
      rowActions={(row) => (
        <Button size="small" onClick={() => changeStatus(row, PrintStatus.pending, 'printQueue.movedBack')}>{t('printQueue.backToWaiting')}</Button>
      )}
    />
  );
  return (
    <ScreenPage
      screen={screen}
      extra={<Button type="primary" icon={<PlusOutlined />} onClick={() => setAdding(true)}>{t('printQueue.add')}</Button>}
    >
      <Card>
        <Tabs destroyOnHidden items={[
          { key: 'waiting', label: t('printQueue.waiting'), children: waiting },
          { key: 'printed', label: t('printQueue.printed'), children: printed },
        ]} />
      </Card>
      <Drawer open={isAdding} title={t('printQueue.addTitle')} width={isMobile ? '100%' : 560} onClose={() => setAdding(false)} destroyOnHidden>
        <EntityForm
          entity="print_request"
          onSaved={() => {
            setAdding(false);
            // The embedded list refreshes itself; the header's count is read apart.
            void refreshReads(PRINT_READS);
          }}
          onCancel={() => setAdding(false)}
        />
      </Drawer>
      <Drawer
        open={printing !== undefined}
        title={printing ? t('printQueue.previewTitle', { title: String(printing.title) }) : ''}
        width="100%"
        onClose={() => setPrinting(undefined)}
        destroyOnHidden
      >
        {printing && (
          <PrintLayout
            title={String(printing.title)}
            schoolhouseId={Number(printing.schoolhouse_id)}
            printRequestId={Number(printing.id)}
            onPrinted={() => setPrinting(undefined)}
            extra={<Button onClick={() => setPrinting(undefined)}>{t('printQueue.close')}</Button>}
          >
            <PrintPage><PrintRequestSheet request={printing} /></PrintPage>
          </PrintLayout>
        )}
      </Drawer>
    </ScreenPage>
  );
}
