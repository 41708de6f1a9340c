import { MessageStatus, type MessageStatusCode } from '../../../../generated/enums.js';

/** The filter bar of the manage list (spec §3 search filter): title words, one tag, one state. */
export interface ManageFilters {
  search_name?: string;
  tag_id?: number;
  status?: MessageStatusCode;
}

/** Filters and page as the page's URL keeps them, so that Back from a notice returns to the same list. */
export interface ManageListQuery {
  filters: ManageFilters;
  page: number;
}

const statuses: readonly string[] = Object.values(MessageStatus);
const isStatus = (value: string | null): value is MessageStatusCode => value !== null && statuses.includes(value);

function positiveInt(value: string | null): number | undefined {
  const n = Number(value);
  return value !== null && Number.isSafeInteger(n) && n > 0 ? n : undefined;
}

/** Reads the list's filters and page from the URL's search parameters (unknown values are ignored). */
export function readManageListQuery(params: URLSearchParams): ManageListQuery {
  const searchName = params.get('search_name')?.trim();
  const status = params.get('status');
  return {
    filters: {
      ...(searchName ? { search_name: searchName } : {}),
      ...(positiveInt(params.get('tag_id')) ? { tag_id: positiveInt(params.get('tag_id')) } : {}),
      ...(isStatus(status) ? { status } : {}),
    },
    page: positiveInt(params.get('page')) ?? 1,
  };
}

/** The URL search parameters of filters and page (page 1 and empty filters left out). */
export function manageListSearch(query: ManageListQuery): URLSearchParams {
  const params = new URLSearchParams();
  const { search_name: searchName, tag_id: tagId, status } = query.filters;
  if (searchName) params.set('search_name', searchName);
  if (tagId) params.set('tag_id', String(tagId));
  if (status) params.set('status', status);
  if (query.page > 1) params.set('page', String(query.page));
  return params;
}
