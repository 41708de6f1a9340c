import { join } from 'node:path';
import { readConfig } from './config.js';
import { JobQueue } from './jobs/jobQueue.js';
import { seedDemo } from './seed/seed.js';
import { openDatabase } from './db/connect.js';
import { migrate } from './db/migrate.js';

/** `npm run seed`: migrates and loads the demo company into the configured database (once). */
const config = readConfig();
const database = await openDatabase({ databaseUrl: config.databaseUrl, dataDir: config.dataDir, preparedStatements: config.databasePreparedStatements });
await migrate(database.db, { dir: join(process.cwd(), 'db/migrations') });
const jobs = new JobQueue(database.db);
await jobs.start();
const { isCreated } = await seedDemo(database.db, { jobs });
await jobs.stop();
console.log(isCreated ? 'demo company loaded.' : 'demo company already present; nothing changed.');
await database.close();
