import { mkdirSync, rmSync } from 'node:fs';
import { join } from 'node:path';
import { chromium, type Browser, type BrowserContext, type Page } from 'playwright-core';
import { onTestFailed } from 'vitest';
import { DEMO_PASSWORD } from '../../src/server/seed/seed.js';
import { freshDataDir } from '../fixtures/databaseTemplate.js';
import { killHard, startServerProcess } from '../fixtures/serverProcess.js';

/** Where journeys save their screenshots (looked at by people, not compared). */
export const SCREENSHOT_DIR = join(import.meta.dirname, '../../test-results/screenshots');

/** The portal on a fresh embedded database and Debian's Chromium driving it. */
export interface Portal {
  url: string;
  browser: Browser;
  newPage(options?: { width?: number; height?: number }): Promise<{ page: Page; context: BrowserContext }>;
  /**
   * Signs `page` in as `username` the way a returning user is (the session cookies of a log-in through the API), then
   * opens `path` (a route of the app, `/notice/manage`), or "/", which forwards to the start page: for journeys that
   * start signed in. A journey that starts on a screen names it here rather than opening it after the start page:
   * every full load of the app costs about two seconds of a busy machine.
   */
  logIn(page: Page, username: string, path?: string): Promise<void>;
  /** Signs in through the log-in page's form (the journeys about signing in); then as logIn. */
  logInWithForm(page: Page, username: string): Promise<void>;
  screenshot(page: Page, name: string): Promise<void>;
  /** Content-Security-Policy violations recorded so far in a context of this portal (all contexts without one). */
  cspViolations(context?: BrowserContext): CspViolation[];
  /** What the server wrote so far (its errors: a failed job shows nowhere else), for a failing step's message. */
  serverOutput(): string;
  /** Closes the contexts still open and the server (the browser stays for the worker's next file); throws listing the CSP violations that no context.close() reported yet. */
  close(): Promise<void>;
}

/** A Content-Security-Policy violation seen in a page: from its securitypolicyviolation event or Chromium's console. */
export interface CspViolation {
  url: string;
  /** The directive that refused it (style-src-elem, script-src, …), or "console" for a console report. */
  directive: string;
  /** What was refused: a URL, "inline" or "eval"; for a console report, its text. */
  blocked: string;
  /** The first characters of the refused inline code, when the policy asks for them. */
  sample?: string;
}

/**
 * Whether journeys photograph the screens they pass (for people to look at, never compared): yes unless
 * E2E_SCREENSHOTS=0 (~190 full-page shots, about a minute of a CI run). Kept on CI too: a shot's pause has hidden
 * races in journeys (a popup clicked while the previous one was still closing) that a run without them exposed one at
 * a time; with E2E_SCREENSHOTS=0 they show. A failing step's page is photographed either way (describeOnFailure).
 */
const TAKES_SCREENSHOTS = process.env.E2E_SCREENSHOTS !== '0';

/** How long a journey's step waits for the page (a locator, a navigation) before failing. */
export const E2E_WAIT_MS = 60_000;

/** Waits until the page is past the log-in page and past "/", which forwards to the start page. */
async function pastStartRedirect(page: Page): Promise<void> {
  await page.waitForURL((u) => !u.pathname.endsWith('/login') && u.pathname.replace(/\/$/, '') !== '/communication');
}

/** The binding the init script reports violations to. */
const CSP_BINDING = '__portalCspViolation';

/**
 * Runs in every document of a journey before its own scripts: reports each securitypolicyviolation event (inline
 * script or style refused, a source outside the policy, eval) to the test.
 */
function cspListener(binding: string): void {
  document.addEventListener('securitypolicyviolation', (event) => {
    const report = (window as unknown as Record<string, ((v: unknown) => void) | undefined>)[binding];
    report?.({ url: document.location.href, directive: event.effectiveDirective || event.violatedDirective, blocked: event.blockedURI, sample: event.sample || undefined });
  }, true);
}

/** The error a journey fails with when its pages ran into the Content-Security-Policy. */
export function cspViolationError(violations: readonly CspViolation[]): Error {
  const lines = violations.map((v) => `  ${v.directive}: ${v.blocked}${v.sample ? ` (${v.sample})` : ''} on ${v.url}`);
  return new Error(`Content-Security-Policy violations (fix the app, not the policy):\n${lines.join('\n')}`);
}

