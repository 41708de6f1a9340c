import { availableParallelism } from 'node:os';
import { defineConfig } from 'vitest/config';
import react from '@vitejs/plugin-react';
import { formValidatorsPlugin } from './scripts/formValidatorsPlugin.js';
import { iconCopiesPlugin } from './scripts/iconCopiesPlugin.js';
import DurationSequencer from './tests/durationSequencer.js';

// Three projects, selected with `vitest run --project <name>`:
//   unit – fast tests; node by default, jsdom per file via `// @vitest-environment jsdom`
//   api  – HTTP/API tests against PGlite (default) or PostgreSQL (DATABASE_URL + TEST_DB=postgres)
//   e2e  – browser tests (playwright-core + system Chromium) against the built app
export default defineConfig({
  plugins: [react(), formValidatorsPlugin(), iconCopiesPlugin()],
  test: {
    // The longest files first (tests/file-durations.json on a fresh clone): the run ends with short files on both workers.
    sequence: { sequencer: DurationSequencer },
    projects: [
      {
        extends: true,
        test: {
          name: 'unit',
          include: ['tests/unit/**/*.test.{ts,tsx}'],
          // Every core: Vitest's default leaves one free, which on a two-core CI machine runs the files one at a time.
          maxWorkers: availableParallelism(),
          // The files of a worker share one module graph (each still gets its own environment): importing React, antd
          // and the generated model again for each of ~100 files took a third of the step (284 s → 182 s on 2 cores).
          isolate: false,
          environment: 'node',
          setupFiles: ['tests/unit/web/setup.ts'],
          // Several tests load and check the whole model (~5 s on a busy 2-core machine): a bound, not a speed target.
          testTimeout: 20_000,
          // Refine ships ESM that Node cannot load directly under jsdom tests.
          server: { deps: { inline: [/@refinedev\//] } },
        },
      },
      {
        extends: true,
        test: {
          name: 'api',
          include: ['tests/api/**/*.test.ts'],
          // The demo company is migrated and seeded once per run; each file starts from a copy of it.
          globalSetup: ['tests/fixtures/databaseSetup.ts'],
          environment: 'node',
          // One file at a time unless API_WORKERS says how many (scripts/api-both.sh: the PostgreSQL run on two, each
          // file on its own copy of the template database; a PGlite copy lives in the worker's memory).
          fileParallelism: process.env.API_WORKERS !== undefined,
          maxWorkers: Number(process.env.API_WORKERS ?? 1),
          // The files share one module graph (each still starts its own app on its own copy of the database): loading
          // the server's modules again for each of the ~70 files took a third of the suite's time.
          isolate: false,
          testTimeout: 30_000,
          hookTimeout: 60_000,
        },
      },
      {
        extends: true,
        test: {
          name: 'e2e',
          include: ['tests/e2e/**/*.test.ts'],
          globalSetup: ['tests/fixtures/databaseSetup.ts'],
          environment: 'node',
          maxWorkers: 2,
          // The files of a worker share one module graph (each still starts its own server and browser): playwright-core
          // and the server's seed modules were imported again for each journey file, ~3 s of a busy machine each.
          isolate: false,
          // expect.poll waits on the page the way a Playwright step does (tests/e2e/browser.ts E2E_WAIT_MS), not for
          // Vitest's 1 s default: a page that renders late on a busy machine is not a failure.
          expect: { poll: { timeout: 60_000, interval: 100 } },
          // A journey is bound by its steps (E2E_WAIT_MS each); the whole of one, about 100 s for the longest on a
          // 2-core machine running two at once, may take twice that on a machine twice as slow.
          testTimeout: 300_000,
          hookTimeout: 180_000,
        },
      },
    ],
  },
});
