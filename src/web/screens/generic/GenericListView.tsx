import { useMemo, useState, type ReactNode } from 'react';
import { Button, Flex, Pagination, Table, Typography } from 'antd';
import type { CsvEncodingCode } from '../../../generated/enums.js';
import type { ColumnsType, TableProps } from 'antd/es/table';
import { PlusOutlined } from '@ant-design/icons';
import { CsvExportButton } from './CsvExport';
import {
  flexRender, getCoreRowModel, useReactTable,
  type ColumnDef, type Row as TableRow, type SortingState,
} from '@tanstack/react-table';
import { constants } from '../../../generated/constants.js';
import { t } from '../../i18n/i18n.js';
import { tableInfo } from '../../model/modelAccess.js';
import { FilterBar, type FilterValues } from './FilterBar';
import { formatCell, type RefLabels } from './formatCell.js';
import { rowLabel, type Row } from '../../model/rowLabel.js';
import { useIsMobile } from '../../hooks/useIsMobile.js';
import { GenericListCards } from './GenericListCards';
import { RowActions } from './RowActions';
import { DragHandle, SortableRow, SortableRows } from './SortableRows';
import { SortSelect, type ListSort } from './SortSelect';
import type { ReorderMove } from './useReorder.js';
import { totalLabel } from './totalLabel.js';
import { ListLoading } from '../../components/ListLoading';
import { CellValue } from './CellValue';

export type { ListSort } from './SortSelect';


/** Props of the model-driven list: rows in, user intentions out. */
export interface GenericListViewProps {
  /** Entity name (tables.ts) whose columns and filters are shown. */
  entity: string;
  rows: Row[];
  total: number;
  /** More rows match than the server counts: `total` is its cap (constants.listCountCap), shown as 「10,000件以上」. */
  isTotalCapped?: boolean;
  page: number;
  pageSize?: number;
  isLoading: boolean;
  /** Current sort; the model's default sort when absent. */
  sort?: ListSort;
  /** Current filter values (shown in the filter bar). */
  filterValues?: FilterValues;
  /** Filters the bar does not show (fixed by the screen that embeds the list). */
  hiddenFilters?: readonly string[];
  /** The model's list columns to show, in this order (a screen that embeds the list); default all. */
  columns?: readonly string[];
  /** Labels of referenced rows for ref columns and filters. */
  refLabels?: RefLabels;
  onPageChange?: (page: number) => void;
  /** Called with the new sort; undefined means back to the model's default. */
  onSortChange?: (sort: ListSort | undefined) => void;
  onFilter?: (values: FilterValues) => void;
  /** Opens the detail of a row (views: [detail]). */
  onShow?: (row: Row) => void;
  onEdit?: (row: Row) => void;
  onDelete?: (row: Row) => void;
  /** More buttons of a row, after 詳細, 編集 and 削除 (a custom screen's own actions). */
  rowActions?: (row: Row) => ReactNode;
  onCreate?: () => void;
  /** Downloads the list as CSV in an encoding (with its filters and order); absent: no export offered. */
  onExport?: (encoding: CsvEncodingCode) => void;
  /** A download is under way. */
  isExporting?: boolean;
  canCreate?: boolean;
  canEdit?: boolean;
  canDelete?: boolean;
  /**
   * The rows are the entity's own order (api.reorder): all on one page, the columns do not sort. Implied by
   * `onReorder`; given alone while dragging is not possible (e.g. while filtered).
   */
  isOrdered?: boolean;
  /**
   * Drag to reorder (the entity's api.reorder): a handle leads each row; called with every row id in the new order
   * after a row is dropped elsewhere.
   */
  onReorder?: (move: ReorderMove) => void;
  /** Why an ordered list cannot be dragged now, shown above it instead of the drag hint. */
  orderNote?: string;
  /**
   * Rows may be chosen, a check box each (on a wide screen): a bar above the list says how many are chosen and offers
   * these actions on them, called with the chosen rows of the page and a way to clear the choice; absent: no choosing.
   */
  bulkActions?: (rows: Row[], clear: () => void) => ReactNode;
}

const actionsColumnKey = '__actions';
const handleColumnKey = '__handle';

