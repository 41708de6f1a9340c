import { message as staticMessage } from 'antd';
import type { MessageInstance } from 'antd/es/message/interface.js';
import { t } from '../i18n/i18n.js';

/** antd's message API of the app's <App> (themed, Japanese); the static one until the app registers it. */
let messageApi: Pick<MessageInstance, 'error'> = staticMessage;

/** Called by AppConfigProvider with App.useApp().message; returns the unregister function. */
export function registerMessageApi(api: MessageInstance): () => void {
  messageApi = api;
  return () => {
    if (messageApi === api) messageApi = staticMessage;
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
  void messageApi.error({ content: text, key: text, onClose: () => visible.delete(text) });
}

/** Shows a failed call's Japanese message (an ApiError's own, else the generic one). */
export function showCallError(error: unknown): void {
  showErrorMessage(error instanceof Error && error.name === 'ApiError' ? error.message : t('common.errorOccurred'));
}
