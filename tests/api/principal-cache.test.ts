// @vitest-environment node
// Runs on both databases: the cache learns of changes by NOTIFY on PostgreSQL and in-process on PGlite.
import type { FastifyInstance } from 'fastify';
import { sql, type Kysely, type KyselyPlugin } from 'kysely';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { constants } from '../../src/generated/constants.js';
import type { Database } from '../../src/generated/db.js';
import { PrintStatus } from '../../src/generated/enums.js';
import { errorCatalogue } from '../../src/generated/errors.js';
import { buildApp } from '../../src/server/app.js';
import { cacheHubOf } from '../../src/server/auth/cacheHub.js';
import { principalCacheOf } from '../../src/server/auth/principalCache.js';
import { noticeSourceOf, registerNoticeSource, type PostgresNoticeSource } from '../../src/server/db/listen.js';
import { setUserActive } from '../../src/server/domains/account/userAccount.js';
import { countCacheOf } from '../../src/server/domains/notifications/pollState.js';
import { DEMO_PASSWORD } from '../../src/server/seed/seed.js';
import { diskStorage } from '../../src/server/storage/fileStorage.js';
import { codeOf, startTestApp, testConfig, type TestApp } from './harness.js';

// Issue 9: the principal and ability are cached per company version (model/caches.yaml triggers bump it on every
// write to what they are read from), and the 30-second poll answers from memory. Every change below is seen by the
// very next request; every cached twin shows the cache was used, by the queries the request ran.

let t: TestApp;
/** The app under test: the same database through a Kysely that records every query's SQL. */
let app: FastifyInstance;
const queries: string[] = [];
let companyId: number;

/** Records every statement run through the app's database handle. */
const recorder: KyselyPlugin = {
  transformQuery(args) {
    return args.node;
  },
  // Counted when a statement has run (a list page runs a statement compiled for an earlier request).
  async transformResult(args) {
    queries.push(String(args.queryId.queryId));
    return args.result;
  },
};

beforeAll(async () => {
  t = await startTestApp();
  const logged: Kysely<Database> = t.db.withPlugin(recorder);
  // The same caches as the harness's app: the hub belongs to the database's notice source.
  registerNoticeSource(logged, noticeSourceOf(t.db)!);
  app = await buildApp({ db: logged, config: { ...testConfig, filesDir: t.filesDir }, storage: diskStorage(t.filesDir), jobs: t.jobs });
  companyId = (await t.db.selectFrom('users').select('company_id').where('username', '=', 'staff').executeTakeFirstOrThrow()).company_id;
  await until(() => cacheHubOf(t.db).isListening, 'the cache listener to be up');
});
afterAll(async () => {
  await app?.close();
  await t?.close();
});
beforeEach(() => { queries.length = 0; });

/** Waits, in a bounded loop, for a condition another connection makes true (a notice); never a fixed sleep. */
async function until(condition: () => boolean | Promise<boolean>, what: string): Promise<void> {
  const deadline = Date.now() + 10_000;
  while (!(await condition())) {
    if (Date.now() > deadline) throw new Error(`timed out waiting for ${what}`);
    await new Promise((r) => setTimeout(r, 5));
  }
}

const auth = (username: string) => t.authAs(username);
const get = async (url: string, headers: Record<string, string>) => app.inject({ method: 'GET', url: `/api/v1${url}`, headers });
/** Runs one request and returns it with the number of queries it ran. */
async function counted(url: string, headers: Record<string, string>) {
  queries.length = 0;
  const res = await get(url, headers);
  return { res, queries: queries.length };
}
const stats = () => ({ ...principalCacheOf(t.db).stats });
/** The owner's first request loads the principal; the second, with nothing changed, must be a cache hit. */
async function expectCachedTwice(url: string, headers: Record<string, string>) {
  expect((await get(url, headers)).statusCode).toBe(200);
  const before = stats();
  expect((await get(url, headers)).statusCode).toBe(200);
  const after = stats();
  expect(after.hits - before.hits, 'principal cache hits').toBe(1);
  expect(after.misses - before.misses, 'principal cache misses').toBe(0);
}
const userOf = async (username: string) => t.db.selectFrom('users').select(['id', 'company_id']).where('username', '=', username).executeTakeFirstOrThrow();
const ids = (body: unknown) => (body as { ability: { schoolhouseIds: number[] } }).ability.schoolhouseIds;

