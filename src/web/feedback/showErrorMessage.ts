import type { MessageInstance } from 'antd/es/message/interface.js';
import { t } from '../i18n/i18n.js';

/** The app's message API (FeedbackProvider); texts asked for before it is registered wait for it. */
let messageApi: Pick<MessageInstance, 'error'> | undefined;
const waiting: string[] = [];

/** Called by FeedbackProvider with its message API; returns the unregister function. */
export function registerMessageApi(api: Pick<MessageInstance, 'error'>): () => void {
  messageApi = api;
  for (const text of waiting.splice(0)) show(api, text);
  return () => {
    if (messageApi === api) messageApi = undefined;
  };
}

/** Texts of the error messages on screen now. */
const visible = new Set<string>();

/**
 * Shows an error message at the top of the page, unless the same text is already on screen (spec §8: "skipped if
 * the same is already shown"). The API middleware and the screen that made the call may both report one failure;
 * the user sees it once.
 */
export function showErrorMessage(text: string): void {
  if (visible.has(text)) return;
  visible.add(text);
  if (messageApi) show(messageApi, text);
  else waiting.push(text);
}

function show(api: Pick<MessageInstance, 'error'>, text: string): void {
  void api.error({ content: text, key: text, onClose: () => visible.delete(text) });
}

/** Shows a failed call's Japanese message (an ApiError's own, else the generic one). */
export function showCallError(error: unknown): void {
  showErrorMessage(error instanceof Error && error.name === 'ApiError' ? error.message : t('common.errorOccurred'));
}
