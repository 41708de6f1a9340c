import { BarChartOutlined, BellOutlined, DeleteOutlined, EditOutlined, FormOutlined } from '@ant-design/icons';
import type { UseMutationResult } from '@tanstack/react-query';
import { Button, Space } from 'antd';
import { useNavigate } from 'react-router';
import { MessageStatus } from '../../../../generated/enums.js';
import { showCallError } from '../../../feedback/showErrorMessage.js';
import { useAppAbility } from '../../../hooks/useAppAbility.js';
import { t } from '../../../i18n/i18n.js';
import { canAccessScreen } from '../../../navigation/screenAccess.js';
import { fillPath, screenById } from '../../../navigation/screenIndex.js';
import type { ManagedNotice } from './useManagedNotice.js';
import { startNoticeEdit } from './startNoticeEdit.js';
import { useFeedback } from '../../../feedback/feedback.js';
import { useNoticeArea } from '../area/NoticeAreaContext';
import { useAreaText } from '../area/useAreaText.js';

interface Queued { queued: number }

/** What the buttons run: the mutations of useManagedNotice. */
export interface NoticeActionCalls {
  remove: UseMutationResult<{ id: number }, Error, void>;
  remindUnread: UseMutationResult<Queued, Error, void>;
  remindSurvey: UseMutationResult<Queued, Error, void>;
}

/**
 * The buttons of the manage detail page. Edit, delete and the two reminders only when the server says the caller may
 * (manage.can_edit); the reminders only for a sent notice, the survey one only while the survey is open.
 */
export function NoticeActions(props: { notice: ManagedNotice; calls: NoticeActionCalls }) {
  const { notice, calls } = props;
  const { modal, message } = useFeedback();
  const navigate = useNavigate();
  const ability = useAppAbility();
  const area = useNoticeArea();
  const at = useAreaText();
  const manage = notice.manage;
  const canEdit = manage?.can_edit === true;
  const isSent = notice.status === MessageStatus.sent;
  const unread = manage ? manage.recipient_count - manage.read_count : 0;
  const unanswered = manage ? manage.recipient_count - manage.answered_count : 0;
  const resultScreen = screenById(area.steps.surveyResult);
  const resultPath = fillPath(resultScreen.path, { id: String(notice.id) });

  const confirmDelete = () => modal.confirm({
    title: t('noticeManage.actions.delete'),
    content: at('noticeManage.deleteConfirm', { title: notice.title }),
    okText: t('common.delete'),
    okButtonProps: { danger: true },
    cancelText: t('common.cancel'),
    onOk: () => calls.remove.mutateAsync().then(
      () => {
        void message.success(t('common.deleted'));
        void navigate(screenById(area.steps.manage).path);
      },
      showCallError,
    ),
  });
  const confirmRemind = (options: { call: NoticeActionCalls['remindUnread']; title: string; content: string; done: (count: number) => string }) => modal.confirm({
    title: options.title,
    content: options.content,
    okText: t('noticeManage.send'),
    cancelText: t('common.cancel'),
    onOk: () => options.call.mutateAsync().then((r) => void message.success(options.done(r.queued)), showCallError),
  });

  return (
    <Space wrap>
      {canEdit && (
        <Button icon={<EditOutlined />} onClick={() => void navigate(startNoticeEdit({ area, noticeId: notice.id, recipientIds: manage?.target_ids ?? [], isPublished: notice.is_published }))}>
          {t('noticeManage.actions.edit')}
        </Button>
      )}
      {canEdit && (
        <Button danger icon={<DeleteOutlined />} loading={calls.remove.isPending} onClick={confirmDelete}>{t('noticeManage.actions.delete')}</Button>
      )}
      {canEdit && isSent && (
        <Button icon={<BellOutlined />} disabled={unread <= 0} loading={calls.remindUnread.isPending}
          onClick={() => confirmRemind({
            call: calls.remindUnread,
            title: t('noticeManage.remindUnreadTitle'),
            content: at('noticeManage.remindUnreadConfirm', { count: unread }),
            done: (count) => t('noticeManage.remindUnreadDone', { count }),
          })}>
          {t('noticeManage.actions.remindUnread')}
        </Button>
      )}
      {canEdit && isSent && notice.survey && !notice.survey.is_expired && (
        <Button icon={<FormOutlined />} disabled={unanswered <= 0} loading={calls.remindSurvey.isPending}
          onClick={() => confirmRemind({
            call: calls.remindSurvey,
            title: t('noticeManage.remindSurveyTitle'),
            content: at('noticeManage.remindSurveyConfirm', { count: unanswered }),
            done: (count) => t('noticeManage.remindSurveyDone', { count }),
          })}>
          {t('noticeManage.actions.remindSurvey')}
        </Button>
      )}
      {isSent && notice.survey && resultPath && canAccessScreen(ability, resultScreen) && (
        <Button type="primary" icon={<BarChartOutlined />} onClick={() => void navigate(resultPath)}>{t('noticeManage.actions.surveyResult')}</Button>
      )}
    </Space>
  );
}
