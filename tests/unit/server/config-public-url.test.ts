import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { readConfig } from '../../../src/server/foundation/config.js';

const dataDir = mkdtempSync(join(tmpdir(), 'portal-config-'));
afterAll(() => rmSync(dataDir, { recursive: true, force: true }));
const read = (env: Record<string, string>) => readConfig({ DATA_DIR: dataDir, ...env });

describe('PUBLIC_URL (links in e-mails)', () => {
  it('should default to this server on localhost', () => {
    expect(read({ PORT: '8080' }).publicUrl).toBe('http://localhost:8080');
  });

  it.each([
    ['https://portal.example.jp/', 'https://portal.example.jp'],
    ['https://example.jp/juku/', 'https://example.jp/juku'],
  ])('should take %s without its trailing slash', (value, url) => {
    expect(read({ PUBLIC_URL: value }).publicUrl).toBe(url);
  });

  it.each(['portal.example.jp', 'javascript:alert(1)'])('should refuse %s at start-up, naming the setting', (value) => {
    expect(() => read({ PUBLIC_URL: value })).toThrow(/PUBLIC_URL/);
  });
});

describe('SMTP settings', () => {
  it('should leave e-mail unconfigured without SMTP_URL or SMTP_HOST', () => {
    expect(read({}).smtp).toBeUndefined();
  });

  it('should read SMTP_URL, or the host settings with the port of their TLS mode', () => {
    expect(read({ SMTP_URL: 'smtp://u:p@mail.example.jp:2525' }).smtp).toEqual({ url: 'smtp://u:p@mail.example.jp:2525' });
    expect(read({ SMTP_HOST: 'mail.example.jp', SMTP_SECURE: 'true', SMTP_USER: 'u', SMTP_PASSWORD: 'p' }).smtp)
      .toEqual({ host: 'mail.example.jp', port: 465, secure: true, user: 'u', password: 'p' });
    expect(read({ SMTP_HOST: 'mail.example.jp' }).smtp).toEqual({ host: 'mail.example.jp', port: 587, secure: false, user: undefined, password: undefined });
  });

  it.each([['SMTP_URL', { SMTP_URL: 'http://mail.example.jp' }], ['SMTP_PORT', { SMTP_HOST: 'mail.example.jp', SMTP_PORT: 'x' }]])('should refuse a bad %s at start-up', (name, env) => {
    expect(() => read(env)).toThrow(name);
  });
});
