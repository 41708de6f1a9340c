import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { parseArgs } from 'node:util';
import { killHard, startServerProcess } from '../tests/fixtures/serverProcess.js';

/**
 * Lighthouse 12 (performance only) on the log-in page with Debian's Chromium, desktop and mobile presets, against the
 * built web app served by a real server process on a fresh embedded database (issue 9; issue 17 item 11: mobile ≥ 90
 * on a busy 2-core machine). Build first, then:
 *   npm install --no-save lighthouse@12.8.2 && npm run --silent build && npm run bench:lighthouse -- --runs 3
 * Options: --runs N; --path /communication/…; --presets desktop,mobile; --throttling simulate,devtools (simulate:
 * Lighthouse's default, the load observed unthrottled and its timings simulated on a slow phone, 4× CPU for mobile;
 * devtools: the CPU really slowed 4× and the network really throttled while the page loads, which on a busy machine
 * adds the machine's own slowness on top). Prints every run (score, FCP, LCP, Speed Index, TBT, time to interactive,
 * main-thread and script time, bytes, the LCP element) and the medians per preset and throttling.
 */
/**
 * Lighthouse is not a dependency of the project: one of its packages pins another to `latest`, so a lock file with it
 * breaks `npm ci` whenever that package publishes. Install it for a bench run only:
 *   npm install --no-save lighthouse@12.8.2
 */
interface Audit { numericValue?: number; details?: unknown; errorMessage?: string }
interface LighthouseResult {
  lhr: {
    runtimeError?: { code: string; message: string };
    runWarnings: string[];
    categories: Record<string, { score: number | null } | undefined>;
    audits: Record<string, Audit | undefined>;
  };
}
type LighthouseRun = (url: string, flags: Record<string, unknown>, config?: unknown) => Promise<LighthouseResult | undefined>;
const load = async (name: string): Promise<Record<string, unknown>> => import(name).catch(() => {
  console.error(`${name} is not installed: run \`npm install --no-save lighthouse@12.8.2\` first (see bench/README.md).`);
  process.exit(1);
});
const lighthouseModule = await load('lighthouse');
const lighthouse = lighthouseModule.default as LighthouseRun;
const desktopConfig = lighthouseModule.desktopConfig;
const chromeLauncher = await load('chrome-launcher') as {
  launch(options: { chromePath: string; chromeFlags: string[] }): Promise<{ port: number; kill(): Promise<void> | void }>;
};

const { values } = parseArgs({
  options: {
    runs: { type: 'string', default: '3' },
    path: { type: 'string', default: '/communication/login' },
    presets: { type: 'string', default: 'desktop,mobile' },
    throttling: { type: 'string', default: 'simulate' },
  },
});
const presets = values.presets.split(',') as Array<'desktop' | 'mobile'>;
const methods = values.throttling.split(',') as Array<'simulate' | 'devtools'>;
for (const m of methods) if (m !== 'simulate' && m !== 'devtools') throw new Error(`--throttling: simulate or devtools, not ${m}`);

const dataDir = mkdtempSync(join(tmpdir(), 'portal-lighthouse-'));
const server = await startServerProcess({ DATA_DIR: dataDir, JWT_SECRET: 'lighthouse-bench-secret-0123456789abcdef' });
const chrome = await chromeLauncher.launch({
  chromePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
  chromeFlags: ['--headless=new', '--no-sandbox', '--disable-gpu', '--disable-dev-shm-usage'],
});

interface Row {
  preset: string; method: string; score: number; fcpMs: number; lcpMs: number; siMs: number; tbtMs: number; ttiMs: number;
  mainThreadMs: number; scriptMs: number; totalKiB: number; scriptKiB: number;
}
const rows: Row[] = [];

/** The LCP element as Lighthouse names it (the splash's title or the page's own content). */
function lcpElement(audit: Audit | undefined): string {
  const tables = (audit?.details as { items?: Array<{ items?: Array<{ node?: { nodeLabel?: string; selector?: string } }> }> } | undefined)?.items;
  const node = tables?.[0]?.items?.[0]?.node;
  return node ? `${node.selector ?? '?'} "${(node.nodeLabel ?? '').slice(0, 30)}"` : '?';
}

