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
 * The send methods a notification kind's channels (model/notifications.yaml) allow: one reaching none of them (LINE for
 * teachers, whose communications go out on the bell and e-mail) is neither offered nor accepted.
 */
export function sendMethodsOf(channels: readonly string[]): SendMethod[] {
  return SEND_METHODS.filter((method) => SEND_METHOD_CHANNELS[method].some((c) => channels.includes(c)));
}
