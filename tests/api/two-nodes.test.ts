// @vitest-environment node
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { constants } from '../../src/generated/constants.js';
import { errorCatalogue } from '../../src/generated/errors.js';
import { JobQueue } from '../../src/server/core/jobQueue.js';
import { DEMO_PASSWORD } from '../../src/server/seed/seed.js';
import { freshDatabase, type FreshDatabase } from '../fixtures/databaseTemplate.js';
import { pdfBytes } from '../fixtures/multipart.js';
import { startLocalS3, type LocalS3 } from '../fixtures/s3Server.js';
import { killHard, signInOverHttp, startServerProcess, type ServerProcess } from '../fixtures/serverProcess.js';
import { composeBody } from './noticeManageFixtures.js';

// Issue 9: two API server processes on one PostgreSQL, each with its own principal cache and poll state in memory.
// A change made through one is seen by the other's very next request (the auth version is read per request); a new
// notification reaches the other's poll through LISTEN/NOTIFY (waited for in a bounded loop, never a sleep). Each node
// has a data directory of its own and keeps uploaded files in one S3-compatible store (s3rver on loopback, issue 17),
// so a file uploaded through one is downloaded through the other.

const databaseUrl = process.env.DATABASE_URL;
const JWT_SECRET = 'two-nodes-test-secret-0123456789abcdef';

let database: FreshDatabase;
let jobs: JobQueue;
let filesDir: string;
let s3: LocalS3;
const nodes: ServerProcess[] = [];
const dataDirOf = (node: number) => join(filesDir, `node-${node}`);

type Headers = Record<string, string>;
async function call(node: ServerProcess, options: { method?: string; path: string; headers: Headers; body?: unknown }) {
  const res = await fetch(`${node.url}/api/v1${options.path}`, {
    method: options.method ?? 'GET',
    headers: { ...options.headers, ...(options.body === undefined ? {} : { 'content-type': 'application/json' }) },
    body: options.body === undefined ? undefined : JSON.stringify(options.body),
  });
  return { status: res.status, body: (await res.json()) as Record<string, unknown> };
}

async function until(condition: () => Promise<boolean>, what: string): Promise<void> {
  const deadline = Date.now() + 15_000;
  while (!(await condition())) {
    if (Date.now() > deadline) throw new Error(`timed out waiting for ${what}`);
    await new Promise((r) => setTimeout(r, 20));
  }
}

