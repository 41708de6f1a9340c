// @vitest-environment node
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PrintStatus, type HistoryTargetCode } from '../../src/generated/enums.js';
import { constants } from '../../src/generated/constants.js';
import { entityGrants, featureSettings, grantAllows } from '../../src/generated/abilities.js';
import { errorCatalogue } from '../../src/generated/errors.js';
import { apiEntityNames, entities } from '../../src/generated/entities.js';
import { forms } from '../../src/generated/forms.js';
import { operations, type Operation } from '../../src/generated/operations.js';
import { genericDb } from '../../src/server/core/context.js';
import { DEMO_PASSWORD } from '../../src/server/seed/seed.js';
import { multipartBody, type FilePart } from '../fixtures/multipart.js';
import { codeOf, startTestApp, testConfig, type TestApp } from './harness.js';
import { bounceAddress } from '../../src/server/domains/mail/bounceAddress.js';
import { signUnsubscribeToken } from '../../src/server/domains/mail/unsubscribeToken.js';
import { noticeFixtures } from './noticeFixtures.js';
import { ofCompany } from '../../src/server/db/companyScope.js';
import { communicationHistoryCases } from './history-cases/communicationCases.js';
import { contactHistoryCases } from './history-cases/contactCases.js';
import { noticeHistoryCases } from './history-cases/noticeCases.js';
import { calendarFeedHistoryCases } from './history-cases/calendarFeedCases.js';
import { reportHistoryCases } from './history-cases/reportCases.js';
import { lessonHistoryCases } from './history-cases/lessonCases.js';
import { eventHistoryCases } from './history-cases/eventCases.js';
import { billingHistoryCases } from './history-cases/billingCases.js';
import { gradeHistoryCases } from './history-cases/gradeCases.js';
import type { Call, Case, Expected, Refused } from './history-cases/historyCase.js';

/**
 * Every write operation of the API appears in the operation history (issue 10, acceptance "every write endpoint …
 * with before and after values"). The write operations are enumerated from the generated list
 * (src/generated/operations.ts, model/operations.yaml) and the entities' reorder endpoints; the table below says, for
 * each, how one successful call is made on the demo data by a user allowed to make it, and which history rows that call
 * must leave: target entity, action, and the values before and after. Every row of the call carries the call
 * (`POST /api/v1/notices/:id`), the caller, the switch acted through, the address and the request id. Each call has its
 * refused twin (a catalogue error) that leaves no row, even when it had written before being refused (rolled back).
 * A write operation with no entry fails the test: add it to CALLS (or, with the reason, to PUBLIC). The generic update
 * of every entity is checked here too (one changed field, before and after); the generic create and delete are checked
 * by tests/api/entity-crud.test.ts. A last test parses the server's routes: no write route may be outside these.
 * Set-up writes go straight to the database (no request: nothing recorded). Runs on PGlite and PostgreSQL.
 */
const BOUNCE_DOMAIN = 'bounce.example.jp';
const BOUNCE_SECRET = 'bounce-secret-bounce-secret-0123';
let t: TestApp;
let f: ReturnType<typeof noticeFixtures>;
let companyId: number;
beforeAll(async () => {
  // The bounce endpoint answers only where a shared secret is configured (mail.bounces below).
  t = await startTestApp({ config: { mailBounce: { domain: BOUNCE_DOMAIN, secret: BOUNCE_SECRET } } });
  f = noticeFixtures(t);
  companyId = await f.companyId();
});
afterAll(async () => { await t.close(); });


const userIdOf = (username: string) => f.userIdOf(username);

/** Fresh unread notifications of a user, written without a request. */
async function unreadNotifications(username: string, titles: string[]): Promise<number[]> {
  const userId = await userIdOf(username);
  const rows = await t.db.insertInto('notifications').values(titles.map((title) => ({ company_id: companyId, user_id: userId, title })))
    .returning('id').execute();
  return rows.map((r) => r.id);
}


/**
 * Public operations: nobody is signed in, so there is nobody to attribute a write to, and the history records nothing
 * for them (what they write — a log-in's failure counters, a switch token spent — is not an operation of anyone's).
 * Each is still called once here and must leave no row.
 */
