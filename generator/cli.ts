import { resolve } from 'node:path';
import { performance } from 'node:perf_hooks';
import { generate } from './generate.js';
import { ModelError } from './model/errors.js';

/**
 * `npm run generate` writes every generated file; `npm run generate:check` fails when any differs.
 * Options: --root=<dir> (another project copy), --no-cache (run every step, keep no results), --timings (time per phase),
 * --one-thread (openapi-typescript on the main thread, to measure what its own thread saves).
 * GENERATOR_CACHE_DIR: another folder for the result cache (bench/generate.ts).
 */
async function main(): Promise<number> {
  const isCheck = process.argv.includes('--check');
  const rootArg = process.argv.find((a) => a.startsWith('--root='));
  const root = resolve(rootArg ? rootArg.slice('--root='.length) : process.cwd());
  const timings: Array<[string, { wallMs: number; cpuMs: number }]> = [];
  try {
    const { changed, stale } = await generate({
      root, isCheck, cacheDir: process.argv.includes('--no-cache') ? false : process.env.GENERATOR_CACHE_DIR, onPhase: (phase, time) => timings.push([phase, time]), isThreaded: !process.argv.includes('--one-thread'),
    });
    if (process.argv.includes('--timings')) {
      console.log(`${'phase'.padEnd(30)} ${'wall'.padStart(6)}    ${'cpu'.padStart(6)}`);
      for (const [phase, { wallMs, cpuMs }] of timings) console.log(`${phase.padEnd(30)} ${wallMs.toFixed(0).padStart(6)} ms ${cpuMs.toFixed(0).padStart(6)} ms`);
      console.log(`${'process (since start)'.padEnd(30)} ${performance.now().toFixed(0).padStart(6)} ms`);
      const cpu = process.cpuUsage();
      console.log(`${'cpu (user + system)'.padEnd(30)} ${((cpu.user + cpu.system) / 1000).toFixed(0).padStart(6)} ms`);
    }
    if (isCheck) {
      if (changed.length || stale.length) {
        console.error('Generated files differ from model/ (run `npm run generate` and commit):');
        for (const f of changed) console.error(`  changed: ${f}`);
        for (const f of stale) console.error(`  stale:   ${f}`);
        return 1;
      }
      console.log('generate:check: generated files match model/.');
      return 0;
    }
    for (const f of changed) console.log(`wrote ${f}`);
    for (const f of stale) console.log(`removed ${f}`);
    console.log(changed.length || stale.length ? `${changed.length} written, ${stale.length} removed.` : 'Up to date.');
    return 0;
  } catch (err) {
    if (err instanceof ModelError) {
      console.error('The model is invalid:');
      console.error(err.message);
      return 2;
    }
    throw err;
  }
}

process.exitCode = await main();
