import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import type { components, operations } from '../../../../generated/api.js';
import { constants } from '../../../../generated/constants.js';
import { apiClient } from '../../../providers/apiClient.js';
import { apiData } from '../../../providers/apiData.js';
import { managedNoticeKey } from './useManagedNotice.js';

/** One recipient row: a chosen student and the guardian reading for them. */
export type NoticeRecipient = components['schemas']['NoticeRecipientsResponse']['data'][number];

/** The filters of the recipients table (GET /notices/{id}/recipients query, without paging). */
export type RecipientFilters = Omit<NonNullable<operations['noticeRecipients']['parameters']['query']>, 'page' | 'limit'>;

/** One page (20) of a sent notice's recipients, filtered; a new filter goes back to page 1. */
export function useNoticeRecipients(noticeId: number) {
  const [filters, setFiltersState] = useState<RecipientFilters>({});
  const [page, setPage] = useState(Number(constants.firstPage));
  const limit = Number(constants.pageSize);
  const list = useQuery({
    queryKey: [...managedNoticeKey(noticeId), 'recipients', filters, page],
    placeholderData: keepPreviousData,
    queryFn: () => apiData(apiClient.GET('/api/v1/notices/{id}/recipients', {
      params: { path: { id: String(noticeId) }, query: { ...filters, page, limit } },
    })),
  });
  const setFilters = (next: RecipientFilters) => {
    setFiltersState(next);
    setPage(Number(constants.firstPage));
  };
  return { list, filters, setFilters, page, setPage, limit };
}