describe('principal cache', () => {
  it('should serve an unchanged user from the cache: the second request loads no principal and reads at most the version', async () => {
    const headers = await auth('staff');
    const first = await counted('/tags', headers);
    const second = await counted('/tags', headers);
    expect(first.res.statusCode).toBe(200);
    expect(second.res.statusCode).toBe(200);
    // loadPrincipal's users, staffs, schoolhouses, settings and companies queries are gone; PostgreSQL reads the
    // company version (one query), PGlite knows it from the notices.
    expect(first.queries - second.queries).toBeGreaterThanOrEqual(5);
    expect(await counted('/tags', headers)).toMatchObject({ queries: second.queries });
  });

  it('should not invalidate on a write to a column nothing cached reads (a user\'s e-mail)', async () => {
    const headers = await auth('teacher3');
    expect((await get('/auth-search/users/current', headers)).statusCode).toBe(200);
    const user = await userOf('teacher3');
    await t.db.updateTable('users').set({ email: 'teacher3-new@example.jp' }).where('id', '=', user.id).execute();
    await expectCachedTwice('/auth-search/users/current', headers);
    const before = stats();
    expect((await get('/auth-search/users/current', headers)).statusCode).toBe(200);
    expect(stats().misses - before.misses).toBe(0);
  });

  it('should refuse the next request with 403 when a feature setting is removed, and allow it when it comes back', async () => {
    const headers = await auth('staff');
    await expectCachedTwice('/tags', headers);
    const houses = (await t.db.selectFrom('schoolhouses').select('id').where('company_id', '=', companyId).execute()).map((h) => h.id);
    const setNotice = (value: string) => t.db.updateTable('schoolhouse_settings').set({ value })
      .where('company_id', '=', companyId).where('schoolhouse_id', 'in', houses).where('name', '=', 'ALLOW_USE_NOTICE').execute();
    await setNotice('0');
    try {
      const res = await get('/tags', headers);
      expect(res.statusCode).toBe(403);
      expect(codeOf(res)).toBe(errorCatalogue.FORBIDDEN.code);
      // The unchanged twin: a screen that needs no feature is still served to the same user.
      expect((await get('/auth-search/users/current', headers)).statusCode).toBe(200);
    } finally {
      await setNotice('1');
    }
    expect((await get('/tags', headers)).statusCode).toBe(200);
  });

  it('should refuse the old token with 401 on the next request after a password change, and serve the new one', async () => {
    const old = await t.freshAuth('teacher5');
    const other = await auth('teacher6');
    await expectCachedTwice('/auth-search/users/current', old);
    const changed = await app.inject({
      method: 'POST', url: '/api/v1/change-password', headers: old,
      payload: { old_password: DEMO_PASSWORD, password: 'Cache2026x', password_confirmation: 'Cache2026x' },
    });
    expect(changed.statusCode).toBe(200);
    const res = await get('/auth-search/users/current', old);
    expect(res.statusCode).toBe(401);
    expect(codeOf(res)).toBe(errorCatalogue.UNAUTHENTICATED.code);
    expect((await get('/auth-search/users/current', { authorization: `Bearer ${(changed.json() as { token: string }).token}` })).statusCode).toBe(200);
    // The unchanged twin: another user's token still works, and is cached again.
    await expectCachedTwice('/auth-search/users/current', other);
  });

  it('should refuse a disabled user with 401 on the next request, while others are still served', async () => {
    const headers = await t.freshAuth('teacher7');
    const other = await auth('teacher4');
    await expectCachedTwice('/auth-search/users/current', headers);
    const user = await userOf('teacher7');
    await setUserActive(t.db, { companyId: user.company_id, userId: user.id, isActive: false });
    const res = await get('/auth-search/users/current', headers);
    expect(res.statusCode).toBe(401);
    expect(codeOf(res)).toBe(errorCatalogue.UNAUTHENTICATED.code);
    await expectCachedTwice('/auth-search/users/current', other);
  });

  it('should show a teacher a schoolhouse assigned to them on the next request, and refuse it once removed', async () => {
    const headers = await auth('teacher1');
    await expectCachedTwice('/auth-search/users/current', headers);
    const teacher = await t.db.selectFrom('teachers').innerJoin('users', 'users.id', 'teachers.user_id').select('teachers.id')
      .where('users.username', '=', 'teacher1').executeTakeFirstOrThrow();
    const before = ids((await get('/auth-search/users/current', headers)).json());
    const house = (await t.db.selectFrom('schoolhouses').select('id').where('company_id', '=', companyId).where('id', 'not in', before).executeTakeFirstOrThrow()).id;
    const { id } = await t.db.insertInto('teacher_schoolhouses').values({ company_id: companyId, teacher_id: teacher.id, schoolhouse_id: house }).returning('id').executeTakeFirstOrThrow();
    expect(ids((await get('/auth-search/users/current', headers)).json())).toContain(house);
    await t.db.deleteFrom('teacher_schoolhouses').where('id', '=', id).execute();
    expect(ids((await get('/auth-search/users/current', headers)).json())).not.toContain(house);
  });

  it('should let a guardian switch to a new child on the next request, and refuse the switch before and after', async () => {
    const headers = await auth('guardian2');
    await expectCachedTwice('/auth-search/users/current', headers);
    const protector = await t.db.selectFrom('protectors').innerJoin('users', 'users.id', 'protectors.user_id').select('protectors.id')
      .where('users.username', '=', 'guardian2').executeTakeFirstOrThrow();
    const sibling = await t.db.selectFrom('students').selectAll().where('company_id', '=', companyId).where('protector_id', '=', protector.id).executeTakeFirstOrThrow();
    const other = await t.db.selectFrom('students').select(['id', 'protector_id']).where('company_id', '=', companyId)
      .where('protector_id', '!=', protector.id).where('protector_id', 'is not', null).orderBy('id', 'desc').executeTakeFirstOrThrow();
    const asChild = { ...headers, [String(constants.switchProtectorHeader)]: String(other.id) };
    const refused = await get('/auth-search/users/current', asChild);
    expect(refused.statusCode).toBe(403);
    expect(codeOf(refused)).toBe(errorCatalogue.SWITCH_USER_NO_ACCESS.code);
    // The school moves the child to this guardian (an update of students.protector_id).
    await t.db.updateTable('students').set({ protector_id: protector.id }).where('id', '=', other.id).execute();
    try {
      const res = await get('/auth-search/users/current', asChild);
      expect(res.statusCode).toBe(200);
      expect((res.json() as { t_protector_page_id: number }).t_protector_page_id).toBe(other.id);
      expect((await get('/auth-search/users/current', { ...headers, [String(constants.switchProtectorHeader)]: String(sibling.id) })).statusCode).toBe(200);
    } finally {
      await t.db.updateTable('students').set({ protector_id: other.protector_id }).where('id', '=', other.id).execute();
    }
    expect(codeOf(await get('/auth-search/users/current', asChild))).toBe(errorCatalogue.SWITCH_USER_NO_ACCESS.code);
  });

  it('should give staff a new schoolhouse on the next request (staff see every schoolhouse)', async () => {
    const headers = await auth('staff');
    await expectCachedTwice('/auth-search/users/current', headers);
    const area = await t.db.selectFrom('schoolhouses').select('area_id').where('company_id', '=', companyId).executeTakeFirstOrThrow();
    const { id } = await t.db.insertInto('schoolhouses').values({ company_id: companyId, area_id: area.area_id, schoolhouse_name: 'キャッシュ校', sort_order: 99 }).returning('id').executeTakeFirstOrThrow();
    try {
      expect(ids((await get('/auth-search/users/current', headers)).json())).toContain(id);
    } finally {
      await t.db.deleteFrom('schoolhouses').where('id', '=', id).execute();
    }
    expect(ids((await get('/auth-search/users/current', headers)).json())).not.toContain(id);
  });

  it('should answer INVOICE_NOT_ACTIVE (10122) on the next request when the invoice status changes, and serve again when it is back', async () => {
    const headers = await auth('staff');
    await expectCachedTwice('/payment-methods', headers);
    const setStatus = (value: string) => t.db.updateTable('companies').set({ invoice_status: value }).where('id', '=', companyId).execute();
    await setStatus('2');
    try {
      const res = await get('/payment-methods', headers);
      expect(res.statusCode).toBe(403);
      expect(codeOf(res)).toBe(errorCatalogue.INVOICE_NOT_ACTIVE.code);
      expect((await get('/fee-items', headers)).statusCode).toBe(200);
    } finally {
      await setStatus(String(constants.invoiceActive));
    }
    expect((await get('/payment-methods', headers)).statusCode).toBe(200);
  });

  it('should show a renamed staff member\'s new name in the header on the next request', async () => {
    const headers = await auth('staff');
    await expectCachedTwice('/auth-search/users/current', headers);
    const user = await userOf('staff');
    const staff = await t.db.selectFrom('staffs').select(['id', 'staff_name']).where('user_id', '=', user.id).executeTakeFirstOrThrow();
    await t.db.updateTable('staffs').set({ staff_name: '新しい名前' }).where('id', '=', staff.id).execute();
    try {
      expect((await get('/auth-search/users/current', headers)).json()).toMatchObject({ display_name: '新しい名前', staff_name: '新しい名前' });
    } finally {
      await t.db.updateTable('staffs').set({ staff_name: staff.staff_name }).where('id', '=', staff.id).execute();
    }
  });

  it('should show a renamed schoolhouse and a changed setting in a teacher\'s current-user answer on the next request', async () => {
    const headers = await auth('teacher2');
    await expectCachedTwice('/auth-search/users/current', headers);
    type View = { schoolhouses: Array<{ id: number; schoolhouse_name: string; settings: Array<{ name: string; value: string }> }> };
    const view = async () => (await get('/auth-search/users/current', headers)).json() as View;
    const house = (await view()).schoolhouses[0]!;
    const setting = house.settings.find((x) => !x.name.startsWith('ALLOW_'))!;
    // The view itself is kept with the principal: the second answer ran no query of its own.
    const again = await counted('/auth-search/users/current', headers);
    expect(again.queries).toBeLessThanOrEqual(1);
    await t.db.updateTable('schoolhouses').set({ schoolhouse_name: '改名した校舎' }).where('id', '=', house.id).execute();
    try {
      expect((await view()).schoolhouses.find((h) => h.id === house.id)?.schoolhouse_name).toBe('改名した校舎');
    } finally {
      await t.db.updateTable('schoolhouses').set({ schoolhouse_name: house.schoolhouse_name }).where('id', '=', house.id).execute();
    }
    const other = setting.value === '1' ? '0' : '1';
    const stored = await t.db.selectFrom('schoolhouse_settings').select('id').where('schoolhouse_id', '=', house.id).where('name', '=', setting.name).executeTakeFirst();
    if (stored) await t.db.updateTable('schoolhouse_settings').set({ value: other }).where('id', '=', stored.id).execute();
    else await t.db.insertInto('schoolhouse_settings').values({ company_id: companyId, schoolhouse_id: house.id, name: setting.name, value: other }).execute();
    try {
      expect((await view()).schoolhouses.find((h) => h.id === house.id)?.settings.find((x) => x.name === setting.name)?.value).toBe(other);
    } finally {
      if (stored) await t.db.updateTable('schoolhouse_settings').set({ value: setting.value }).where('id', '=', stored.id).execute();
      else await t.db.deleteFrom('schoolhouse_settings').where('schoolhouse_id', '=', house.id).where('name', '=', setting.name).execute();
    }
  });

  it('should show a renamed school year (a table every company shares) in a guardian\'s current-user answer on the next request', async () => {
    const headers = await auth('guardian3');
    await expectCachedTwice('/auth-search/users/current', headers);
    type View = { student: { schoolyear: { id: number; schoolyear_name: string } } };
    const year = ((await get('/auth-search/users/current', headers)).json() as View).student.schoolyear;
    await t.db.updateTable('schoolyears').set({ schoolyear_name: '改名した学年' }).where('id', '=', year.id).execute();
    try {
      expect(((await get('/auth-search/users/current', headers)).json() as View).student.schoolyear.schoolyear_name).toBe('改名した学年');
    } finally {
      await t.db.updateTable('schoolyears').set({ schoolyear_name: year.schoolyear_name }).where('id', '=', year.id).execute();
    }
    expect(((await get('/auth-search/users/current', headers)).json() as View).student.schoolyear.schoolyear_name).toBe(year.schoolyear_name);
  });

  it('should let a teacher switch to a newly linked account on the next request, and refuse it once unlinked', async () => {
    const headers = await auth('teacher3');
    const teachers = await t.db.selectFrom('teachers').innerJoin('users', 'users.id', 'teachers.user_id').select(['teachers.id', 'users.username'])
      .where('users.username', 'in', ['teacher3', 'teacher9']).execute();
    const [self, linked] = ['teacher3', 'teacher9'].map((u) => teachers.find((x) => x.username === u)!.id);
    const asLinked = { ...headers, [String(constants.switchTeacherHeader)]: String(linked) };
    expect(codeOf(await get('/auth-search/users/current', asLinked))).toBe(errorCatalogue.SWITCH_USER_NO_ACCESS.code);
    const { id } = await t.db.insertInto('teacher_links').values({ company_id: companyId, teacher_id: self!, linked_teacher_id: linked! }).returning('id').executeTakeFirstOrThrow();
    try {
      const res = await get('/auth-search/users/current', asLinked);
      expect(res.statusCode).toBe(200);
      await expectCachedTwice('/auth-search/users/current', asLinked);
    } finally {
      await t.db.deleteFrom('teacher_links').where('id', '=', id).execute();
    }
    expect(codeOf(await get('/auth-search/users/current', asLinked))).toBe(errorCatalogue.SWITCH_USER_NO_ACCESS.code);
  });
});

