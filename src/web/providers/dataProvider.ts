import type {
  BaseKey, BaseRecord, CreateParams, CreateResponse, CrudFilter, CustomParams, CustomResponse, DataProvider, DeleteOneParams,
  DeleteOneResponse, GetListParams, GetListResponse, GetOneParams, GetOneResponse, UpdateParams, UpdateResponse,
} from '@refinedev/core';
import { constants } from '../../generated/constants.js';
import { entityApiClient } from './apiClient.js';
import { ApiError, toApiError, toHttpError } from './apiError.js';

type Query = Record<string, string | number>;

/** The API path of an entity's collection; the entity table loads with the first call, not with every page. */
async function collectionPath(resource: string): Promise<string> {
  const { entityApiPath } = await import('../model/entityApiPath.js');
  return entityApiPath({ name: resource, apiBasePath: constants.apiBasePath });
}

/** Runs one API call; failures become Refine HttpErrors with the server's message and field errors. */
async function call(request: () => Promise<{ data?: unknown; error?: unknown; response: Response }>): Promise<unknown> {
  let result: Awaited<ReturnType<typeof request>>;
  try {
    result = await request();
  } catch (error: unknown) {
    if (error instanceof ApiError) throw toHttpError(error);
    throw error;
  }
  if (!result.response.ok) throw toHttpError(toApiError({ status: result.response.status, body: result.error }));
  return result.data;
}

/**
 * Filters of a list as query parameters: `field=value` for eq and contains (the server knows which), `field=a,b` for
 * in (any of several values).
 */
function filterQuery(filters: readonly CrudFilter[] = []): Query {
  const query: Query = {};
  for (const filter of filters) {
    if (!('field' in filter)) throw new Error('grouped (or/and) filters are not supported by the API');
    if (filter.operator !== 'eq' && filter.operator !== 'contains' && filter.operator !== 'in' && filter.operator !== 'between') throw new Error(`filter operator "${filter.operator}" is not supported by the API`);
    const value: unknown = filter.value;
    if (value === undefined || value === null || value === '') continue;
    if (Array.isArray(value)) {
      if (value.length > 0) query[filter.field] = value.map(String).join(',');
      continue;
    }
    query[filter.field] = typeof value === 'number' ? value : String(value);
  }
  return query;
}

function isPage(value: unknown): value is { data: BaseRecord[]; total: number } {
  return typeof value === 'object' && value !== null && Array.isArray((value as { data?: unknown }).data)
    && typeof (value as { total?: unknown }).total === 'number';
}

function asRecord(value: unknown): BaseRecord {
  if (typeof value !== 'object' || value === null) throw new Error('the API answered without a record');
  return value as BaseRecord;
}

/** Form values as a JSON body. */
function asBody(variables: unknown): Record<string, unknown> {
  if (typeof variables !== 'object' || variables === null) throw new Error('form values must be an object');
  return variables as Record<string, unknown>;
}

async function idPath(resource: string, id: BaseKey): Promise<{ path: string; params: { path: { id: string | number } } }> {
  return { path: `${await collectionPath(resource)}/{id}`, params: { path: { id } } };
}

/**
 * Every row of a list (pagination mode 'off', e.g. a reorderable list), page by page at the API's largest page size,
 * up to constants.reorderMaxRows rows; `total` tells the caller when there were more.
 */
async function allPages<TData extends BaseRecord>(options: Pick<GetListParams, 'resource' | 'sorters' | 'filters'>): Promise<GetListResponse<TData>> {
  const rows: TData[] = [];
  let total = 0;
  const maxRows = Number(constants.reorderMaxRows);
  for (let page = constants.firstPage; rows.length < maxRows; page++) {
    const result = await dataProvider.getList<TData>({ ...options, pagination: { currentPage: page, pageSize: constants.maxPageSize, mode: 'server' } });
    rows.push(...result.data.slice(0, maxRows - rows.length));
    total = result.total;
    if (rows.length >= total || result.data.length < constants.maxPageSize) break;
  }
  return { data: rows, total };
}

/** The methods of the typed client a custom call may use. */
const customMethods = { get: 'GET', post: 'POST', put: 'PUT', delete: 'DELETE' } as const;

/**
 * Refine's data provider over the generic entity API: the resource name is the entity name, its path
 * comes from entities.ts; list pages map to ?page=&limit=&sort=&order= plus one parameter per filter.
 */
export const dataProvider: DataProvider = {
  getApiUrl: () => constants.apiBasePath,

  async getList<TData extends BaseRecord = BaseRecord>({ resource, pagination, sorters, filters }: GetListParams): Promise<GetListResponse<TData>> {
    if (pagination?.mode === 'off') return allPages<TData>({ resource, sorters, filters });
    const query: Query = {
      page: pagination?.currentPage ?? constants.firstPage,
      limit: pagination?.pageSize ?? constants.pageSize,
      ...filterQuery(filters),
    };
    const sorter = sorters?.[0];
    if (sorter) Object.assign(query, { sort: sorter.field, order: sorter.order });
    const path = await collectionPath(resource);
    const body = await call(() => entityApiClient.GET(path, { params: { query } }));
    if (!isPage(body)) throw new Error(`the ${resource} list answered without data and total`);
    // total_is_capped: there are more rows than the server counts; total is its cap.
    return { data: body.data as TData[], total: body.total, isTotalCapped: (body as { total_is_capped?: unknown }).total_is_capped === true };
  },

  async getOne<TData extends BaseRecord = BaseRecord>({ resource, id }: GetOneParams): Promise<GetOneResponse<TData>> {
    const { path, params } = await idPath(resource, id);
    return { data: asRecord(await call(() => entityApiClient.GET(path, { params }))) as TData };
  },

  async create<TData extends BaseRecord = BaseRecord, TVariables = object>({ resource, variables }: CreateParams<TVariables>): Promise<CreateResponse<TData>> {
    const body = asBody(variables);
    const path = await collectionPath(resource);
    return { data: asRecord(await call(() => entityApiClient.POST(path, { body }))) as TData };
  },

  async update<TData extends BaseRecord = BaseRecord, TVariables = object>({ resource, id, variables }: UpdateParams<TVariables>): Promise<UpdateResponse<TData>> {
    const { path, params } = await idPath(resource, id);
    const body = asBody(variables);
    return { data: asRecord(await call(() => entityApiClient.PUT(path, { params, body }))) as TData };
  },

  async deleteOne<TData extends BaseRecord = BaseRecord, TVariables = object>({ resource, id }: DeleteOneParams<TVariables>): Promise<DeleteOneResponse<TData>> {
    const { path, params } = await idPath(resource, id);
    await call(() => entityApiClient.DELETE(path, { params }));
    return { data: { id } as TData };
  },

  /** A call outside CRUD on an entity API, e.g. a reorder (`url` is the path under the API, from getApiUrl()). */
  async custom<TData extends BaseRecord = BaseRecord, TQuery = unknown, TPayload = unknown>({ url, method, payload, query }: CustomParams<TQuery, TPayload>): Promise<CustomResponse<TData>> {
    if (!Object.hasOwn(customMethods, method)) throw new Error(`custom calls with method "${method}" are not supported by the API`);
    const verb = customMethods[method as keyof typeof customMethods];
    const init = { params: { query: (query ?? undefined) as Query | undefined }, ...(verb === 'POST' || verb === 'PUT' ? { body: asBody(payload) } : {}) };
    return { data: (await call(() => entityApiClient[verb](url, init))) as TData };
  },
};
