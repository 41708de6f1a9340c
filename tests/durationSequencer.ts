import { readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { BaseSequencer, type TestSpecification } from 'vitest/node';

/** How long each test file took in a full run ("<project>:<path>" → seconds), written by scripts/record-durations.mjs. */
const RECORDED: Record<string, number> = JSON.parse(readFileSync(join(import.meta.dirname, 'file-durations.json'), 'utf8'));

/**
 * Starts the longest test files first, so that the last file a worker takes is a short one: Vitest does so from its
 * own cache of the last run, but a fresh clone (CI) has none and ran the files in glob order, the longest journey
 * (several minutes) last and alone. The order: the recorded duration (the same on every machine; Vitest's cache also
 * remembers runs of a single test), else Vitest's cached one, else first (a new file: how long it takes is unknown).
 */
export default class DurationSequencer extends BaseSequencer {
  override async sort(files: TestSpecification[]): Promise<TestSpecification[]> {
    const cache = this.ctx.cache;
    const seconds = (spec: TestSpecification): number => {
      const key = `${spec.project.name}:${relative(this.ctx.config.root, spec.moduleId)}`;
      const cached = cache.getFileTestResults(key)?.duration;
      return RECORDED[key] ?? (cached === undefined ? Number.POSITIVE_INFINITY : cached / 1000);
    };
    return [...files].sort((a, b) => {
      if (a.project.name !== b.project.name) return a.project.name < b.project.name ? -1 : 1;
      const [sa, sb] = [seconds(a), seconds(b)];
      return sa === sb ? 0 : sb > sa ? 1 : -1;
    });
  }
}
