// @vitest-environment node
import { generateKeyPairSync } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { bounceAddress, findBounceRef } from '../../src/server/domains/mail/bounceAddress.js';
import { signUnsubscribeToken, verifyUnsubscribeToken } from '../../src/server/domains/mail/unsubscribeToken.js';
import { parseDkim, parseMailBounce } from '../../src/server/foundation/mailConfig.js';
import { AppError } from '../../src/server/foundation/errors.js';

const secret = new TextEncoder().encode('unit-secret-unit-secret-unit-secret-0');
const otherSecret = new TextEncoder().encode('other-secret-other-secret-other-secret');
const family = { companyId: 3, userId: 41 };
const errorKeyOf = (run: () => unknown) => {
  try {
    run();
  } catch (error) {
    return error instanceof AppError ? error.key : String(error);
  }
  return 'no error';
};

describe('unsubscribe token', () => {
  const token = signUnsubscribeToken({ ...family, secret });

  it('should name the user and company it was signed for', () => {
    expect(verifyUnsubscribeToken({ token, secret })).toEqual(family);
  });

  it('should still work 364 days later and be refused after a year', () => {
    const signedAt = new Date('2026-01-01T00:00:00Z');
    const old = signUnsubscribeToken({ ...family, secret, now: signedAt });
    expect(verifyUnsubscribeToken({ token: old, secret, now: new Date('2026-12-31T00:00:00Z') })).toEqual(family);
    expect(errorKeyOf(() => verifyUnsubscribeToken({ token: old, secret, now: new Date('2027-01-02T00:00:00Z') }))).toBe('MAIL_UNSUBSCRIBE_INVALID');
  });

  it.each([
    ['another user', (t: string) => t.replace(/^3\.41\./, '3.42.')],
    ['another company', (t: string) => t.replace(/^3\./, '4.')],
    ['a later expiry', (t: string) => t.replace(/^(3\.41\.)[0-9a-z]+/, '$1zzzzzzz')],
    ['a forged signature', (t: string) => t.replace(/[A-Za-z0-9_-]{22}$/, 'A'.repeat(22))],
    ['a cut signature', (t: string) => t.slice(0, -1)],
    ['garbage', () => '../../etc/passwd'],
  ])('should refuse a token changed to name %s', (_name, change) => {
    expect(errorKeyOf(() => verifyUnsubscribeToken({ token: change(token), secret }))).toBe('MAIL_UNSUBSCRIBE_INVALID');
  });

  it('should refuse a token signed with another server secret', () => {
    expect(errorKeyOf(() => verifyUnsubscribeToken({ token, secret: otherSecret }))).toBe('MAIL_UNSUBSCRIBE_INVALID');
  });
});

describe('bounce address (VERP)', () => {
  const ref = { kind: 'n' as const, companyId: 3, id: 1234 };
  const address = bounceAddress({ ref, domain: 'bounce.example.jp', secret });

  it('should be a plain lower-case address that names the delivery and reads back, also upper-cased by an MTA', () => {
    expect(address).toMatch(/^bounce\+n-3-1234-[0-9a-f]{16}@bounce\.example\.jp$/);
    expect(findBounceRef({ addresses: [`"Bounce" <${address}>`], secret })).toEqual(ref);
    expect(findBounceRef({ addresses: [address.toUpperCase()], secret })).toEqual(ref);
  });

  it('should not read back an address changed to name another delivery, or one signed with another secret', () => {
    expect(findBounceRef({ addresses: [address.replace('-1234-', '-1235-')], secret })).toBeUndefined();
    expect(findBounceRef({ addresses: [address], secret: otherSecret })).toBeUndefined();
  });
});

describe('DKIM and bounce settings', () => {
  const rsa = generateKeyPairSync('rsa', { modulusLength: 2048 }).privateKey.export({ type: 'pkcs8', format: 'pem' }).toString();
  const ed25519 = generateKeyPairSync('ed25519').privateKey.export({ type: 'pkcs8', format: 'pem' }).toString();
  const messageOf = (run: () => unknown) => {
    try {
      run();
      return 'no error';
    } catch (error) {
      return error instanceof Error ? error.message : String(error);
    }
  };

  it('should sign nothing when no DKIM setting is given, and take a complete one (a one-line key with \\n too)', () => {
    expect(parseDkim({})).toBeUndefined();
    expect(parseDkim({ DKIM_DOMAIN: 'Example.jp', DKIM_SELECTOR: 'portal', DKIM_PRIVATE_KEY: rsa.replace(/\n/g, '\\n') }))
      .toEqual({ domain: 'example.jp', selector: 'portal', privateKey: rsa });
  });

  it.each([
    ['half a configuration', { DKIM_DOMAIN: 'example.jp' }, /half configured: set DKIM_SELECTOR, DKIM_PRIVATE_KEY or DKIM_PRIVATE_KEY_FILE/],
    ['a key that is no PEM', { DKIM_DOMAIN: 'example.jp', DKIM_SELECTOR: 's', DKIM_PRIVATE_KEY: 'secret' }, /DKIM_PRIVATE_KEY is not a PEM private key/],
    ['an Ed25519 key', { DKIM_DOMAIN: 'example.jp', DKIM_SELECTOR: 's', DKIM_PRIVATE_KEY: ed25519 }, /must be an RSA key/],
    ['a missing key file', { DKIM_DOMAIN: 'example.jp', DKIM_SELECTOR: 's', DKIM_PRIVATE_KEY_FILE: '/nonexistent/dkim.pem' }, /no file at/],
    ['a bad domain', { DKIM_DOMAIN: 'not a domain', DKIM_SELECTOR: 's', DKIM_PRIVATE_KEY: rsa }, /DKIM_DOMAIN must be a domain name/],
  ])('should refuse to start with %s, naming the setting', (_name, env, message) => {
    expect(messageOf(() => parseDkim(env))).toMatch(message);
  });

  it('should refuse a short bounce secret and a bad bounce domain, and take good ones', () => {
    expect(messageOf(() => parseMailBounce({ MAIL_BOUNCE_SECRET: 'short' }))).toMatch(/at least 24 characters/);
    expect(messageOf(() => parseMailBounce({ MAIL_BOUNCE_DOMAIN: 'bounce@example.jp' }))).toMatch(/MAIL_BOUNCE_DOMAIN must be a domain name/);
    expect(parseMailBounce({ MAIL_BOUNCE_DOMAIN: 'Bounce.Example.jp', MAIL_BOUNCE_SECRET: 'x'.repeat(24) })).toEqual({ domain: 'bounce.example.jp', secret: 'x'.repeat(24) });
  });
});
