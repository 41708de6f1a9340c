import { createHash } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, readdirSync, renameSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';

/**
 * Results of the generator's slow, pure steps (a YAML file parsed and checked, a demo file's values checked, the
 * OpenAPI document written as YAML, its TypeScript types), stored by the hash of everything they read, so that a run
 * whose inputs did not change skips them. A result is a function of its key alone: the key is the step's whole input
 * plus the generator's own code and the versions of the libraries (package-lock.json), so a changed input, emitter or
 * library can only miss, never return a stale result. Kept in memory for the process and, with a folder, on disk
 * (node_modules/.cache/portal-generator, never committed), one file per result written whole, so that two runs at once
 * (test workers) never see a half-written one.
 */
export interface ResultCache {
  /** The stored result of `step` for `input`, if any. */
  get<T>(step: string, input: string): T | undefined;
  /** Stores the result of `step` for `input`. */
  set(step: string, input: string, value: unknown): void;
}

/**
 * Results kept in memory for the whole process, by hash, as JSON (each reader gets its own copy to change): a test
 * worker that loads many model copies parses each file once.
 */
const memory = new Map<string, string>();

let codeVersion: string | undefined;

/** The hash of the generator's code and the locked library versions, part of every key. */
function generatorVersion(): string {
  if (codeVersion) return codeVersion;
  const hash = createHash('sha256');
  const generatorDir = join(import.meta.dirname, '..');
  for (const file of sourceFiles(generatorDir)) hash.update(file).update('\0').update(readFileSync(file));
  const lock = join(generatorDir, '..', 'package-lock.json');
  if (existsSync(lock)) hash.update(readFileSync(lock));
  hash.update(process.versions.node.split('.')[0]!);
  codeVersion = hash.digest('hex');
  return codeVersion;
}

function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).sort((a, b) => a.name.localeCompare(b.name)).flatMap((d) => {
    const full = join(dir, d.name);
    if (d.isDirectory()) return sourceFiles(full);
    return d.name.endsWith('.ts') ? [full] : [];
  });
}

/** The sha256 of a text, in hex. */
export function hashText(text: string): string {
  return createHash('sha256').update(text).digest('hex');
}

/** A cache that keeps nothing: every step runs (a test that compares a cached run with a run from scratch). */
export const NO_CACHE: ResultCache = { get: () => undefined, set: () => undefined };

/** Most result files kept on disk; past it, the older half is removed at the next {@link pruneResultCache}. */
const MAX_FILES = 4000;

/** A cache in memory and, when `dir` is given, in that folder. */
export function openResultCache(dir?: string): ResultCache {
  const version = generatorVersion();
  const keyOf = (step: string, input: string) => createHash('sha256').update(version).update('\0').update(step).update('\0').update(input).digest('hex');
  return {
    get<T>(step: string, input: string): T | undefined {
      const key = keyOf(step, input);
      let text = memory.get(key);
      if (text === undefined && dir) {
        const path = join(dir, step, `${key}.json`);
        if (existsSync(path)) text = readFileSync(path, 'utf8');
        if (text !== undefined) memory.set(key, text);
      }
      return text === undefined ? undefined : JSON.parse(text) as T;
    },
    set(step, input, value) {
      const key = keyOf(step, input);
      const text = JSON.stringify(value);
      memory.set(key, text);
      if (!dir) return;
      const folder = join(dir, step);
      mkdirSync(folder, { recursive: true });
      // Written beside and renamed: a reader sees the whole file or none.
      const temporary = join(folder, `${key}.${process.pid}.${Math.random().toString(36).slice(2)}.tmp`);
      writeFileSync(temporary, text);
      renameSync(temporary, join(folder, `${key}.json`));
    },
  };
}

/** Removes the older half of the result files when there are more than {@link MAX_FILES}. */
export function pruneResultCache(dir: string): void {
  if (!existsSync(dir)) return;
  const files = readdirSync(dir, { withFileTypes: true }).filter((d) => d.isDirectory())
    .flatMap((d) => readdirSync(join(dir, d.name)).map((f) => join(dir, d.name, f)));
  if (files.length <= MAX_FILES) return;
  const byAge = files.map((file) => ({ file, time: statSync(file).mtimeMs })).sort((a, b) => a.time - b.time);
  for (const { file } of byAge.slice(0, Math.floor(files.length / 2))) rmSync(file, { force: true });
}
