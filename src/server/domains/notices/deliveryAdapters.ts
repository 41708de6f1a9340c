import { DeliveryChannel, type DeliveryChannelCode } from '../../../generated/enums.js';
import { notificationChannels } from '../../../generated/notifications.js';
import type { ServerConfig } from '../../foundation/config.js';
import type { DeliveryAdapter } from './deliveryAdapter.js';
import { createMailSender } from '../mail/mailSender.js';
import { mailAdapter } from './mailAdapter.js';

/**
 * A channel the portal has no sender for yet (LINE, app push): never configured, so its deliveries are recorded
 * "not configured". Replace it by a real adapter once the channel has credentials and addresses.
 */
function unconfiguredAdapter(options: { channel: DeliveryChannelCode; schoolhouseSetting: string }): DeliveryAdapter {
  return {
    ...options,
    concurrency: 1,
    isConfigured: () => false,
    addressOf: () => null,
    isOptedOut: () => false,
    isPermanentFailure: () => false,
    send: async () => { throw new Error(`${options.channel}: no sender is configured`); },
    close: () => undefined,
  };
}

/** The adapters of every channel other than web, keyed by channel, from the server settings. */
export type DeliveryAdapters = ReadonlyMap<string, DeliveryAdapter>;

/** Builds the channel adapters once per process: e-mail over SMTP (config.smtp), LINE and app push not configured. */
export function deliveryAdapters(config: Pick<ServerConfig, 'smtp' | 'mailFrom' | 'dkim' | 'mailBounce' | 'jwtSecret' | 'publicUrl'>): DeliveryAdapters {
  const adapters: DeliveryAdapter[] = [
    mailAdapter({
      sender: createMailSender({ smtp: config.smtp, from: config.mailFrom, dkim: config.dkim }),
      family: { secret: config.jwtSecret, publicUrl: config.publicUrl, bounceDomain: config.mailBounce?.domain },
    }),
    unconfiguredAdapter({ channel: DeliveryChannel.line, schoolhouseSetting: notificationChannels.line.switchedBy }),
    unconfiguredAdapter({ channel: DeliveryChannel.app, schoolhouseSetting: notificationChannels.app.switchedBy }),
  ];
  return new Map(adapters.map((a) => [a.channel, a]));
}
