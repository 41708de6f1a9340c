import nodemailer from 'nodemailer';
import type { SmtpConfig } from '../../foundation/config.js';
import type { DkimConfig } from '../../foundation/mailConfig.js';

/** Messages sent at once over the SMTP pool (one connection each). */
const SMTP_CONNECTIONS = 3;

/**
 * The headers a DKIM signature covers: nodemailer's list (RFC 6376 section 5.4) and List-Unsubscribe-Post, which
 * RFC 8058 section 4 wants signed together with List-Unsubscribe (mailbox providers ignore an unsigned one-click).
 */
const DKIM_SIGNED_HEADERS = 'From:Sender:Reply-To:Subject:Date:Message-ID:To:Cc:MIME-Version:Content-Type:Content-Transfer-Encoding:'
  + 'Content-ID:Content-Description:Resent-Date:Resent-From:Resent-Sender:Resent-To:Resent-Cc:Resent-Message-ID:In-Reply-To:'
  + 'References:List-Id:List-Help:List-Unsubscribe:List-Unsubscribe-Post:List-Subscribe:List-Post:List-Owner:List-Archive';

/** One e-mail, whatever it is about (a notice, a contact, a teacher's message). */
export interface OutgoingMail {
  to: string[];
  subject: string;
  text: string;
  html: string;
  /** Extra headers (List-Unsubscribe, ...). */
  headers?: Record<string, string>;
  /** The envelope sender (Return-Path) bounces go to; unset: the From address. */
  envelopeFrom?: string;
}

/** Sends e-mail over SMTP for every area: one pooled transport per process, DKIM-signed when configured. */
export interface MailSender {
  /** False without SMTP settings: nothing can be sent (deliveries are recorded "not configured"). */
  isConfigured(): boolean;
  /** Sends one message; throws the SMTP server's refusal (see {@link isPermanentRefusal}). */
  send(mail: OutgoingMail): Promise<void>;
  /** How many messages may be in flight at once. */
  readonly concurrency: number;
  close(): void;
}

/** nodemailer's transport options for our SMTP settings: pooled connections, short timeouts (a dead server fails fast). */
function transportOptions(options: { smtp: SmtpConfig; dkim?: DkimConfig }) {
  const { smtp, dkim } = options;
  const common = {
    pool: true as const, maxConnections: SMTP_CONNECTIONS, connectionTimeout: 15_000, greetingTimeout: 15_000, socketTimeout: 60_000,
    ...(dkim ? { dkim: { domainName: dkim.domain, keySelector: dkim.selector, privateKey: dkim.privateKey, headerFieldNames: DKIM_SIGNED_HEADERS } } : {}),
  };
  if ('url' in smtp) return { ...common, url: smtp.url };
  return {
    ...common, host: smtp.host, port: smtp.port, secure: smtp.secure,
    ...(smtp.user ? { auth: { user: smtp.user, pass: smtp.password ?? '' } } : {}),
  };
}

/** The mail sender of the SMTP settings (none: not configured), signing with the DKIM key when one is configured. */
export function createMailSender(options: { smtp?: SmtpConfig; from: string; dkim?: DkimConfig }): MailSender {
  const { smtp, from, dkim } = options;
  const transport = smtp ? nodemailer.createTransport(transportOptions({ smtp, dkim }), { from }) : undefined;
  return {
    concurrency: SMTP_CONNECTIONS,
    isConfigured: () => transport !== undefined,
    async send(mail) {
      if (!transport) throw new Error('SMTP is not configured');
      await transport.sendMail({
        to: mail.to, subject: mail.subject, text: mail.text, html: mail.html, headers: mail.headers, textEncoding: 'base64',
        ...(mail.envelopeFrom ? { envelope: { from: mail.envelopeFrom, to: mail.to } } : {}),
      });
    },
    close: () => transport?.close(),
  };
}

/**
 * Whether a send error is the SMTP server refusing for good (a 5xx reply to RCPT TO or DATA: no such mailbox, policy):
 * trying again would only be refused again and hurt the sender's reputation. A 4xx (busy, greylisting) and a
 * connection problem are temporary.
 */
export function isPermanentRefusal(error: unknown): boolean {
  const code = (error as { responseCode?: unknown } | null)?.responseCode;
  return typeof code === 'number' && code >= 500 && code <= 599;
}