describe.skipIf(!databaseUrl)('two API nodes on one PostgreSQL (skipped on PGlite: one process owns its data directory)', () => {
  beforeAll(async () => {
    // A database of its own on the same server, so that the other test files' databases are not touched.
    database = await freshDatabase();
    jobs = new JobQueue(database.db);
    await jobs.start();
    filesDir = mkdtempSync(join(tmpdir(), 'portal-two-nodes-'));
    s3 = await startLocalS3();
    const env = { DATABASE_URL: database.url!, JWT_SECRET, JOBS_ENABLED: 'false', ...s3.env };
    // The second node starts the way `npm start` does (tsx on the source), the first from the run's bundle (the other
    // server processes of the tests): both serve the same API.
    nodes.push(...await Promise.all([startServerProcess({ ...env, DATA_DIR: dataDirOf(0) }), startServerProcess({ ...env, DATA_DIR: dataDirOf(1) }, { from: 'source' })]));
  });

  afterAll(async () => {
    await Promise.all(nodes.map((n) => killHard(n)));
    await s3?.close();
    await jobs?.stop();
    await database?.close();
    if (filesDir) rmSync(filesDir, { recursive: true, force: true });
  });

  it('should refuse /tags on node B at once when node A turns the notice feature off, and allow it when A turns it on', async () => {
    const [a, b] = nodes as [ServerProcess, ServerProcess];
    const onA = await signInOverHttp(a, 'staff');
    const onB = await signInOverHttp(b, 'staff');
    // B has the staff principal cached.
    expect((await call(b, { path: '/tags', headers: onB })).status).toBe(200);
    expect((await call(b, { path: '/tags', headers: onB })).status).toBe(200);
    const houses = (await database.db.selectFrom('schoolhouses').select('id').execute()).map((h) => h.id);
    const setAll = async (value: string) => {
      for (const id of houses) {
        const res = await call(a, { method: 'POST', path: '/multi-settings', headers: onA, body: { schoolhouse_id: id, settings: [{ name: 'ALLOW_USE_NOTICE', value }] } });
        expect(res.status).toBe(200);
      }
    };
    await setAll('0');
    const refused = await call(b, { path: '/tags', headers: onB });
    expect([refused.status, refused.body.code]).toEqual([403, errorCatalogue.FORBIDDEN.code]);
    await setAll('1');
    expect((await call(b, { path: '/tags', headers: onB })).status).toBe(200);
  });

  it('should refuse the old token on node B at once after a password change through node A, and accept the new one', async () => {
    const [a, b] = nodes as [ServerProcess, ServerProcess];
    const old = await signInOverHttp(a, 'teacher5');
    expect((await call(b, { path: '/auth-search/users/current', headers: old })).status).toBe(200);
    expect((await call(b, { path: '/auth-search/users/current', headers: old })).status).toBe(200);
    const changed = await call(a, {
      method: 'POST', path: '/change-password', headers: old, body: { old_password: DEMO_PASSWORD, password: 'TwoNodes26', password_confirmation: 'TwoNodes26' },
    });
    expect(changed.status).toBe(200);
    const refused = await call(b, { path: '/auth-search/users/current', headers: old });
    expect([refused.status, refused.body.code]).toEqual([401, errorCatalogue.UNAUTHENTICATED.code]);
    expect((await call(b, { path: '/auth-search/users/current', headers: { authorization: `Bearer ${String(changed.body.token)}` } })).status).toBe(200);
    // The twin: another user's token on B is untouched.
    expect((await call(b, { path: '/auth-search/users/current', headers: await signInOverHttp(a, 'teacher6') })).status).toBe(200);
  });

  it('should ring the guardian\'s bell on node B\'s poll when the school replies through node A', async () => {
    const [a, b] = nodes as [ServerProcess, ServerProcess];
    const recipient = await database.db.selectFrom('notice_recipients')
      .innerJoin('notices', 'notices.id', 'notice_recipients.notice_id')
      .innerJoin('protectors', 'protectors.id', 'notice_recipients.protector_id')
      .innerJoin('users', 'users.id', 'protectors.user_id')
      .select(['notices.id as notice_id', 'notice_recipients.id', 'notice_recipients.student_id', 'users.username'])
      .where('notices.title', '=', '保護者会開催のご案内').orderBy('notice_recipients.id', 'desc').executeTakeFirstOrThrow();
    const guardian = { ...await signInOverHttp(b, recipient.username), [String(constants.switchProtectorHeader)]: String(recipient.student_id) };
    await call(b, { method: 'POST', path: '/notifications/read/all', headers: guardian });
    const count = async () => (await call(b, { path: '/notifications/unread/count', headers: guardian })).body.count as number;
    await until(async () => (await count()) === 0, 'the guardian\'s unread count on B to be 0');
    // B answers from memory now; the reply through A must reach it by its notice.
    expect(await count()).toBe(0);
    const reply = await call(a, {
      method: 'POST', path: `/notices/${recipient.notice_id}/comments`, headers: await signInOverHttp(a, 'staff'), body: { content: '二台目から見えますか', recipient_id: recipient.id },
    });
    expect(reply.status).toBe(200);
    await until(async () => (await count()) === 1, 'node B\'s poll to count the reply made through node A');
    expect((await call(b, { path: '/notifications/status', headers: guardian })).body).toEqual({ has_unread: true });
    // Read through A: B's poll follows.
    await call(a, { method: 'POST', path: '/notifications/read/all', headers: guardian });
    await until(async () => (await call(b, { path: '/notifications/status', headers: guardian })).body.has_unread === false, 'node B\'s bell to clear');
  });

  it('should let a guardian download through node B the attachment staff uploaded through node A, and refuse another family', async () => {
    const [a, b] = nodes as [ServerProcess, ServerProcess];
    const families = await database.db.selectFrom('students').innerJoin('protectors', 'protectors.id', 'students.protector_id')
      .innerJoin('users', 'users.id', 'protectors.user_id').select(['students.id', 'users.username'])
      .where('students.status', '=', 4).orderBy('students.id').execute();
    const single = families.filter((s) => families.filter((x) => x.username === s.username).length === 1);
    const [child, other] = [single[0]!, single.find((s) => s.username !== single[0]!.username)!];
    const bytes = pdfBytes(5000);
    const form = new FormData();
    form.append('data', JSON.stringify(composeBody({ title: '二台目からも読める添付', publish: true, student_ids: [child.id] })));
    form.append('attachments', new Blob([new Uint8Array(bytes)], { type: 'application/pdf' }), '持ち物リスト.pdf');
    const saved = await fetch(`${a.url}/api/v1/notices`, { method: 'POST', headers: await signInOverHttp(a, 'staff'), body: form });
    expect(saved.status).toBe(200);
    const noticeId = ((await saved.json()) as { id: number }).id;
    const file = await database.db.selectFrom('files').select('id').where('owner_kind', '=', 'notice').where('owner_id', '=', noticeId).executeTakeFirstOrThrow();
    const onB = await fetch(`${b.url}/api/v1/files/${file.id}`, { headers: await signInOverHttp(b, child.username) });
    expect([onB.status, onB.headers.get('content-type')]).toEqual([200, 'application/pdf']);
    expect(Buffer.from(await onB.arrayBuffer()).equals(bytes)).toBe(true);
    // Neither node kept it on its own disk: both read the one store.
    expect([existsSync(join(dataDirOf(0), 'files')), existsSync(join(dataDirOf(1), 'files'))]).toEqual([false, false]);
    const refused = await fetch(`${b.url}/api/v1/files/${file.id}`, { headers: await signInOverHttp(b, other.username) });
    expect(refused.status).toBe(404);
  });
});
