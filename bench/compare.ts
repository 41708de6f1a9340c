import Fastify from 'fastify';
import { join } from 'node:path';
import { buildApp } from '../src/server/app.js';
import { DEMO_PASSWORD } from '../src/server/seed/seed.js';
import { diskStorage } from '../src/server/storage/fileStorage.js';
import { openBenchDatabase } from './compare/benchDatabase.js';
import { addGenericReferences } from './compare/genericReferences.js';
import { addMessageReferences } from './compare/messageReferences.js';
import { addMessageRows, GUARDIAN, TEACHER } from './compare/messageRows.js';
import { runner, type Reader, type Target } from './compare/measure.js';
import { options } from './compare/options.js';
import { printTable, printTargets } from './compare/report.js';

/**
 * Our endpoints against the HTTP floor, hand-written references and the auto-REST peer, on a throwaway PostgreSQL 15
 * (issues 9 and 18; bench/README.md, section bench:compare):
 *   npm run bench:compare [-- --duration 3 --connections 1,10,50 --students 100000 --small 1000 --only tags,students --unprepared --serve]
 * One process serves our app (buildApp, signed in as the demo staff user, the bench's guardian and teacher), a bare
 * Fastify instance with a no-op route (the floor), one reference route per endpoint that runs the same final SQL with
 * plain `pg` and no authentication, and the peer's rows-only pages. autocannon fires from a worker thread.
 */
const bench = await openBenchDatabase({ preparedStatements: !options.unprepared, tagCount: options.tagCount });
const readers = await addMessageRows(bench.db, bench.companyId);

const floor = Fastify({ logger: false });
addGenericReferences(floor, { pool: bench.pool, companyId: bench.companyId, staffUserId: bench.staffUserId });
addMessageReferences(floor, { pool: bench.pool, companyId: bench.companyId, readers });
const floorUrl = await floor.listen({ port: 0, host: '127.0.0.1' });

const app = await buildApp({ db: bench.db, config: bench.config, storage: diskStorage(join(bench.dataDir, 'files')), jobs: bench.jobs });
const ourUrl = await app.listen({ port: 0, host: '127.0.0.1' });
async function signIn(username: string): Promise<Record<string, string>> {
  const login = await fetch(`${ourUrl}/api/v1/communication/login`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ username, password: DEMO_PASSWORD }) });
  const { token } = await login.json() as { token: string };
  return { authorization: `Bearer ${token}` };
}
const headers: Record<Reader, Record<string, string>> = { staff: await signIn('staff'), guardian: await signIn(GUARDIAN), teacher: await signIn(TEACHER) };

if (options.serve) {
  // --serve: load --students, print where ours and the references listen, and wait for Ctrl-C (profiling by hand).
  await bench.growTo(options.bigCount);
  console.log(JSON.stringify({ pid: process.pid, ours: ourUrl, reference: floorUrl, authorization: Object.fromEntries(Object.entries(headers).map(([k, v]) => [k, v.authorization])) }));
  await new Promise((resolve) => { process.once('SIGINT', resolve); process.once('SIGTERM', resolve); });
} else {
  const { results, floors, run } = runner({ ourUrl, floorUrl, connectionCounts: options.connectionCounts, duration: options.duration, headersOf: (reader) => headers[reader] });
  const chosen = (targets: Target[]) => targets.filter((t) => options.isChosen(t.name));
  const studentsPage1 = (count: number): Target => ({ name: `students page 1 (${count.toLocaleString('en')} rows)`, ours: '/api/v1/students', reference: '/ref/students', peer: '/peer/students', kind: 'list' });
  await bench.growTo(options.smallCount);
  await run('small', chosen([studentsPage1(options.smallCount)]));
  await bench.growTo(options.bigCount);
  const contains = '佐藤陽';
  await run('big', chosen([
    { name: 'notifications status (poll)', ours: '/api/v1/notifications/status', reference: '/ref/notifications/status', kind: 'poll' },
    { name: 'unread count (poll)', ours: '/api/v1/notifications/unread/count', reference: '/ref/notifications/unread/count', kind: 'poll' },
    { name: 'current user', ours: '/api/v1/auth-search/users/current', reference: '/ref/users/current', kind: 'other' },
    { name: `notices received (${GUARDIAN})`, ours: '/api/v1/notices/received', reference: '/ref/notices/received', as: 'guardian', kind: 'message' },
    { name: `contacts (${GUARDIAN})`, ours: '/api/v1/contacts', reference: '/ref/contacts', as: 'guardian', kind: 'message' },
    { name: `contacts-of-teacher (${TEACHER})`, ours: '/api/v1/contacts-of-teacher', reference: '/ref/contacts-of-teacher', as: 'teacher', kind: 'message' },
    { name: `communications (${TEACHER})`, ours: '/api/v1/communications', reference: '/ref/communications', as: 'teacher', kind: 'message' },
    { name: `tags page 1 (${options.tagCount} rows)`, ours: '/api/v1/tags', reference: '/ref/tags', peer: '/peer/tags', kind: 'list' },
    studentsPage1(options.bigCount),
    { name: `students page 200 (${options.bigCount.toLocaleString('en')} rows)`, ours: '/api/v1/students?page=200', reference: '/ref/students?page=200', peer: '/peer/students?page=200', kind: 'list' },
    { name: `students name contains ${contains}`, ours: `/api/v1/students?student_name_kanji=${encodeURIComponent(contains)}`, reference: `/ref/students?student_name_kanji=${encodeURIComponent(contains)}`, kind: 'list' },
  ]));
  printTable({ results, floors, connectionCounts: options.connectionCounts, duration: options.duration, unprepared: options.unprepared });
  printTargets({ results, connectionCounts: options.connectionCounts, bigCount: options.bigCount, smallCount: options.smallCount });
}

await app.close();
await floor.close();
await bench.close();
