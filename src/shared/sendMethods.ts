import { DeliveryChannel } from '../generated/enums.js';

/** The channels each send method of a notice or a communication goes out on (the web and app channels are the bell). */
export const SEND_METHOD_CHANNELS = {
  send_notification: [DeliveryChannel.web, DeliveryChannel.app],
  send_mail: [DeliveryChannel.mail],
  send_line: [DeliveryChannel.line],
} as const;

export type SendMethod = keyof typeof SEND_METHOD_CHANNELS;

/** Every send method, in the order the compose form offers them. */
export const SEND_METHODS = Object.keys(SEND_METHOD_CHANNELS) as SendMethod[];

/**
 * The send methods a message published as this notification kind (model/notifications.yaml) may be sent with. A kind
 * sent by its record (a notice: each method its own deliveries) offers the methods that reach one of its channels. A
 * kind sent by its notification row (a teacher communication) has one method, the notification: the row itself goes
 * out on the kind's other channels (e-mail), so a separate e-mail method would send nothing on its own.
 */
export function sendMethodsOf(kind: { channels: readonly string[]; sentBy: 'notify' | 'record' }): SendMethod[] {
  if (kind.sentBy === 'notify') return ['send_notification'];
  return SEND_METHODS.filter((method) => SEND_METHOD_CHANNELS[method].some((c) => kind.channels.includes(c)));
}