const PUBLIC: Record<string, { why: string; prepare: () => Promise<Call> }> = {
  'auth.login': {
    why: 'log-in: nobody signed in yet (failure counters are history: false)',
    prepare: async () => ({ json: { username: 'teacher5', password: DEMO_PASSWORD } }),
  },
  'auth.login-switch': {
    why: 'exchanges a one-time token before anyone is signed in (the token spent is not attributed)',
    prepare: async () => ({ params: { token: await switchToken('teacher6') } }),
  },
  'auth.get-user-by-token': {
    why: 'exchanges a one-time URL token before anyone is signed in (the token spent is not attributed)',
    prepare: async () => ({ params: { token: await switchToken('teacher7') } }),
  },
  'mail.unsubscribe': {
    why: 'the one-click stop a mailbox provider posts for the family, nobody signed in (users.receive_mail is history: false)',
    prepare: async () => ({
      params: { token: signUnsubscribeToken({ companyId, userId: await userIdOf('guardian9'), secret: testConfig.jwtSecret }) },
      headers: { 'content-type': 'application/x-www-form-urlencoded' }, json: 'List-Unsubscribe=One-Click',
    }),
  },
  'mail.bounces': {
    why: 'the MTA forwards a bounce report with the shared secret; a delay report changes nothing',
    prepare: async () => {
      const row = await t.db.selectFrom('notice_deliveries').select(['id', 'company_id']).where('channel', '=', 'mail').orderBy('id').executeTakeFirstOrThrow();
      const to = bounceAddress({ ref: { kind: 'n', companyId: row.company_id, id: row.id }, domain: BOUNCE_DOMAIN, secret: testConfig.jwtSecret });
      const report = [
        'From: MAILER-DAEMON@mx.example.jp', `To: ${to}`, 'Subject: Delayed Mail', 'MIME-Version: 1.0',
        'Content-Type: multipart/report; report-type=delivery-status;', ' boundary="B"', '',
        '--B', 'Content-Type: text/plain', '', 'delayed', '', '--B', 'Content-Type: message/delivery-status', '',
        'Reporting-MTA: dns; mx.example.jp', '', 'Final-Recipient: rfc822; nobody@example.net', 'Action: delayed', 'Status: 4.4.1', '', '--B--', '',
      ].join('\r\n');
      return { headers: { 'content-type': 'message/rfc822', 'x-mail-bounce-secret': BOUNCE_SECRET }, json: report };
    },
  },
};

async function switchToken(user: string): Promise<string> {
  const res = await t.app.inject({ method: 'POST', url: '/api/v1/users/create-switch-token', headers: await t.authAs(user) });
  if (res.statusCode !== 200) throw new Error(`switch token: ${res.statusCode} ${res.body}`);
  return (res.json() as { token: string }).token;
}

/** The bank list as its own CSV export: a file the bank import accepts. */
async function bankCsv(): Promise<FilePart> {
  const res = await t.app.inject({ method: 'GET', url: '/api/v1/banks/export', headers: await t.authAs('staff') });
  return { field: 'file', name: 'banks.csv', type: 'text/csv', bytes: res.rawPayload };
}

async function multipartRequest(user: string, files: FilePart[]) {
  const { body, contentType } = multipartBody({ data: {}, files });
  return { payload: body, headers: { ...(await t.authAs(user)), 'content-type': contentType } };
}

