import type { ReactNode } from 'react';
import { Button, Popconfirm, Space } from 'antd';
import { DeleteOutlined, EditOutlined, ProfileOutlined } from '@ant-design/icons';
import { t } from '../../i18n/i18n.js';
import { rowLabel, type Row } from '../../model/rowLabel.js';

/** The 詳細, 編集 and 削除 buttons of one row of a generic list (削除 asks first, naming the row), then any given as children. */
export function RowActions(props: { entity: string; row: Row; onShow?: (row: Row) => void; onEdit?: (row: Row) => void; onDelete?: (row: Row) => void; children?: ReactNode }) {
  const { entity, row, onShow, onEdit, onDelete } = props;
  return (
    <Space wrap>
      {onShow && <Button size="small" icon={<ProfileOutlined />} onClick={() => onShow(row)} aria-label={`${t('genericScreen.detail')}: ${rowLabel(entity, row)}`}>{t('genericScreen.detail')}</Button>}
      {onEdit && <Button size="small" icon={<EditOutlined />} onClick={() => onEdit(row)}>{t('common.edit')}</Button>}
      {onDelete && (
        <Popconfirm
          title={t('common.deleteConfirm', { name: rowLabel(entity, row) })}
          okText={t('common.delete')}
          cancelText={t('common.cancel')}
          okButtonProps={{ danger: true }}
          onConfirm={() => onDelete(row)}
        >
          <Button size="small" danger icon={<DeleteOutlined />}>{t('common.delete')}</Button>
        </Popconfirm>
      )}
      {props.children}
    </Space>
  );
}
