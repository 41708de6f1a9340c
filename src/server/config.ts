import { randomBytes } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';

/** Server settings, read from the environment once at start-up. */
export interface ServerConfig {
  port: number;
  host: string;
  /** PGlite data directory (embedded database); also holds the generated JWT secret. */
  dataDir: string;
  /** PostgreSQL connection string; when set, PGlite is not used. */
  databaseUrl?: string;
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
}

/** Reads PORT, HOST, DATA_DIR, DATABASE_URL, JWT_SECRET, TOKEN_TTL_SECONDS, WEB_DIR, TRUST_PROXY and MANUAL_URL. */
export function readConfig(env: NodeJS.ProcessEnv = process.env): ServerConfig {
  const dataDir = resolve(env.DATA_DIR ?? './data');
  const port = Number(env.PORT ?? 3000);
  if (!Number.isInteger(port) || port < 0 || port > 65535) throw new Error(`PORT must be a port number, got "${env.PORT}"`);
  return {
    port,
    host: env.HOST ?? '0.0.0.0',
    dataDir,
    databaseUrl: env.DATABASE_URL || undefined,
    jwtSecret: loadSecret({ value: env.JWT_SECRET, dataDir }),
    tokenTtlSeconds: Number(env.TOKEN_TTL_SECONDS ?? 60 * 60 * 12),
    webDir: resolve(env.WEB_DIR ?? 'dist/web'),
    trustProxy: parseTrustProxy(env.TRUST_PROXY),
    manualUrl: parseManualUrl(env.MANUAL_URL),
  };
}

function parseManualUrl(value: string | undefined): string | undefined {
  if (!value) return undefined;
  const url = URL.canParse(value) ? new URL(value) : undefined;
  if (url?.protocol !== 'https:' && url?.protocol !== 'http:') throw new Error(`MANUAL_URL must be an http(s) URL, got "${value}"`);
  return url.href;
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
