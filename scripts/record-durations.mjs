#!/usr/bin/env node
// Writes tests/file-durations.json from the JSON reports of the last `npm test` (.tmp/test-reports/*.json): how long
// each test file took, in whole seconds, keyed "<project>:<path>". tests/durationSequencer.ts starts the longest files
// first with it on a fresh clone, where Vitest has no cache of its own. Refresh it when files were added or grew:
//   npm test && node scripts/record-durations.mjs
import { readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join, relative } from 'node:path';

const root = join(import.meta.dirname, '..');
const reports = join(root, '.tmp/test-reports');
const projectOf = (report) => report.replace(/\.json$/, '').replace(/-(pglite|postgres)$/, '');
const durations = {};
for (const report of readdirSync(reports).filter((f) => f.endsWith('.json')).sort()) {
  const { testResults } = JSON.parse(readFileSync(join(reports, report), 'utf8'));
  for (const file of testResults) {
    const key = `${projectOf(report)}:${relative(root, file.name)}`;
    const seconds = Math.max(1, Math.round((file.endTime - file.startTime) / 1000));
    // The API suite runs once per database: the longer of the two runs.
    durations[key] = Math.max(durations[key] ?? 0, seconds);
  }
}
// A project without a report in this run (one step run alone) keeps its recorded durations.
const reported = new Set(Object.keys(durations).map((key) => key.split(':')[0]));
const recorded = JSON.parse(readFileSync(join(root, 'tests/file-durations.json'), 'utf8'));
for (const [key, seconds] of Object.entries(recorded)) if (!reported.has(key.split(':')[0])) durations[key] = seconds;
const sorted = Object.fromEntries(Object.entries(durations).sort(([a], [b]) => a.localeCompare(b)));
writeFileSync(join(root, 'tests/file-durations.json'), `${JSON.stringify(sorted, null, 2)}\n`);
console.log(`tests/file-durations.json: ${Object.keys(sorted).length} files`);
