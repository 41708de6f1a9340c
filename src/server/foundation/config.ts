import { randomBytes } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { parseDkim, parseMailBounce, type DkimConfig, type MailBounceConfig } from './mailConfig.js';

/** Where the S3-compatible store is (FILE_STORAGE=s3 and the S3_* settings). */
export interface S3StorageConfig {
  /** The store's address (S3_ENDPOINT), e.g. https://s3.example.jp or a MinIO; unset: AWS S3 of the region. */
  endpoint?: string;
  /** The bucket (S3_BUCKET); it must exist: the server never creates one. */
  bucket: string;
  /** S3_REGION (default us-east-1, which most S3-compatible stores accept). */
  region: string;
  /** S3_ACCESS_KEY_ID and S3_SECRET_ACCESS_KEY; unset: the AWS SDK's own chain (environment, instance role). */
  credentials?: { accessKeyId: string; secretAccessKey: string };
  /** Bucket in the path (http://host/bucket/key) instead of the host name: what MinIO and most others want (S3_FORCE_PATH_STYLE). */
  forcePathStyle: boolean;
}

/** Server settings, read from the environment once at start-up. */
export interface ServerConfig {
  port: number;
  host: string;
  /** PGlite data directory (embedded database); also holds the generated JWT secret. */
  dataDir: string;
  /** PostgreSQL connection string; when set, PGlite is not used. */
  databaseUrl?: string;
  /**
   * List statements run as named prepared statements on PostgreSQL (DATABASE_PREPARED_STATEMENTS, default on; off
   * behind a pooler that does not keep them per client, such as PgBouncer in transaction mode before 1.21).
   */
  databasePreparedStatements: boolean;
  /** HMAC secret of the JWTs. */
  jwtSecret: Uint8Array;
  /** Lifetime of a sign-in token in seconds. */
  tokenTtlSeconds: number;
  /** Built web app served under /communication/. */
  webDir: string;
  /**
   * Trust X-Forwarded-For from a load balancer in front of the API nodes, so the log-in rate limit counts the real
   * client address (TRUST_PROXY: true, or the proxies' addresses/CIDRs separated by commas). Off by default.
   */
  trustProxy?: boolean | string;
  /** Log-in form URL of the external staff manual site (MANUAL_URL); the header's manual button posts there. */
  manualUrl?: string;
  /**
   * Address of the host's legacy system (LEGACY_URL, e.g. https://school.example.jp), without a trailing slash: the
   * legacy menu entries and the header's print and support buttons lead there. Unset: the portal runs on its own and
   * those links are hidden.
   */
  legacyUrl?: string;
  /** Where the disk storage adapter keeps uploaded files (FILES_DIR, default DATA_DIR/files). */
  filesDir: string;
  /**
   * The S3-compatible store of uploaded files when FILE_STORAGE=s3 (S3_ENDPOINT, S3_BUCKET, S3_REGION,
   * S3_ACCESS_KEY_ID, S3_SECRET_ACCESS_KEY, S3_FORCE_PATH_STYLE); unset: files on local disk (filesDir).
   */
  s3?: S3StorageConfig;
  /** Outgoing e-mail (SMTP_URL, or SMTP_HOST with SMTP_PORT, SMTP_USER, SMTP_PASSWORD, SMTP_SECURE); none: e-mail is "not configured". */
  smtp?: SmtpConfig;
  /** Sender address of e-mails (MAIL_FROM). */
  mailFrom: string;
  /** DKIM signing of every e-mail (DKIM_DOMAIN, DKIM_SELECTOR, DKIM_PRIVATE_KEY or DKIM_PRIVATE_KEY_FILE); unset: unsigned. */
  dkim?: DkimConfig;
  /** VERP envelope senders and the bounce report endpoint's secret (MAIL_BOUNCE_DOMAIN, MAIL_BOUNCE_SECRET). */
  mailBounce?: MailBounceConfig;
  /**
   * Where guardians reach the portal (PUBLIC_URL, default http://localhost:<PORT>), without a trailing slash: the links
   * in e-mails are built on it.
   */
  publicUrl: string;
  /** Run the job workers (deliveries, scheduled sends) in this process (JOBS_ENABLED, default true). */
  isJobsEnabled: boolean;
  /** Lists count their rows up to this many (constants.listCountCap when unset; tests set a small one). */
  listCountCap?: number;
}

