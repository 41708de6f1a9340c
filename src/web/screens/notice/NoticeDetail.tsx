import type { ScreenProps } from '../screenProps.js';
import { GuardianNoticeView } from './received/GuardianNoticeView';
import { LoadedNotice } from './received/LoadedNotice';
import { StaffNoticeView } from './received/StaffNoticeView';

/**
 * /notice/detail/:id: a guardian reads a notice sent for the child acted as (opening it marks it read), likes it,
 * answers its survey and writes to the school; staff and teachers see the same content read only. An id that is
 * not a number, or a notice that is not the reader's, shows the not-found message.
 */
export function NoticeDetail(_props: ScreenProps) {
  return (
    <LoadedNotice>
      {(notice) => (
        <div style={{ maxWidth: 880 }}>
          {notice.recipient
            ? <GuardianNoticeView notice={notice} recipient={notice.recipient} />
            : <StaffNoticeView notice={notice} />}
        </div>
      )}
    </LoadedNotice>
  );
}
