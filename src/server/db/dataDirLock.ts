import { readFileSync, unlinkSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';

/** The file in a PGlite data directory that names the process using it. */
export const LOCK_FILE = 'portal.pid';

function isAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    // EPERM: the process exists but belongs to someone else.
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
}

/**
 * Claims a PGlite data directory for this process: PGlite is a single-process database, and two servers on one
 * directory would corrupt it. A lock left by a process that is gone (killed, crashed) is taken over. Returns the
 * release function (called when the database closes).
 */
export function lockDataDir(dataDir: string): () => void {
  const file = join(dataDir, LOCK_FILE);
  for (let attempt = 0; attempt < 3; attempt++) {
    try {
      writeFileSync(file, String(process.pid), { flag: 'wx' });
      return () => {
        try {
          if (readFileSync(file, 'utf8') === String(process.pid)) unlinkSync(file);
        } catch {
          // already gone: nothing to release
        }
      };
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
    }
    let holder: number;
    try {
      holder = Number(readFileSync(file, 'utf8').trim());
    } catch {
      continue; // released between our two calls: try again
    }
    if (Number.isSafeInteger(holder) && holder > 0 && isAlive(holder)) {
      throw new Error(`the data directory ${dataDir} is in use by process ${holder} (${file}): stop that server first, or set another DATA_DIR`);
    }
    try {
      unlinkSync(file); // the process that held it is gone
    } catch {
      // another process took it over first: the next attempt sees its lock
    }
  }
  throw new Error(`cannot lock the data directory ${dataDir} (${file})`);
}
