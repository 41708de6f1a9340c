import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { parseArgs } from 'node:util';
import Encoding from 'encoding-japanese';
import Papa from 'papaparse';
import { startTempPostgres, type TempPostgres } from '../scripts/pg-temp.js';
import { buildApp } from '../src/server/app.js';
import { readConfig } from '../src/server/foundation/config.js';
import { openDatabase } from '../src/server/db/connect.js';
import { migrate } from '../src/server/db/migrate.js';
import { runImportJob } from '../src/server/domains/imports/runImport.js';
import { JobQueue } from '../src/server/core/jobQueue.js';
import { DEMO_COMPANY_CODE, DEMO_PASSWORD, seedDemo } from '../src/server/seed/seed.js';
import { diskStorage } from '../src/server/storage/fileStorage.js';
import { multipartBody } from '../tests/fixtures/multipart.js';

/**
 * The data import at scale (issue 10): `npm run bench:import [-- --rows 100000 --pglite]`. On a throwaway PostgreSQL 15
 * (or PGlite with --pglite): a Shift_JIS student CSV of --rows rows with 3 bad rows is checked (exactly those reported),
 * then the fixed file is checked and imported (one transaction), the result exported as CSV and the export imported
 * again (every row an unchanged update). Prints the time of each step. Target: the import of 100,000 rows under 30 s.
 */
const { values } = parseArgs({ options: { rows: { type: 'string', default: '100000' }, pglite: { type: 'boolean', default: false } } });
const count = Number(values.rows);

let cluster: TempPostgres | undefined;
const dir = mkdtempSync(join(tmpdir(), 'bench-import-'));
let url: string | undefined;
if (!values.pglite) {
  cluster = await startTempPostgres();
  url = cluster.url;
}
const config = readConfig({ ...process.env, ...(url ? { DATABASE_URL: url } : {}), DATA_DIR: join(dir, 'data'), FILES_DIR: join(dir, 'files'), JWT_SECRET: 'bench-import-secret-0123456789abcdef', JOBS_ENABLED: 'false' });
const database = await openDatabase(url ? { databaseUrl: url } : { dataDir: join(dir, 'data') });
const { db } = database;
await migrate(db, { dir: join(process.cwd(), 'db/migrations') });
const jobs = new JobQueue(db);
await jobs.start();
await seedDemo(db, { jobs });
const storage = diskStorage(config.filesDir);
const app = await buildApp({ db, config, storage, jobs });
const login = await app.inject({ method: 'POST', url: '/api/v1/communication/login', payload: { username: 'staff', password: DEMO_PASSWORD } });
const headers = { authorization: `Bearer ${(login.json() as { token: string }).token}` };
const companyId = (await db.selectFrom('companies').select('id').where('code', '=', DEMO_COMPANY_CODE).executeTakeFirstOrThrow()).id;

const timings: Array<[string, number, string]> = [];
async function timed<T>(step: string, run: () => Promise<T>, note: (result: T) => string = () => ''): Promise<T> {
  const started = performance.now();
  const result = await run();
  const ms = performance.now() - started;
  timings.push([step, ms, note(result)]);
  console.log(`${step}: ${(ms / 1000).toFixed(2)} s ${note(result)}`);
  return result;
}

const exportText = async () => (await app.inject({ method: 'GET', url: '/api/v1/students/export', headers })).body.replace(/^\ufeff/, '');
const [header, template] = Papa.parse<string[]>(await exportText(), { skipEmptyLines: true }).data;
const col = (label: string) => header!.indexOf(label);
const rows = Array.from({ length: count }, (_, i) => {
  const row = [...template!];
  row[col('生徒番号')] = `B${String(i + 1).padStart(7, '0')}`;
  row[col('名')] = `生徒${i + 1}`;
  return row;
});
const sjis = (data: string[][]) => Buffer.from(Encoding.convert(Encoding.stringToCode(`${Papa.unparse(data, { newline: '\r\n' })}\r\n`), { to: 'SJIS', from: 'UNICODE', type: 'array' }));
const bad = rows.map((r) => [...r]);
for (const [at, column, value] of [[10, '学年', '大学9年'], [50_000 % count, '姓（カナ）', 'ひらがな'], [count - 1, '生徒番号', rows[0]![col('生徒番号')]!]] as const) bad[at]![col(column)] = value;

async function check(bytes: Buffer) {
  const { body, contentType } = multipartBody({ data: {}, files: [{ field: 'file', name: 'students.csv', type: 'text/csv', bytes }] });
  const res = await app.inject({ method: 'POST', url: '/api/v1/imports/student', payload: body, headers: { ...headers, 'content-type': contentType } });
  if (res.statusCode !== 200) throw new Error(`check: ${res.statusCode} ${res.body.slice(0, 300)}`);
  return res.json() as { import_job_id: number; total_rows: number; valid_rows: number; errors: Array<{ row: number; column: string }> };
}
async function importChecked(id: number) {
  const run = await app.inject({ method: 'POST', url: `/api/v1/import-jobs/${id}/run`, headers });
  if (run.statusCode !== 200) throw new Error(`run: ${run.statusCode} ${run.body}`);
  // The job's own work, as the worker runs it (no polling delay in the measurement).
  await runImportJob({ db, storage }, { importJobId: id, companyId, operation: null });
  return db.selectFrom('import_jobs').select(['status', 'inserted_rows', 'updated_rows', 'message']).where('id', '=', id).executeTakeFirstOrThrow();
}

const badFile = sjis([header!, ...bad]);
const refused = await timed(`check ${count} rows, Shift_JIS, 3 bad (${(badFile.length / 1e6).toFixed(1)} MB)`, () => check(badFile), (r) => `→ errors at rows ${r.errors.map((e) => `${e.row}:${e.column}`).join(', ')}`);
const before = Number((await db.selectFrom('students').select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow()).n);
const goodFile = sjis([header!, ...rows]);
const good = await timed(`check ${count} rows, fixed`, () => check(goodFile), (r) => `→ ${r.valid_rows} valid`);
await timed(`import ${count} rows (insert, one transaction)`, () => importChecked(good.import_job_id), (r) => `→ ${r.status}, ${r.inserted_rows} added`);
const exported = await timed('export the student list as CSV', exportText, (text) => `→ ${(text.length / 1e6).toFixed(1)} MB`);
const again = await timed('check the export', () => check(Buffer.from(`\ufeff${exported}`, 'utf8')), (r) => `→ ${r.valid_rows} valid of ${r.total_rows}`);
await timed('import the export (every row an update)', () => importChecked(again.import_job_id), (r) => `→ ${r.status}, ${r.updated_rows} updated, ${r.inserted_rows} added`);
const after = Number((await db.selectFrom('students').select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow()).n);

console.log(`\n${values.pglite ? 'PGlite' : 'PostgreSQL 15'}, ${count} rows; bad rows reported: ${refused.errors.length} (nothing imported: ${before} students before the fix); students after: ${after}`);
console.log('| step | seconds | |\n|---|---|---|');
for (const [step, ms, note] of timings) console.log(`| ${step} | ${(ms / 1000).toFixed(2)} | ${note} |`);
await app.close();
await jobs.stop();
await database.close();
await cluster?.stop();
rmSync(dir, { recursive: true, force: true });
