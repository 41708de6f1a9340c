import { Form, type FormInstance } from 'antd';
import { useEffect } from 'react';
import { writeComposeDraft } from './composeDraftStorage.js';
import type { ComposeValues } from '../compose-model/composeValues.js';
import { useNoticeArea } from '../area/NoticeAreaContext';

/** Saves the form's text under the area's draft key (`notice-content:<key>`) whenever it changes, so that a reload loses nothing. */
export function useComposeAutosave(options: { form: FormInstance<ComposeValues>; routeKey: string; keepAttachmentIds: number[] | undefined }) {
  const { form, routeKey, keepAttachmentIds } = options;
  const storageKey = useNoticeArea().draftKey(routeKey);
  const values = Form.useWatch((all: ComposeValues) => all, { form, preserve: true });
  useEffect(() => {
    if (values) writeComposeDraft(storageKey, { values, keepAttachmentIds });
  }, [storageKey, values, keepAttachmentIds]);
}
