import { useMemo } from 'react';
import { useDataProvider } from '@refinedev/core';
import { useQueries } from '@tanstack/react-query';
import { constants } from '../../../generated/constants.js';
import { useAppAbility } from '../../hooks/useAppAbility.js';
import { entityInfo, tableInfo } from '../../model/modelAccess.js';
import type { RefLabels } from './formatCell.js';
import { rowLabel, type Row } from '../../model/rowLabel.js';
import { recordedNames, referencedRows } from './referencedRows.js';

/** Whether the user may list an entity through its API (its rows can then be named). */
function isListable(ref: string, canRead: (ref: string) => boolean): boolean {
  const api = entityInfo(ref).api;
  return api !== null && api.operations.includes('list') && canRead(ref);
}

/** Entities referenced by an entity's list columns and filters (the filter bar's choices name their rows too). */
function columnRefs(entity: string): string[] {
  const table = tableInfo(entity);
  return [...table.columns, ...table.filters].flatMap((c) => (c.ref ? [c.ref] : []));
}

/**
 * Labels of the rows that the shown fields of `rows` point to — ref and refs fields, a `refOf` field's record (the
 * operation history's changed row) and the refs inside the history's before and after — from the first page of each
 * referenced list (up to the API's maximum page size); a row past that page is read by id, so a list never shows a
 * bare id for a row that exists. A record that cannot be read any more is named by what its own row kept
 * (recordedNames). `fields` are the shown fields: the list's columns unless told.
 */
export function useRefLabels(entity: string, rows: readonly Row[] = [], fields?: readonly string[]): RefLabels {
  const ability = useAppAbility();
  const getDataProvider = useDataProvider();
  const shown = fields ?? tableInfo(entity).columns.map((c) => c.id);
  const references = referencedRows(entity, rows, shown);
  const referenced = [...new Set(references.map((r) => r.entity))].sort();
  const refs = useMemo(() => [...new Set([...columnRefs(entity), ...referenced])].filter((ref) => isListable(ref, (r) => ability.can('read', r))),
    // The referenced entities identify the result; the array itself is new on every render.
    [entity, ability, referenced.join()]);
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
  const canGet = (ref: string) => entityInfo(ref).api?.operations.includes('get') === true;
  const missing = references.filter((r) => refs.includes(r.entity) && canGet(r.entity) && isPageLoaded(r.entity) && pages[r.entity]?.[String(r.id)] === undefined);
  const extra = useQueries({
    queries: missing.map(({ entity: ref, id }) => ({
      queryKey: ['refRow', ref, id],
      queryFn: () => getDataProvider().getOne<Row>({ resource: ref, id }),
      staleTime: 5 * 60 * 1000,
      retry: false,
    })),
  });
  const recorded = recordedNames(entity, rows);
  return useMemo(() => {
    const labels: Record<string, Record<string, string>> = {};
    // What the row kept first, then what the referenced lists say now (a renamed row shows its new name).
    for (const r of recorded) labels[r.entity] = { ...labels[r.entity], [String(r.id)]: r.label };
    for (const [ref, byId] of Object.entries(pages)) labels[ref] = { ...labels[ref], ...byId };
    extra.forEach((q, i) => {
      const { entity: ref, id } = missing[i]!;
      if (q.data?.data) labels[ref] = { ...labels[ref], [String(id)]: rowLabel(ref, q.data.data) };
    });
    return labels;
    // The looked-up ids and their answers identify the result; the arrays themselves are new on every render.
  }, [pages, missing.map((r) => `${r.entity}:${r.id}`).join(), extra.map((q) => q.dataUpdatedAt).join(), recorded.map((r) => `${r.entity}:${r.id}:${r.label}`).join()]);
}