// A list page reads the company's auth version inside its own statement on PostgreSQL (withAuthentication): the cached
// principal is used before it is confirmed, and the page is thrown away and read again when the version moved on.
// These show the page a stale principal would have read is never the answer.
describe('a list on a cached principal', () => {
  type Page = { data: Array<{ id: number; schoolhouse_id: number }> };
  /** Lists the first 100 students the caller may read (every status), and how the principal was confirmed. */
  async function students(headers: Record<string, string>) {
    const before = stats();
    const res = await get('/students?limit=100', headers);
    const after = stats();
    return { res, folded: after.versionsFolded - before.versionsFolded, misses: after.misses - before.misses };
  }
  /** A warm second page: on PostgreSQL its own statement confirmed the cached principal (folded); PGlite knows the version from notices. */
  async function expectWarmList(headers: Record<string, string>) {
    expect((await students(headers)).res.statusCode).toBe(200);
    const warm = await students(headers);
    expect(warm.res.statusCode).toBe(200);
    expect(warm.misses, 'principal cache misses').toBe(0);
    expect(warm.folded, 'versions read in the list statement').toBe(t.kind === 'postgres' ? 1 : 0);
    return warm.res.json() as Page;
  }

  it('should list the students of a schoolhouse assigned to a teacher on the next page, and not once it is removed', async () => {
    const headers = await auth('teacher1');
    const before = await expectWarmList(headers);
    const seen = new Set(before.data.map((s) => s.schoolhouse_id));
    const teacher = await t.db.selectFrom('teachers').innerJoin('users', 'users.id', 'teachers.user_id').select('teachers.id')
      .where('users.username', '=', 'teacher1').executeTakeFirstOrThrow();
    const house = (await t.db.selectFrom('students').select('schoolhouse_id').where('company_id', '=', companyId)
      .where('schoolhouse_id', 'not in', [...seen]).executeTakeFirstOrThrow()).schoolhouse_id!;
    const { id } = await t.db.insertInto('teacher_schoolhouses').values({ company_id: companyId, teacher_id: teacher.id, schoolhouse_id: house }).returning('id').executeTakeFirstOrThrow();
    try {
      const after = await students(headers);
      expect(after.res.statusCode).toBe(200);
      expect((after.res.json() as Page).data.map((s) => s.schoolhouse_id)).toContain(house);
      expect(after.misses, 'the principal loaded anew').toBe(1);
    } finally {
      await t.db.deleteFrom('teacher_schoolhouses').where('id', '=', id).execute();
    }
    const removed = await students(headers);
    expect((removed.res.json() as Page).data.map((s) => s.schoolhouse_id)).not.toContain(house);
    // The twin: with nothing changed since, the page is served from the cache again.
    expect((await expectWarmList(headers)).data.map((s) => s.id)).toEqual((removed.res.json() as Page).data.map((s) => s.id));
  });

  it('should refuse the next page with 401 after a password change and after the account is disabled', async () => {
    const old = await t.freshAuth('teacher8');
    await expectWarmList(old);
    const changed = await app.inject({
      method: 'POST', url: '/api/v1/change-password', headers: old,
      payload: { old_password: DEMO_PASSWORD, password: 'ListCache2026x', password_confirmation: 'ListCache2026x' },
    });
    expect(changed.statusCode).toBe(200);
    const stale = await students(old);
    expect(stale.res.statusCode).toBe(401);
    expect(codeOf(stale.res)).toBe(errorCatalogue.UNAUTHENTICATED.code);
    const fresh = { authorization: `Bearer ${(changed.json() as { token: string }).token}` };
    await expectWarmList(fresh);
    const user = await userOf('teacher8');
    await setUserActive(t.db, { companyId: user.company_id, userId: user.id, isActive: false });
    try {
      const disabled = await students(fresh);
      expect(disabled.res.statusCode).toBe(401);
      expect(codeOf(disabled.res)).toBe(errorCatalogue.UNAUTHENTICATED.code);
      // The twin: another teacher's cached list is still served.
      await expectWarmList(await auth('teacher4'));
    } finally {
      await setUserActive(t.db, { companyId: user.company_id, userId: user.id, isActive: true });
    }
  });
});