/** Each write operation that needs a sign-in: how to call it once successfully, and what the history must show. */
const CALLS: Record<string, () => Promise<Case>> = {
  ...contactHistoryCases({ t: () => t, f: () => f, companyId: () => companyId }),
  ...communicationHistoryCases({ t: () => t, f: () => f, companyId: () => companyId }),
  ...noticeHistoryCases({ t: () => t, f: () => f, companyId: () => companyId }),
  ...calendarFeedHistoryCases({ t: () => t, f: () => f, companyId: () => companyId }),
  ...lessonHistoryCases({ t: () => t, f: () => f, companyId: () => companyId }),
  ...reportHistoryCases({ t: () => t, f: () => f, companyId: () => companyId }),
  ...eventHistoryCases({ t: () => t, f: () => f, companyId: () => companyId }),
  ...billingHistoryCases({ t: () => t, f: () => f, companyId: () => companyId }),
  ...gradeHistoryCases({ t: () => t, f: () => f, companyId: () => companyId }),
  'account.activity-history': async () => ({
    call: { user: 'teacher1', json: { path: '/notice/list', method: 'GET', status: 403, message: '閲覧する権限がありません。' } },
    refused: { user: 'teacher1', json: { method: 'GET' }, error: 'VALIDATION_FAILED' },
    rows: [{ target: 'activity_history', action: 'insert', after: { path: '/notice/list', status: 403, user_id: await userIdOf('teacher1') } }],
  }),
  'account.change-password': async () => ({
    call: { user: 'teacher10', json: { old_password: DEMO_PASSWORD, password: 'NewPassw0rd', password_confirmation: 'NewPassw0rd' } },
    refused: { user: 'teacher10', json: { old_password: 'Wrong-passw0rd', password: 'NewPassw0rd', password_confirmation: 'NewPassw0rd' }, error: 'OLD_PASSWORD_INCORRECT' },
    // The password's change shows as the token version only: the hash is never recorded.
    rows: [{ target: 'user', action: 'update', before: { token_version: 0 }, after: { token_version: 1 }, count: 1 }],
  }),
  'account.mail-setting': async () => ({
    call: { user: 'teacher3', json: { receive_mail: false } },
    refused: { user: 'teacher3', json: { receive_mail: 'いいえ' }, error: 'VALIDATION_FAILED' },
    rows: [{ target: 'user', action: 'update', before: { receive_mail: true }, after: { receive_mail: false }, count: 1 }],
  }),
  'account.notification-email': async () => {
    const { email } = await t.db.selectFrom('users').select('email').where('username', '=', 'teacher2').executeTakeFirstOrThrow();
    return {
      call: { user: 'teacher2', json: { email: 'history-check@example.jp' } },
      refused: { user: 'teacher2', json: { email: 'history-check@example.jp, not an address' }, error: 'VALIDATION_FAILED' },
      rows: [{ target: 'user', action: 'update', before: { email }, after: { email: 'history-check@example.jp' }, count: 1 }],
    };
  },
  'auth.create-switch-token': async () => ({
    call: { user: 'staff' },
    // Every signed-in role may ask for one: the twin is the call without a sign-in.
    refused: { error: 'UNAUTHENTICATED' },
    rows: [{ target: 'switch_token', action: 'insert', after: { user_id: await userIdOf('staff'), used_at: null }, count: 1 }],
  }),
  'notification.read': async () => {
    const [id] = await unreadNotifications('staff', ['操作履歴：既読にする通知']);
    const [others] = await unreadNotifications('teacher3', ['操作履歴：他人の通知']);
    return {
      call: { user: 'staff', json: { notification_ids: [id] } },
      // One id not the caller's: nothing is marked.
      refused: { user: 'staff', json: { notification_ids: [id, others] }, error: 'NOT_FOUND' },
      rows: [{ target: 'notification', action: 'update', before: { is_read: false, read_at: null }, after: { is_read: true, read_at: expect.any(String) }, count: 1 }],
    };
  },
  'notification.read-all': async () => {
    await unreadNotifications('staff', ['操作履歴：すべて既読1', '操作履歴：すべて既読2']);
    const [otherFamily] = await f.childrenOf('guardian2');
    return {
      call: { user: 'staff' },
      // Every signed-in role may: the twin is a guardian switching to another family's child.
      refused: { user: 'guardian1', headers: f.actingFor(otherFamily!.id), error: 'SWITCH_USER_NO_ACCESS' },
      rows: [{ target: 'notification', action: 'update', before: { is_read: false }, after: { is_read: true } }],
    };
  },
  'notification.delete': async () => {
    const [id] = await unreadNotifications('staff', ['操作履歴：消す通知']);
    return {
      call: { user: 'staff', params: { id: id! } },
      refused: { user: 'teacher3', params: { id: id! }, error: 'NOT_FOUND' },
      rows: [{ target: 'notification', action: 'delete', before: { id, title: '操作履歴：消す通知', is_read: false }, count: 1 }],
    };
  },
  'import.check': async () => ({
    call: { user: 'staff', params: { target: 'bank' }, multipart: { data: {}, files: [await bankCsv()] } },
    refused: { user: 'teacher1', params: { target: 'bank' }, multipart: { data: {}, files: [await bankCsv()] }, error: 'FORBIDDEN' },
    rows: [],
    why: 'checks a file and keeps it as an import_jobs row (the import\'s own record, history: false); the rows an import writes are recorded by its job under import.run (tests/api/data-import.test.ts)',
  }),
  'import.run': async () => {
    const checked = await t.app.inject({ method: 'POST', url: '/api/v1/imports/bank', ...(await multipartRequest('staff', [await bankCsv()])) });
    const id = (checked.json() as { import_job_id: number }).import_job_id;
    return {
      call: { user: 'staff', params: { id } },
      refused: { user: 'teacher1', params: { id }, error: 'FORBIDDEN' },
      rows: [],
      why: 'queues the data-import job, which writes (and records, as this call) after it returns: tests/api/data-import.test.ts',
    };
  },
  'import.discard': async () => {
    const checked = await t.app.inject({ method: 'POST', url: '/api/v1/imports/bank', ...(await multipartRequest('staff', [await bankCsv()])) });
    const id = (checked.json() as { import_job_id: number }).import_job_id;
    return {
      call: { user: 'staff', params: { id } },
      refused: { user: 'teacher1', params: { id }, error: 'FORBIDDEN' },
      rows: [],
      why: 'marks the import_jobs row discarded (the import\'s own record, history: false) and removes its file: tests/api/data-import-discard.test.ts',
    };
  },
  'print.request-create': async () => {
    const [house] = await f.schoolhouseIds();
    const json = { title: '操作履歴：掲示物', schoolhouse_id: house };
    return {
      call: { user: 'staff', json },
      refused: { user: 'teacher1', json, error: 'FORBIDDEN' },
      rows: [{ target: 'print_request', action: 'insert', after: { title: '操作履歴：掲示物', status: PrintStatus.pending, printed_at: null }, count: 1 }],
    };
  },
  'print.request-status': async () => {
    const [house] = await f.schoolhouseIds();
    const row = await t.db.insertInto('print_requests')
      .values({ company_id: companyId, schoolhouse_id: house!, title: '操作履歴：印刷待ち', status: PrintStatus.pending })
      .returning('id').executeTakeFirstOrThrow();
    return {
      call: { user: 'staff', params: { id: row.id }, json: { status: PrintStatus.printed } },
      refused: { user: 'teacher1', params: { id: row.id }, json: { status: PrintStatus.printed }, error: 'FORBIDDEN' },
      rows: [{ target: 'print_request', action: 'update', before: { status: PrintStatus.pending, printed_at: null }, after: { status: PrintStatus.printed }, count: 1 }],
    };
  },
  'maintenance.advance': async () => ({
    call: { user: 'staff', json: { fiscal_year: 2027 } },
    refused: { user: 'teacher1', json: { fiscal_year: 2027 }, error: 'FORBIDDEN' },
    rows: [],
    why: 'queues the maintenance job, which moves the students (recorded as this call) after it returns: tests/api/school-year-advance.test.ts',
  }),
  'maintenance.advance-cancel': async () => {
    // A run already applied (its job's work is not this test's subject).
    const run = await t.db.insertInto('school_year_advances').values({ company_id: companyId, fiscal_year: 2026, status: 'applied', user_name: '事務 花子' })
      .returning('id').executeTakeFirstOrThrow();
    return {
      call: { user: 'staff', params: { id: run.id } },
      refused: { user: 'teacher1', params: { id: run.id }, error: 'FORBIDDEN' },
      rows: [],
      why: 'queues the maintenance job, which puts the students back (recorded as this call) after it returns: tests/api/school-year-advance.test.ts',
    };
  },
  'settings.write': async () => {
    const [house] = await f.schoolhouseIds();
    // One setting stored and changed (an update), one not stored yet (an insert).
    await f.setSetting({ schoolhouseId: house!, name: 'COMMUNICATION_METHOD_LINE', isOn: false });
    await t.db.deleteFrom('schoolhouse_settings').where('schoolhouse_id', '=', house!).where('name', '=', 'TEACHER_VIEW_RESERVATION').execute();
    return {
      call: { user: 'staff', json: { schoolhouse_id: house, settings: [{ name: 'COMMUNICATION_METHOD_LINE', value: '1' }, { name: 'TEACHER_VIEW_RESERVATION', value: '1' }] } },
      refused: { user: 'staff', json: { schoolhouse_id: house, settings: [{ name: 'COMMUNICATION_METHOD_LINE', value: '1' }, { name: 'NO_SUCH_SETTING', value: '1' }] }, error: 'VALIDATION_FAILED' },
      rows: [
        { target: 'schoolhouse_setting', action: 'update', before: { value: '0' }, after: { value: '1' }, count: 1 },
        { target: 'schoolhouse_setting', action: 'insert', after: { schoolhouse_id: house, name: 'TEACHER_VIEW_RESERVATION', value: '1' }, count: 1 },
      ],
    };
  },
};

