import { useMemo } from 'react';
import { useDataProvider } from '@refinedev/core';
import { useQueries } from '@tanstack/react-query';
import { constants } from '../../../generated/constants.js';
import { useAppAbility } from '../../hooks/useAppAbility.js';
import { entityInfo, tableInfo } from '../../model/modelAccess.js';
import type { RefLabels } from './formatCell.js';
import { rowLabel, type Row } from '../../model/rowLabel.js';

/** Entities referenced by an entity's list columns and filters that the user may list. */
function listableRefs(entity: string, canRead: (ref: string) => boolean): string[] {
  const table = tableInfo(entity);
  const refs = [...table.columns, ...table.filters].flatMap((c) => (c.ref ? [c.ref] : []));
  return [...new Set(refs)].filter((ref) => {
    const api = entityInfo(ref).api;
    return api !== null && api.operations.includes('list') && canRead(ref);
  });
}

/** The ids a ref or refs column of the shown rows points to, per referenced entity. */
function shownIds(entity: string, refs: readonly string[], rows: readonly Row[]): Array<[string, number]> {
  const columns = tableInfo(entity).columns.filter((c) => c.ref && refs.includes(c.ref));
  const pairs = new Map<string, [string, number]>();
  for (const row of rows) {
    for (const c of columns) {
      const value = row[c.id];
      for (const id of Array.isArray(value) ? value : [value]) {
        if (typeof id === 'number') pairs.set(`${c.ref}:${id}`, [c.ref!, id]);
      }
    }
  }
  return [...pairs.values()];
}

/**
 * Labels of the rows that ref and refs columns point to (e.g. area_id → エリア名), from the first page of
 * each referenced list (up to the API's maximum page size); a shown row pointing past that page has its referenced
 * row read by id, so a list never shows a bare id for a row that exists.
 */
export function useRefLabels(entity: string, rows: readonly Row[] = []): RefLabels {
  const ability = useAppAbility();
  const getDataProvider = useDataProvider();
  const refs = useMemo(() => listableRefs(entity, (ref) => ability.can('read', ref)), [entity, ability]);
  const pages = useQueries({
    queries: refs.map((ref) => ({
      queryKey: ['refLabels', ref],
      queryFn: () => getDataProvider().getList<Row>({
        resource: ref,
        pagination: { currentPage: constants.firstPage, pageSize: constants.maxPageSize },
        sorters: [tableInfo(ref).defaultSort],
      }),
      staleTime: 5 * 60 * 1000,
    })),
    combine: (results): Record<string, Record<string, string>> => Object.fromEntries(refs.map((ref, i) => [
      ref,
      Object.fromEntries((results[i]?.data?.data ?? []).map((row) => [String(row.id), rowLabel(ref, row)])),
    ])),
  });
  const isPageLoaded = (ref: string) => Object.keys(pages[ref] ?? {}).length > 0;
  const missing = shownIds(entity, refs, rows).filter(([ref, id]) => isPageLoaded(ref) && pages[ref]?.[String(id)] === undefined);
  const extra = useQueries({
    queries: missing.map(([ref, id]) => ({
      queryKey: ['refRow', ref, id],
      queryFn: () => getDataProvider().getOne<Row>({ resource: ref, id }),
      staleTime: 5 * 60 * 1000,
      retry: false,
    })),
  });
  return useMemo(() => {
    const labels: Record<string, Record<string, string>> = Object.fromEntries(Object.entries(pages).map(([ref, byId]) => [ref, { ...byId }]));
    extra.forEach((q, i) => {
      const [ref, id] = missing[i]!;
      if (q.data?.data) labels[ref] = { ...labels[ref], [String(id)]: rowLabel(ref, q.data.data) };
    });
    return labels;
    // The looked-up ids and their answers identify the result; the arrays themselves are new on every render.
  }, [pages, missing.join(), extra.map((q) => q.dataUpdatedAt).join()]);
}
