import { useMemo, useState } from 'react';
import { Button, Flex, Pagination, Popconfirm, Space, Table, Typography } from 'antd';
import type { ColumnsType, TableProps } from 'antd/es/table';
import { DeleteOutlined, EditOutlined, PlusOutlined } from '@ant-design/icons';
import {
  flexRender, getCoreRowModel, useReactTable,
  type ColumnDef, type Row as TableRow, type SortingState,
} from '@tanstack/react-table';
import { constants } from '../../../generated/constants.js';
import { t } from '../../i18n/i18n.js';
import { tableInfo } from '../../model/modelAccess.js';
import { FilterBar, type FilterValues } from './FilterBar';
import { formatCell, type RefLabels } from './formatCell.js';
import { rowLabel, type Row } from './rowLabel.js';

/** The sort of a list: one field, ascending or descending. */
export interface ListSort {
  field: string;
  order: 'asc' | 'desc';
}

/** Props of the model-driven list: rows in, user intentions out. */
export interface GenericListViewProps {
  /** Entity name (tables.ts) whose columns and filters are shown. */
  entity: string;
  rows: Row[];
  total: number;
  page: number;
  pageSize?: number;
  isLoading: boolean;
  /** Current sort; the model's default sort when absent. */
  sort?: ListSort;
  /** Current filter values (shown in the filter bar). */
  filterValues?: FilterValues;
  /** Labels of referenced rows for ref columns and filters. */
  refLabels?: RefLabels;
  onPageChange?: (page: number) => void;
  /** Called with the new sort; undefined means back to the model's default. */
  onSortChange?: (sort: ListSort | undefined) => void;
  onFilter?: (values: FilterValues) => void;
  onEdit?: (row: Row) => void;
  onDelete?: (row: Row) => void;
  onCreate?: () => void;
  canCreate?: boolean;
  canEdit?: boolean;
  canDelete?: boolean;
}

const actionsColumnKey = '__actions';

function toSorting(sort: ListSort | undefined): SortingState {
  return sort ? [{ id: sort.field, desc: sort.order === 'desc' }] : [];
}

/**
 * A list screen body rendered only from generated data: TanStack Table holds the model (columns from
 * tables.ts, cells formatted by field type), antd renders it with a filter bar, a total and pagination.
 */
export function GenericListView(props: GenericListViewProps) {
  const { entity, rows, pageSize = constants.pageSize } = props;
  const table = tableInfo(entity);
  // Controlled when the container passes `sort`; stories and tests may leave it to the table.
  const [ownSorting, setOwnSorting] = useState<SortingState>(() => toSorting(table.defaultSort));
  const sorting = props.sort ? toSorting(props.sort) : ownSorting;

  const columns = useMemo<ColumnDef<Row>[]>(() => table.columns.map((column) => ({
    id: column.id,
    header: column.label,
    accessorFn: (row: Row) => row[column.id],
    enableSorting: column.isSortable,
    cell: (ctx) => formatCell({ value: ctx.getValue(), column, refLabels: props.refLabels }),
  })), [table, props.refLabels]);

  const reactTable = useReactTable<Row>({
    data: rows,
    columns,
    state: { sorting },
    onSortingChange: setOwnSorting,
    manualSorting: true,
    manualPagination: true,
    getCoreRowModel: getCoreRowModel(),
    getRowId: (row, index) => String(row.id ?? index),
  });

  const hasActions = Boolean((props.canEdit && props.onEdit) || (props.canDelete && props.onDelete));
  const antdColumns: ColumnsType<TableRow<Row>> = reactTable.getHeaderGroups()[0].headers.map((header) => {
    const sorted = header.column.getIsSorted();
    return {
      key: header.id,
      title: flexRender(header.column.columnDef.header, header.getContext()),
      sorter: header.column.getCanSort(),
      sortOrder: sorted === 'asc' ? 'ascend' : sorted === 'desc' ? 'descend' : null,
      render: (_: unknown, row: TableRow<Row>) => {
        const cell = row.getVisibleCells().find((c) => c.column.id === header.id);
        return cell ? flexRender(cell.column.columnDef.cell, cell.getContext()) : null;
      },
    };
  });
  if (hasActions) {
    antdColumns.push({
      key: actionsColumnKey,
      title: t('common.actions'),
      width: 200,
      render: (_: unknown, row: TableRow<Row>) => (
        <Space>
          {props.canEdit && props.onEdit && (
            <Button size="small" icon={<EditOutlined />} onClick={() => props.onEdit?.(row.original)}>{t('common.edit')}</Button>
          )}
          {props.canDelete && props.onDelete && (
            <Popconfirm
              title={t('common.deleteConfirm', { name: rowLabel(entity, row.original) })}
              okText={t('common.delete')}
              cancelText={t('common.cancel')}
              okButtonProps={{ danger: true }}
              onConfirm={() => props.onDelete?.(row.original)}
            >
              <Button size="small" danger icon={<DeleteOutlined />}>{t('common.delete')}</Button>
            </Popconfirm>
          )}
        </Space>
      ),
    });
  }

  const onTableChange: TableProps<TableRow<Row>>['onChange'] = (_pagination, _filters, sorter) => {
    const one = Array.isArray(sorter) ? sorter[0] : sorter;
    const field = typeof one?.columnKey === 'string' ? one.columnKey : undefined;
    const next: ListSort | undefined = field && one?.order ? { field, order: one.order === 'descend' ? 'desc' : 'asc' } : undefined;
    reactTable.setSorting(toSorting(next));
    props.onSortChange?.(next);
  };

  return (
    <Flex vertical gap={16}>
      <FilterBar filters={table.filters} values={props.filterValues} refLabels={props.refLabels} onFilter={props.onFilter} />
      <Flex justify="space-between" align="center" wrap gap={8}>
        <Typography.Text strong>{t('common.total', { total: props.total })}</Typography.Text>
        {props.canCreate && props.onCreate && (
          <Button type="primary" icon={<PlusOutlined />} onClick={props.onCreate}>{t('common.create')}</Button>
        )}
      </Flex>
      <Table<TableRow<Row>>
        columns={antdColumns}
        dataSource={reactTable.getRowModel().rows}
        rowKey={(row) => row.id}
        loading={props.isLoading}
        pagination={false}
        onChange={onTableChange}
        showSorterTooltip={false}
        scroll={{ x: 'max-content' }}
        locale={{ emptyText: t('common.noData') }}
        bordered
        size="middle"
      />
      {props.total > pageSize && (
        <Flex justify="flex-end">
          <Pagination
            current={props.page}
            pageSize={pageSize}
            total={props.total}
            showSizeChanger={false}
            onChange={(page) => props.onPageChange?.(page)}
          />
        </Flex>
      )}
    </Flex>
  );
}