/**
 * The browser of the journeys: Debian's chromium-headless-shell (the same Blink and V8 as its chromium, without the
 * browser's window and UI), or CHROMIUM_PATH (a full chromium runs with --headless=new). The full browser in headless
 * mode gives every context a window whose omnibox popup is a WebUI page in a renderer of its own: on a 2-core machine 4
 * contexts opened in ~3.1 s, against ~1.0 s in the shell, and two journey files' tests took 141 s against 107 s.
 */
const E2E_CHROMIUM = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium-headless-shell';

/**
 * The whole page as one picture: the viewport made as tall as the page for the shot, its width kept. Playwright's
 * `fullPage` in the headless shell sometimes resized the window to 1 × 1 px for a moment (a probe: 2 of 15 shots), which
 * the app took for a phone: the side bar gave way to the drawer and came back with its groups closed, under a journey
 * that was using them from the keyboard.
 */
async function fullPageScreenshot(page: Page, path: string): Promise<void> {
  const viewport = page.viewportSize();
  if (!viewport) return void await page.screenshot({ path, fullPage: true });
  const height = await page.evaluate(() => document.documentElement.scrollHeight);
  if (height <= viewport.height) return void await page.screenshot({ path });
  await page.setViewportSize({ width: viewport.width, height });
  try {
    await page.screenshot({ path });
  } finally {
    await page.setViewportSize(viewport);
  }
}

/** The browser of this Vitest worker, while it runs. */
let workerBrowser: Promise<Browser> | undefined;

/**
 * The worker's browser, launched by the first journey file that asks: the files of a worker run one after another in
 * one process (`isolate: false`), each in contexts of its own (cookies, storage and cache apart), so a file no longer
 * pays a browser's start and stop (~0.8 s of CPU). A browser that crashed or was closed is launched again. Playwright
 * kills it when the worker exits.
 */
function browserOfWorker(): Promise<Browser> {
  if (workerBrowser) return workerBrowser;
  const launching = chromium.launch({
    executablePath: E2E_CHROMIUM,
    args: [...(E2E_CHROMIUM.endsWith('headless-shell') ? [] : ['--headless=new']), '--no-sandbox', '--disable-gpu', '--disable-dev-shm-usage', '--disable-background-networking',
      '--disable-component-update', '--disable-sync', '--no-first-run', '--disable-quic'],
  });
  workerBrowser = launching;
  const forget = () => { if (workerBrowser === launching) workerBrowser = undefined; };
  launching.then((browser) => browser.on('disconnected', forget), forget);
  return launching;
}

