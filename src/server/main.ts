import { join } from 'node:path';
import { constants } from '../generated/constants.js';
import { buildApp } from './app.js';
import { readConfig } from './foundation/config.js';
import { openDatabase } from './db/connect.js';
import { migrate } from './db/migrate.js';
import { JobQueue } from './core/jobQueue.js';
import { startWorkers } from './jobs/workers.js';
import { schedulePruning } from './maintenance/pruneExpired.js';
import { DEMO_PASSWORD, DEMO_STAFF, isSeeded, seedDemo } from './seed/seed.js';
import { openStorage } from './storage/openStorage.js';

/** `npm start`: migrates, seeds an empty embedded database, and serves the API and the web app. */
async function main(): Promise<void> {
  const config = readConfig();
  const database = await openDatabase({ databaseUrl: config.databaseUrl, dataDir: config.dataDir, preparedStatements: config.databasePreparedStatements });
  const applied = await migrate(database.db, { dir: join(process.cwd(), 'db/migrations') });
  if (applied.length) console.log(`migrations applied: ${applied.join(', ')}`);
  const jobs = new JobQueue(database.db);
  await jobs.start();
  // The demo data loads by itself only into the embedded database; a PostgreSQL database is seeded on request (npm run seed).
  if (database.kind === 'pglite' && !(await isSeeded(database.db))) {
    console.log('empty embedded database: loading the demo company…');
    await seedDemo(database.db, { jobs });
  }
  const storage = openStorage(config);
  const app = await buildApp({ db: database.db, config, storage, jobs, logger: logSetting(process.env.LOG_LEVEL) });
  const stopPruning = schedulePruning({
    db: database.db, everyMs: Number(constants.pruneIntervalMinutes) * 60_000, onError: (error) => app.log.error(error, 'pruning expired rows failed'),
  });
  // Deliveries and scheduled sends; a process with JOBS_ENABLED=false only queues jobs for the others to work.
  const workers = config.isJobsEnabled
    ? await startWorkers({ db: database.db, jobs, config, storage }, {
      // One server per PGlite data directory: whatever was in flight at start belongs to a dead process.
      isSoleProcess: database.kind === 'pglite',
      logger: { info: (message) => app.log.info(message), error: (error, message) => app.log.error(error, message) },
    })
    : undefined;
  const close = async (signal: string) => {
    console.log(`${signal}: shutting down`);
    stopPruning();
    await workers?.stop();
    await jobs.stop();
    await app.close();
    await database.close();
    process.exit(0);
  };
  process.once('SIGINT', () => void close('SIGINT'));
  process.once('SIGTERM', () => void close('SIGTERM'));
  await app.listen({ port: config.port, host: config.host });
  const url = `http://localhost:${config.port}${String(constants.basePath)}/login`;
  console.log(`\n${String(constants.productTitle)}: ${url}  (database: ${database.kind === 'pglite' ? `PGlite ${config.dataDir}` : 'PostgreSQL'})`);
  if (await isSeeded(database.db)) {
    console.log(`demo log-ins (password ${DEMO_PASSWORD}): ${DEMO_STAFF.map(([u]) => u).join(', ')}, teacher1..teacher10, guardian1..guardian60 (guardian1 has two children); student1 is refused`);
  }
}

/** LOG_LEVEL: unset logs at info, 'silent' not at all, a pino level (error, warn, …) from that level up. */
function logSetting(level: string | undefined): boolean | { level: string } {
  if (level === 'silent') return false;
  return level ? { level } : true;
}

try {
  await main();
} catch (error) {
  // A start-up problem (data directory in use, bad setting, no database) is one clear line, not a stack trace.
  console.error(`cannot start: ${error instanceof Error ? error.message : String(error)}`);
  process.exit(1);
}
