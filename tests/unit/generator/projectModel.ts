import { cpSync, mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { basename, dirname, join } from 'node:path';
import { emitMigration } from '../../../generator/emit/migrations.js';
import type { OutputFile } from '../../../generator/emit/util.js';
import { buildOutputs, DEFAULT_CACHE_DIR } from '../../../generator/generate.js';
import { ModelError, type ModelIssue } from '../../../generator/model/errors.js';
import { loadModel } from '../../../generator/model/load.js';
import { modelFilesIn, type ModelFiles } from '../../../generator/model/read.js';
import type { Model } from '../../../generator/model/types.js';
import { openResultCache, type ResultCache } from '../../../generator/shared/resultCache.js';

/**
 * The project's model for the generator's tests, loaded without copying the project: the committed model once per test
 * worker, or the model with some files changed in memory (the others read from the project). Every load shares the
 * generator's result cache (node_modules/.cache/portal-generator), so a file the change leaves alone is not parsed again.
 */

export const ROOT = join(import.meta.dirname, '../../..');
const MODEL_DIR = join(ROOT, 'model');
const COMPONENT_DIR = join(ROOT, 'src/web/screens');
const HANDLER_DIR = join(ROOT, 'src/server/handlers');
const DOMAIN_DIR = join(ROOT, 'src/server/domains');

/** Changes to files of model/ (paths relative to it), made in memory. */
export interface ModelChanges {
  /** The text of a file as changed so far (undefined: none). */
  read(file: string): string | undefined;
  /** Rewrites a file through a function of its text (the file must exist). */
  edit(file: string, change: (text: string) => string): void;
  /** Adds or replaces a file. */
  write(file: string, text: string): void;
  /** Removes a file. */
  remove(file: string): void;
}

/** A change of the model, given the files to change. */
export type ModelChange = (model: ModelChanges) => void;

/** The model's files with `change` made: changed ones from memory, the others from the project. */
export function changedModelFiles(change?: ModelChange): ModelFiles {
  const disk = modelFilesIn(MODEL_DIR);
  const texts = new Map<string, string | undefined>();
  const read = (file: string) => (texts.has(file) ? texts.get(file) : disk.read(file));
  change?.({
    read,
    edit(file, rewrite) {
      const text = read(file);
      if (text === undefined) throw new Error(`model/${file} does not exist`);
      texts.set(file, rewrite(text));
    },
    write(file, text) { texts.set(file, text); },
    remove(file) { texts.set(file, undefined); },
  });
  return {
    read,
    list(dir) {
      const names = new Set(disk.list(dir));
      for (const [file, text] of texts) {
        if (dirname(file) !== dir || !file.endsWith('.yaml')) continue;
        if (text === undefined) names.delete(basename(file));
        else names.add(basename(file));
      }
      return [...names].sort();
    },
  };
}

/** The result cache every test load shares (one per worker, kept on disk across runs). */
function testCache(): ResultCache {
  const store = globalThis as { portalGeneratorTestCache?: ResultCache };
  store.portalGeneratorTestCache ??= openResultCache(DEFAULT_CACHE_DIR);
  return store.portalGeneratorTestCache;
}

/**
 * The committed model, loaded once per test worker (kept on globalThis, so that the test files a worker runs share it).
 * Shared: read it, never change it.
 */
export function projectModel(): Model {
  const store = globalThis as { portalProjectModel?: Model };
  store.portalProjectModel ??= loadChangedModel();
  return store.portalProjectModel;
}

/** The project's model with `change` made; throws {@link ModelError} listing every problem. */
export function loadChangedModel(change?: ModelChange, options: { handlerDir?: string } = {}): Model {
  return loadModel({
    modelDir: MODEL_DIR, componentDir: COMPONENT_DIR, handlerDir: options.handlerDir ?? HANDLER_DIR, domainDir: DOMAIN_DIR, files: changedModelFiles(change), cache: testCache(),
  });
}

/** The problems loading the project's model with `change` made (none: it loads). */
export function issuesOfChange(change?: ModelChange, options: { handlerDir?: string } = {}): ModelIssue[] {
  try {
    loadChangedModel(change, options);
    return [];
  } catch (err) {
    if (err instanceof ModelError) return err.issues;
    throw err;
  }
}

/**
 * Every output the generator writes for the project's model with `change` made (the next migration over the committed
 * ones); nothing is written. `cache`: NO_CACHE runs every step from scratch.
 */
export function outputsOfChange(change?: ModelChange, options: { cache?: ResultCache } = {}): Promise<OutputFile[]> {
  return buildOutputs(ROOT, { files: changedModelFiles(change), cache: options.cache ?? testCache() });
}

/** The next migration (SQL and snapshot) the project's model with `change` makes over the committed ones; none when equal. */
export function migrationOfChange(change?: ModelChange): OutputFile[] {
  return emitMigration(loadChangedModel(change), { dir: join(ROOT, 'db/migrations'), dirName: 'db/migrations' });
}

/** The SQL of the next migration (empty when the change makes none). */
export function migrationSqlOfChange(change?: ModelChange): string {
  return migrationOfChange(change).find((o) => o.path.endsWith('.sql'))?.content ?? '';
}

/** A throw-away folder holding the committed migrations, to which a test adds the next one and applies them. */
export function committedMigrations(): { dir: string; add: (outputs: OutputFile[]) => void; remove: () => void } {
  const root = mkdtempSync(join(tmpdir(), 'portal-migrations-'));
  const dir = join(root, 'migrations');
  cpSync(join(ROOT, 'db/migrations'), dir, { recursive: true });
  return {
    dir,
    add: (outputs) => {
      for (const file of outputs.filter((o) => o.path.startsWith('db/migrations/'))) writeFileSync(join(dir, basename(file.path)), file.content);
    },
    remove: () => rmSync(root, { recursive: true, force: true }),
  };
}

/** A throw-away copy of src/server/handlers, for a test about a missing handler file. */
export function handlersCopy(): { dir: string; remove: () => void } {
  const root = mkdtempSync(join(tmpdir(), 'portal-handlers-'));
  const dir = join(root, 'handlers');
  mkdirSync(dir);
  cpSync(HANDLER_DIR, dir, { recursive: true });
  return { dir, remove: () => rmSync(root, { recursive: true, force: true }) };
}
