import type { MessageInstance } from 'antd/es/message/interface.js';
import type { HookAPI as ModalApi } from 'antd/es/modal/useModal/index.js';

/** What a screen shows besides itself: antd's messages (a line at the top) and modal dialogs, themed and in Japanese. */
export interface Feedback {
  message: MessageInstance;
  modal: ModalApi;
}
