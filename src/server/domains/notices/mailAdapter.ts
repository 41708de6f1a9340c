import { DeliveryChannel } from '../../../generated/enums.js';
import { notificationChannels } from '../../../generated/notifications.js';
import { familyMailEnvelope, type FamilyMailSettings } from '../mail/familyMail.js';
import { isPermanentRefusal, type MailSender } from '../mail/mailSender.js';
import type { DeliveryAdapter } from './deliveryAdapter.js';

/** The addresses of a users.email value (comma-separated, full-width commas too), or null when there is none. */
export function mailAddressesOf(email: string | null): string | null {
  const addresses = [...new Set((email ?? '').split(/[,、，]/).map((a) => a.trim()).filter((a) => a !== ''))];
  return addresses.length ? addresses.join(', ') : null;
}

/**
 * The e-mail channel of notices over the shared mail sender: one message to all of the guardian's notification
 * addresses at once, with the family's unsubscribe link and the delivery's bounce address; not sent to a family that
 * turned メール通知 off. Without SMTP settings the channel is not configured.
 */
export function mailAdapter(options: { sender: MailSender; family: FamilyMailSettings }): DeliveryAdapter {
  const { sender, family } = options;
  return {
    channel: DeliveryChannel.mail,
    schoolhouseSetting: notificationChannels.mail.switchedBy,
    concurrency: sender.concurrency,
    isConfigured: () => sender.isConfigured(),
    addressOf: (contact) => mailAddressesOf(contact.email),
    isOptedOut: (contact) => !contact.receivesMail,
    async send({ address, message, delivery }) {
      const envelope = familyMailEnvelope({
        ...family, companyId: delivery.companyId, userId: delivery.contact.userId, ref: { kind: delivery.kind, companyId: delivery.companyId, id: delivery.deliveryId },
      });
      await sender.send({ to: address.split(', '), subject: message.subject, text: message.text, html: message.html, ...envelope });
    },
    isPermanentFailure: isPermanentRefusal,
    close: () => sender.close(),
  };
}