// A guardian's notice list is one statement that reads the version too (readingAuthVersion, operationRoutes.ts).
describe('a guardian\'s notice list on a cached principal', () => {
  async function received(headers: Record<string, string>) {
    const before = stats();
    const res = await get('/notices/received', headers);
    const after = stats();
    return { res, folded: after.versionsFolded - before.versionsFolded, misses: after.misses - before.misses };
  }

  it('should confirm the cached principal in the list\'s own statement, and refuse the next list with 401 after a password change', async () => {
    const old = await t.freshAuth('guardian7');
    expect((await received(old)).res.statusCode).toBe(200);
    const warm = await received(old);
    expect(warm.res.statusCode).toBe(200);
    expect(warm.misses, 'principal cache misses').toBe(0);
    expect(warm.folded, 'versions read in the list statement').toBe(t.kind === 'postgres' ? 1 : 0);
    expect((warm.res.json() as { total: number }).total).toBeGreaterThan(0);
    const changed = await app.inject({
      method: 'POST', url: '/api/v1/change-password', headers: old,
      payload: { old_password: DEMO_PASSWORD, password: 'NoticeList2026x', password_confirmation: 'NoticeList2026x' },
    });
    expect(changed.statusCode).toBe(200);
    const stale = await received(old);
    expect(stale.res.statusCode).toBe(401);
    expect(codeOf(stale.res)).toBe(errorCatalogue.UNAUTHENTICATED.code);
    // The twin: the new token's list is served, and confirmed in its statement again once warm.
    const fresh = { authorization: `Bearer ${(changed.json() as { token: string }).token}` };
    expect((await received(fresh)).res.statusCode).toBe(200);
    expect((await received(fresh)).folded).toBe(t.kind === 'postgres' ? 1 : 0);
  });
});

