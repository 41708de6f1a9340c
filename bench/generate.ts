/**
 * `npm run bench:generate [-- --runs 3 --keep]`: the time of a full regeneration, at today's model and at twice its
 * size (bench/doubleModel.ts), in throw-away copies of the project, each run a fresh process as `npm run generate`
 * starts one. Scenarios: a fresh clone (no cached results, `--no-cache`), a check with nothing changed, and a
 * regeneration after one entity gained a field (a new migration; the other files' results cached). Prints wall and CPU
 * time (median of the runs); on a shared machine compare rows of one run, and trust CPU time more than wall time.
 */
import { spawnSync } from 'node:child_process';
import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { doubleModel } from './doubleModel.js';

const ROOT = join(import.meta.dirname, '..');
const runs = Number(process.argv[process.argv.indexOf('--runs') + 1] ?? 3) || 3;
const keep = process.argv.includes('--keep');

/** What a project copy needs to generate and to be checked: the model, the committed outputs and the dirs it resolves names in. */
const COPIED = ['model', 'db/migrations', 'src/web/screens', 'src/server/handlers', 'src/generated', 'stories/generated', 'openapi.yaml'];

function copyProject(): string {
  const root = mkdtempSync(join(tmpdir(), 'portal-bench-generate-'));
  for (const path of COPIED) cpSync(join(ROOT, path), join(root, path), { recursive: true });
  return root;
}

interface Run { wallMs: number; cpuMs: number; phases: Record<string, number> }

/** One `generator/cli.ts` process over `root`; its own report of phases and CPU time. */
function generate(root: string, args: string[], cacheDir: string): Run {
  const start = performance.now();
  const child = spawnSync(process.execPath, ['--import', 'tsx', join(ROOT, 'generator/cli.ts'), `--root=${root}`, '--timings', ...args], {
    cwd: ROOT, encoding: 'utf8', env: { ...process.env, GENERATOR_CACHE_DIR: cacheDir },
  });
  const wallMs = performance.now() - start;
  if (child.status !== 0 && !(args.includes('--check') && child.status === 1)) throw new Error(`generate failed: ${child.stderr}${child.stdout}`);
  // --timings prints each phase's wall and CPU time, then the process's CPU time.
  const phases: Record<string, number> = {};
  let cpuMs = Number.NaN;
  for (const line of child.stdout.split('\n')) {
    const phase = /^(.+?)\s{2,}(\d+) ms\s+\d+ ms$/.exec(line);
    if (phase) phases[phase[1]!] = Number(phase[2]);
    const cpu = /^cpu \(user \+ system\)\s+(\d+) ms$/.exec(line);
    if (cpu) cpuMs = Number(cpu[1]);
  }
  return { wallMs, cpuMs, phases };
}

const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)]!;

/** Adds a text field to the tag entity, as a product owner's change would (a new migration, every output touched). */
function editTag(root: string, n: number): void {
  const path = join(root, 'model/entities/tag.yaml');
  const text = readFileSync(path, 'utf8');
  writeFileSync(path, text.replace('    name: { type: string, label: タグ名, required: true, maxLength: 50 }',
    `    name: { type: string, label: タグ名, required: true, maxLength: 50 }\n    note${n}: { type: string, label: メモ${n}, maxLength: 20 }`));
}

interface Row { size: string; scenario: string; wall: number; cpu: number; slowest: string }

function measure(size: string, root: string): Row[] {
  const cacheDir = join(root, '.tmp-cache');
  // A first run writes what the copy's model produces (the doubled model's migration) and fills the cache.
  generate(root, [], cacheDir);
  const rows: Row[] = [];
  const scenario = (name: string, run: (i: number) => Run) => {
    const results = Array.from({ length: runs }, (_, i) => run(i));
    const last = results[results.length - 1]!;
    const slowest = Object.entries(last.phases)
      .sort(([, a], [, b]) => b - a).slice(0, 3).map(([p, ms]) => `${p} ${ms}`).join(', ');
    rows.push({ size, scenario: name, wall: median(results.map((r) => r.wallMs)), cpu: median(results.map((r) => r.cpuMs)), slowest });
  };
  scenario('fresh clone: check, nothing cached', () => generate(root, ['--check', '--no-cache'], cacheDir));
  scenario('check, nothing changed', () => generate(root, ['--check'], cacheDir));
  scenario('generate after a field is added', (i) => {
    editTag(root, i);
    return generate(root, [], cacheDir);
  });
  scenario('the same, openapi-typescript on the main thread', (i) => {
    editTag(root, runs + i);
    return generate(root, ['--one-thread'], cacheDir);
  });
  return rows;
}

const today = copyProject();
const doubled = copyProject();
const size = doubleModel(doubled);
try {
  const rows = [...measure('today', today), ...measure(`doubled (${size.entities * 2} entities)`, doubled)];
  console.log(`\nnpm run bench:generate, ${runs} runs each (median), ${new Date().toISOString().slice(0, 10)}\n`);
  console.log('| model | scenario | wall ms | CPU ms | slowest phases (ms, last run) |');
  console.log('| --- | --- | ---: | ---: | --- |');
  for (const r of rows) console.log(`| ${r.size} | ${r.scenario} | ${r.wall.toFixed(0)} | ${r.cpu.toFixed(0)} | ${r.slowest} |`);
} finally {
  if (keep) console.log(`kept: ${today} ${doubled}`);
  else for (const root of [today, doubled]) rmSync(root, { recursive: true, force: true });
}
