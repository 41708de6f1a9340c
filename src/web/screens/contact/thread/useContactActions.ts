import { operationById } from '../../../../generated/operations.js';
import { useState } from 'react';
import { reportApiError, t, uploadWithProgress, useApiMutation, useFeedback, useRefreshApiReads } from '../../../kit';
import { CONTACT_READS } from './contactId.js';
import type { StaffStatusValues } from './StaffStatusForm';

const fileField = operationById('contact.update').multipart?.field ?? 'attachments';

/** The writes of a thread's page: reply, withdraw the contact or a comment, and staff's status; each refreshes the thread. */
export function useContactActions(contactId: number) {
  const { message } = useFeedback();
  const refresh = useRefreshApiReads();
  const [isSavingStatus, setSavingStatus] = useState(false);
  const options = { invalidates: CONTACT_READS };
  const path = { id: String(contactId) };
  const comment = useApiMutation('post', '/api/v1/contacts/{id}/comments', options);
  const withdraw = useApiMutation('delete', '/api/v1/contacts/{id}', options);
  const withdrawComment = useApiMutation('delete', '/api/v1/contacts/{id}/comments/{commentId}', options);
  const done = (key: 'contact.detail.replied' | 'contact.detail.withdrawnDone' | 'contact.detail.saved') => () => void message.success(t(key));
  return {
    comment,
    post: (content: string) => comment.mutateAsync({ params: { path }, body: { content } }).then(done('contact.detail.replied')),
    withdrawContact: () => withdraw.mutate({ params: { path } }, { onSuccess: done('contact.detail.withdrawnDone') }),
    withdrawComment: (commentId: number) => withdrawComment.mutate({ params: { path: { ...path, commentId: String(commentId) } } }, { onSuccess: done('contact.detail.withdrawnDone') }),
    isSavingStatus,
    saveStatus: (values: StaffStatusValues) => {
      setSavingStatus(true);
      // POST /contacts/{id} takes multipart only; staff's status goes as its `data` with no file.
      uploadWithProgress({ path: '/api/v1/contacts/{id}', pathParams: path, input: values, files: [], fileField, onProgress: () => undefined })
        .then(() => refresh(CONTACT_READS))
        .then(done('contact.detail.saved'), (error: unknown) => void reportApiError(error))
        .finally(() => setSavingStatus(false));
    },
  };
}
