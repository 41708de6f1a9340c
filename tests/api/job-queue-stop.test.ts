// @vitest-environment node
import { CompiledQuery, sql, type QueryResult } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { JobQueue, type SqlRunner } from '../../src/server/core/jobQueue.js';
import { freshDatabase, type FreshDatabase } from '../fixtures/databaseTemplate.js';

/**
 * Stopping the job queue while a worker's fetch is still on its way (seen as an unhandled "driver has already been
 * destroyed" on PostgreSQL, where a pooled query may answer after the pool's owner stopped): pg-boss waits only for the
 * jobs a worker holds, so the fetch handed its job to a handler after stop() had returned and the database was closed,
 * and pg-boss's un-awaited fail of that job rejected unhandled. Here the fetch is held until stop() was called.
 */
let database: FreshDatabase;

/** The database, with the worker's fetch (pg-boss's `FOR UPDATE SKIP LOCKED`) held while `gate` is set. */
function gated(db: SqlRunner) {
  let gate: { opened: Promise<void>; open: () => void; reached: () => void; hasReached: Promise<void> } | undefined;
  return {
    runner: {
      async executeQuery<R>(query: CompiledQuery<R>): Promise<QueryResult<R>> {
        const held = gate && /skip locked/i.test(query.sql) ? gate : undefined;
        const result = await db.executeQuery(query);
        if (held) {
          held.reached();
          await held.opened;
        }
        return result;
      },
    } satisfies SqlRunner,
    hold() {
      let open!: () => void;
      let reached!: () => void;
      const opened = new Promise<void>((r) => { open = r; });
      const hasReached = new Promise<void>((r) => { reached = r; });
      gate = { opened, open, reached, hasReached };
      return gate;
    },
  };
}

beforeAll(async () => { database = await freshDatabase(); });
afterAll(async () => { await database?.close(); });

describe('stopping the job queue', () => {
  it('should hand no job to a handler once stop() was called, and return only when its queries are answered', async () => {
    const db = gated(database.db);
    const jobs = new JobQueue(db.runner);
    await jobs.start();
    const id = await jobs.send({ db: database.db, name: 'maintenance', data: { probe: 'stop' } });
    expect(id).not.toBeNull();
    const gate = db.hold();
    const handled: unknown[] = [];
    await jobs.work('maintenance', { pollingIntervalSeconds: 0.5 }, async (batch) => { handled.push(...batch); });
    // The fetch has claimed the job and waits at the gate; stop() is called, then the fetch answers.
    await gate.hasReached;
    let stopped = false;
    const stopping = jobs.stop().then(() => { stopped = true; });
    await new Promise((r) => setTimeout(r, 1_500));
    expect(stopped).toBe(false);
    gate.open();
    await stopping;
    // A moment for anything pg-boss would still do with the fetched job.
    await new Promise((r) => setTimeout(r, 500));
    expect(handled).toEqual([]);
    // The job stays claimed, as after a crash: pg-boss retries it once it expires.
    const { rows } = await sql<{ state: string }>`select state from pgboss.job where id = ${id}`.execute(database.db);
    expect(rows[0]?.state).toBe('active');
  });
});
