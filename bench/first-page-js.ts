import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { parseArgs } from 'node:util';
import { chromium, type BrowserContext, type Page, type Request } from 'playwright-core';
import { DEMO_PASSWORD } from '../src/server/seed/seed.js';
import { killHard, startServerProcess } from '../tests/fixtures/serverProcess.js';

/**
 * What a phone downloads for the log-in page and for a guardian's first signed-in page (issue 9: at most 250 KB of
 * JavaScript for the latter), against the built web app served by a real server process on a fresh embedded database
 * with the demo data, in Debian's Chromium on a phone viewport. Build first, then:
 *   npm run --silent build && npm run bench:first-page [-- --user guardian5]
 * Each load is listed file by file (transferred bytes: body as served, compressed, without headers):
 * 1. the log-in page, empty cache;
 * 2. signing in there: what the app fetches between the click and the first page standing still (the log-in page's
 *    files are in memory already, so this is what the first page adds);
 * 3. for a guardian (or teacher), whose first page is /choose-user: choosing the first child, what the page it
 *    forwards to (the notice list) adds;
 * 4. each of those pages opened cold: a new browser profile with the session cookie and local storage, empty cache,
 *    the page's URL (a phone that signed in before and opens the portal again with an empty cache: the target's case).
 */

const { values } = parseArgs({
  options: {
    user: { type: 'string', default: 'guardian5' },
    width: { type: 'string', default: '390' },
    height: { type: 'string', default: '844' },
    verbose: { type: 'boolean', default: false },
  },
});

interface Transfer { url: string; type: 'js' | 'css' | 'html' | 'api' | 'other'; bytes: number; encoding: string }

function kindOf(request: Request, contentType: string): Transfer['type'] {
  const path = new URL(request.url()).pathname;
  if (path.startsWith('/api/')) return 'api';
  if (/javascript/.test(contentType) || path.endsWith('.js')) return 'js';
  if (/text\/css/.test(contentType) || path.endsWith('.css')) return 'css';
  if (/text\/html/.test(contentType)) return 'html';
  return 'other';
}

/** Records every finished response of the context from now on, until the returned function is called. */
function record(context: BrowserContext): () => Promise<Transfer[]> {
  const pending: Array<Promise<Transfer | undefined>> = [];
  const onFinished = (request: Request) => {
    pending.push((async () => {
      const response = await request.response();
      if (!response) return undefined;
      const sizes = await request.sizes();
      const headers = await response.allHeaders();
      // A file answered from the memory or disk cache costs nothing on the wire (Chromium reports -1 or 0).
      const bytes = response.fromServiceWorker() ? 0 : Math.max(0, sizes.responseBodySize);
      return { url: request.url(), type: kindOf(request, headers['content-type'] ?? ''), bytes, encoding: headers['content-encoding'] ?? 'identity' };
    })().catch(() => undefined));
  };
  context.on('requestfinished', onFinished);
  return async () => {
    context.off('requestfinished', onFinished);
    return (await Promise.all(pending)).filter((t): t is Transfer => t !== undefined);
  };
}

/** Waits for the signed-in layout (its header; the log-in page has none) and the page's title in it. */
async function signedInPage(page: Page): Promise<void> {
  await page.locator('header').first().waitFor();
  await page.locator('main h1').first().waitFor();
}

/** Waits until the page has fetched nothing for a while (the 30-second poll does not count as busy). */
async function settle(page: Page): Promise<void> {
  await page.waitForLoadState('networkidle');
  // Lazy chunks a component asks for once it renders: let React render and go idle again.
  await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))));
  await page.waitForLoadState('networkidle');
}

const kb = (bytes: number) => (bytes / 1000).toFixed(1);

function table(title: string, transfers: Transfer[]): { js: number; css: number; total: number } {
  const sum = (type?: Transfer['type']) => transfers.filter((t) => !type || t.type === type).reduce((s, t) => s + t.bytes, 0);
  const totals = { js: sum('js'), css: sum('css'), total: sum() };
  console.log(`\n## ${title}\n`);
  console.log('| file | type | encoding | KB |');
  console.log('|---|---|---|---|');
  for (const t of [...transfers].sort((a, b) => b.bytes - a.bytes)) {
    if (t.bytes === 0 && !values.verbose) continue;
    const url = new URL(t.url);
    console.log(`| ${url.pathname.replace(/^\/communication\/assets\//, '')}${url.search} | ${t.type} | ${t.encoding} | ${kb(t.bytes)} |`);
  }
  console.log(`| **JavaScript** | | | **${kb(totals.js)}** (${transfers.filter((t) => t.type === 'js' && t.bytes > 0).length} files) |`);
  console.log(`| CSS | | | ${kb(totals.css)} |`);
  console.log(`| all (with HTML and API answers) | | | ${kb(totals.total)} |`);
  return totals;
}

