import { createHash } from 'node:crypto';
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { sql, type Kysely, type Transaction } from 'kysely';

/** Options of {@link migrate}. */
export interface MigrateOptions {
  /** Directory holding the `NNNN_name.sql` files. */
  dir: string;
  /** Progress messages (one per applied file). */
  log?: (message: string) => void;
}

/** One migration file on disk. */
export interface MigrationFile {
  /** The number part, e.g. '0001'. */
  version: string;
  /** The file name, e.g. '0001_init.sql'. */
  name: string;
  /** sha256 (hex) of the text with CRLF normalised to LF. */
  checksum: string;
  /** The statements, split on `--> statement-breakpoint` lines. */
  statements: string[];
}

/** Key of the transaction-level advisory lock serialising migrations across API nodes. */
export const MIGRATION_LOCK_KEY = 7_220_431_906;

const FILE_PATTERN = /^(\d+)_[A-Za-z0-9_.-]+\.sql$/;
const BREAKPOINT = /^[ \t]*-->[ \t]*statement-breakpoint[ \t]*$/m;

interface AppliedRow {
  version: string;
  name: string | null;
  checksum: string | null;
}

/**
 * Applies the migration files of `options.dir` not yet recorded in `schema_migrations`, in number order, and
 * returns the names applied. Each file runs in its own transaction together with its bookkeeping row, under
 * `pg_advisory_xact_lock` so that API nodes starting together apply each file once. A file changed after it
 * was applied (checksum mismatch) is an error. Within a file, statements are separated by
 * `--> statement-breakpoint` lines; a part may still hold several `;`-separated statements (both backends
 * run parameterless text through the simple query protocol).
 */
export async function migrate<DB>(db: Kysely<DB>, options: MigrateOptions): Promise<string[]> {
  const files = readMigrationFiles(options.dir);
  const pending = await db.transaction().execute(async (trx) => {
    const applied = await lockAndReadApplied(trx);
    verifyChecksums(files, applied);
    return files.filter((f) => !applied.has(f.version));
  });
  const done: string[] = [];
  for (const file of pending) {
    const isApplied = await db.transaction().execute(async (trx) => {
      // Re-check under the lock: another node may have applied it since we looked.
      const applied = await lockAndReadApplied(trx);
      if (applied.has(file.version)) {
        verifyChecksums([file], applied);
        return false;
      }
      for (const statement of file.statements) await sql.raw(statement).execute(trx);
      await sql`insert into schema_migrations (version, name, checksum)
        values (${file.version}, ${file.name}, ${file.checksum})`.execute(trx);
      return true;
    });
    if (isApplied) {
      done.push(file.name);
      options.log?.(`migration ${file.name} applied`);
    }
  }
  return done;
}

/** Reads, sorts and splits the `NNNN_name.sql` files of `dir` (other files are ignored). */
export function readMigrationFiles(dir: string): MigrationFile[] {
  const files: MigrationFile[] = [];
  for (const name of readdirSync(dir)) {
    const match = FILE_PATTERN.exec(name);
    if (!match) continue;
    const text = readFileSync(join(dir, name), 'utf8').replaceAll('\r\n', '\n');
    files.push({
      version: match[1],
      name,
      checksum: createHash('sha256').update(text).digest('hex'),
      statements: text.split(BREAKPOINT).filter((part) => part.trim() !== ''),
    });
  }
  files.sort((a, b) => Number(a.version) - Number(b.version) || a.name.localeCompare(b.name));
  for (let i = 1; i < files.length; i++) {
    if (Number(files[i].version) === Number(files[i - 1].version)) {
      throw new Error(`migrations ${files[i - 1].name} and ${files[i].name} have the same number`);
    }
  }
  return files;
}

async function lockAndReadApplied<DB>(trx: Transaction<DB>): Promise<Map<string, AppliedRow>> {
  await sql`select pg_advisory_xact_lock(${sql.lit(MIGRATION_LOCK_KEY)})`.execute(trx);
  await sql`create table if not exists schema_migrations (
    version text primary key,
    name text,
    applied_at timestamptz default now(),
    checksum text
  )`.execute(trx);
  const { rows } = await sql<AppliedRow>`select version, name, checksum from schema_migrations`.execute(trx);
  return new Map(rows.map((row) => [row.version, row]));
}

function verifyChecksums(files: MigrationFile[], applied: Map<string, AppliedRow>): void {
  for (const file of files) {
    const row = applied.get(file.version);
    if (row?.checksum && row.checksum !== file.checksum) {
      throw new Error(`migration ${file.name} was changed after it was applied (checksum differs from the one recorded)`);
    }
  }
}
