import { Alert, Button } from 'antd';
import { Link } from 'react-router';
import { useAppAbility } from '../../../hooks/useAppAbility.js';
import { canAccessScreen } from '../../../navigation/screenAccess.js';
import { fillPath, screenById } from '../../../navigation/screenIndex.js';
import { NoticeAttachments } from '../manage-detail/NoticeAttachments';
import { NoticeBody } from '../manage-detail/NoticeBody';
import { NoticeSurveyQuestions } from '../manage-detail/NoticeSurveyQuestions';
import { NoticeHeading } from './NoticeHeading';
import type { NoticeView } from './useNoticeView.js';
import { useNoticeArea } from '../area/NoticeAreaContext';
import { useAreaText } from '../area/useAreaText.js';

/**
 * /notice/detail/:id opened by staff or a teacher: the content as families see it, read only (no like, comment or
 * answer), with a link to the manage detail page when the user may open it.
 */
export function StaffNoticeView(props: { notice: NoticeView }) {
  const { notice } = props;
  const ability = useAppAbility();
  const at = useAreaText();
  const manageDetail = screenById(useNoticeArea().steps.manageDetail);
  const canManage = notice.manage !== null && canAccessScreen(ability, manageDetail);
  return (
    <>
      <Alert
        type="info"
        showIcon
        style={{ marginBottom: 16 }}
        message={at('noticeReceived.staffView.note')}
        action={canManage ? (
          <Link to={fillPath(manageDetail.path, { id: String(notice.id) }) ?? ''}>
            <Button size="small" type="primary" ghost>{at('noticeReceived.staffView.toManage')}</Button>
          </Link>
        ) : undefined}
      />
      <NoticeHeading notice={notice} />
      <NoticeBody html={notice.body} />
      <NoticeAttachments notice={notice} />
      {notice.survey && <NoticeSurveyQuestions survey={notice.survey} />}
    </>
  );
}
