import { bounceAddress, type BounceRef } from './bounceAddress.js';
import { unsubscribeUrl } from './unsubscribeToken.js';

/** What a bulk message to a family needs beyond its content: its unsubscribe link and its bounce address. */
export interface FamilyMailSettings {
  /** The server's secret (JWT_SECRET): signs the unsubscribe token and the bounce address. */
  secret: Uint8Array;
  /** Where the portal is reached (PUBLIC_URL): the unsubscribe link is built on it. */
  publicUrl: string;
  /** MAIL_BOUNCE_DOMAIN: each message gets an envelope sender of its own there; unset: the From address. */
  bounceDomain?: string;
}

/**
 * The headers and envelope sender of a bulk message to one family (user), as large mailbox providers require of a
 * bulk sender: List-Unsubscribe with the one-click URL (RFC 2369) and List-Unsubscribe-Post (RFC 8058), and, when a
 * bounce domain is configured, a VERP envelope sender naming the record the message was sent for.
 */
export function familyMailEnvelope(options: FamilyMailSettings & { companyId: number; userId: number; ref: BounceRef }): { headers: Record<string, string>; envelopeFrom?: string } {
  const url = unsubscribeUrl({ secret: options.secret, publicUrl: options.publicUrl, companyId: options.companyId, userId: options.userId });
  return {
    headers: { 'List-Unsubscribe': `<${url}>`, 'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click' },
    envelopeFrom: options.bounceDomain ? bounceAddress({ ref: options.ref, domain: options.bounceDomain, secret: options.secret }) : undefined,
  };
}