try {
  for (const method of methods) {
    for (const preset of presets) {
      for (let run = 0; run < Number(values.runs); run += 1) {
        const result = await lighthouse(`${server.url}${values.path}`, {
          port: chrome.port, onlyCategories: ['performance'], logLevel: 'error', output: 'json', throttlingMethod: method,
        }, preset === 'desktop' ? desktopConfig : undefined);
        const lhr = result!.lhr;
        const label = `${preset} ${method} run ${run + 1}`;
        if (lhr.runtimeError) {
          // A run Lighthouse could not record (NO_NAVSTART, …) is reported and left out of the medians.
          console.log(`${label}: Lighthouse could not measure: ${lhr.runtimeError.code} ${lhr.runtimeError.message}`);
          continue;
        }
        for (const warning of lhr.runWarnings) console.log(`  warning: ${warning}`);
        if (lhr.categories.performance?.score === null || lhr.categories.performance?.score === undefined) {
          // A metric Lighthouse could not compute (no quiet window for time to interactive, …) leaves the score empty:
          // reported and left out of the medians, not counted as 0.
          const failed = Object.entries(lhr.audits).filter(([, a]) => a?.errorMessage).map(([id, a]) => `${id}: ${a!.errorMessage}`);
          console.log(`${label}: no score: ${failed.join('; ') || 'unknown'}`);
          continue;
        }
        const items = (lhr.audits['resource-summary']?.details as { items?: Array<{ resourceType: string; transferSize: number }> } | undefined)?.items ?? [];
        const size = (type: string) => Math.round((items.find((i) => i.resourceType === type)?.transferSize ?? 0) / 1024);
        const ms = (id: string) => Math.round(lhr.audits[id]?.numericValue ?? 0);
        const row: Row = {
          preset, method, score: Math.round((lhr.categories.performance?.score ?? 0) * 100),
          fcpMs: ms('first-contentful-paint'), lcpMs: ms('largest-contentful-paint'), siMs: ms('speed-index'), tbtMs: ms('total-blocking-time'),
          ttiMs: ms('interactive'), mainThreadMs: ms('mainthread-work-breakdown'), scriptMs: ms('bootup-time'),
          totalKiB: size('total'), scriptKiB: size('script'),
        };
        rows.push(row);
        console.log(`${label}: score ${row.score}, FCP ${row.fcpMs} ms, LCP ${row.lcpMs} ms, SI ${row.siMs} ms, TBT ${row.tbtMs} ms, TTI ${row.ttiMs} ms, `
          + `main thread ${row.mainThreadMs} ms (script ${row.scriptMs} ms), ${row.totalKiB} KiB (JS ${row.scriptKiB} KiB), LCP element ${lcpElement(lhr.audits['largest-contentful-paint-element'])}`);
      }
    }
  }
} finally {
  await chrome.kill();
  await killHard(server);
  rmSync(dataDir, { recursive: true, force: true });
}

const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)]!;
console.log(`\n| ${values.path} | performance | FCP ms | LCP ms | SI ms | TBT ms | TTI ms | main thread ms | transferred KiB | JS KiB |`);
console.log('|---|---|---|---|---|---|---|---|---|---|');
for (const method of methods) {
  for (const preset of presets) {
    const of = rows.filter((r) => r.preset === preset && r.method === method);
    if (of.length === 0) continue;
    const m = (pick: (r: Row) => number) => median(of.map(pick));
    console.log(`| ${preset}, ${method} (median of ${of.length}; scores ${of.map((r) => r.score).join(', ')}) | ${m((r) => r.score)} | ${m((r) => r.fcpMs)} | ${m((r) => r.lcpMs)} | `
      + `${m((r) => r.siMs)} | ${m((r) => r.tbtMs)} | ${m((r) => r.ttiMs)} | ${m((r) => r.mainThreadMs)} | ${m((r) => r.totalKiB)} | ${m((r) => r.scriptKiB)} |`);
  }
}
