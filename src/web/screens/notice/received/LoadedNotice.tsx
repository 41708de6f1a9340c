import type { ReactNode } from 'react';
import { useParams } from 'react-router';
import { ApiError } from '../../../providers/apiError.js';
import { PageLoading } from '../../common/PageLoading';
import { parseNoticeId } from '../manage-detail/parseNoticeId.js';
import { ReceivedNoticeNotFound } from './ReceivedNoticeNotFound';
import { useNoticeView, type NoticeView } from './useNoticeView.js';

/**
 * The notice of the route's :id, loaded, handed to `children`; while loading a spinner, and for an id that is not a
 * number or a notice that is not the reader's (404), the not-found message (another error
 * shows its own message there).
 */
export function LoadedNotice(props: { children: (notice: NoticeView, id: number) => ReactNode }) {
  const id = parseNoticeId(useParams().id);
  const notice = useNoticeView(id);
  if (id === undefined) return <ReceivedNoticeNotFound />;
  if (notice.isLoading) return <PageLoading />;
  if (notice.error) {
    const isMissing = notice.error instanceof ApiError && notice.error.status === 404;
    return <ReceivedNoticeNotFound message={isMissing ? undefined : notice.error.message} />;
  }
  const data = notice.data;
  if (!data) return <ReceivedNoticeNotFound />;
  return props.children(data, id);
}
