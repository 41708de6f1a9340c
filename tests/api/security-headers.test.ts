// @vitest-environment node
import { mkdirSync, mkdtempSync, readFileSync, renameSync, rmSync, utimesSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { precompressDirectory } from '../../scripts/precompress.js';
import { buildApp } from '../../src/server/app.js';
import { API_DOCS_PREFIX } from '../../src/server/http/apiDocs.js';
import { HSTS_VALUE } from '../../src/server/http/security.js';
import { IMMUTABLE_CACHE_CONTROL } from '../../src/server/http/webAssets.js';
import { diskStorage } from '../../src/server/storage/fileStorage.js';
import { codeOf, startTestApp, testConfig, type TestApp } from './harness.js';

// Security headers, no-store API answers and compressed, cached assets (issue 9), on a tiny built app of our own
// (the API tests run before the web build in CI): an index.html with the nonce placeholder, a hashed script of 6 KB
// precompressed by the build step's own function, and a hashed file under 1 KB that is not.

const webDir = mkdtempSync(join(tmpdir(), 'portal-web-'));
const BIG = 'app-Dq3x9K1a.js';
const SMALL = 'tiny-B7yu2PQz.js';
const bigScript = Array.from({ length: 120 }, (_, i) => `export const value${i} = 'ポータル ${i}';`).join('\n');
const INDEX = '<!doctype html><html lang="ja"><head><meta property="csp-nonce" nonce="__CSP_NONCE__" />'
  + `<script type="module" crossorigin src="/communication/assets/${BIG}"></script></head><body><div id="root"></div></body></html>`;

let t: TestApp;
/** The same API with TRUST_PROXY on and a manual site, to see HSTS and form-action follow the deployment. */
let proxied: FastifyInstance;
beforeAll(async () => {
  mkdirSync(join(webDir, 'assets'));
  writeFileSync(join(webDir, 'index.html'), INDEX);
  writeFileSync(join(webDir, 'assets', BIG), bigScript);
  writeFileSync(join(webDir, 'assets', SMALL), 'export const x = 1;\n');
  precompressDirectory(join(webDir, 'assets'));
  t = await startTestApp({ config: { webDir } });
  const config = { ...testConfig, webDir, filesDir: t.filesDir, trustProxy: true, manualUrl: 'https://manual.example.jp/login/form' };
  proxied = await buildApp({ db: t.db, config, storage: diskStorage(config.filesDir), jobs: t.jobs });
});
afterAll(async () => {
  await proxied?.close();
  await t?.close();
  rmSync(webDir, { recursive: true, force: true });
});

const get = (url: string, headers: Record<string, string> = {}) => t.app.inject({ method: 'GET', url, headers });
const cspOf = (res: LightMyRequestResponse) => String(res.headers['content-security-policy']);
/** The policy's directives by name. */
const directives = (res: LightMyRequestResponse) => new Map(cspOf(res).split(';').map((d) => d.trim()).filter(Boolean)
  .map((d) => [d.split(/\s+/)[0]!, d.split(/\s+/).slice(1)]));

/** The headers every answer carries, whatever it is. */
function expectSecurityHeaders(res: LightMyRequestResponse): void {
  const csp = directives(res);
  expect(csp.get('default-src')).toEqual(["'self'"]);
  expect(csp.get('script-src')).toEqual(["'self'"]);
  expect(csp.get('script-src-attr')).toEqual(["'none'"]);
  expect(csp.get('object-src')).toEqual(["'none'"]);
  expect(csp.get('base-uri')).toEqual(["'self'"]);
  expect(csp.get('form-action')).toEqual(["'self'"]);
  expect(csp.get('frame-ancestors')).toEqual(["'none'"]);
  expect(cspOf(res)).not.toMatch(/unsafe-eval|upgrade-insecure-requests/);
  expect(csp.get('style-src')).not.toContain("'unsafe-inline'");
  expect(res.headers['x-content-type-options']).toBe('nosniff');
  expect(res.headers['referrer-policy']).toBe('strict-origin-when-cross-origin');
  expect(res.headers['x-frame-options']).toBe('DENY');
  expect(res.headers['strict-transport-security']).toBeUndefined();
}

describe('security headers', () => {
  it('should send them and no-store on an API answer', async () => {
    const res = await get('/api/v1/auth-search/users/current', await t.authAs('guardian1'));
    expect(res.statusCode).toBe(200);
    expectSecurityHeaders(res);
    expect(res.headers['cache-control']).toBe('no-store');
  });

  it('should send them and no-store on error answers: 401, 404 of an unknown API path, 400 of a malformed body', async () => {
    const unauthorized = await get('/api/v1/tags');
    expect(unauthorized.statusCode).toBe(401);
    const unknown = await get('/api/v1/no-such-thing');
    expect(unknown.statusCode).toBe(404);
    const malformed = await t.app.inject({ method: 'POST', url: '/api/v1/communication/login', headers: { 'content-type': 'application/json' }, payload: '{"username":' });
    expect(malformed.statusCode).toBe(400);
    for (const res of [unauthorized, unknown, malformed]) {
      expect(codeOf(res)).toBeGreaterThan(0);
      expectSecurityHeaders(res);
      expect(res.headers['cache-control']).toBe('no-store');
    }
  });

  it('should leave no-store to the API: index.html is no-cache, and a page outside /api/v1 is not no-store', async () => {
    const page = await get('/communication/login');
    expect(page.headers['cache-control']).toBe('no-cache');
    const docs = await get(`${API_DOCS_PREFIX}/json`);
    expect(docs.headers['cache-control']).not.toBe('no-store');
    // /api/v1x is not the API.
    expect((await get('/api/v1x')).headers['cache-control']).not.toBe('no-store');
  });

  it('should send HSTS only when the client came over HTTPS as the trusted proxy says, never on plain http', async () => {
    const overHttps = await proxied.inject({ method: 'GET', url: '/api/v1/tags', headers: { 'x-forwarded-proto': 'https' } });
    expect(overHttps.headers['strict-transport-security']).toBe(HSTS_VALUE);
    const overHttp = await proxied.inject({ method: 'GET', url: '/api/v1/tags', headers: { 'x-forwarded-proto': 'http' } });
    expect(overHttp.headers['strict-transport-security']).toBeUndefined();
    const direct = await proxied.inject({ method: 'GET', url: '/communication/login' });
    expect(direct.headers['strict-transport-security']).toBeUndefined();
    // Without TRUST_PROXY the header is anyone's to write: no HSTS on its word.
    const untrusted = await get('/api/v1/tags', { 'x-forwarded-proto': 'https' });
    expect(untrusted.headers['strict-transport-security']).toBeUndefined();
  });

  it('should name the manual site\'s origin as a form target only where MANUAL_URL is set', async () => {
    const res = await proxied.inject({ method: 'GET', url: '/communication/login' });
    expect(directives(res).get('form-action')).toEqual(["'self'", 'https://manual.example.jp']);
    expect(directives(await get('/communication/login')).get('form-action')).toEqual(["'self'"]);
  });

  it('should give the API reference its own policy (inline styles for Swagger UI) and not loosen the app\'s', async () => {
    const docs = await get(API_DOCS_PREFIX);
    expect(docs.statusCode).toBe(200);
    expect(directives(docs).get('style-src')).toEqual(["'self'", "'unsafe-inline'"]);
    expect(directives(docs).get('script-src')).toEqual(["'self'"]);
    expect(directives(docs).get('frame-ancestors')).toEqual(["'none'"]);
    expect(docs.headers['x-content-type-options']).toBe('nosniff');
    expect(directives(await get('/communication/login')).get('style-src')).not.toContain("'unsafe-inline'");
  });
});

describe('index.html and its style nonce', () => {
  it('should put a fresh nonce into the page and into style-src only, on every answer', async () => {
    const first = await get('/communication/notice/list');
    const second = await get('/communication/');
    for (const res of [first, second]) {
      expect(res.statusCode).toBe(200);
      expect(res.headers['content-type']).toMatch(/^text\/html/);
      expect(res.headers['cache-control']).toBe('no-cache');
      expectSecurityHeaders(res);
      expect(res.body).not.toContain('__CSP_NONCE__');
    }
    const nonceOf = (res: LightMyRequestResponse) => /<meta property="csp-nonce" nonce="([^"]+)"/.exec(res.body)?.[1];
    const nonce = nonceOf(first)!;
    expect(nonce).toMatch(/^[A-Za-z0-9+/]{24}$/);
    expect(directives(first).get('style-src')).toEqual(["'self'", `'nonce-${nonce}'`]);
    expect(nonceOf(second)).not.toBe(nonce);
    expect(cspOf(second)).toContain(`'nonce-${nonceOf(second)}'`);
  });

  it('should answer a rebuilt index.html at once, and the last one while a rebuild has removed it', async () => {
    const file = join(webDir, 'index.html');
    const rebuilt = INDEX.replace('<div id="root">', '<div id="root" data-build="2">');
    writeFileSync(file, rebuilt);
    utimesSync(file, new Date(), new Date(Date.now() + 5000));
    expect((await get('/communication/')).body).toContain('data-build="2"');
    renameSync(file, `${file}.moved`);
    try {
      const during = await get('/communication/home');
      expect(during.statusCode).toBe(200);
      expect(during.body).toContain('data-build="2"');
    } finally {
      renameSync(`${file}.moved`, file);
    }
  });

  it('should style the standalone legacy placeholder page by nonce, with no style attribute', async () => {
    const res = await get('/EntranceExit/history');
    expect(res.statusCode).toBe(404);
    const nonce = /<style nonce="([^"]+)">/.exec(res.body)?.[1];
    expect(cspOf(res)).toContain(`'nonce-${nonce}'`);
    expect(res.body).not.toMatch(/ style="/);
  });

  it('should answer an API path\'s CSP without a nonce (nothing there writes styles)', async () => {
    expect(cspOf(await get('/api/v1/tags'))).not.toContain('nonce-');
  });
});