/** The reorder endpoints of the entities (model entity api.reorder): generic, but not CRUD. */
const reorders = apiEntityNames.flatMap((entity) => {
  const api = entities[entity].api as { reorder?: { path: string; field: string } };
  return api.reorder ? [{ entity, ...api.reorder }] : [];
});

/** Drag to reorder a template list (notices, contacts, communications, interviews, reports): the same rule for each table. */
function templateReorder(
  entity: 'notice_template' | 'contact_template' | 'communication_template' | 'interview_template' | 'report_template',
  table: 'notice_templates' | 'contact_templates' | 'communication_templates' | 'interview_templates' | 'report_templates',
) {
  return async (field: string): Promise<Case> => {
    const rows = await t.db.selectFrom(table).select(['id', 'sort_order']).where('company_id', '=', companyId).orderBy('sort_order').orderBy('id').execute();
    const ids = rows.map((r) => r.id).reverse();
    // The order becomes 1..n in the new order: a row whose place does not change is not an update.
    const moved = ids.filter((id, i) => rows.find((r) => r.id === id)!.sort_order !== i + 1).length;
    expect(moved).toBeGreaterThan(0);
    return {
      call: { user: 'staff', json: { ids } },
      // One row left out: the list changed meanwhile, nothing is moved.
      refused: { user: 'staff', json: { ids: ids.slice(1) }, error: 'DATA_CHANGED_10190' },
      rows: [{ target: entity, action: 'update', before: { [field]: rows[0]!.sort_order }, after: { [field]: rows.length }, count: moved }],
    };
  };
}

