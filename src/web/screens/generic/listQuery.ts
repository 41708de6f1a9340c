import type { CrudFilter } from '@refinedev/core';
import type { FilterInfo } from '../../model/modelAccess.js';
import type { FilterValues } from './FilterBar';

/** The filter values of the bar as Refine filters, with each filter's operator from tables.ts. */
export function toCrudFilters(values: FilterValues, filters: readonly FilterInfo[]): CrudFilter[] {
  return filters.flatMap((f) => (f.field in values ? [{ field: f.field, operator: f.operator, value: values[f.field] }] : []));
}