describe('the 30-second poll', () => {
  const hub = () => cacheHubOf(t.db);
  const unread = () => countCacheOf(t.db, 'unread');
  /** Polls until the answer is `expected` (PostgreSQL delivers the trigger's notice a moment after the commit). */
  async function pollUntil(url: string, headers: Record<string, string>, expected: unknown): Promise<void> {
    let last: unknown;
    await until(async () => {
      last = (await get(url, headers)).json();
      return JSON.stringify(last) === JSON.stringify(expected);
    }, `${url} to answer ${JSON.stringify(expected)} (last: ${JSON.stringify(last)})`);
  }
  async function notify(username: string) {
    const user = await userOf(username);
    const seen = hub().noticeCount;
    const row = await t.db.insertInto('notifications').values({ company_id: user.company_id, user_id: user.id, title: 'キャッシュの通知' }).returning('id').executeTakeFirstOrThrow();
    await until(() => hub().noticeCount > seen, 'the notice of the new notification');
    return row.id;
  }

  it('should answer the poll without a query once warm, for the caller and the count alike', async () => {
    const headers = await auth('teacher2');
    await get('/notifications/status', headers);
    await get('/notifications/unread/count', headers);
    const status = await counted('/notifications/status', headers);
    const count = await counted('/notifications/unread/count', headers);
    expect(status.res.statusCode).toBe(200);
    expect(count.res.statusCode).toBe(200);
    expect(status.queries).toBe(0);
    expect(count.queries).toBe(0);
    // Its twin: an ordinary request of the same user does ask the database.
    expect((await counted('/notifications', headers)).queries).toBeGreaterThan(0);
  });

  it('should answer the staff print count without a query once warm, and the new count after a print request is added', async () => {
    const headers = await auth('staff');
    const before = (await get('/print-documents/pending-count', headers)).json() as { count: number };
    expect((await counted('/print-documents/pending-count', headers)).queries).toBe(0);
    const house = await t.db.selectFrom('schoolhouses').select('id').where('company_id', '=', companyId).executeTakeFirstOrThrow();
    const { id } = await t.db.insertInto('print_requests').values({ company_id: companyId, schoolhouse_id: house.id, title: 'キャッシュの印刷', status: PrintStatus.pending }).returning('id').executeTakeFirstOrThrow();
    try {
      await pollUntil('/print-documents/pending-count', headers, { count: before.count + 1 });
    } finally {
      await t.db.deleteFrom('print_requests').where('id', '=', id).execute();
    }
    await pollUntil('/print-documents/pending-count', headers, before);
  });

  it('should answer right after a new notification, a mark-read and a delete, and from memory in between', async () => {
    const headers = await auth('teacher4');
    await t.app.inject({ method: 'POST', url: '/api/v1/notifications/read/all', headers });
    await pollUntil('/notifications/unread/count', headers, { count: 0 });
    await pollUntil('/notifications/status', headers, { has_unread: false });
    expect((await counted('/notifications/status', headers)).queries).toBe(0);

    const first = await notify('teacher4');
    const second = await notify('teacher4');
    const loads = unread().stats.loads;
    expect((await get('/notifications/unread/count', headers)).json()).toEqual({ count: 2 });
    expect((await get('/notifications/status', headers)).json()).toEqual({ has_unread: true });
    expect(unread().stats.loads - loads, 'one count after the notices, then memory').toBe(1);

    const read = await app.inject({ method: 'POST', url: '/api/v1/notifications/read', headers, payload: { notification_ids: [first] } });
    expect(read.json()).toEqual({ updated: 1 });
    // A write through this node drops its own cached count at once: no wait for the notice, even on PostgreSQL.
    expect((await get('/notifications/unread/count', headers)).json()).toEqual({ count: 1 });

    const deleted = await app.inject({ method: 'DELETE', url: `/api/v1/notifications/${second}`, headers });
    expect(deleted.statusCode).toBe(200);
    expect((await get('/notifications/status', headers)).json()).toEqual({ has_unread: false });
    // The trigger's notice still follows (and drops the count once more); then memory again.
    await until(async () => (await counted('/notifications/status', headers)).queries === 0, 'the poll to be answered from memory again');
    expect((await get('/notifications/status', headers)).json()).toEqual({ has_unread: false });
  });

  it('should count a guardian\'s notification only on the child it names, in the switch entries too', async () => {
    const headers = await auth('guardian1');
    const protector = await t.db.selectFrom('protectors').innerJoin('users', 'users.id', 'protectors.user_id').select(['protectors.id', 'users.id as user_id'])
      .where('users.username', '=', 'guardian1').executeTakeFirstOrThrow();
    const [a, b] = (await t.db.selectFrom('students').select('id').where('protector_id', '=', protector.id).orderBy('id').execute()).map((s) => s.id);
    const page = (id: number) => ({ ...headers, [String(constants.switchProtectorHeader)]: String(id) });
    const countOf = async (id: number) => ((await get('/notifications/unread/count', page(id))).json() as { count: number }).count;
    const [onA, onB] = [await countOf(a!), await countOf(b!)];
    const seen = hub().noticeCount;
    await t.db.insertInto('notifications').values({ company_id: companyId, user_id: protector.user_id, student_id: b!, title: '妹の通知' }).execute();
    await until(() => hub().noticeCount > seen, 'the notice');
    expect([await countOf(a!), await countOf(b!)]).toEqual([onA, onB + 1]);
    const entries = (await get(`/auth-search/protectors/${protector.id}/related-students`, headers)).json() as { data: Array<{ id: number; countNotification: number }> };
    expect(entries.data.map((e) => e.countNotification)).toEqual([onA, onB + 1]);
  });

  it('should answer the header\'s switch-account poll without a query once warm, and list a new linked teacher at once', async () => {
    const headers = await auth('teacher1');
    const current = (await get('/auth-search/users/current', headers)).json() as { ability: { teacherId: number } };
    const url = `/auth-search/teachers/${current.ability.teacherId}/related-teachers`;
    type Entries = { data: Array<{ id: number; countNotification: number }> };
    const before = (await get(url, headers)).json() as Entries;
    expect((await counted(url, headers)).queries).toBe(0);
    const other = await t.db.selectFrom('teachers').innerJoin('users', 'users.id', 'teachers.user_id').select('teachers.id')
      .where('users.username', '=', 'teacher10').executeTakeFirstOrThrow();
    expect(before.data.map((e) => e.id)).not.toContain(other.id);
    const seen = hub().noticeCount;
    const { id } = await t.db.insertInto('teacher_links').values({ company_id: companyId, teacher_id: current.ability.teacherId, linked_teacher_id: other.id }).returning('id').executeTakeFirstOrThrow();
    try {
      // An ordinary request reads the version; the poll waits for the notice (PostgreSQL sends it at commit).
      await until(() => hub().noticeCount > seen, 'the notice of the new link');
      expect(((await get(url, headers)).json() as Entries).data.map((e) => e.id)).toContain(other.id);
    } finally {
      await t.db.deleteFrom('teacher_links').where('id', '=', id).execute();
    }
    await pollUntil(url, headers, before);
  });

  it.skipIf(process.env.DATABASE_URL === undefined)('should fall back to the database while the listener is down, and re-read after it reconnects (PostgreSQL)', async () => {
    const headers = await auth('teacher6');
    await get('/notifications/status', headers);
    expect((await counted('/notifications/status', headers)).queries).toBe(0);
    const source = noticeSourceOf(t.db) as PostgresNoticeSource;
    await source.dropConnection();
    expect(hub().isListening).toBe(false);
    // Down: the version and the count are read again, so a change no notice reported is still seen.
    const user = await userOf('teacher6');
    await sql`select 1`.execute(t.db);
    await t.db.insertInto('notifications').values({ company_id: user.company_id, user_id: user.id, title: '接続断の間の通知' }).execute();
    const down = await counted('/notifications/status', headers);
    expect(down.queries).toBeGreaterThanOrEqual(2);
    expect(down.res.json()).toEqual({ has_unread: true });
    await until(() => hub().isListening, 'the listener to reconnect');
    expect((await counted('/notifications/status', headers)).queries).toBeGreaterThan(0);
    expect((await counted('/notifications/status', headers)).queries).toBe(0);
  });
});
