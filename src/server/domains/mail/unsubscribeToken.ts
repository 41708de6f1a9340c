import { constants } from '../../../generated/constants.js';
import { isSignedText, signText } from '../../auth/signedText.js';
import { AppError } from '../../foundation/errors.js';

const PURPOSE = 'mail-unsubscribe';
/** 128 bits of signature in base64url. */
const SIGNATURE = { length: 22, encoding: 'base64url' } as const;
const TOKEN_PATTERN = /^([1-9][0-9]{0,15})\.([1-9][0-9]{0,15})\.([0-9a-z]{1,12})\.([A-Za-z0-9_-]{22})$/;
const DAY_SECONDS = 86_400;

/** Whom an unsubscribe token names. */
export interface UnsubscribeTarget {
  companyId: number;
  userId: number;
}

/**
 * The token of a message's one-click unsubscribe link: company, user and expiry (seconds, base 36) in clear, signed
 * with the server's secret (HMAC, a key of its own). Nothing is stored: any API node verifies it, it names one user of
 * one company, and it works for constants.mailUnsubscribeTokenTtlDays (mail is read long after it was sent).
 */
export function signUnsubscribeToken(options: UnsubscribeTarget & { secret: Uint8Array; now?: Date }): string {
  const now = Math.floor((options.now ?? new Date()).getTime() / 1000);
  const exp = (now + Number(constants.mailUnsubscribeTokenTtlDays) * DAY_SECONDS).toString(36);
  const text = `${options.companyId}.${options.userId}.${exp}`;
  return `${text}.${signText({ secret: options.secret, purpose: PURPOSE, text, ...SIGNATURE })}`;
}

/** The user a token names; a malformed, forged or expired token is MAIL_UNSUBSCRIBE_INVALID. */
export function verifyUnsubscribeToken(options: { token: string | undefined; secret: Uint8Array; now?: Date }): UnsubscribeTarget {
  const match = TOKEN_PATTERN.exec(options.token ?? '');
  if (!match) throw new AppError('MAIL_UNSUBSCRIBE_INVALID');
  const [, companyId, userId, exp, signature] = match;
  const text = `${companyId}.${userId}.${exp}`;
  if (!isSignedText({ secret: options.secret, purpose: PURPOSE, text, signature: signature!, ...SIGNATURE })) throw new AppError('MAIL_UNSUBSCRIBE_INVALID');
  if (Number.parseInt(exp!, 36) * 1000 <= (options.now ?? new Date()).getTime()) throw new AppError('MAIL_UNSUBSCRIBE_INVALID');
  return { companyId: Number(companyId), userId: Number(userId) };
}

/** The one-click unsubscribe URL of a message to a user (List-Unsubscribe), on the portal's public address. */
export function unsubscribeUrl(options: UnsubscribeTarget & { secret: Uint8Array; publicUrl: string; now?: Date }): string {
  return `${options.publicUrl}${String(constants.apiBasePath)}/mail/unsubscribe/${signUnsubscribeToken(options)}`;
}
