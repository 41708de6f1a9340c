import { Form, type FormInstance } from 'antd';
import { useEffect } from 'react';
import { writeComposeDraft } from './composeDraftStorage.js';
import type { ComposeValues } from '../compose-model/composeValues.js';

/** Saves the form's text under `notice-content:<key>` whenever it changes, so that a reload loses nothing. */
export function useComposeAutosave(options: { form: FormInstance<ComposeValues>; routeKey: string; keepAttachmentIds: number[] | undefined }) {
  const { form, routeKey, keepAttachmentIds } = options;
  const values = Form.useWatch((all: ComposeValues) => all, { form, preserve: true });
  useEffect(() => {
    if (values) writeComposeDraft(routeKey, { values, keepAttachmentIds });
  }, [routeKey, values, keepAttachmentIds]);
}
