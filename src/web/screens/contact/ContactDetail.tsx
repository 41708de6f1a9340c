import { EditOutlined } from '@ant-design/icons';
import { Alert, Button, Skeleton } from 'antd';
import { useNavigate, useParams } from 'react-router';
import { constants } from '../../../generated/constants.js';
import { CsvDownloadButtons, formatDateTime, ScreenPage, screenPath, t, useApiQuery, useMayCall, type ScreenProps } from '../../kit';
import { ContactNotFound } from './thread/ContactNotFound';
import { ContactThread } from './thread/ContactThread';
import { contactIdOf } from './thread/contactId.js';
import { ReplyBox } from './thread/ReplyBox';
import { StaffStatusForm } from './thread/StaffStatusForm';
import { useContactActions } from './thread/useContactActions.js';

/** /contact/detail/:id: a thread, read by opening it (GET /contacts/{id} marks the caller's side read). */
export function ContactDetail({ screen }: ScreenProps) {
  const id = contactIdOf(useParams().id);
  return <ScreenPage screen={screen}>{id === undefined ? <ContactNotFound /> : <LoadedContact id={id} />}</ScreenPage>;
}

function LoadedContact(props: { id: number }) {
  const navigate = useNavigate();
  const contact = useApiQuery('/api/v1/contacts/{id}', { params: { path: { id: String(props.id) } } }, { retry: false });
  const actions = useContactActions(props.id);
  const mayDownload = useMayCall('contact.download');
  if (contact.isLoading) return <Skeleton active paragraph={{ rows: 8 }} />;
  if (contact.error) return [403, 404].includes(contact.error.status) ? <ContactNotFound /> : <Alert type="error" showIcon message={contact.error.message} />;
  const view = contact.data;
  if (!view) return null;
  return (
    <div style={{ maxWidth: 880 }}>
      {view.reply_expected_at && (
        <Alert type="info" showIcon style={{ marginBottom: 12 }} message={t('contact.detail.replyExpected', { at: formatDateTime(view.reply_expected_at) })} />
      )}
      {view.can_edit && (
        <Button icon={<EditOutlined />} style={{ marginBottom: 12 }} onClick={() => void navigate(screenPath('contact.edit', { id: String(view.id) }))}>
          {t('contact.detail.edit')}
        </Button>
      )}
      <ContactThread contact={view} actions={{ onWithdrawContact: actions.withdrawContact, onWithdrawComment: actions.withdrawComment }} />
      {view.can_comment
        ? <ReplyBox isPosting={actions.comment.isPending} onPost={actions.post} />
        : <Alert type="info" showIcon style={{ marginTop: 16 }} message={t('contact.detail.cannotComment')} />}
      {mayDownload && (
        <div style={{ marginTop: 16 }} aria-label={t('contact.detail.download')}>
          <CsvDownloadButtons path={`${String(constants.apiBasePath)}/contacts/${view.id}/download`} fallbackName={`contact-${view.id}.csv`} />
        </div>
      )}
      {view.can_set_status && <StaffStatusForm key={`${view.staff_status}-${view.student_type ?? ''}`} contact={view} isSaving={actions.isSavingStatus} onSave={actions.saveStatus} />}
    </div>
  );
}
