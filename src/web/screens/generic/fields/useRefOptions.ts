import { useMemo } from 'react';
import { useDataProvider, type CrudFilter } from '@refinedev/core';
import { useQueries, useQuery } from '@tanstack/react-query';
import { constants } from '../../../../generated/constants.js';
import { tables } from '../../../../generated/tables.js';
import { entityInfo, tableInfo } from '../../../model/modelAccess.js';
import { labelField, rowLabel, type Row } from '../../../model/rowLabel.js';

export interface RefOption { value: number; label: string }

/**
 * How a referenced entity's list is read: sorted by its list's default order, searched as the user types by the text
 * filter of its own rows that reads the field naming a row (the rowName's first field, else the label column; a name
 * search over family and first name counts).
 */
function listShape(ref: string): { sorters: Array<{ field: string; order: 'asc' | 'desc' }>; searchField?: string } {
  if (!Object.hasOwn(tables, ref)) return { sorters: [{ field: 'id', order: 'asc' }] };
  const table = tableInfo(ref);
  const label = entityInfo(ref).rowName?.[0] ?? labelField(ref);
  const search = table.filters.find((f) => f.operator === 'contains' && !f.through && !f.related
    && (f.column === label || (f.match ?? []).some((group) => group.includes(label))));
  return { sorters: [{ ...table.defaultSort }], ...(search ? { searchField: search.field } : {}) };
}

/**
 * The choices of a ref or refs field: rows of the referenced entity's list API named by their label field, searched
 * on the server as the user types (when the label is a text filter of that list), and the chosen rows looked up one
 * by one when they are not on the page shown, so that a chosen value is never shown as a bare id.
 */
export function useRefOptions(options: { ref: string; search: string; selected: readonly number[] }) {
  const { ref, search, selected } = options;
  const getDataProvider = useDataProvider();
  const shape = useMemo(() => listShape(ref), [ref]);
  const term = shape.searchField ? search.trim() : '';
  const filters: CrudFilter[] = term && shape.searchField ? [{ field: shape.searchField, operator: 'contains', value: term }] : [];
  const list = useQuery({
    queryKey: ['refOptions', ref, term],
    queryFn: () => getDataProvider().getList<Row>({
      resource: ref,
      pagination: { currentPage: constants.firstPage, pageSize: constants.maxPageSize, mode: 'server' },
      sorters: shape.sorters,
      filters,
    }),
    staleTime: 60 * 1000,
  });
  const rows = list.data?.data ?? [];
  const missing = selected.filter((id) => !rows.some((r) => Number(r.id) === id));
  const chosen = useQueries({
    queries: missing.map((id) => ({
      queryKey: ['refRow', ref, id],
      queryFn: () => getDataProvider().getOne<Row>({ resource: ref, id }),
      staleTime: 5 * 60 * 1000,
      retry: false,
    })),
  });
  const extra = chosen.flatMap((q) => (q.data?.data ? [q.data.data] : []));
  const toOption = (row: Row): RefOption => ({ value: Number(row.id), label: rowLabel(ref, row) });
  const optionList = [...rows.map(toOption), ...extra.filter((r) => !rows.some((x) => x.id === r.id)).map(toOption)];
  return { options: optionList, isLoading: list.isLoading, isError: list.isError, isServerSearch: shape.searchField !== undefined };
}