const REORDER_CALLS: Record<string, (field: string) => Promise<Case>> = {
  notice_template: templateReorder('notice_template', 'notice_templates'),
  contact_template: templateReorder('contact_template', 'contact_templates'),
  communication_template: templateReorder('communication_template', 'communication_templates'),
  interview_template: templateReorder('interview_template', 'interview_templates'),
  report_template: templateReorder('report_template', 'report_templates'),
};

/** The route as the history names it: method and path with `:name` parameters. */
const routeOf = (op: Pick<Operation, 'method' | 'path'>) => `${op.method} ${String(constants.apiBasePath)}${op.path.replace(/\{(\w+)\}/g, ':$1')}`;
const writes = operations.filter((op) => op.method !== 'GET');

async function send(method: string, path: string, call: Call, requestId: string) {
  const url = `${String(constants.apiBasePath)}${path.replace(/\{(\w+)\}/g, (_, name: string) => {
    if (call.params?.[name] === undefined) throw new Error(`${path}: no value for {${name}}`);
    return encodeURIComponent(String(call.params[name]));
  })}`;
  const headers: Record<string, string> = { 'x-request-id': requestId, ...(call.user ? await t.authAs(call.user) : {}), ...call.headers };
  const before = await lastLogId();
  let res;
  if (call.multipart) {
    const { body, contentType } = multipartBody(call.multipart);
    res = await t.app.inject({ method: method as 'POST', url, payload: body, headers: { ...headers, 'content-type': contentType } });
  } else {
    res = await t.app.inject({ method: method as 'POST', url, headers, ...(call.json === undefined ? {} : { payload: call.json as object }) });
  }
  return { res, before };
}

async function lastLogId(): Promise<number> {
  const row = await t.db.selectFrom('operation_logs').select((eb) => eb.fn.max('id').as('id')).executeTakeFirstOrThrow();
  return Number(row.id ?? 0);
}

/** Every history row written since `after` (any company), oldest first. */
async function logsSince(after: number) {
  return t.db.selectFrom('operation_logs').selectAll().where('id', '>', after).orderBy('id').execute();
}

type LogRow = Awaited<ReturnType<typeof logsSince>>[number];

/** The forbidden twin: refused with its catalogue error (never a 500), and not a row in the history. */
async function expectRefusedUnrecorded(method: string, path: string, refused: Refused) {
  const { res, before } = await send(method, path, refused, `history-refused-${method}-${path}`);
  const error = errorCatalogue[refused.error];
  expect(res.statusCode, res.body).toBe(error.status);
  expect(codeOf(res), res.body).toBe(error.code);
  expect(await logsSince(before), `refused ${method} ${path}`).toEqual([]);
}

const pairOf = (r: { target: string; action: string }) => `${r.target} ${r.action}`;

