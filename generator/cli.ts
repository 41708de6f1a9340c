import { resolve } from 'node:path';
import { generate } from './generate.js';
import { ModelError } from './model/errors.js';

/** `npm run generate` writes every generated file; `npm run generate:check` fails when any differs. */
async function main(): Promise<number> {
  const isCheck = process.argv.includes('--check');
  const rootArg = process.argv.find((a) => a.startsWith('--root='));
  const root = resolve(rootArg ? rootArg.slice('--root='.length) : process.cwd());
  try {
    const { changed, stale } = await generate({ root, isCheck });
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
