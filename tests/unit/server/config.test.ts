import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { readConfig } from '../../../src/server/foundation/config.js';

const dataDir = mkdtempSync(join(tmpdir(), 'portal-config-'));
afterAll(() => rmSync(dataDir, { recursive: true, force: true }));
const read = (env: Record<string, string>) => readConfig({ DATA_DIR: dataDir, ...env });

describe('LEGACY_URL', () => {
  it('should be absent unless set (the portal on its own)', () => {
    expect(read({}).legacyUrl).toBeUndefined();
  });

  it('should take an http(s) address without its trailing slash, so that legacy paths append to it', () => {
    expect(read({ LEGACY_URL: 'https://school.example.jp/' }).legacyUrl).toBe('https://school.example.jp');
    expect(read({ LEGACY_URL: 'https://school.example.jp/juku' }).legacyUrl).toBe('https://school.example.jp/juku');
  });

  it.each(['school.example.jp', 'javascript:alert(1)'])('should refuse %s at start-up, naming the setting', (value) => {
    expect(() => read({ LEGACY_URL: value })).toThrow(/LEGACY_URL/);
  });
});

describe('MANUAL_URL', () => {
  it('should be absent unless set', () => {
    expect(read({}).manualUrl).toBeUndefined();
  });

  it('should take an http(s) URL', () => {
    expect(read({ MANUAL_URL: 'https://manual.example.jp/login' }).manualUrl).toBe('https://manual.example.jp/login');
  });

  it.each(['manual.example.jp', 'javascript:alert(1)', 'ftp://manual.example.jp/'])('should refuse %s at start-up, naming the setting', (value) => {
    expect(() => read({ MANUAL_URL: value })).toThrow(/MANUAL_URL/);
  });
});

describe('DATABASE_PREPARED_STATEMENTS', () => {
  it('should be on unless set to off, false or 0', () => {
    expect(read({}).databasePreparedStatements).toBe(true);
    expect(read({ DATABASE_PREPARED_STATEMENTS: 'on' }).databasePreparedStatements).toBe(true);
    for (const off of ['off', 'false', '0', 'OFF']) expect(read({ DATABASE_PREPARED_STATEMENTS: off }).databasePreparedStatements).toBe(false);
  });
});