describe('hashed assets', () => {
  const original = Buffer.from(bigScript);
  const asset = (name: string, acceptEncoding?: string) => get(`/communication/assets/${name}`, acceptEncoding ? { 'accept-encoding': acceptEncoding } : {});

  it('should have been precompressed by the build step: .br and .gz beside the big file only', () => {
    expect(original.length).toBeGreaterThan(1024);
    expect(brotliDecompressSync(readFileSync(join(webDir, 'assets', `${BIG}.br`)))).toEqual(original);
    expect(gunzipSync(readFileSync(join(webDir, 'assets', `${BIG}.gz`)))).toEqual(original);
    expect(() => readFileSync(join(webDir, 'assets', `${SMALL}.br`))).toThrow();
  });

  it('should answer brotli when the client accepts it, immutable for a year, varying on Accept-Encoding', async () => {
    const res = await asset(BIG, 'gzip, deflate, br');
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-encoding']).toBe('br');
    expect(res.headers['content-type']).toMatch(/javascript/);
    expect(res.headers['cache-control']).toBe(IMMUTABLE_CACHE_CONTROL);
    expect(String(res.headers.vary)).toMatch(/accept-encoding/i);
    expect(res.rawPayload.length).toBeLessThan(original.length / 2);
    expect(brotliDecompressSync(res.rawPayload)).toEqual(original);
    expectSecurityHeaders(res);
  });

  it('should answer gzip when only gzip is accepted, and the file as it is when nothing is', async () => {
    const gzip = await asset(BIG, 'gzip');
    expect(gzip.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(gzip.rawPayload)).toEqual(original);
    expect(gzip.headers['cache-control']).toBe(IMMUTABLE_CACHE_CONTROL);
    const identity = await asset(BIG);
    expect(identity.headers['content-encoding']).toBeUndefined();
    expect(identity.rawPayload).toEqual(original);
    expect(identity.headers['cache-control']).toBe(IMMUTABLE_CACHE_CONTROL);
  });

  it('should send a file under 1 KB as it is, not compressed on the fly', async () => {
    const res = await asset(SMALL, 'br, gzip');
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-encoding']).toBeUndefined();
    expect(res.body).toBe('export const x = 1;\n');
    expect(res.headers['cache-control']).toBe(IMMUTABLE_CACHE_CONTROL);
  });

  it('should answer 404 for a missing hashed file, not the app page', async () => {
    const res = await asset('gone-12345678.js', 'br');
    expect(res.statusCode).toBe(404);
    expect(res.body).not.toContain('id="root"');
  });
});

