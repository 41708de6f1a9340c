import { createPrivateKey } from 'node:crypto';
import { existsSync, readFileSync } from 'node:fs';

/** DKIM signing of every outgoing e-mail (DKIM_DOMAIN, DKIM_SELECTOR, DKIM_PRIVATE_KEY or DKIM_PRIVATE_KEY_FILE). */
export interface DkimConfig {
  /** The signing domain (d=): the domain of MAIL_FROM or a parent of it, for DMARC alignment. */
  domain: string;
  /** The selector (s=): the public key is published at <selector>._domainkey.<domain>. */
  selector: string;
  /** The RSA private key, PEM. */
  privateKey: string;
}

/** Envelope senders per delivery and the endpoint that takes bounce reports (MAIL_BOUNCE_DOMAIN, MAIL_BOUNCE_SECRET). */
export interface MailBounceConfig {
  /** Domain of the VERP envelope senders, bounce+<ref>@<domain> (MAIL_BOUNCE_DOMAIN); unset: MAIL_FROM's address. */
  domain?: string;
  /** Shared secret the MTA sends with each bounce report (MAIL_BOUNCE_SECRET); unset: the endpoint refuses all. */
  secret?: string;
}

/** RSA keys shorter than this are refused by large mailbox providers (and by RFC 8301). */
const DKIM_MIN_BITS = 1024;
const DOMAIN_PATTERN = /^(?=.{1,253}$)([a-z0-9]([a-z0-9-]{0,61}[a-z0-9])?\.)+[a-z]{2,63}$/i;
const SELECTOR_PATTERN = /^[a-z0-9]([a-z0-9-]{0,61}[a-z0-9])?(\.[a-z0-9]([a-z0-9-]{0,61}[a-z0-9])?)*$/i;
const BOUNCE_SECRET_MIN_CHARS = 24;

/** A key given in one environment line may carry its line breaks as \n. */
const pemOf = (value: string) => value.includes('\\n') && !value.includes('\n') ? value.replace(/\\n/g, '\n') : value;

/**
 * DKIM settings, or undefined when none is set. Half a configuration, a key file that cannot be read, a key that is
 * no RSA private key (nodemailer signs rsa-sha256 only) or is too short, a malformed domain or selector: an error
 * naming the setting, so the server refuses to start rather than send unsigned or fail at the first message.
 */
export function parseDkim(env: NodeJS.ProcessEnv): DkimConfig | undefined {
  const { DKIM_DOMAIN: domain, DKIM_SELECTOR: selector, DKIM_PRIVATE_KEY: inline, DKIM_PRIVATE_KEY_FILE: file } = env;
  const given = { DKIM_DOMAIN: domain, DKIM_SELECTOR: selector, 'DKIM_PRIVATE_KEY or DKIM_PRIVATE_KEY_FILE': inline || file };
  const missing = Object.entries(given).filter(([, value]) => !value).map(([name]) => name);
  if (missing.length === 3) return undefined;
  if (missing.length > 0) throw new Error(`DKIM signing is half configured: set ${missing.join(', ')} as well, or none of the DKIM_* settings`);
  if (inline && file) throw new Error('DKIM_PRIVATE_KEY and DKIM_PRIVATE_KEY_FILE: set one of them, not both');
  if (!DOMAIN_PATTERN.test(domain!)) throw new Error(`DKIM_DOMAIN must be a domain name such as example.jp, got "${domain}"`);
  if (!SELECTOR_PATTERN.test(selector!)) throw new Error(`DKIM_SELECTOR must be a DNS label such as portal2026, got "${selector}"`);
  if (file && !existsSync(file)) throw new Error(`DKIM_PRIVATE_KEY_FILE: no file at "${file}"`);
  const privateKey = file ? readFileSync(file, 'utf8') : pemOf(inline!);
  let key;
  try {
    key = createPrivateKey(privateKey);
  } catch (error) {
    throw new Error(`${file ? 'DKIM_PRIVATE_KEY_FILE' : 'DKIM_PRIVATE_KEY'} is not a PEM private key (${error instanceof Error ? error.message : String(error)})`, { cause: error });
  }
  if (key.asymmetricKeyType !== 'rsa') throw new Error(`the DKIM key must be an RSA key (nodemailer signs rsa-sha256), got ${key.asymmetricKeyType}`);
  const bits = key.asymmetricKeyDetails?.modulusLength ?? 0;
  if (bits < DKIM_MIN_BITS) throw new Error(`the DKIM key has ${bits} bits: use at least ${DKIM_MIN_BITS} (2048 recommended)`);
  return { domain: domain!.toLowerCase(), selector: selector!, privateKey };
}

/** MAIL_BOUNCE_DOMAIN and MAIL_BOUNCE_SECRET, each checked: a domain name, a secret long enough not to be guessed. */
export function parseMailBounce(env: NodeJS.ProcessEnv): MailBounceConfig {
  const domain = env.MAIL_BOUNCE_DOMAIN || undefined;
  const secret = env.MAIL_BOUNCE_SECRET || undefined;
  if (domain !== undefined && !DOMAIN_PATTERN.test(domain)) throw new Error(`MAIL_BOUNCE_DOMAIN must be a domain name such as bounce.example.jp, got "${domain}"`);
  if (secret !== undefined && secret.length < BOUNCE_SECRET_MIN_CHARS) throw new Error(`MAIL_BOUNCE_SECRET must be at least ${BOUNCE_SECRET_MIN_CHARS} characters`);
  return { domain: domain?.toLowerCase(), secret };
}
