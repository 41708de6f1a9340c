import { useParams } from 'react-router';
import { ApiError } from '../../providers/apiError.js';
import { PageLoading } from '../common/PageLoading';
import type { ScreenProps } from '../screenProps.js';
import { parseNoticeId } from './manage-detail/parseNoticeId.js';
import { GuardianNoticeView } from './received/GuardianNoticeView';
import { ReceivedNoticeNotFound } from './received/ReceivedNoticeNotFound';
import { StaffNoticeView } from './received/StaffNoticeView';
import { useNoticeView } from './received/useNoticeView.js';

/**
 * /notice/detail/:id: a guardian reads a notice sent for the child acted as (opening it marks it read), likes it,
 * answers its survey and writes to the school; staff and teachers see the same content read only. An id that is
 * not a number, or a notice that is not the reader's, shows the not-found message.
 */
export function NoticeDetail(_props: ScreenProps) {
  const id = parseNoticeId(useParams().id);
  const notice = useNoticeView(id);
  if (id === undefined) return <ReceivedNoticeNotFound />;
  if (notice.isLoading) return <PageLoading />;
  if (notice.error) {
    const isMissing = notice.error instanceof ApiError && notice.error.status === 404;
    return <ReceivedNoticeNotFound message={isMissing ? undefined : notice.error.message} />;
  }
  if (!notice.data) return <ReceivedNoticeNotFound />;
  return (
    <div style={{ maxWidth: 880 }}>
      {notice.data.recipient
        ? <GuardianNoticeView notice={notice.data} recipient={notice.data.recipient} />
        : <StaffNoticeView notice={notice.data} />}
    </div>
  );
}
