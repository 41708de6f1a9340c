import type { Kysely } from 'kysely';
import type { Database } from '../../generated/db.js';
import type { ServerConfig } from '../foundation/config.js';
import type { JobQueue } from './jobQueue.js';
import type { FileStorage } from '../storage/fileStorage.js';

/** What every route handler can reach: the database, the configuration, stored files and the job queue. */
export interface AppContext {
  db: Kysely<Database>;
  config: ServerConfig;
  /** Uploaded files (attachments). */
  storage: FileStorage;
  /** Durable jobs (deliveries, scheduled sends), inserted in the caller's transaction. */
  jobs: JobQueue;
}

/** A database seen table by table at run time, for the generic CRUD. */
export type GenericDatabase = Record<string, Record<string, unknown>>;

/** The same connection typed for dynamic table and column names. */
export function genericDb(db: Kysely<Database>): Kysely<GenericDatabase> {
  return db as unknown as Kysely<GenericDatabase>;
}
