import { Alert, Button, Result } from 'antd';
import { Link, useParams } from 'react-router';
import { t } from '../../i18n/i18n.js';
import { screenTitle } from '../../i18n/screenTitle.js';
import { PageHeader } from '../common/PageHeader';
import { PageLoading } from '../common/PageLoading';
import type { ScreenProps } from '../screenProps.js';
import { ComposeForm } from './compose/ComposeForm';
import { composePaths, noticeIdOf } from './compose/composeRoute.js';
import { ComposeSteps } from './compose/ComposeSteps';
import { useComposeStart } from './compose/useComposeStart.js';
import { useNoticeArea } from './area/NoticeAreaContext';

/**
 * /notice/create/content/:key and /notice/edit/:id/:key: step 2 of the compose wizard, the notice's content. The
 * edit title follows spec §2: 「お知らせ編集」 for a published notice, 「お知らせ編集（入力）」 otherwise.
 */
export function NoticeContent({ screen }: ScreenProps) {
  const params = useParams();
  const key = params.key ?? '';
  const area = useNoticeArea();
  const isEdit = screen.id === area.steps.edit;
  const noticeId = isEdit ? noticeIdOf(params.id) : undefined;
  const { start, error } = useComposeStart({ key, noticeId });
  const title = isEdit ? (start?.isPublishedTitle ? screenTitle(screen) : t(area.editEntryTitle)) : screenTitle(screen);

  const body = () => {
    if (isEdit && noticeId === undefined) return <Result status="404" title={t('noticeCompose.content.notFound')} />;
    if (error) return <Alert type="error" showIcon message={error.message} />;
    if (!start) return <PageLoading />;
    return (
      <>
        {!isEdit && !start.choice && (
          <Alert type="warning" showIcon style={{ marginBottom: 16 }} message={t('noticeCompose.content.missingChoice')}
            action={<Link to={composePaths(area).chooseRecipients({ key })}><Button size="small">{t('noticeCompose.content.recipientChoose')}</Button></Link>} />
        )}
        <ComposeForm key={key} routeKey={key} start={start} />
      </>
    );
  };
  return (
    <>
      <PageHeader title={title} />
      {!isEdit && <ComposeSteps current={1} />}
      {body()}
    </>
  );
}
