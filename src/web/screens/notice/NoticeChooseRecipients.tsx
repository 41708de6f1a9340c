import { Alert, Result } from 'antd';
import { useNavigate, useParams } from 'react-router';
import { t } from '../../i18n/i18n.js';
import { screenTitle } from '../../i18n/screenTitle.js';
import { PageHeader } from '../common/PageHeader';
import { PageLoading } from '../common/PageLoading';
import type { ScreenProps } from '../screenProps.js';
import { composePaths, noticeIdOf } from './compose/composeRoute.js';
import { ComposeSteps } from './compose/ComposeSteps';
import { useNoticeArea } from './area/NoticeAreaContext';
import { RecipientLocked } from './recipient-choice/RecipientLocked';
import { useRecipientChoiceStart } from './recipient-choice/useRecipientChoiceStart.js';

/**
 * /notice/create/choose-recipients/:key and /notice/:id/choose-recipients/:key: step 1 of the compose wizard. A new
 * notice goes on to the content page of the same key; an edited one back to its edit page. A published notice's
 * recipients are fixed, so its page only says so.
 */
export function NoticeChooseRecipients({ screen }: ScreenProps) {
  const params = useParams();
  const navigate = useNavigate();
  const key = params.key ?? '';
  const area = useNoticeArea();
  const paths = composePaths(area);
  const isEdit = screen.id === area.steps.editChooseRecipients;
  const noticeId = isEdit ? noticeIdOf(params.id) : undefined;
  const start = useRecipientChoiceStart({ key, noticeId });
  const content = paths.content({ key, noticeId });

  const body = () => {
    if (isEdit && noticeId === undefined) return <Result status="404" title={t('noticeCompose.content.notFound')} />;
    if (start.error) return <Alert type="error" showIcon message={start.error.message} />;
    if (!start.choice) return <PageLoading />;
    if (start.choice.notice_is_published) return <RecipientLocked onBack={() => void navigate(content)} />;
    return (
      <area.Chooser key={key} routeKey={key} initial={start.choice}
        onBack={() => void navigate(isEdit ? content : paths.manage())}
        onNext={() => void navigate(content)} />
    );
  };
  return (
    <>
      <PageHeader title={screenTitle(screen)} />
      {!isEdit && <ComposeSteps current={0} />}
      {body()}
    </>
  );
}