/** Checks the rows of one call: all of it and attributed to its caller, consistent, and the expected ones present. */
async function checkRows(rows: LogRow[], options: { route: string; requestId: string; call: Call; expected: Expected[] }) {
  const { route, requestId, call, expected } = options;
  const userId = await userIdOf(call.user!);
  for (const row of rows) {
    expect(row, `${pairOf(row)} of ${route}`).toMatchObject({
      company_id: companyId, operation: route, request_id: requestId, ip_address: '127.0.0.1',
      user_id: userId, acting_user_id: call.actingAs ? await userIdOf(call.actingAs) : null, student_id: call.studentId ?? null,
    });
    expect(row.user_name).toBeTruthy();
    const before = row.before as Record<string, unknown> | null;
    const after = row.after as Record<string, unknown> | null;
    if (row.action === 'insert') {
      expect(before).toBeNull();
      expect(Number(after?.id)).toBe(Number(row.record_id));
    } else if (row.action === 'delete') {
      expect(after).toBeNull();
      expect(Number(before?.id)).toBe(Number(row.record_id));
    } else {
      // An update: the changed columns only, each with a different value before and after.
      expect(Object.keys(before ?? {}).sort(), pairOf(row)).toEqual(Object.keys(after ?? {}).sort());
      expect(Object.keys(before ?? {}).length).toBeGreaterThan(0);
      for (const key of Object.keys(before!)) expect(after![key], `${pairOf(row)} ${key}`).not.toEqual(before![key]);
    }
    // Never a password, its hash or a token's hash; never the timestamps.
    expect(Object.keys({ ...before, ...after }).filter((k) => /password|token_hash|created_at|updated_at/.test(k)), pairOf(row)).toEqual([]);
  }
  // Exactly the entities and actions the table names: a new kind of write must be added to it.
  expect([...new Set(rows.map(pairOf))].sort(), route).toEqual([...new Set(expected.map(pairOf))].sort());
  for (const e of expected) {
    const same = rows.filter((r) => pairOf(r) === pairOf(e));
    if (e.count !== undefined) expect(same, `${pairOf(e)} rows of ${route}`).toHaveLength(e.count);
    expect(same, `${pairOf(e)} of ${route}`).toContainEqual(expect.objectContaining({
      ...(e.before ? { before: expect.objectContaining(e.before) } : {}),
      ...(e.after ? { after: expect.objectContaining(e.after) } : {}),
    }));
  }
}

describe('every write operation of the API in the operation history', () => {
  it('should have an entry for every write operation of the generated list and no stale one', () => {
    const ids = writes.map((op) => op.id);
    const missing = ids.filter((id) => !(id in CALLS) && !(id in PUBLIC));
    expect(missing, 'write operations without an entry in CALLS (or PUBLIC, with the reason)').toEqual([]);
    expect([...Object.keys(CALLS), ...Object.keys(PUBLIC)].filter((id) => !ids.includes(id)), 'entries of no write operation').toEqual([]);
    // Public means public in the model, and the other way round.
    expect(Object.keys(PUBLIC).sort()).toEqual(writes.filter((op) => op.isPublic).map((op) => op.id).sort());
    expect(reorders.map((r) => r.entity).filter((e) => !(e in REORDER_CALLS)), 'reorder endpoints without an entry').toEqual([]);
  });

  it.each(writes.filter((op) => !op.isPublic).map((op) => [op.id, op] as const))('%s: should record its rows with before and after values', async (id, op) => {
    const prepare = CALLS[id];
    if (!prepare) throw new Error(`${id}: no entry in CALLS`);
    const { call, rows: expected, why, refused } = await prepare();
    if (expected.length === 0) expect(why, `${id} records nothing: say why`).toBeTruthy();
    await expectRefusedUnrecorded(op.method, op.path, refused);
    const requestId = `history-${id}`;
    const { res, before } = await send(op.method, op.path, call, requestId);
    expect(res.statusCode, res.body).toBe(200);
    const rows = await logsSince(before);
    await checkRows(rows, { route: routeOf(op), requestId, call, expected });
  });

  it.each(reorders.map((r) => [r.entity, r] as const))('%s reorder: should record each moved row with its order before and after', async (entity, r) => {
    const { call, rows: expected, refused } = await REORDER_CALLS[entity]!(r.field);
    await expectRefusedUnrecorded('POST', r.path, refused);
    const requestId = `history-${entity}-reorder`;
    const { res, before } = await send('POST', r.path, call, requestId);
    expect(res.statusCode, res.body).toBe(200);
    await checkRows(await logsSince(before), { route: routeOf({ method: 'POST', path: r.path }), requestId, call, expected });
  });

  it.each(Object.entries(PUBLIC).map(([id, entry]) => [id, entry.why, entry.prepare] as const))('%s: public (%s), should record nothing', async (id, _why, prepare) => {
    const op = writes.find((o) => o.id === id)!;
    const call = await prepare();
    const { res, before } = await send(op.method, op.path, call, `history-${id}`);
    expect(res.statusCode, res.body).toBe(200);
    expect(await logsSince(before)).toEqual([]);
  });

  it('should have no write route outside the operations, the generic entity endpoints and the reorders', () => {
    const known = new Set<string>([
      ...writes.map(routeOf),
      ...reorders.map((r) => routeOf({ method: 'POST', path: r.path })),
      ...apiEntityNames.flatMap((entity) => {
        const api = entities[entity].api!;
        const ops = api.operations as readonly string[];
        const base = `${String(constants.apiBasePath)}${api.path}`;
        return [
          ...(ops.includes('create') ? [`POST ${base}`] : []),
          ...(ops.includes('update') ? [`PUT ${base}/:id`] : []),
          ...(ops.includes('delete') ? [`DELETE ${base}/:id`] : []),
        ];
      }),
    ]);
    const routes = writeRoutes(t.app.printRoutes({ commonPrefix: false }));
    expect(routes.length).toBeGreaterThan(writes.length);
    expect(routes.filter((r) => !known.has(r)), 'write routes unknown to this test').toEqual([]);
  });
});

