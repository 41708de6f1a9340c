import Encoding from 'encoding-japanese';
import Papa from 'papaparse';
import { afterAll, beforeAll } from 'vitest';
import { startWorkers, type Workers } from '../../src/server/jobs/workers.js';
import { DEMO_COMPANY_CODE } from '../../src/server/seed/seed.js';
import { diskStorage } from '../../src/server/storage/fileStorage.js';
import { multipartBody } from '../fixtures/multipart.js';
import { startTestApp, testConfig, type TestApp } from './harness.js';

/** The app of an import test, filled before the file's tests run. */
export interface ImportApp { readonly t: TestApp; readonly companyId: number }

/**
 * Starts the test app with the job workers (an import runs as the 'data-import' job) before the file's tests and stops
 * both after them; the demo company's id comes with it.
 */
export function useImportApp(): ImportApp {
  const app = {} as { t: TestApp; companyId: number };
  let workers: Workers | undefined;
  beforeAll(async () => {
    app.t = await startTestApp();
    workers = await startWorkers({ db: app.t.db, jobs: app.t.jobs, config: testConfig, storage: diskStorage(app.t.filesDir) }, { pollingIntervalSeconds: 0.5, sweepSeconds: 3600 });
    app.companyId = (await app.t.db.selectFrom('companies').select('id').where('code', '=', DEMO_COMPANY_CODE).executeTakeFirstOrThrow()).id;
  });
  afterAll(async () => {
    await workers?.stop();
    await app.t?.close();
  });
  return app;
}

/** POST /imports/{target} with one file, as the import screen sends it. */
export async function checkImport(t: TestApp, options: { bytes: Buffer; target?: string; name?: string; type?: string; user?: string }) {
  const { body, contentType } = multipartBody({ data: {}, files: [{ field: 'file', name: options.name ?? 'students.csv', type: options.type ?? 'text/csv', bytes: options.bytes }] });
  return t.app.inject({ method: 'POST', url: `/api/v1/imports/${options.target ?? 'student'}`, payload: body, headers: { ...(await t.authAs(options.user ?? 'staff')), 'content-type': contentType } });
}

/** POST /import-jobs/{id}/run. */
export async function runImport(t: TestApp, id: number, user = 'staff') {
  return t.app.inject({ method: 'POST', url: `/api/v1/import-jobs/${id}/run`, headers: await t.authAs(user) });
}

/** The progress answer of an import once it has ended (asked every 100 ms, at most 20 s). */
export async function importFinished(t: TestApp, id: number, user = 'staff'): Promise<{ status: string; inserted_rows: number; updated_rows: number; message: string | null }> {
  for (let i = 0; i < 200; i++) {
    const res = await t.app.inject({ method: 'GET', url: `/api/v1/import-jobs/${id}/progress`, headers: await t.authAs(user) });
    const body = res.json() as { status: string; inserted_rows: number; updated_rows: number; message: string | null };
    if (body.status === 'succeeded' || body.status === 'failed') return body;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error('the import did not finish');
}

/** Text as Excel in Japan saves a CSV: Shift_JIS. */
export const sjis = (text: string) => Buffer.from(Encoding.convert(Encoding.stringToCode(text), { to: 'SJIS', from: 'UNICODE', type: 'array' }));
/** The rows of a CSV text (a byte-order mark dropped). */
export const parseCsv = (text: string) => Papa.parse<string[]>(text.replace(/^\ufeff/, ''), { skipEmptyLines: true }).data;
/** Rows as a CSV file's text, CRLF line ends. */
export const unparseCsv = (rows: string[][]) => `${Papa.unparse(rows, { newline: '\r\n' })}\r\n`;
