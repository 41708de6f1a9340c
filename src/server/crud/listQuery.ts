import { constants } from '../../generated/constants.js';
import { entities, type EntityName } from '../../generated/entities.js';
import { tables, type TableEntityName } from '../../generated/tables.js';
import { codeLists, type CodeListName } from '../../generated/enums.js';
import { formatMessage } from '../../shared/validationMessage.js';
import { AppError, type FieldError } from '../errors.js';
import { publicColumns } from './records.js';

/** A parsed list request: paging, sort and the model's filters. */
export interface ListQuery {
  page: number;
  limit: number;
  sort: string;
  order: 'asc' | 'desc';
  filters: Array<{ field: string; operator: 'contains' | 'eq'; value: string | number }>;
}

const PAGING = ['page', 'limit', 'sort', 'order'];

function positiveInt(raw: string): number | undefined {
  return /^[0-9]{1,9}$/.test(raw) && Number(raw) >= 1 ? Number(raw) : undefined;
}

/** Parses and checks a list query string; every problem is a VALIDATION_FAILED with Japanese field errors. */
export function parseListQuery(entity: EntityName, query: Record<string, unknown>): ListQuery {
  const table = tables[entity as TableEntityName];
  const filterDefs = (table?.filters ?? []) as ReadonlyArray<{ field: string; label: string; type: string; operator: 'contains' | 'eq'; enum?: string }>;
  const columns = publicColumns(entity);
  const errors: FieldError[] = [];
  const fields = entities[entity].fields as Record<string, { label: string }>;
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
    const raw = str(def.field);
    if (raw === undefined || raw.trim() === '') continue;
    const label = fields[def.field]?.label ?? def.field;
    const isInteger = (['integer', 'yen', 'ref'] as string[]).includes(def.type) || (def.type === 'enum' && codeLists[def.enum as CodeListName]?.type === 'integer');
    if (def.operator === 'contains') {
      if (raw.length > 200) errors.push({ field: def.field, message: formatMessage('validation.maxLength', { label, limit: 200 }) });
      else filters.push({ field: def.field, operator: 'contains', value: raw.trim() });
    } else if (isInteger) {
      if (!/^-?[0-9]{1,15}$/.test(raw)) errors.push({ field: def.field, message: formatMessage('validation.integer', { label }) });
      else filters.push({ field: def.field, operator: 'eq', value: Number(raw) });
    } else {
      filters.push({ field: def.field, operator: 'eq', value: raw });
    }
  }
  if (errors.length) throw new AppError('VALIDATION_FAILED', { errors });
  return { page: page!, limit: limit!, sort, order: orderRaw as 'asc' | 'desc', filters };
}

/** Escapes LIKE wildcards so a user's % or _ matches literally. */
export function likePattern(value: string): string {
  return `%${value.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
}
