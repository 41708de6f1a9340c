import autocannon from 'autocannon';
import { parseArgs } from 'node:util';
import { buildApp } from '../src/server/app.js';
import { readConfig } from '../src/server/foundation/config.js';
import { openDatabase } from '../src/server/db/connect.js';
import { JobQueue } from '../src/server/core/jobQueue.js';
import { diskStorage } from '../src/server/storage/fileStorage.js';
import { DEMO_PASSWORD } from '../src/server/seed/seed.js';

/**
 * Benchmarks the tag list and the generic list endpoint (students, paged and filtered) with autocannon on
 * loopback, against the configured database (fill it first with bench/dataset.ts):
 *   npx tsx bench/run.ts --duration 10 --connections 10
 */
const { values } = parseArgs({ options: { duration: { type: 'string', default: '10' }, connections: { type: 'string', default: '10' } } });
const config = readConfig();
const database = await openDatabase({ databaseUrl: config.databaseUrl, dataDir: config.dataDir });
const jobs = new JobQueue(database.db);
await jobs.start();
const app = await buildApp({ db: database.db, config, storage: diskStorage(config.filesDir), jobs });
const address = await app.listen({ port: 0, host: '127.0.0.1' });
const login = await fetch(`${address}/api/v1/communication/login`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ username: 'staff', password: DEMO_PASSWORD }) });
const { token } = await login.json() as { token: string };
const total = await (await fetch(`${address}/api/v1/students?limit=1`, { headers: { authorization: `Bearer ${token}` } })).json() as { total: number };
console.log(`database: ${database.kind}; students in company: ${total.total}`);

const targets: Array<[string, string]> = [
  ['tag list (page 1)', '/api/v1/tags'],
  ['students, page 1 by number', '/api/v1/students'],
  ['students, page 200', '/api/v1/students?page=200'],
  ['students, filtered by schoolhouse and status', '/api/v1/students?schoolhouse_id=1&status=4&page=3'],
  ['students, name contains (trigram index)', `/api/v1/students?student_name_kanji=${encodeURIComponent('佐藤陽')}`],
  ['students, number contains (trigram index)', '/api/v1/students?student_number=00123'],
];
console.log('| endpoint | p50 ms | p99 ms | req/s | non-2xx |');
console.log('|---|---|---|---|---|');
for (const [name, path] of targets) {
  const result = await autocannon({
    url: `${address}${path}`, duration: Number(values.duration), connections: Number(values.connections),
    headers: { authorization: `Bearer ${token}` },
  });
  console.log(`| ${name} | ${result.latency.p50} | ${result.latency.p99} | ${Math.round(result.requests.average)} | ${result.non2xx} |`);
}
await app.close();
await database.close();
