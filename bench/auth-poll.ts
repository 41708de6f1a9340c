import autocannon from 'autocannon';
import Fastify from 'fastify';
import { join } from 'node:path';
import { parseArgs } from 'node:util';
import { startTempPostgres } from '../scripts/pg-temp.js';
import { constants } from '../src/generated/constants.js';
import { buildApp } from '../src/server/app.js';
import { readConfig } from '../src/server/foundation/config.js';
import { openDatabase } from '../src/server/db/connect.js';
import { migrate } from '../src/server/db/migrate.js';
import { JobQueue } from '../src/server/core/jobQueue.js';
import { DEMO_PASSWORD, seedDemo } from '../src/server/seed/seed.js';
import { diskStorage } from '../src/server/storage/fileStorage.js';

/**
 * The signed-in request path and the 30-second poll on a throwaway PostgreSQL 15 with the demo company (issue 9):
 *   npx tsx bench/auth-poll.ts [--duration 5 --connections 1,10,50]
 * The poll (notification status and unread count of a guardian, the staff print count) and the current user, with
 * autocannon on loopback, beside a bare Fastify no-op route (the HTTP floor). Numbers only: no assertion.
 */
const { values } = parseArgs({ options: { duration: { type: 'string', default: '5' }, connections: { type: 'string', default: '1,10,50' } } });
const cluster = await startTempPostgres();
const database = await openDatabase({ databaseUrl: cluster.url });
await migrate(database.db, { dir: join(process.cwd(), 'db/migrations') });
const jobs = new JobQueue(database.db);
await jobs.start();
await seedDemo(database.db, { jobs });
const config = { ...readConfig(), databaseUrl: cluster.url, isJobsEnabled: false };
const app = await buildApp({ db: database.db, config, storage: diskStorage(config.filesDir), jobs });
const address = await app.listen({ port: 0, host: '127.0.0.1' });
const floor = Fastify();
floor.get('/noop', async () => ({ ok: true }));
const floorAddress = await floor.listen({ port: 0, host: '127.0.0.1' });

async function tokenOf(username: string): Promise<string> {
  const res = await fetch(`${address}/api/v1/communication/login`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ username, password: DEMO_PASSWORD }) });
  return ((await res.json()) as { token: string }).token;
}
const guardian = await tokenOf('guardian1');
const staff = await tokenOf('staff');
const targets: Array<[string, string, string | undefined]> = [
  ['HTTP floor (no-op)', `${floorAddress}/noop`, undefined],
  ['GET /notifications/status (guardian)', `${address}${String(constants.apiBasePath)}/notifications/status`, guardian],
  ['GET /notifications/unread/count (guardian)', `${address}${String(constants.apiBasePath)}/notifications/unread/count`, guardian],
  ['GET /print-documents/pending-count (staff)', `${address}${String(constants.apiBasePath)}/print-documents/pending-count`, staff],
  ['GET /auth-search/users/current (staff)', `${address}${String(constants.apiBasePath)}/auth-search/users/current`, staff],
  ['GET /auth-search/users/current (guardian)', `${address}${String(constants.apiBasePath)}/auth-search/users/current`, guardian],
  ['GET /tags (staff)', `${address}${String(constants.apiBasePath)}/tags`, staff],
];
console.log('| endpoint | connections | req/s | p50 ms | p99 ms | non-2xx |');
console.log('|---|---|---|---|---|---|');
for (const [name, url, token] of targets) {
  for (const connections of values.connections.split(',').map(Number)) {
    const result = await autocannon({ url, duration: Number(values.duration), connections, headers: token ? { authorization: `Bearer ${token}` } : {} });
    console.log(`| ${name} | ${connections} | ${Math.round(result.requests.average)} | ${result.latency.p50} | ${result.latency.p99} | ${result.non2xx} |`);
  }
}
await floor.close();
await app.close();
await jobs.stop();
await database.close();
await cluster.stop();
