import type { DeliveryChannelCode } from '../../../generated/enums.js';

/** How a channel reaches one guardian: what the portal knows of them. */
export interface DeliveryContact {
  userId: number;
  /** The guardian's notification e-mail addresses, comma-separated (users.email), or null. */
  email: string | null;
  /** メール通知 (users.receive_mail): false when the family turned notice e-mails off. */
  receivesMail: boolean;
}

/** Which delivery one send is for: the record a bounce report names, the family an unsubscribe link names. */
export interface DeliveryRef {
  companyId: number;
  /** Which table the delivery is a row of: n notice_deliveries, b notification_deliveries (bounceAddress.ts). */
  kind: 'n' | 'b';
  deliveryId: number;
  contact: DeliveryContact;
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
  /** True when the recipient turned this channel off themselves (e-mail: メール通知 off): recorded optedOut, not sent. */
  isOptedOut(contact: DeliveryContact): boolean;
  /** Sends one message; throws when the channel refuses it (the delivery is retried, then recorded failed). */
  send(options: { address: string; message: DeliveryMessage; delivery: DeliveryRef }): Promise<void>;
  /** True when a send error is a refusal for good (an SMTP 5xx): recorded bounced at once, never retried. */
  isPermanentFailure(error: unknown): boolean;
  /** How many messages may be in flight at once. */
  readonly concurrency: number;
  /** Releases connections (the SMTP pool). */
  close(): void;
}
