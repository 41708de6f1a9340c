import { CheckOutlined, PrinterOutlined, StopOutlined } from '@ant-design/icons';
import { Button, Popconfirm } from 'antd';
import { t, type Row } from '../../kit';

/** The print queue's own buttons of a waiting request, after 詳細 and 編集: 印刷, 印刷済みにする and 取消. */
export function PrintQueueActions(props: { row: Row; onPrint: (row: Row) => void; onMarkPrinted: (row: Row) => void; onCancel: (row: Row) => void }) {
  const { row } = props;
  return (
    <>
      <Button size="small" type="primary" icon={<PrinterOutlined />} onClick={() => props.onPrint(row)}>{t('printQueue.print')}</Button>
      <Button size="small" icon={<CheckOutlined />} onClick={() => props.onMarkPrinted(row)}>{t('printQueue.markPrinted')}</Button>
      <Popconfirm
        title={t('printQueue.cancelConfirm', { title: String(row.title) })}
        okText={t('printQueue.cancel')}
        cancelText={t('common.cancel')}
        okButtonProps={{ danger: true }}
        onConfirm={() => props.onCancel(row)}
      >
        <Button size="small" danger icon={<StopOutlined />}>{t('printQueue.cancel')}</Button>
      </Popconfirm>
    </>
  );
}
