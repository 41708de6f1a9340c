import { createHmac, timingSafeEqual } from 'node:crypto';

/**
 * A key of its own per purpose, derived from the server's secret (JWT_SECRET): a signature made for one purpose
 * (an unsubscribe link, a bounce address) never verifies for another, nor as a sign-in token.
 */
function purposeKey(options: { secret: Uint8Array; purpose: string }): Buffer {
  return createHmac('sha256', options.secret).update(`portal-signed-text:${options.purpose}`).digest();
}

/** What a signature covers and how long it is written. */
export interface SignedTextOptions {
  secret: Uint8Array;
  purpose: string;
  text: string;
  /** Characters of the signature (hex: 4 bits each; base64url: 6 bits each). */
  length: number;
  encoding: 'hex' | 'base64url';
}

/** The HMAC-SHA256 of `text` under the purpose's key, cut to `length` characters. */
export function signText(options: SignedTextOptions): string {
  return createHmac('sha256', purposeKey(options)).update(options.text).digest(options.encoding).slice(0, options.length);
}

/** Whether `signature` is the signature of `text` for the purpose, compared in constant time. */
export function isSignedText(options: SignedTextOptions & { signature: string }): boolean {
  const expected = Buffer.from(signText(options));
  const given = Buffer.from(options.signature);
  return given.length === expected.length && timingSafeEqual(given, expected);
}