/** How to reach the SMTP server: a URL (smtp://user:pass@host:587, smtps://…) or host settings. */
export type SmtpConfig = { url: string } | { host: string; port: number; secure: boolean; user?: string; password?: string };

/** A setting that is on unless set to false, 0 or off (any case). */
function isOn(value: string | undefined): boolean {
  return !['false', '0', 'off'].includes((value ?? 'true').toLowerCase());
}

/**
 * Reads PORT, HOST, DATA_DIR, DATABASE_URL, DATABASE_PREPARED_STATEMENTS, JWT_SECRET, TOKEN_TTL_SECONDS, WEB_DIR, TRUST_PROXY, MANUAL_URL, LEGACY_URL, FILES_DIR,
 * FILE_STORAGE (with S3_ENDPOINT, S3_BUCKET, S3_REGION, S3_ACCESS_KEY_ID, S3_SECRET_ACCESS_KEY, S3_FORCE_PATH_STYLE),
 * SMTP_URL (or SMTP_HOST, SMTP_PORT, SMTP_USER, SMTP_PASSWORD, SMTP_SECURE), MAIL_FROM, DKIM_DOMAIN, DKIM_SELECTOR,
 * DKIM_PRIVATE_KEY (or DKIM_PRIVATE_KEY_FILE), MAIL_BOUNCE_DOMAIN, MAIL_BOUNCE_SECRET, PUBLIC_URL and JOBS_ENABLED.
 */
export function readConfig(env: NodeJS.ProcessEnv = process.env): ServerConfig {
  const dataDir = resolve(env.DATA_DIR ?? './data');
  const port = Number(env.PORT ?? 3000);
  if (!Number.isInteger(port) || port < 0 || port > 65535) throw new Error(`PORT must be a port number, got "${env.PORT}"`);
  return {
    port,
    host: env.HOST ?? '0.0.0.0',
    dataDir,
    databaseUrl: env.DATABASE_URL || undefined,
    databasePreparedStatements: isOn(env.DATABASE_PREPARED_STATEMENTS),
    jwtSecret: loadSecret({ value: env.JWT_SECRET, dataDir }),
    tokenTtlSeconds: Number(env.TOKEN_TTL_SECONDS ?? 60 * 60 * 12),
    webDir: resolve(env.WEB_DIR ?? 'dist/web'),
    trustProxy: parseTrustProxy(env.TRUST_PROXY),
    manualUrl: parseHttpUrl('MANUAL_URL', env.MANUAL_URL),
    legacyUrl: parseHttpUrl('LEGACY_URL', env.LEGACY_URL)?.replace(/\/+$/, ''),
    filesDir: resolve(env.FILES_DIR ?? join(dataDir, 'files')),
    s3: parseFileStorage(env),
    smtp: parseSmtp(env),
    mailFrom: env.MAIL_FROM ?? 'no-reply@localhost',
    dkim: parseDkim(env),
    mailBounce: parseMailBounce(env),
    publicUrl: parsePublicUrl(env.PUBLIC_URL ?? `http://localhost:${port}`),
    isJobsEnabled: isOn(env.JOBS_ENABLED),
  };
}

