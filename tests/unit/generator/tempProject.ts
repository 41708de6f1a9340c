import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

const ROOT = join(import.meta.dirname, '../../..');

/** A throw-away copy of the project's model/, migrations and handler and screen registries. */
export interface TempProject {
  root: string;
  /** Rewrites a model file (path relative to model/) through a function of its text. */
  edit(file: string, change: (text: string) => string): void;
  remove(): void;
}

export function copyProject(): TempProject {
  const root = mkdtempSync(join(tmpdir(), 'portal-model-'));
  for (const dir of ['model', 'db/migrations', 'src/server/handlers', 'src/web/screens']) {
    try {
      cpSync(join(ROOT, dir), join(root, dir), { recursive: true });
    } catch (err) {
      if ((err as NodeJS.ErrnoException).code !== 'ENOENT') throw err;
    }
  }
  return {
    root,
    edit(file, change) {
      const path = join(root, 'model', file);
      writeFileSync(path, change(readFileSync(path, 'utf8')));
    },
    remove() { rmSync(root, { recursive: true, force: true }); },
  };
}
