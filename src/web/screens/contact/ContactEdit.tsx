import { Alert, Button, Skeleton } from 'antd';
import { Link, useNavigate, useParams } from 'react-router';
import { ScreenPage, screenPath, t, useApiQuery, useFeedback, type ScreenProps } from '../../kit';
import { ContactComposeForm } from './compose/ContactComposeForm';
import { useContactSend } from './compose/useContactSend.js';
import { ContactNotFound } from './thread/ContactNotFound';
import { contactIdOf } from './thread/contactId.js';

/**
 * /contact/edit/:id: the sender corrects 件名, 本文 and attachments while the other side has not written (can_edit);
 * otherwise the page says why and links back to the thread.
 */
export function ContactEdit({ screen }: ScreenProps) {
  const id = contactIdOf(useParams().id);
  return <ScreenPage screen={screen}>{id === undefined ? <ContactNotFound /> : <EditLoaded id={id} />}</ScreenPage>;
}

function EditLoaded(props: { id: number }) {
  const navigate = useNavigate();
  const { message } = useFeedback();
  const send = useContactSend();
  const contact = useApiQuery('/api/v1/contacts/{id}', { params: { path: { id: String(props.id) } } }, { retry: false });
  const detail = screenPath('contact.detail', { id: String(props.id) });
  if (contact.isLoading) return <Skeleton active paragraph={{ rows: 8 }} />;
  if (contact.error) return [403, 404].includes(contact.error.status) ? <ContactNotFound /> : <Alert type="error" showIcon message={contact.error.message} />;
  const view = contact.data;
  if (!view) return null;
  if (!view.can_edit) {
    return (
      <Alert type="info" showIcon message={t('contact.compose.cannotEdit')}
        action={<Link to={detail}><Button>{t('contact.detail.backToThread')}</Button></Link>} />
    );
  }
  return (
    <div style={{ maxWidth: 880 }}>
      <ContactComposeForm
        initial={{ title: view.title, body: view.body, attachments: view.attachments.map((a) => ({ id: a.id, file_name: a.file_name, byte_size: a.size })) }}
        submitLabel={t('contact.compose.save')} progress={send.progress} fieldErrors={send.fieldErrors}
        onCancel={() => void navigate(detail)}
        onSubmit={(draft) => void send.update(props.id, draft).then((saved) => {
          if (!saved) return;
          void message.success(t('contact.compose.savedEdit'));
          void navigate(detail);
        })} />
    </div>
  );
}
