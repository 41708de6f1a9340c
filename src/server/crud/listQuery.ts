import { constants } from '../../generated/constants.js';
import type { EntityName } from '../../generated/entities.js';
import { tables, type TableEntityName } from '../../generated/tables.js';
import { codeLists, type CodeListName } from '../../generated/enums.js';
import { parsePeriod, type Period } from '../../shared/period.js';
import { formatMessage } from '../../shared/validationMessage.js';
import { AppError, type FieldError } from '../foundation/errors.js';
import { publicColumns } from './records.js';
import { hasForbiddenControl } from './validate.js';

/** A parsed list request: paging, sort and the model's filters. */
export interface ListQuery {
  page: number;
  limit: number;
  sort: string;
  order: 'asc' | 'desc';
  filters: Array<{ filter: ListFilter; value: string | number | Array<string | number> | Period }>;
}

/** One filter of an entity list as tables.ts gives it (generator/model/resolveFilters.ts). */
export interface ListFilter {
  readonly field: string;
  readonly label: string;
  readonly type: string;
  readonly operator: 'contains' | 'eq' | 'in' | 'between';
  readonly enum?: string;
  readonly column?: string;
  readonly match?: readonly (readonly string[])[];
  readonly kana?: boolean;
  /** A whole-number filter's bounds: the values its column holds (generator/model/fieldTypes.ts). */
  readonly minimum?: number;
  readonly maximum?: number;
  readonly through?: { readonly column: string; readonly table: string };
  readonly related?: { readonly table: string; readonly column: string };
}

/** Most values of a filter that takes several (status=1,4). */
const MAX_CHOICES = 100;

const PAGING = ['page', 'limit', 'sort', 'order'];

function positiveInt(raw: string): number | undefined {
  return /^[0-9]{1,9}$/.test(raw) && Number(raw) >= 1 ? Number(raw) : undefined;
}

/** Parses and checks a list query string; every problem is a VALIDATION_FAILED with Japanese field errors. */
export function parseListQuery(entity: EntityName, query: Record<string, unknown>): ListQuery {
  const table = tables[entity as TableEntityName];
  const filterDefs = (table?.filters ?? []) as readonly ListFilter[];
  const columns = publicColumns(entity);
  const errors: FieldError[] = [];
  const str = (k: string): string | undefined => {
    const v = query[k];
    if (v === undefined) return undefined;
    if (typeof v !== 'string') {
      errors.push({ field: k, message: formatMessage('validation.format', { label: k }) });
      return undefined;
    }
    return v;
  };

  for (const k of Object.keys(query)) {
    if (!PAGING.includes(k) && !filterDefs.some((f) => f.field === k)) errors.push({ field: k, message: formatMessage('validation.unknownField', { label: k }) });
  }
  const pageRaw = str('page');
  const limitRaw = str('limit');
  const page = pageRaw === undefined ? Number(constants.firstPage) : positiveInt(pageRaw);
  const limit = limitRaw === undefined ? Number(constants.pageSize) : positiveInt(limitRaw);
  if (page === undefined) errors.push({ field: 'page', message: formatMessage('validation.minimum', { label: 'page', limit: 1 }) });
  if (limit === undefined || limit > Number(constants.maxPageSize)) errors.push({ field: 'limit', message: formatMessage('validation.maximum', { label: 'limit', limit: Number(constants.maxPageSize) }) });
  const sort = str('sort') ?? table?.defaultSort.field ?? 'id';
  if (!columns.includes(sort)) errors.push({ field: 'sort', message: formatMessage('validation.enum', { label: 'sort' }) });
  const orderRaw = str('order') ?? table?.defaultSort.order ?? 'asc';
  if (orderRaw !== 'asc' && orderRaw !== 'desc') errors.push({ field: 'order', message: formatMessage('validation.enum', { label: 'order' }) });

  const filters: ListQuery['filters'] = [];
  for (const def of filterDefs) {
    // A choice of several is sent as openapi.yaml declares it (status=4,3) or repeated (status=4&status=3, what
    // openapi-fetch sends by default): the same list.
    const repeated = query[def.field];
    const raw = def.operator === 'in' && Array.isArray(repeated) && repeated.every((v) => typeof v === 'string') ? repeated.join(',') : str(def.field);
    if (raw === undefined || raw.trim() === '') continue;
    const label = def.label;
    const isInteger = def.maximum !== undefined;
    const codes = def.type === 'enum' && def.enum ? codeLists[def.enum as CodeListName]?.values.map((v) => String(v.code)) : undefined;
    // The first value past the column's range, if any: its end names the limit in the field error.
    let outOfRange: 'minimum' | 'maximum' | undefined;
    const one = (text: string): string | number | undefined => {
      if (codes && !codes.includes(text)) return undefined;
      // A yes/no filter is true or false (1 or 0): anything else is a field error, not a value PostgreSQL refuses.
      if (def.type === 'boolean') return ({ true: 'true', false: 'false', 1: 'true', 0: 'false' } as Record<string, string>)[text];
      if (isInteger) {
        // Bounded by the column (the model's minimum and maximum): a larger value would fail in the database.
        if (!/^-?[0-9]{1,30}$/.test(text)) return undefined;
        const value = Number(text);
        if (value > def.maximum! || value < def.minimum!) outOfRange ??= value > def.maximum! ? 'maximum' : 'minimum';
        return outOfRange ? undefined : value;
      }
      if (def.type === 'number') return /^-?[0-9]{1,15}(\.[0-9]{1,15})?$/.test(text) ? Number(text) : undefined;
      return text.length <= 200 ? text : undefined;
    };
    const invalid = () => errors.push({
      field: def.field,
      message: outOfRange ? formatMessage(`validation.${outOfRange}`, { label, limit: def[outOfRange]! })
        : formatMessage(isInteger ? 'validation.integer' : def.type === 'number' ? 'validation.number' : codes || def.type === 'boolean' ? 'validation.enum' : 'validation.maxLength', { label, limit: 200 }),
    });
    if (def.operator === 'between') {
      const period = raw.length <= 22 ? parsePeriod(raw) : undefined;
      if (period) filters.push({ filter: def, value: period });
      else errors.push({ field: def.field, message: formatMessage('validation.period', { label }) });
    } else if (def.operator === 'contains') {
      if (raw.length > 200 || hasForbiddenControl(raw)) errors.push({ field: def.field, message: formatMessage(raw.length > 200 ? 'validation.maxLength' : 'validation.format', { label, limit: 200 }) });
      else filters.push({ filter: def, value: raw.trim() });
    } else if (def.operator === 'in') {
      const parts = raw.split(',');
      const values = parts.map((p) => one(p.trim()));
      if (parts.length > MAX_CHOICES) errors.push({ field: def.field, message: formatMessage('validation.maxItems', { label, limit: MAX_CHOICES }) });
      else if (values.some((v) => v === undefined)) invalid();
      else filters.push({ filter: def, value: values as Array<string | number> });
    } else {
      const value = one(raw);
      if (value === undefined) invalid();
      else filters.push({ filter: def, value });
    }
  }
  if (errors.length) throw new AppError('VALIDATION_FAILED', { errors });
  return { page: page!, limit: limit!, sort, order: orderRaw as 'asc' | 'desc', filters };
}

/** Escapes LIKE wildcards so a user's % or _ matches literally. */
export function likePattern(value: string): string {
  return `%${value.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
}