const dataDir = mkdtempSync(join(tmpdir(), 'portal-first-page-'));
const server = await startServerProcess({ DATA_DIR: dataDir, JWT_SECRET: 'first-page-bench-secret-0123456789abcdef' });
const browser = await chromium.launch({
  executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
  args: ['--headless=new', '--no-sandbox', '--disable-gpu', '--disable-dev-shm-usage', '--disable-background-networking',
    '--disable-component-update', '--disable-sync', '--no-first-run', '--disable-quic'],
});
const phone = {
  viewport: { width: Number(values.width), height: Number(values.height) }, deviceScaleFactor: 3, isMobile: true, hasTouch: true,
  locale: 'ja-JP', timezoneId: 'Asia/Tokyo',
};
const base = `${server.url}/communication`;
const summary: Array<[string, { js: number; css: number; total: number }]> = [];
try {
  const context = await browser.newContext(phone);
  const page = await context.newPage();

  let stop = record(context);
  await page.goto(`${base}/login`);
  await page.getByLabel('ログインID').waitFor();
  await settle(page);
  summary.push(['log-in page (empty cache)', table('Log-in page, empty cache', await stop())]);

  stop = record(context);
  await page.getByLabel('ログインID').fill(values.user);
  await page.getByLabel('パスワード').fill(DEMO_PASSWORD);
  await page.getByRole('button', { name: /ログイン/ }).click();
  await page.waitForURL((u) => !u.pathname.endsWith('/login') && u.pathname.replace(/\/$/, '') !== '/communication');
  await signedInPage(page);
  await settle(page);
  const firstPage = new URL(page.url());
  summary.push([`signing in → ${firstPage.pathname} (added)`, table(`Signing in as ${values.user}: what ${firstPage.pathname} adds to the log-in page`, await stop())]);

  // A guardian or teacher starts on /choose-user: choosing a child forwards to the page they read (the notice list).
  const pages = [firstPage];
  if (firstPage.pathname.endsWith('/choose-user')) {
    stop = record(context);
    await page.locator('.card-choice').first().click();
    await page.getByRole('button', { name: /切り替える/ }).click();
    await page.waitForURL((u) => !u.pathname.endsWith('/choose-user'));
    await signedInPage(page);
    await settle(page);
    const next = new URL(page.url());
    pages.push(next);
    summary.push([`choosing a child → ${next.pathname} (added)`, table(`Choosing a child: what ${next.pathname} adds`, await stop())]);
  }

  // Each page in a new profile: the session cookie and local storage (the chosen child), nothing cached.
  const state = await context.storageState();
  await context.close();
  for (const target of pages) {
    const cold = await browser.newContext({ ...phone, storageState: state });
    const coldPage = await cold.newPage();
    stop = record(cold);
    await coldPage.goto(target.href);
    await signedInPage(coldPage);
    await settle(coldPage);
    if (new URL(coldPage.url()).pathname !== target.pathname) throw new Error(`the cold load ended on ${coldPage.url()}, not ${target.href}`);
    summary.push([`${target.pathname} opened cold (signed in)`, table(`${target.pathname} opened cold: signed in, empty cache`, await stop())]);
    await cold.close();
  }
} finally {
  await browser.close();
  await killHard(server);
  rmSync(dataDir, { recursive: true, force: true });
}

console.log(`\n## Summary (${values.user}, ${values.width}×${values.height} phone; KB = 1,000 bytes as transferred)\n`);
console.log('| load | JS KB | CSS KB | all KB |');
console.log('|---|---|---|---|');
for (const [name, t] of summary) console.log(`| ${name} | ${kb(t.js)} | ${kb(t.css)} | ${kb(t.total)} |`);
const firstCold = summary.find(([name]) => name.endsWith('opened cold (signed in)'))!;
console.log(`\n${values.user}'s first page opened cold (${firstCold[0].split(' ')[0]}): ${kb(firstCold[1].js)} KB of JavaScript (target ≤ 250 KB: ${firstCold[1].js <= 250_000 ? 'met' : 'missed'}).`);