/** Starts the server (built web app, a PGlite data dir of its own holding the demo company, extra `env` settings) beside the worker's headless Chromium. */
export async function startPortal(options: { env?: Record<string, string> } = {}): Promise<Portal> {
  const dataDir = freshDataDir('portal-e2e-');
  // The server (most of it PGlite opening its data directory) and the browser (the first file's) start side by side.
  const [started, launched] = await Promise.allSettled([
    startServerProcess({ DATA_DIR: dataDir, JWT_SECRET: 'e2e-test-secret-0123456789abcdefghijkl', ...options.env }),
    browserOfWorker(),
  ]);
  // One of the two failed: the server is stopped, and the failure is the file's.
  if (started.status === 'rejected' || launched.status === 'rejected') {
    if (started.status === 'fulfilled') await killHard(started.value);
    throw started.status === 'rejected' ? started.reason : (launched as PromiseRejectedResult).reason;
  }
  const server = started.value;
  const browser = launched.value;
  mkdirSync(SCREENSHOT_DIR, { recursive: true });
  const base = `${server.url}/communication`;
  // Every context's violations; those a context.close() has thrown for are not thrown again by close().
  const violations = new Map<BrowserContext, CspViolation[]>();
  // The contexts of this file not closed yet, with Playwright's own close: close() closes them (the browser stays for
  // the worker's next file), their violations still unreported.
  const open = new Map<BrowserContext, () => Promise<void>>();
  const reported = new Set<BrowserContext>();
  return {
    url: base,
    browser,
    async newPage(options = {}) {
      const context = await browser.newContext({ viewport: { width: options.width ?? 1280, height: options.height ?? 800 }, locale: 'ja-JP', timezoneId: 'Asia/Tokyo', reducedMotion: 'reduce' });
      // Two journey files run at once on a two-core machine that may be busy with other work: a wait is bound by the
      // work (an upload, a publish, a first compile of a page's chunk), not by an idle machine. Playwright's 30 s
      // default has been reached there; a journey that is really stuck still fails, within the test's own bound.
      context.setDefaultTimeout(E2E_WAIT_MS);
      const seen: CspViolation[] = [];
      violations.set(context, seen);
      await context.exposeBinding(CSP_BINDING, (_source, violation: CspViolation) => { seen.push(violation); });
      await context.addInitScript(cspListener, CSP_BINDING);
      context.on('page', (page) => page.on('console', (message) => {
        if (message.type() === 'error' && message.text().includes('Content Security Policy')) seen.push({ url: page.url(), directive: 'console', blocked: message.text() });
      }));
      // The journey fails where it closes its context, naming what the policy refused.
      const closeContext = context.close.bind(context);
      open.set(context, () => closeContext());
      context.close = async (closeOptions) => {
        open.delete(context);
        await closeContext(closeOptions);
        reported.add(context);
        if (seen.length > 0) throw cspViolationError(seen);
      };
      const page = await context.newPage();
      describeOnFailure(page, () => server.output());
      return { page, context };
    },
    async logIn(page, username, path) {
      // What the log-in page stores (src/web/session/session.ts): token, role and expiry cookies for the whole host.
      // Each page of a journey has a context of its own, so one sign-in through the form per page loaded the log-in
      // page and then every chunk of the app a second time: about a tenth of the journeys' time.
      const res = await fetch(`${server.url}/api/v1/communication/login`, {
        method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ username, password: DEMO_PASSWORD }),
      });
      if (res.status !== 200) throw new Error(`log-in of ${username}: HTTP ${res.status} ${await res.text()}`);
      const session = await res.json() as { token: string; role: string; exp: number };
      const cookie = (name: string, value: string) => ({ name, value: encodeURIComponent(value), url: `${server.url}/`, expires: session.exp, sameSite: 'Lax' as const });
      await page.context().addCookies([cookie('token', session.token), cookie('role', session.role), cookie('token_exp', String(session.exp))]);
      if (path === undefined) {
        await page.goto(`${base}/`);
        await pastStartRedirect(page);
      } else {
        await page.goto(`${base}${path}`);
      }
    },
    async logInWithForm(page, username) {
      await page.goto(`${base}/login`);
      await page.getByLabel('ログインID').fill(username);
      await page.getByLabel('パスワード').fill(DEMO_PASSWORD);
      await page.getByRole('button', { name: /ログイン/ }).click();
      await pastStartRedirect(page);
    },
    async screenshot(page, name) {
      if (TAKES_SCREENSHOTS) await fullPageScreenshot(page, join(SCREENSHOT_DIR, `${name}.png`));
      // The shot resizes the page for a moment: let it lay out again before the journey types on (and wait the same
      // way without one).
      await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))));
    },
    serverOutput: () => server.output(),
    cspViolations(context) {
      return context ? [...(violations.get(context) ?? [])] : [...violations.values()].flat();
    },
    async close() {
      await Promise.allSettled([...open.values()].map((closeContext) => closeContext()));
      open.clear();
      await killHard(server);
      rmSync(dataDir, { recursive: true, force: true });
      const unreported = [...violations].filter(([context]) => !reported.has(context)).flatMap(([, seen]) => seen);
      if (unreported.length > 0) throw cspViolationError(unreported);
    },
  };
}

/** Where a failing step's page is photographed (tests/e2e/browser.ts describeOnFailure). */
export const FAILURE_DIR = join(import.meta.dirname, '../../test-results/failures');

/**
 * When the test that opened `page` fails, its message also says where the page was and what it showed, and the tail
 * of what the server wrote (a step that waits in vain on CI otherwise names only the locator it waited for); the page
 * is photographed to test-results/failures/. Pages opened outside a test (beforeAll) are not described.
 */
function describeOnFailure(page: Page, serverOutput: () => string): void {
  try {
    onTestFailed(async ({ task }) => {
      if (page.isClosed()) return;
      const name = task.name.replace(/[^\w-]+/g, '-').slice(0, 80);
      mkdirSync(FAILURE_DIR, { recursive: true });
      const shot = join(FAILURE_DIR, `${name}.png`);
      const text = await page.evaluate(() => document.body?.innerText ?? '').catch((e: Error) => `(unreadable: ${e.message})`);
      await page.screenshot({ path: shot, fullPage: true, timeout: 10_000 }).catch(() => undefined);
      const description = [
        `the page was at ${page.url()} (photographed to ${shot}); it showed:`,
        text.replace(/\n{2,}/g, '\n').slice(0, 1500),
        'the server wrote, last:',
        serverOutput().slice(-2000) || '(nothing)',
      ].join('\n');
      for (const error of task.result?.errors ?? []) error.message = `${error.message}\n${description}`;
      console.error(`${task.name}: ${description}`);
    });
  } catch {
    // Not inside a test.
  }
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
