import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { parseArgs } from 'node:util';
import { killHard, startServerProcess } from '../tests/fixtures/serverProcess.js';

/**
 * Lighthouse 12 (performance only) on the log-in page with Debian's Chromium, desktop and mobile presets, against the
 * built web app served by a real server process on a fresh embedded database (issue 9; goal: desktop ≥ 95, mobile
 * ≥ 80). Build first, then:
 *   npm install --no-save lighthouse@12.8.2 && npm run --silent build && npm run bench:lighthouse -- --runs 3
 * Prints each run and the median score, LCP, TBT and the bytes transferred (all, and JavaScript).
 */
/**
 * Lighthouse is not a dependency of the project: one of its packages pins another to `latest`, so a lock file with it
 * breaks `npm ci` whenever that package publishes. Install it for a bench run only:
 *   npm install --no-save lighthouse@12.8.2
 */
interface LighthouseResult {
  lhr: {
    runtimeError?: { code: string; message: string };
    runWarnings: string[];
    categories: Record<string, { score: number | null } | undefined>;
    audits: Record<string, { numericValue?: number; details?: unknown } | undefined>;
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

const { values } = parseArgs({ options: { runs: { type: 'string', default: '3' }, path: { type: 'string', default: '/communication/login' } } });
const dataDir = mkdtempSync(join(tmpdir(), 'portal-lighthouse-'));
const server = await startServerProcess({ DATA_DIR: dataDir, JWT_SECRET: 'lighthouse-bench-secret-0123456789abcdef' });
const chrome = await chromeLauncher.launch({
  chromePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
  chromeFlags: ['--headless=new', '--no-sandbox', '--disable-gpu', '--disable-dev-shm-usage'],
});

interface Row { preset: string; score: number; lcpMs: number; tbtMs: number; totalKiB: number; scriptKiB: number }
const rows: Row[] = [];
try {
  for (const preset of ['desktop', 'mobile'] as const) {
    for (let run = 0; run < Number(values.runs); run += 1) {
      const result = await lighthouse(`${server.url}${values.path}`, { port: chrome.port, onlyCategories: ['performance'], logLevel: 'error', output: 'json' },
        preset === 'desktop' ? desktopConfig : undefined);
      const lhr = result!.lhr;
      if (lhr.runtimeError) {
        // A run Lighthouse could not record (NO_NAVSTART, …) is reported and left out of the medians.
        console.log(`${preset} run ${run + 1}: Lighthouse could not measure: ${lhr.runtimeError.code} ${lhr.runtimeError.message}`);
        continue;
      }
      for (const warning of lhr.runWarnings) console.log(`  warning: ${warning}`);
      const items = (lhr.audits['resource-summary']?.details as { items?: Array<{ resourceType: string; transferSize: number }> } | undefined)?.items ?? [];
      const size = (type: string) => Math.round((items.find((i) => i.resourceType === type)?.transferSize ?? 0) / 1024);
      const row = {
        preset, score: Math.round((lhr.categories.performance?.score ?? 0) * 100),
        lcpMs: Math.round(lhr.audits['largest-contentful-paint']?.numericValue ?? 0),
        tbtMs: Math.round(lhr.audits['total-blocking-time']?.numericValue ?? 0),
        totalKiB: size('total'), scriptKiB: size('script'),
      };
      rows.push(row);
      console.log(`${preset} run ${run + 1}: score ${row.score}, LCP ${row.lcpMs} ms, TBT ${row.tbtMs} ms, ${row.totalKiB} KiB (JS ${row.scriptKiB} KiB)`);
    }
  }
} finally {
  await chrome.kill();
  await killHard(server);
  rmSync(dataDir, { recursive: true, force: true });
}

const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)]!;
console.log(`\n| ${values.path} | performance | LCP ms | TBT ms | transferred KiB | JS KiB |`);
console.log('|---|---|---|---|---|---|');
for (const preset of ['desktop', 'mobile']) {
  const of = rows.filter((r) => r.preset === preset);
  console.log(`| ${preset} (median of ${of.length}) | ${median(of.map((r) => r.score))} | ${median(of.map((r) => r.lcpMs))} | ${median(of.map((r) => r.tbtMs))} | ${median(of.map((r) => r.totalKiB))} | ${median(of.map((r) => r.scriptKiB))} |`);
}