interface FieldSchema { type?: string | string[]; maxLength?: number; minimum?: number; maximum?: number; pattern?: string; format?: string; oneOf?: unknown[] }

/**
 * One field of a stored row to change, and its new value: free text first (a suffix), else a flag turned over, else a
 * number moved by one within its limits; undefined when the form has none of these.
 */
function changeOf(properties: Record<string, FieldSchema>, record: Record<string, unknown>): { field: string; value: unknown } | undefined {
  const typeOf = (schema: FieldSchema) => (Array.isArray(schema.type) ? schema.type.find((x) => x !== 'null') : schema.type);
  const entries = Object.entries(properties).filter(([name]) => record[name] !== undefined);
  const text = entries.find(([, schema]) => typeOf(schema) === 'string' && !schema.pattern && !schema.format && !schema.oneOf);
  if (text) {
    const [field, schema] = text;
    const old = typeof record[field] === 'string' ? record[field] : '';
    return { field, value: `${old}改`.slice(-(schema.maxLength ?? 100)) };
  }
  const flag = entries.find(([, schema]) => typeOf(schema) === 'boolean');
  if (flag) return { field: flag[0], value: !record[flag[0]] };
  const number = entries.find(([name, schema]) => ['integer', 'number'].includes(typeOf(schema) ?? '') && !schema.oneOf && typeof record[name] === 'number');
  if (number) {
    const [field, schema] = number;
    const old = record[field] as number;
    return { field, value: schema.maximum !== undefined && old + 1 > schema.maximum ? old - 1 : old + 1 };
  }
  return undefined;
}

/** The generic update endpoint of every entity (PUT /api/v1/<entity path>/:id): one changed field, before and after. */
const updatable = apiEntityNames.filter((entity) => (entities[entity].api!.operations as readonly string[]).includes('update'));

