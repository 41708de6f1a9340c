import { useState } from 'react';
import { operationById } from '../../../../generated/operations.js';
import { ApiError, reportApiError, uploadWithProgress, useRefreshApiReads, type UploadProgress } from '../../../kit';
import { CONTACT_READS } from '../thread/contactId.js';
import type { ContactDraft } from './ContactComposeForm';

const fileField = operationById('contact.create').multipart?.field ?? 'attachments';
const formFields = ['title', 'body'];

/**
 * Sends a contact (POST /contacts) or its correction (POST /contacts/{id}) as multipart with the upload's progress;
 * a failure is shown as the catalogue says, its field errors under 件名 and 本文.
 */
export function useContactSend() {
  const refresh = useRefreshApiReads();
  const [progress, setProgress] = useState<UploadProgress>({ phase: 'idle', percent: 0 });
  const [fieldErrors, setFieldErrors] = useState<Record<string, string>>({});
  const onProgress = (percent: number) => setProgress({ phase: percent >= 100 ? 'done' : 'uploading', percent });
  const follow = async <T,>(send: () => Promise<T>): Promise<T | undefined> => {
    setProgress({ phase: 'uploading', percent: 0 });
    setFieldErrors({});
    try {
      const saved = await send();
      await refresh(CONTACT_READS);
      return saved;
    } catch (error) {
      setProgress({ phase: 'idle', percent: 0 });
      const errors = reportApiError(error, formFields);
      setFieldErrors(Object.fromEntries(errors.map((e) => [e.field, e.message])));
      if (!(error instanceof ApiError)) throw error;
      return undefined;
    }
  };
  return {
    progress,
    fieldErrors,
    create: (draft: ContactDraft, studentIds?: number[]) => follow(() => uploadWithProgress({
      path: '/api/v1/contacts',
      input: { title: draft.title, body: draft.body, ...(studentIds ? { student_ids: studentIds } : {}) },
      files: draft.files, fileField, onProgress,
    })),
    update: (id: number, draft: ContactDraft) => follow(() => uploadWithProgress({
      path: '/api/v1/contacts/{id}', pathParams: { id },
      input: { title: draft.title, body: draft.body, keep_attachment_ids: draft.keepAttachmentIds },
      files: draft.files, fileField, onProgress,
    })),
  };
}