function parseSmtp(env: NodeJS.ProcessEnv): SmtpConfig | undefined {
  if (env.SMTP_URL) {
    const url = URL.canParse(env.SMTP_URL) ? new URL(env.SMTP_URL) : undefined;
    if (url?.protocol !== 'smtp:' && url?.protocol !== 'smtps:') throw new Error(`SMTP_URL must be an smtp:// or smtps:// URL, got "${env.SMTP_URL}"`);
    return { url: url.href };
  }
  if (!env.SMTP_HOST) return undefined;
  const secure = ['true', '1'].includes((env.SMTP_SECURE ?? '').toLowerCase());
  const port = Number(env.SMTP_PORT ?? (secure ? 465 : 587));
  if (!Number.isInteger(port) || port < 1 || port > 65535) throw new Error(`SMTP_PORT must be a port number, got "${env.SMTP_PORT}"`);
  return { host: env.SMTP_HOST, port, secure, user: env.SMTP_USER || undefined, password: env.SMTP_PASSWORD || undefined };
}

/** FILE_STORAGE: `disk` (default) keeps files under FILES_DIR; `s3` in the S3-compatible store the S3_* settings name. */
function parseFileStorage(env: NodeJS.ProcessEnv): S3StorageConfig | undefined {
  const kind = (env.FILE_STORAGE || 'disk').toLowerCase();
  if (kind === 'disk') return undefined;
  if (kind !== 's3') throw new Error(`FILE_STORAGE must be disk or s3, got "${env.FILE_STORAGE}"`);
  if (!env.S3_BUCKET) throw new Error('FILE_STORAGE=s3 needs S3_BUCKET (the bucket uploaded files go to)');
  const endpoint = parseHttpUrl('S3_ENDPOINT', env.S3_ENDPOINT)?.replace(/\/+$/, '');
  const keyId = env.S3_ACCESS_KEY_ID || undefined;
  const secret = env.S3_SECRET_ACCESS_KEY || undefined;
  if ((keyId === undefined) !== (secret === undefined)) throw new Error('S3_ACCESS_KEY_ID and S3_SECRET_ACCESS_KEY go together: set both or neither');
  return {
    endpoint,
    bucket: env.S3_BUCKET,
    region: env.S3_REGION || 'us-east-1',
    ...(keyId && secret ? { credentials: { accessKeyId: keyId, secretAccessKey: secret } } : {}),
    // Path-style addressing is what S3-compatible stores at an address of their own expect; AWS itself takes both.
    forcePathStyle: env.S3_FORCE_PATH_STYLE === undefined ? endpoint !== undefined : isOn(env.S3_FORCE_PATH_STYLE),
  };
}

function parseHttpUrl(name: string, value: string | undefined): string | undefined {
  if (!value) return undefined;
  const url = URL.canParse(value) ? new URL(value) : undefined;
  if (url?.protocol !== 'https:' && url?.protocol !== 'http:') throw new Error(`${name} must be an http(s) URL, got "${value}"`);
  return url.href;
}

function parsePublicUrl(value: string): string {
  const url = URL.canParse(value) ? new URL(value) : undefined;
  if (url?.protocol !== 'https:' && url?.protocol !== 'http:') throw new Error(`PUBLIC_URL must be an http(s) URL, got "${value}"`);
  return url.href.replace(/\/+$/, '');
}

function parseTrustProxy(value: string | undefined): boolean | string {
  if (!value || value === 'false' || value === '0') return false;
  return value === 'true' ? true : value;
}

/** A JWT_SECRET from the environment, else one generated once and kept in the data directory. */
function loadSecret(options: { value?: string; dataDir: string }): Uint8Array {
  if (options.value) {
    if (options.value.length < 32) throw new Error('JWT_SECRET must be at least 32 characters');
    return new TextEncoder().encode(options.value);
  }
  const file = join(options.dataDir, 'jwt-secret');
  if (!existsSync(file)) {
    mkdirSync(options.dataDir, { recursive: true });
    writeFileSync(file, randomBytes(48).toString('base64url'), { mode: 0o600 });
  }
  return new TextEncoder().encode(readFileSync(file, 'utf8').trim());
}