function toSorting(sort: ListSort | undefined): SortingState {
  return sort ? [{ id: sort.field, desc: sort.order === 'desc' }] : [];
}

/**
 * A list screen body rendered only from generated data: TanStack Table holds the model (columns from
 * tables.ts, cells formatted by field type), antd renders it with a filter bar, a total and pagination — as a table,
 * or on a phone as one card per row.
 */
export function GenericListView(props: GenericListViewProps) {
  const { entity, rows, pageSize = constants.pageSize } = props;
  const table = tableInfo(entity);
  const isMobile = useIsMobile();
  // Controlled when the container passes `sort`; stories and tests may leave it to the table.
  const [ownSorting, setOwnSorting] = useState<SortingState>(() => toSorting(table.defaultSort));
  const sorting = props.sort ? toSorting(props.sort) : ownSorting;

  // Loading with no rows yet: neither the empty text nor a total of 0 is true yet.
  const isWaiting = props.isLoading && rows.length === 0;
  const isReorderable = props.onReorder !== undefined;
  const isOrdered = isReorderable || props.isOrdered === true;
  const shownColumns = useMemo(() => (props.columns
    ? props.columns.map((id) => {
      const column = table.columns.find((c) => c.id === id);
      if (!column) throw new Error(`entity "${entity}" has no list column "${id}"`);
      return column;
    })
    : table.columns), [table, entity, props.columns]);
  const columns = useMemo<ColumnDef<Row>[]>(() => shownColumns.map((column) => ({
    id: column.id,
    header: column.label,
    accessorFn: (row: Row) => row[column.id],
    enableSorting: column.isSortable && !isOrdered,
    cell: (ctx) => {
      const cell = { value: ctx.getValue(), column, refLabels: props.refLabels, row: ctx.row.original };
      // Long texts (type text) show their first two lines; the whole text is in the tooltip and the edit form.
      if (column.type === 'text') {
        const text = formatCell(cell);
        return <span className="cell-clamp" title={text}>{text}</span>;
      }
      return <CellValue {...cell} />;
    },
  })), [shownColumns, props.refLabels, isOrdered]);

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

  // The rows chosen for a bulk action: those of the page shown (a row gone from it is no longer chosen).
  const [chosenIds, setChosenIds] = useState<readonly string[]>([]);
  const chosen = rows.filter((row) => chosenIds.includes(String(row.id)));
  const clearChoice = () => setChosenIds([]);
  const canChoose = props.bulkActions !== undefined && !isMobile && !isReorderable;

  const onEdit = props.canEdit ? props.onEdit : undefined;
  const onDelete = props.canDelete ? props.onDelete : undefined;
  const { rowActions } = props;
  const hasActions = props.onShow !== undefined || onEdit !== undefined || onDelete !== undefined || rowActions !== undefined;
  const actionsOf = hasActions
    ? (row: Row) => <RowActions entity={entity} row={row} onShow={props.onShow} onEdit={onEdit} onDelete={onDelete}>{rowActions?.(row)}</RowActions>
    : undefined;
  const changeSort = (next: ListSort | undefined) => {
    reactTable.setSorting(toSorting(next));
    props.onSortChange?.(next);
  };

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
  if (isReorderable) {
    antdColumns.unshift({
      key: handleColumnKey,
      title: <span className="visually-hidden">{t('genericScreen.reorder.column')}</span>,
      width: 48,
      align: 'center',
      render: (_: unknown, row: TableRow<Row>) => <DragHandle name={rowLabel(entity, row.original)} />,
    });
  }
  if (actionsOf) {
    // Kept in view at the right edge when the columns are wider than the page.
    // A custom screen's own buttons make the column as wide as they need.
    const width = rowActions ? undefined : props.onShow ? 240 : 168;
    antdColumns.push({ key: actionsColumnKey, title: t('common.actions'), fixed: 'right', width, render: (_: unknown, row: TableRow<Row>) => actionsOf(row.original) });
  }

  const onTableChange: TableProps<TableRow<Row>>['onChange'] = (_pagination, _filters, sorter) => {
    const one = Array.isArray(sorter) ? sorter[0] : sorter;
    const field = typeof one?.columnKey === 'string' ? one.columnKey : undefined;
    changeSort(field && one?.order ? { field, order: one.order === 'descend' ? 'desc' : 'asc' } : undefined);
  };

  const list = isMobile ? (
    <GenericListCards entity={entity} table={reactTable} isLoading={props.isLoading} isReorderable={isReorderable} actionsOf={actionsOf} />
  ) : (
    <Table<TableRow<Row>>
      columns={antdColumns}
      dataSource={reactTable.getRowModel().rows}
      rowKey={(row) => row.id}
      loading={props.isLoading}
      pagination={false}
      onChange={onTableChange}
      showSorterTooltip={false}
      scroll={{ x: 'max-content' }}
      locale={{ emptyText: isWaiting ? <ListLoading /> : t('common.noData') }}
      components={isReorderable ? { body: { row: SortableRow } } : undefined}
      rowSelection={canChoose ? {
        selectedRowKeys: chosen.map((row) => String(row.id)),
        onChange: (keys) => setChosenIds(keys.map(String)),
        // Each box named for screen readers (antd's check box hands aria-* to its input; its types do not list them).
        getTitleCheckboxProps: () => ({ 'aria-label': t('genericScreen.chooseAll') }) as object,
        getCheckboxProps: (row) => ({ 'aria-label': t('genericScreen.choose', { name: rowLabel(entity, row.original) }) }) as object,
      } : undefined}
      bordered
      size="middle"
    />
  );
  const sortable = shownColumns.filter((c) => c.isSortable);
  const current = sorting[0] ? { field: sorting[0].id, order: sorting[0].desc ? 'desc' as const : 'asc' as const } : undefined;

  return (
    <Flex vertical gap={16}>
      <FilterBar filters={table.filters.filter((f) => !f.isHidden && !props.hiddenFilters?.includes(f.field))} values={props.filterValues} refLabels={props.refLabels} onFilter={props.onFilter} />
      <Flex justify="space-between" align="center" wrap gap={8}>
        {/* The total is known once an answer came: 全0件 only when the list is really empty. */}
        <Typography.Text strong>{isWaiting ? '' : totalLabel(props.total, props.isTotalCapped === true)}</Typography.Text>
        <Flex wrap gap={8}>
          {isMobile && !isOrdered && sortable.length > 0 && <SortSelect columns={sortable} sort={current} onChange={changeSort} />}
          {props.onExport && <CsvExportButton onExport={props.onExport} isExporting={props.isExporting} />}
          {props.canCreate && props.onCreate && (
            <Button type="primary" icon={<PlusOutlined />} onClick={props.onCreate}>{t('common.create')}</Button>
          )}
        </Flex>
      </Flex>
      {canChoose && chosen.length > 0 && (
        <Flex role="region" aria-label={t('genericScreen.chosen', { count: chosen.length })} align="center" wrap gap={8}
          style={{ padding: '8px 12px', background: '#fff7e6', border: '1px solid #ffd591', borderRadius: 6 }}>
          <Typography.Text strong>{t('genericScreen.chosen', { count: chosen.length })}</Typography.Text>
          {props.bulkActions!(chosen, clearChoice)}
          <Button onClick={clearChoice}>{t('genericScreen.clearChoice')}</Button>
        </Flex>
      )}
      {props.orderNote
        ? <Typography.Text type="secondary">{props.orderNote}</Typography.Text>
        : isReorderable && rows.length > 1 && <Typography.Text type="secondary">{t(isMobile ? 'genericScreen.reorder.hintPhone' : 'genericScreen.reorder.hint')}</Typography.Text>}
      {isReorderable ? (
        <SortableRows
          ids={rows.map((row) => String(row.id))}
          nameOf={(id) => rowLabel(entity, rows.find((row) => String(row.id) === id) ?? {})}
          onMove={(ids) => props.onReorder?.({ ids: ids.map((id) => rows.find((row) => String(row.id) === id)?.id as string | number) })}
        >
          {list}
        </SortableRows>
      ) : list}
      {!isOrdered && props.total > pageSize && (
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
