import type { ReactNode } from 'react';
import { Empty, Flex, Spin, Typography } from 'antd';
import { flexRender, type Row as TableRow, type Table } from '@tanstack/react-table';
import { t } from '../../i18n/i18n.js';
import { entityInfo } from '../../model/modelAccess.js';
import { rowLabel, type Row } from '../../model/rowLabel.js';
import { DragHandle, SortableCard } from './SortableRows';
import { ListLoading } from '../../components/ListLoading';

const fieldGrid = { display: 'grid', gridTemplateColumns: 'auto minmax(0, 1fr)', columnGap: 12, rowGap: 4 } as const;

/**
 * A generic list on a phone: one card per row instead of a table too wide for the screen, the first column as its
 * heading, the other columns as label and value, the row's buttons under them and, in a reorderable list, the drag
 * handle on the left.
 */
export function GenericListCards(props: {
  entity: string;
  table: Table<Row>;
  isLoading: boolean;
  isReorderable: boolean;
  actionsOf?: (row: Row) => ReactNode;
}) {
  const { entity, table } = props;
  const rows = table.getRowModel().rows;
  const card = (row: TableRow<Row>) => {
    const [first, ...rest] = row.getVisibleCells();
    const body = (
      <Flex gap={8} align="flex-start" className="list-card">
        {props.isReorderable && <DragHandle name={rowLabel(entity, row.original)} />}
        <Flex vertical gap={6} style={{ flex: 1, minWidth: 0 }}>
          {first && <Typography.Text strong>{flexRender(first.column.columnDef.cell, first.getContext())}</Typography.Text>}
          <div style={fieldGrid}>
            {rest.map((cell) => [
              <Typography.Text key={`${cell.id}:label`} type="secondary">{String(cell.column.columnDef.header)}</Typography.Text>,
              <div key={cell.id}>{flexRender(cell.column.columnDef.cell, cell.getContext())}</div>,
            ])}
          </div>
          {props.actionsOf?.(row.original)}
        </Flex>
      </Flex>
    );
    return props.isReorderable ? <SortableCard key={row.id} id={row.id}>{body}</SortableCard> : <div key={row.id} role="listitem">{body}</div>;
  };
  return (
    <Spin spinning={props.isLoading}>
      {rows.length === 0 ? (props.isLoading ? <ListLoading /> : <Empty description={t('common.noData')} />) : <div role="list" aria-label={entityInfo(entity).label}>{rows.map(card)}</div>}
    </Spin>
  );
}
