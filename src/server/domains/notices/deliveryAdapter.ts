import type { DeliveryChannelCode } from '../../../generated/enums.js';

/** How a channel reaches one guardian: what the portal knows of them. */
export interface DeliveryContact {
  userId: number;
  /** The guardian's notification e-mail addresses, comma-separated (users.email), or null. */
  email: string | null;
}

/** What goes out to one recipient, already filled in for them (placeholders, names, link). */
export interface DeliveryMessage {
  subject: string;
  /** Plain-text version (e-mail text part, LINE message). */
  text: string;
  /** HTML version (e-mail html part). */
  html: string;
  /** The notice's page in the portal. */
  url: string;
}

/**
 * One delivery channel other than the bell (web): e-mail, LINE, app push. A channel without its server settings
 * answers isConfigured() false and its deliveries are recorded "not configured", never "sent"; a real LINE or push
 * sender plugs in by implementing this interface and being returned by {@link deliveryAdapters}.
 */
export interface DeliveryAdapter {
  readonly channel: DeliveryChannelCode;
  /** The schoolhouse option that turns this channel off for the students of a schoolhouse (model/notifications.yaml switchedBy). */
  readonly schoolhouseSetting: string;
  /** True when the channel has what it needs to send (SMTP server, LINE or push credentials). */
  isConfigured(): boolean;
  /** The recipient's address on this channel (e-mail addresses, LINE user id, device token), or null: none registered. */
  addressOf(contact: DeliveryContact): string | null;
  /** Sends one message; throws when the channel refuses it (the delivery is retried, then recorded failed). */
  send(options: { address: string; message: DeliveryMessage }): Promise<void>;
  /** How many messages may be in flight at once. */
  readonly concurrency: number;
  /** Releases connections (the SMTP pool). */
  close(): void;
}