describe('the generic update of every entity in the operation history', () => {
  it.each(updatable)('%s: a changed field should be recorded alone, before and after', async (entity) => {
    const meta = entities[entity];
    const path = `${String(constants.apiBasePath)}${meta.api!.path}`;
    const [row] = await genericDb(t.db).selectFrom(meta.table).select('id')
      .where(ofCompany(meta, companyId)).orderBy('id').limit(1).execute();
    expect(row, `${entity}: no demo row`).toBeDefined();
    const id = Number(row!.id);
    // Read as staff, or as the system administrator where the entity's reading is narrower (口座振替口座: the money roles).
    const reader = grantAllows(entityGrants[entity]!.read, { role: 'STAFF', features: featureSettings.map((f) => f.name) }) ? 'staff' : 'system';
    const record = (await t.app.inject({ method: 'GET', url: `${path}/${id}`, headers: await t.authAs(reader) })).json() as Record<string, unknown>;
    const properties = (forms as unknown as Record<string, { schema: { properties: Record<string, FieldSchema> } }>)[entity]!.schema.properties;
    const body = Object.fromEntries(Object.keys(properties).filter((k) => record[k] !== undefined).map((k) => [k, record[k]]));
    const change = changeOf(properties, record);
    expect(change, `${entity}: no field to change`).toBeDefined();
    // A master of every company (the zip codes) is written by the system administrator only.
    const writer = grantAllows(entityGrants[entity]!.write, { role: 'STAFF', features: featureSettings.map((f) => f.name) }) ? 'staff' : 'system';
    const call: Call = { user: writer, params: { id }, json: { ...body, [change!.field]: change!.value } };
    await expectRefusedUnrecorded('PUT', `${meta.api!.path}/{id}`, { ...call, json: { ...body, [change!.field]: change!.value, no_such_field: 1 }, error: 'UNKNOWN_FIELD' });
    const requestId = `history-${entity}-update`;
    const { res, before } = await send('PUT', `${meta.api!.path}/{id}`, call, requestId);
    expect(res.statusCode, res.body).toBe(200);
    const rows = await logsSince(before);
    await checkRows(rows, {
      route: `PUT ${path}/:id`, requestId, call,
      expected: [{ target: entity as HistoryTargetCode, action: 'update', before: { [change!.field]: record[change!.field] ?? null }, after: { [change!.field]: change!.value }, count: 1 }],
    });
    expect(Number(rows[0]!.record_id)).toBe(id);
    expect(Object.keys(rows[0]!.after as object)).toEqual([change!.field]);
  });
});

describe('the switch a write came through, in its history rows', () => {
  const emailOp = writes.find((op) => op.id === 'account.notification-email')!;
  const activityOp = writes.find((op) => op.id === 'account.activity-history')!;

  it('should name the signed-in teacher (user_id) and the linked account acted as (acting_user_id), whose record changed', async () => {
    const teacher2 = (await t.db.selectFrom('teachers').innerJoin('users', 'users.id', 'teachers.user_id').select(['teachers.id', 'users.id as userId'])
      .where('users.username', '=', 'teacher2').executeTakeFirstOrThrow());
    const call: Call = { user: 'teacher1', actingAs: 'teacher2', headers: { [String(constants.switchTeacherHeader)]: String(teacher2.id) }, json: { email: 'linked-teacher@example.jp' } };
    const { res, before } = await send(emailOp.method, emailOp.path, call, 'history-switch-teacher');
    expect(res.statusCode, res.body).toBe(200);
    const rows = await logsSince(before);
    await checkRows(rows, { route: routeOf(emailOp), requestId: 'history-switch-teacher', call, expected: [{ target: 'user', action: 'update', after: { email: 'linked-teacher@example.jp' }, count: 1 }] });
    expect(Number(rows[0]!.record_id)).toBe(teacher2.userId);
  });

  it('should name the child a guardian acts for through the protector header (student_id), not the first child', async () => {
    const [first, second] = await f.childrenOf('guardian1');
    expect(second).toBeDefined();
    const call: Call = { user: 'guardian1', studentId: second!.id, headers: f.actingFor(second!.id), json: { path: '/notice/list' } };
    const { res, before } = await send(activityOp.method, activityOp.path, call, 'history-switch-guardian');
    expect(res.statusCode, res.body).toBe(200);
    const rows = await logsSince(before);
    await checkRows(rows, { route: routeOf(activityOp), requestId: 'history-switch-guardian', call, expected: [{ target: 'activity_history', action: 'insert', after: { student_id: second!.id }, count: 1 }] });
    expect(rows[0]!.student_id).not.toBe(first!.id);
  });
});

/** Parses Fastify's route tree (printRoutes with commonPrefix false) into "METHOD /path" for every writing method. */
function writeRoutes(tree: string): string[] {
  const out: string[] = [];
  const stack: string[] = [];
  for (const line of tree.split('\n')) {
    const match = /^((?:│ {3}| {4})*)[├└]── (.*?)(?: \(([A-Z, ]+)\))?$/.exec(line);
    if (!match) continue;
    const depth = match[1]!.length / 4;
    stack.length = depth;
    const path = `${stack[depth - 1] ?? ''}${match[2]}`;
    stack[depth] = path;
    for (const method of (match[3] ?? '').split(', ')) {
      if (['POST', 'PUT', 'PATCH', 'DELETE'].includes(method)) out.push(`${method} ${path}`);
    }
  }
  return out;
}
