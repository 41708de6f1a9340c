import nodemailer from 'nodemailer';
import { DeliveryChannel } from '../../../generated/enums.js';
import { notificationChannels } from '../../../generated/notifications.js';
import type { SmtpConfig } from '../../foundation/config.js';
import type { DeliveryAdapter } from './deliveryAdapter.js';

/** Messages sent at once over the SMTP pool (one connection each). */
const SMTP_CONNECTIONS = 3;

/** nodemailer's transport options for our SMTP settings: pooled connections, short timeouts (a dead server fails fast). */
function transportOptions(smtp: SmtpConfig) {
  const common = { pool: true as const, maxConnections: SMTP_CONNECTIONS, connectionTimeout: 15_000, greetingTimeout: 15_000, socketTimeout: 60_000 };
  if ('url' in smtp) return { ...common, url: smtp.url };
  return {
    ...common, host: smtp.host, port: smtp.port, secure: smtp.secure,
    ...(smtp.user ? { auth: { user: smtp.user, pass: smtp.password ?? '' } } : {}),
  };
}

/** The addresses of a users.email value (comma-separated, full-width commas too), or null when there is none. */
export function mailAddressesOf(email: string | null): string | null {
  const addresses = [...new Set((email ?? '').split(/[,、，]/).map((a) => a.trim()).filter((a) => a !== ''))];
  return addresses.length ? addresses.join(', ') : null;
}

/**
 * E-mail over SMTP (nodemailer): one pooled transport per process, from the SMTP settings; without them the channel is
 * not configured. The message goes to all of the guardian's notification addresses at once.
 */
export function mailAdapter(options: { smtp?: SmtpConfig; from: string }): DeliveryAdapter {
  const { smtp, from } = options;
  const transport = smtp ? nodemailer.createTransport(transportOptions(smtp), { from }) : undefined;
  return {
    channel: DeliveryChannel.mail,
    schoolhouseSetting: notificationChannels.mail.switchedBy,
    concurrency: SMTP_CONNECTIONS,
    isConfigured: () => transport !== undefined,
    addressOf: (contact) => mailAddressesOf(contact.email),
    async send({ address, message }) {
      if (!transport) throw new Error('SMTP is not configured');
      await transport.sendMail({
        to: address.split(', '), subject: message.subject, text: message.text, html: message.html,
        textEncoding: 'base64',
      });
    },
    close: () => transport?.close(),
  };
}
