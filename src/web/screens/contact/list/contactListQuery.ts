import type { operations } from '../../../../generated/api.js';

/** The filters of the staff's contact list (spec §4), as GET /contacts takes them. */
export type ContactFilters = Omit<NonNullable<operations['contactList']['parameters']['query']>, 'page' | 'limit'>;

/** Filters and page as the page's address keeps them, so that Back from a thread returns to the same list. */
export interface ContactListQuery {
  filters: ContactFilters;
  page: number;
}

const numberFields = ['read_status', 'has_replied', 'sender_type', 'comment_filter', 'm_schoolhouse_id'] as const;
const textFields = ['search_name', 'status'] as const;

function positiveInt(value: string | null): number | undefined {
  const n = Number(value);
  return value !== null && value !== '' && Number.isSafeInteger(n) && n >= 0 ? n : undefined;
}

/**
 * Reads the filters and page from the address. Values are handed to the server as they are: one it does not take is
 * answered with the catalogue's validation error, not guessed at here.
 */
export function readContactListQuery(params: URLSearchParams): ContactListQuery {
  const filters: Record<string, string | number> = {};
  for (const name of numberFields) {
    const value = positiveInt(params.get(name));
    if (value !== undefined) filters[name] = value;
  }
  for (const name of textFields) {
    const value = params.get(name)?.trim();
    if (value) filters[name] = value;
  }
  return { filters: filters as ContactFilters, page: Math.max(1, positiveInt(params.get('page')) ?? 1) };
}

/** The address's search parameters of filters and page (empty filters and page 1 left out). */
export function contactListSearch(query: ContactListQuery): URLSearchParams {
  const params = new URLSearchParams();
  for (const [name, value] of Object.entries(query.filters)) {
    if (value !== undefined && value !== '') params.set(name, String(value));
  }
  if (query.page > 1) params.set('page', String(query.page));
  return params;
}
