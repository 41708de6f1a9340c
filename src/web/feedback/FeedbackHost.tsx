import { useEffect } from 'react';
// The one place that loads antd's message code (see feedback.tsx).
// eslint-disable-next-line no-restricted-imports
import { message, Modal } from 'antd';
import type { Feedback } from './feedbackApi.js';

/** antd's message and modal hooks with their holders, loaded with the first message or dialog (feedback.tsx). */
export function FeedbackHost(props: { onReady: (feedback: Feedback) => void }) {
  const [messageApi, messageHolder] = message.useMessage();
  const [modalApi, modalHolder] = Modal.useModal();
  const { onReady } = props;
  useEffect(() => onReady({ message: messageApi, modal: modalApi }), [messageApi, modalApi, onReady]);
  return <>{messageHolder}{modalHolder}</>;
}
