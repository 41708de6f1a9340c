import { mkdirSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { chromium, type Browser, type BrowserContext, type Page } from 'playwright-core';
import { DEMO_PASSWORD } from '../../src/server/seed/seed.js';
import { killHard, startServerProcess, type ServerProcess } from '../fixtures/serverProcess.js';

/** Where journeys save their screenshots (looked at by people, not compared). */
export const SCREENSHOT_DIR = join(import.meta.dirname, '../../test-results/screenshots');

/** The portal on a fresh embedded database and Debian's Chromium driving it. */
export interface Portal {
  url: string;
  browser: Browser;
  newPage(options?: { width?: number; height?: number }): Promise<{ page: Page; context: BrowserContext }>;
  logIn(page: Page, username: string): Promise<void>;
  screenshot(page: Page, name: string): Promise<void>;
  close(): Promise<void>;
}

/** Starts the server (built web app, new PGlite data dir, demo data, extra `env` settings) and a headless Chromium. */
export async function startPortal(options: { env?: Record<string, string> } = {}): Promise<Portal> {
  const dataDir = mkdtempSync(join(tmpdir(), 'portal-e2e-'));
  const server: ServerProcess = await startServerProcess({ DATA_DIR: dataDir, JWT_SECRET: 'e2e-test-secret-0123456789abcdefghijkl', ...options.env });
  const browser = await chromium.launch({
    executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    args: ['--headless=new', '--no-sandbox', '--disable-gpu', '--disable-dev-shm-usage', '--disable-background-networking',
      '--disable-component-update', '--disable-sync', '--no-first-run', '--disable-quic'],
  });
  mkdirSync(SCREENSHOT_DIR, { recursive: true });
  const base = `${server.url}/communication`;
  return {
    url: base,
    browser,
    async newPage(options = {}) {
      const context = await browser.newContext({ viewport: { width: options.width ?? 1280, height: options.height ?? 800 }, locale: 'ja-JP', timezoneId: 'Asia/Tokyo' });
      return { page: await context.newPage(), context };
    },
    async logIn(page, username) {
      await page.goto(`${base}/login`);
      await page.getByLabel('ログインID').fill(username);
      await page.getByLabel('パスワード').fill(DEMO_PASSWORD);
      await page.getByRole('button', { name: /ログイン/ }).click();
      // Past the log-in page and past "/", which forwards to the start page.
      await page.waitForURL((u) => !u.pathname.endsWith('/login') && u.pathname.replace(/\/$/, '') !== '/communication');
    },
    async screenshot(page, name) {
      await page.screenshot({ path: join(SCREENSHOT_DIR, `${name}.png`), fullPage: true });
    },
    async close() {
      await browser.close();
      await killHard(server);
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

/**
 * Calls the API from inside the page as the app would: the bearer token of the page's session cookie and, with
 * `asSwitched`, the linked account stored by the app (switch headers in local storage).
 */
export async function pageApi<T = unknown>(page: Page, path: string, options: { method?: string; asSwitched?: boolean } = {}): Promise<{ status: number; body: T }> {
  return page.evaluate(async ({ path, method, asSwitched }) => {
    const token = decodeURIComponent(document.cookie.split('; ').find((c) => c.startsWith('token='))?.slice(6) ?? '');
    const headers: Record<string, string> = { authorization: `Bearer ${token}` };
    if (asSwitched) {
      for (const name of ['Spx-Switch-Protector', 'Spx-Switch-Teacher']) {
        const value = window.localStorage.getItem(name);
        if (value) headers[name] = value;
      }
    }
    const res = await fetch(`/api/v1${path}`, { method: method ?? 'GET', headers });
    return { status: res.status, body: await res.json().catch(() => undefined) as T };
  }, { path, method: options.method, asSwitched: options.asSwitched ?? false });
}
