import { CompiledQuery, type QueryResult } from 'kysely';
import PgBoss from 'pg-boss';

/**
 * The durable jobs of the portal: each name is a pg-boss queue created at start-up. notice-publish publishes a
 * scheduled notice at its time; notice-deliver sends a notice's queued deliveries; data-import writes a checked CSV;
 * maintenance runs a bulk school-year advancement or its cancel; contact-bell rings the school side of a family's
 * message written outside office hours at the next opening; notification-deliver sends the e-mail (and LINE) of
 * notifications sent from their rows (src/server/jobs/workers.ts).
 */
export const JOB_NAMES = ['notice-publish', 'notice-deliver', 'data-import', 'maintenance', 'contact-bell', 'notification-deliver'] as const;
export type JobName = (typeof JOB_NAMES)[number];

/** Any Kysely handle: the database (its pool) or a transaction (its one connection). */
export interface SqlRunner { executeQuery<R>(query: CompiledQuery<R>): Promise<QueryResult<R>> }

/** Runs a query for pg-boss through one of our Kysely handles. */
function executorOf(db: SqlRunner): PgBoss.Db {
  return {
    async executeSql(text: string, values?: unknown[]) {
      const result = await db.executeQuery(CompiledQuery.raw(text, values ?? []));
      return { rows: result.rows as unknown[] as never[] };
    },
  };
}

/** Options of {@link JobQueue.send}. */
export interface SendJobOptions {
  /** The handle the job is inserted with: pass the transaction (`trx`) so the job commits or rolls back with it. */
  db: SqlRunner;
  name: JobName;
  data: Record<string, unknown>;
  /** Not before this moment. */
  startAfter?: Date;
  /** With {@link singletonSeconds}: at most one job with this key per period of that many seconds (others are dropped). */
  singletonKey?: string;
  singletonSeconds?: number;
}

/** A job as a worker receives it. */
export interface QueuedJob<T> { id: string; data: T }

/**
 * The durable job queue (pg-boss 10) in the portal's own database, on PostgreSQL and on PGlite alike: every query goes
 * through our Kysely handle, so on PGlite it is serialised with the app's other queries, and a job can be inserted in
 * the same transaction as the rows it is about (it exists exactly when they do). Jobs are claimed with
 * FOR UPDATE SKIP LOCKED, so any number of API processes may work one queue and no job runs twice at once.
 */
export class JobQueue {
  readonly #boss: PgBoss;
  #isStarted = false;
  /** Set by {@link stop}: pg-boss's own queries then see an empty database (see {@link stop}). */
  #isStopped = false;
  /** pg-boss's own queries not answered yet. */
  readonly #inFlight = new Set<Promise<unknown>>();

  constructor(db: SqlRunner) {
    const own = executorOf(db);
    this.#boss = new PgBoss({
      db: {
        executeSql: async (text: string, values: unknown[]) => {
          if (this.#isStopped) return null;
          const query = own.executeSql(text, values);
          this.#inFlight.add(query);
          try {
            const result = await query;
            return this.#isStopped ? null : result;
          } finally {
            this.#inFlight.delete(query);
          }
        },
      },
      schema: 'pgboss',
      // Maintenance (expiring, archiving) every minute; no cron scheduling (we use startAfter and our own sweep).
      supervise: true, maintenanceIntervalSeconds: 60, schedule: false, migrate: true,
    } as PgBoss.ConstructorOptions);
    this.#boss.on('error', (error: Error) => console.error(`job queue: ${error.message}`));
  }

  /** Creates pg-boss's tables (first time) and the queues. Sending needs this; working needs it too. */
  async start(): Promise<void> {
    if (this.#isStarted) return;
    this.#isStopped = false;
    await this.#boss.start();
    const existing = new Set((await this.#boss.getQueues()).map((q) => q.name));
    for (const name of JOB_NAMES) if (!existing.has(name)) await this.#boss.createQueue(name);
    this.#isStarted = true;
  }

  /** Inserts a job (in the caller's transaction when `db` is one); returns its id, or null when its singleton period already has one. */
  async send(options: SendJobOptions): Promise<string | null> {
    if (!this.#isStarted) throw new Error('the job queue is not started');
    return this.#boss.send(options.name, options.data, {
      db: executorOf(options.db),
      ...(options.startAfter ? { startAfter: options.startAfter } : {}),
      ...(options.singletonKey ? { singletonKey: options.singletonKey } : {}),
      ...(options.singletonSeconds ? { singletonSeconds: options.singletonSeconds } : {}),
    });
  }

  /** Runs `handler` for jobs of a queue in this process; a throw fails the job, which pg-boss retries. */
  async work<T>(name: JobName, options: { batchSize?: number; pollingIntervalSeconds?: number }, handler: (jobs: Array<QueuedJob<T>>) => Promise<void>): Promise<string> {
    return this.#boss.work<T>(name, { batchSize: options.batchSize ?? 1, pollingIntervalSeconds: options.pollingIntervalSeconds ?? 2 }, handler);
  }

  /** Stops one worker started by {@link work} (it finishes the jobs in hand). */
  async offWork(workerId: string): Promise<void> {
    await this.#boss.offWork({ id: workerId });
  }

  /**
   * Stops the workers (waiting for the jobs in hand) and the maintenance timers. pg-boss waits only for jobs a worker
   * holds: a fetch still in flight could hand jobs to a handler after this returned (and the database was closed), and
   * pg-boss completes or fails a job without awaiting it, so a late query rejected unhandled. From here on its queries
   * get no result, which pg-boss's fetch and its completions both take for "nothing" (`result?.rows || []`;
   * `affected: 0`) where an empty `rows` made a completion read `rows[0].count` and reject: a late fetch gets no job
   * (those it claimed are retried once they expire, as after a crash), a late completion is not reported; and this
   * returns once the queries it had started are answered.
   */
  async stop(): Promise<void> {
    if (!this.#isStarted) return;
    this.#isStarted = false;
    await this.#boss.stop({ graceful: true, wait: true, close: false });
    this.#isStopped = true;
    await Promise.allSettled([...this.#inFlight]);
  }
}
