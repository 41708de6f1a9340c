import type { CrudFilter } from '@refinedev/core';
import type { FilterInfo } from '../../model/modelAccess.js';
import type { FilterValues } from './FilterBar';

/** The filter values of the bar as Refine filters, with each filter's operator from tables.ts. */
export function toCrudFilters(values: FilterValues, filters: readonly FilterInfo[]): CrudFilter[] {
  return filters.flatMap((f) => (f.field in values ? [{ field: f.field, operator: f.operator, value: values[f.field] }] : []));
}

/**
 * The filter values and sort of a list as query parameters of its API (the CSV export asks what the list shows):
 * several values joined by commas, as the data provider sends them.
 */
export function listQueryParams(values: FilterValues, sort?: { field: string; order: 'asc' | 'desc' }): Record<string, string> {
  const query: Record<string, string> = {};
  for (const [field, value] of Object.entries(values)) {
    if (value === undefined || value === null || value === '' || (Array.isArray(value) && value.length === 0)) continue;
    query[field] = Array.isArray(value) ? value.map(String).join(',') : String(value);
  }
  if (sort) Object.assign(query, { sort: sort.field, order: sort.order });
  return query;
}