describe('compressed JSON', () => {
  it('should compress a JSON answer of 1 KB or more with brotli or gzip as accepted', async () => {
    const auth = await t.authAs('admin');
    const plain = await get('/api/v1/students', auth);
    expect(plain.statusCode).toBe(200);
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.rawPayload.length).toBeGreaterThanOrEqual(1024);
    const br = await get('/api/v1/students', { ...auth, 'accept-encoding': 'br, gzip' });
    expect(br.headers['content-encoding']).toBe('br');
    expect(br.headers['cache-control']).toBe('no-store');
    expect(JSON.parse(brotliDecompressSync(br.rawPayload).toString('utf8'))).toEqual(plain.json());
    const gzip = await get('/api/v1/students', { ...auth, 'accept-encoding': 'gzip' });
    expect(gzip.headers['content-encoding']).toBe('gzip');
    expect(JSON.parse(gunzipSync(gzip.rawPayload).toString('utf8'))).toEqual(plain.json());
  });

  it('should send a JSON answer under 1 KB as it is', async () => {
    const res = await get('/api/v1/tags', { 'accept-encoding': 'br, gzip' });
    expect(res.statusCode).toBe(401);
    expect(res.rawPayload.length).toBeLessThan(1024);
    expect(res.headers['content-encoding']).toBeUndefined();
    expect(codeOf(res)).toBeGreaterThan(0);
  });

  it('should not take a compressed request body (no decompression of uploads)', async () => {
    const res = await t.app.inject({ method: 'POST', url: '/api/v1/communication/login', headers: { 'content-type': 'application/json', 'content-encoding': 'gzip' }, payload: '{"username":"admin","password":"x"}' });
    expect(res.statusCode).not.toBe(500);
    expect(res.headers['cache-control']).toBe('no-store');
  });
});
