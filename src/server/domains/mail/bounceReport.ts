import { timingSafeEqual } from 'node:crypto';
import type { MailBounceConfig } from '../../foundation/mailConfig.js';
import { AppError } from '../../foundation/errors.js';
import { findBounceRef, type BounceRef } from './bounceAddress.js';
import { NotADeliveryReport, readDeliveryStatusReport } from './deliveryStatusReport.js';

/** The error text kept on a bounced delivery. */
const REASON_MAX_CHARS = 200;

/** What a bounce report asks to record: the record it names and, when the delivery failed for good, why. */
export interface BounceOutcome {
  ref: BounceRef;
  /** The DSN status code (5.1.1, ...) of the report's recipient. */
  status: string;
  /** Set when the report says the message failed for good (Action: failed, status 5.x.x): the reason to record. */
  permanentReason?: string;
}

/** Whether the request carries the configured shared secret; no secret configured refuses every report. */
export function assertBounceSecret(options: { config?: MailBounceConfig; given: unknown }): void {
  const secret = options.config?.secret;
  const given = typeof options.given === 'string' ? Buffer.from(options.given) : undefined;
  const expected = secret === undefined ? undefined : Buffer.from(secret);
  if (!given || !expected || given.length !== expected.length || !timingSafeEqual(given, expected)) throw new AppError('MAIL_BOUNCE_UNAUTHORIZED');
}

/**
 * Reads a bounce report (a raw RFC 3464 message) and the record its bounce address names: the address the MTA gives
 * apart (`recipient`) or the one the report was delivered to. Not a report: MAIL_BOUNCE_MALFORMED; no correctly
 * signed bounce address of ours: MAIL_BOUNCE_UNKNOWN_DELIVERY. A delay or success report is no permanent failure.
 */
export async function readBounceReport(options: { body: unknown; recipient?: string; secret: Uint8Array }): Promise<BounceOutcome> {
  if (typeof options.body !== 'string') throw new AppError('MAIL_BOUNCE_MALFORMED', { values: { reason: 'send it as message/rfc822 or text/plain' } });
  let report;
  try {
    report = await readDeliveryStatusReport(options.body);
  } catch (error) {
    if (error instanceof NotADeliveryReport) throw new AppError('MAIL_BOUNCE_MALFORMED', { values: { reason: error.message } });
    throw error;
  }
  const ref = findBounceRef({ addresses: [...(options.recipient ? [options.recipient] : []), ...report.addressedTo], secret: options.secret });
  if (!ref) throw new AppError('MAIL_BOUNCE_UNKNOWN_DELIVERY');
  const failed = report.recipients.find((r) => r.action === 'failed' && r.status.startsWith('5'));
  const shown = failed ?? report.recipients[0]!;
  if (!failed) return { ref, status: shown.status };
  const reason = [failed.status, failed.diagnostic, failed.finalRecipient && `(${failed.finalRecipient})`].filter(Boolean).join(' ');
  return { ref, status: failed.status, permanentReason: reason.replace(/\s+/g, ' ').slice(0, REASON_MAX_CHARS) };
}
