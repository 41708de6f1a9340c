import { useState } from 'react';
import { useList, type HttpError } from '@refinedev/core';
import { constants } from '../../../generated/constants.js';
import { tableInfo } from '../../model/modelAccess.js';
import { defaultFilterValues, type FilterValues } from './FilterBar';
import type { ListSort } from './GenericListView';
import { toCrudFilters } from './listQuery.js';
import type { Row } from '../../model/rowLabel.js';

/**
 * The state and data of a generic list: page (20 per page), filters and sort, loaded through Refine. A reorderable
 * list (`isReorderable`, the entity's api.reorder) shows every row in the model's order, on one page. `fixedFilters`
 * (by filter name) are sent with every page besides the user's filters, and win over them. `initialFilters` are the
 * user's filters the list starts with instead of the model's defaults (e.g. a saved search).
 */
export function useGenericList(entity: string, options: { isReorderable?: boolean; fixedFilters?: FilterValues; initialFilters?: FilterValues } = {}) {
  const table = tableInfo(entity);
  const unknown = Object.keys(options.fixedFilters ?? {}).filter((name) => !table.filters.some((f) => f.field === name));
  // A typo would list every row: refuse it where the screen is written.
  if (unknown.length > 0) throw new Error(`entity "${entity}" has no list filter ${unknown.map((n) => `"${n}"`).join(', ')}`);
  const [page, setPage] = useState<number>(constants.firstPage);
  const [filters, setFilters] = useState<FilterValues>(() => options.initialFilters ?? defaultFilterValues(table.filters));
  const [sort, setSort] = useState<ListSort>(table.defaultSort);
  const { result, query } = useList<Row, HttpError>({
    resource: entity,
    pagination: options.isReorderable ? { mode: 'off' } : { currentPage: page, pageSize: constants.pageSize, mode: 'server' },
    sorters: [sort],
    filters: toCrudFilters({ ...filters, ...options.fixedFilters }, table.filters),
    successNotification: false,
    errorNotification: false,
  });
  const total = result.total ?? 0;
  // The server counts up to its cap: then `total` is the cap and the list says "10,000件以上".
  const isTotalCapped = (result as { isTotalCapped?: boolean }).isTotalCapped === true;
  const lastPage = Math.max(constants.firstPage, Math.ceil(total / constants.pageSize));
  // After deleting the last row of the last page, show the page that still has rows.
  if (!query.isFetching && page > lastPage) setPage(lastPage);
  return {
    rows: result.data,
    total,
    isTotalCapped,
    page,
    sort,
    filters,
    isLoading: query.isFetching,
    error: query.error,
    refetch: () => void query.refetch(),
    changePage: setPage,
    changeSort: (next: ListSort | undefined) => {
      setSort(next ?? table.defaultSort);
      setPage(constants.firstPage);
    },
    changeFilters: (next: FilterValues) => {
      setFilters(next);
      setPage(constants.firstPage);
    },
  };
}
