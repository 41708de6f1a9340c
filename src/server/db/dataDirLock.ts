import { readFileSync, unlinkSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';

/** The file in a PGlite data directory that names the process using it. */
export const LOCK_FILE = 'portal.pid';

/**
 * Who a process is, beyond its PID (which a restarted container reuses: the PID in a lock left by a crash can belong
 * to another live process of the new PID namespace, or to the new server itself): its start time in clock ticks since
 * boot (/proc/<pid>/stat, field 22) and the kernel's boot id. Undefined where /proc is not there (then only the PID
 * is compared, as before).
 */
export interface ProcessIdentity { pid: number; startTicks?: string; bootId?: string }

function readOrUndefined(path: string): string | undefined {
  try {
    return readFileSync(path, 'utf8');
  } catch {
    return undefined;
  }
}

/** The start time of a live process (field 22 of /proc/<pid>/stat; the command name in field 2 may hold spaces). */
export function startTicksOf(pid: number): string | undefined {
  const stat = readOrUndefined(`/proc/${pid}/stat`);
  if (!stat) return undefined;
  const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
  return fields[19];
}

function bootId(): string | undefined {
  return readOrUndefined('/proc/sys/kernel/random/boot_id')?.trim();
}

/** This process's identity as the lock file records it. */
export function ownIdentity(): ProcessIdentity {
  return { pid: process.pid, startTicks: startTicksOf(process.pid), bootId: bootId() };
}

/** The lock file's text: `pid startTicks bootId` (an older lock holds the PID only). */
export function formatLock(identity: ProcessIdentity): string {
  return [identity.pid, identity.startTicks ?? '-', identity.bootId ?? '-'].join(' ');
}

export function parseLock(text: string): ProcessIdentity | undefined {
  const [pid, startTicks, boot] = text.trim().split(/\s+/);
  const number = Number(pid);
  if (!Number.isSafeInteger(number) || number < 1) return undefined;
  return { pid: number, ...(startTicks && startTicks !== '-' ? { startTicks } : {}), ...(boot && boot !== '-' ? { bootId: boot } : {}) };
}

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
 * Whether the process a lock names still runs: a live process with that PID, started when the lock's process started,
 * since the same boot. A lock of the PID only (older versions) naming this very process was left by an earlier
 * incarnation with the same PID (a restarted container), not by this one, which has not written it yet.
 */
export function isHolderAlive(holder: ProcessIdentity, own: ProcessIdentity = ownIdentity()): boolean {
  if (holder.bootId && own.bootId && holder.bootId !== own.bootId) return false;
  if (!isAlive(holder.pid)) return false;
  if (holder.startTicks === undefined) return holder.pid !== own.pid;
  const running = holder.pid === own.pid ? own.startTicks : startTicksOf(holder.pid);
  return running === undefined || running === holder.startTicks;
}

/**
 * Claims a PGlite data directory for this process: PGlite is a single-process database, and two servers on one
 * directory would corrupt it. A lock left by a process that is gone (killed, crashed, or a PID now reused by another
 * process after a container restart) is taken over. Returns the release function (called when the database closes).
 */
export function lockDataDir(dataDir: string): () => void {
  const file = join(dataDir, LOCK_FILE);
  const own = ownIdentity();
  const text = formatLock(own);
  for (let attempt = 0; attempt < 3; attempt++) {
    try {
      writeFileSync(file, text, { flag: 'wx' });
      return () => {
        try {
          if (readFileSync(file, 'utf8') === text) unlinkSync(file);
        } catch {
          // already gone: nothing to release
        }
      };
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
    }
    let holder: ProcessIdentity | undefined;
    try {
      holder = parseLock(readFileSync(file, 'utf8'));
    } catch {
      continue; // released between our two calls: try again
    }
    if (holder && isHolderAlive(holder, own)) {
      throw new Error(`the data directory ${dataDir} is in use by process ${holder.pid} (${file}): stop that server first, or set another DATA_DIR`);
    }
    try {
      unlinkSync(file); // the process that held it is gone
    } catch {
      // another process took it over first: the next attempt sees its lock
    }
  }
  throw new Error(`cannot lock the data directory ${dataDir} (${file})`);
}
