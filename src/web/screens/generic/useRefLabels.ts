import { useMemo } from 'react';
import { useDataProvider } from '@refinedev/core';
import { useQueries } from '@tanstack/react-query';
import { constants } from '../../../generated/constants.js';
import { useAppAbility } from '../../hooks/useAppAbility.js';
import { entityInfo, tableInfo } from '../../model/modelAccess.js';
import type { RefLabels } from './formatCell.js';
import { rowLabel, type Row } from './rowLabel.js';

/** Entities referenced by an entity's list columns and filters that the user may list. */
function listableRefs(entity: string, canRead: (ref: string) => boolean): string[] {
  const table = tableInfo(entity);
  const refs = [...table.columns, ...table.filters].flatMap((c) => (c.ref ? [c.ref] : []));
  return [...new Set(refs)].filter((ref) => {
    const api = entityInfo(ref).api;
    return api !== null && api.operations.includes('list') && canRead(ref);
  });
}

/**
 * Labels of the rows that ref columns point to (e.g. area_id → エリア名), from the first page of
 * each referenced list (up to the API's maximum page size); unknown ids show as numbers.
 */
export function useRefLabels(entity: string): RefLabels {
  const ability = useAppAbility();
  const getDataProvider = useDataProvider();
  const refs = useMemo(() => listableRefs(entity, (ref) => ability.can('read', ref)), [entity, ability]);
  return useQueries({
    queries: refs.map((ref) => ({
      queryKey: ['refLabels', ref],
      queryFn: () => getDataProvider().getList<Row>({
        resource: ref,
        pagination: { currentPage: constants.firstPage, pageSize: constants.maxPageSize },
        sorters: [tableInfo(ref).defaultSort],
      }),
      staleTime: 5 * 60 * 1000,
    })),
    combine: (results): RefLabels => Object.fromEntries(refs.map((ref, i) => [
      ref,
      Object.fromEntries((results[i]?.data?.data ?? []).map((row) => [String(row.id), rowLabel(ref, row)])),
    ])),
  });
}
