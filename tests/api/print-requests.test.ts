// @vitest-environment node
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PrintStatus } from '../../src/generated/enums.js';
import { errorCatalogue } from '../../src/generated/errors.js';
import { DEMO_COMPANY_CODE } from '../../src/server/seed/seed.js';
import { codeOf, startTestApp, type TestApp } from './harness.js';

/**
 * Print requests (issue 17: the kit's A4 print layout and the print queue): staff queue a document for a schoolhouse
 * (the header's count goes up), print it (the count goes down), cancel it or put it back; teachers and guardians are
 * refused every call; another company's request is out of reach. Each allowed case has its forbidden twin beside it.
 */
let t: TestApp;
let houseId: number;
let otherRequestId: number;
let otherHouseId: number;

beforeAll(async () => {
  t = await startTestApp();
  const company = await t.db.selectFrom('companies').select('id').where('code', '=', DEMO_COMPANY_CODE).executeTakeFirstOrThrow();
  houseId = (await t.db.selectFrom('schoolhouses').select('id').where('company_id', '=', company.id).orderBy('sort_order').executeTakeFirstOrThrow()).id;
  const other = await t.db.insertInto('companies').values({ code: `PRINT${Date.now()}`, name: '別法人塾', invoice_status: '2' }).returning('id').executeTakeFirstOrThrow();
  const area = await t.db.insertInto('areas').values({ company_id: other.id, name: '他社エリア' }).returning('id').executeTakeFirstOrThrow();
  otherHouseId = (await t.db.insertInto('schoolhouses').values({ company_id: other.id, area_id: area.id, schoolhouse_name: '他社の校舎' }).returning('id').executeTakeFirstOrThrow()).id;
  otherRequestId = (await t.db.insertInto('print_requests').values({ company_id: other.id, schoolhouse_id: otherHouseId, title: '他社の書類', status: PrintStatus.pending })
    .returning('id').executeTakeFirstOrThrow()).id;
});
afterAll(async () => { await t.close(); });

async function call(user: string, method: 'GET' | 'POST' | 'PUT', url: string, body?: object) {
  return t.app.inject({ method, url: `/api/v1${url}`, headers: await t.authAs(user), ...(body ? { payload: body } : {}) });
}

async function pendingCount(): Promise<number> {
  return ((await call('staff', 'GET', '/print-documents/pending-count')).json() as { count: number }).count;
}

/** The header's count follows the print_requests triggers, which on PostgreSQL trail the commit by a moment. */
async function expectPendingCount(count: number): Promise<void> {
  await expect.poll(pendingCount, { timeout: 10_000, interval: 5 }).toBe(count);
}

async function queue(title: string): Promise<Record<string, unknown>> {
  const res = await call('staff', 'POST', '/print-requests', { title, schoolhouse_id: houseId, document_path: '/print/queue' });
  expect(res.statusCode, res.body).toBe(200);
  return res.json() as Record<string, unknown>;
}

describe('print requests: staff queue and print, the header count follows', () => {
  it('should let staff queue a document as theirs, waiting, and count it in the header', async () => {
    const before = await pendingCount();
    const row = await queue('12月分 月謝袋');
    expect(row).toMatchObject({ title: '12月分 月謝袋', schoolhouse_id: houseId, status: PrintStatus.pending, printed_at: null, requested_by_name: expect.any(String), document_path: '/print/queue' });
    expect(String(row.requested_by_name)).not.toBe('');
    await expectPendingCount(before + 1);
  });

  it.each(['teacher1', 'guardian1'])('should refuse %s a print request with FORBIDDEN, and write nothing', async (user) => {
    const before = await pendingCount();
    const res = await call(user, 'POST', '/print-requests', { title: '講師の書類', schoolhouse_id: houseId });
    expect(res.statusCode).toBe(403);
    expect(codeOf(res)).toBe(errorCatalogue.FORBIDDEN.code);
    expect(await t.db.selectFrom('print_requests').select('id').where('title', '=', '講師の書類').execute()).toEqual([]);
    expect(await pendingCount()).toBe(before);
  });

  it('should let staff mark a request printed (the count drops), cancel one and put one back to waiting', async () => {
    // The count before, taken once it shows both new requests: read right after queueing, it may still be the count
    // without them (the cache follows the commit by a moment), and every later expectation would be off by two.
    const queuedBefore = await pendingCount();
    const printed = await queue('印刷する書類');
    const cancelled = await queue('取り消す書類');
    const before = queuedBefore + 2;
    await expectPendingCount(before);
    const res = await call('staff', 'POST', `/print-requests/${printed.id}/status`, { status: PrintStatus.printed });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({ status: PrintStatus.printed, printed_at: expect.any(String) });
    expect((await call('staff', 'POST', `/print-requests/${cancelled.id}/status`, { status: PrintStatus.cancelled })).json()).toMatchObject({ status: PrintStatus.cancelled, printed_at: null });
    await expectPendingCount(before - 2);
    const back = await call('staff', 'POST', `/print-requests/${printed.id}/status`, { status: PrintStatus.pending });
    expect(back.json()).toMatchObject({ status: PrintStatus.pending, printed_at: null });
    await expectPendingCount(before - 1);
  });

  it.each(['teacher1', 'guardian1'])('should refuse %s a status change with FORBIDDEN and leave the request waiting', async (user) => {
    const countBefore = await pendingCount();
    const row = await queue('講師が印刷できない書類');
    const res = await call(user, 'POST', `/print-requests/${row.id}/status`, { status: PrintStatus.printed });
    expect(res.statusCode).toBe(403);
    expect((await call('staff', 'GET', `/print-requests/${row.id}`)).json()).toMatchObject({ status: PrintStatus.pending });
    // Still waiting, and counted (the next test reads the count as it is now).
    await expectPendingCount(countBefore + 1);
  });

  it('should record a print made at once as printed, not waiting', async () => {
    const before = await pendingCount();
    const res = await call('staff', 'POST', '/print-requests', { title: '面談記録', schoolhouse_id: houseId, is_printed: true });
    expect(res.json()).toMatchObject({ status: PrintStatus.printed, printed_at: expect.any(String) });
    expect(await pendingCount()).toBe(before);
  });

  it('should let staff list the waiting requests and edit a title; teachers and guardians may neither', async () => {
    const row = await queue('題名を直す書類');
    const list = await call('staff', 'GET', `/print-requests?status=${PrintStatus.pending}&limit=100`);
    expect(list.statusCode).toBe(200);
    const rows = (list.json() as { data: Array<{ id: number; status: number }> }).data;
    expect(rows.map((r) => r.id)).toContain(row.id);
    expect(rows.every((r) => r.status === PrintStatus.pending)).toBe(true);
    const edited = await call('staff', 'PUT', `/print-requests/${row.id}`, { title: '題名を直した書類', schoolhouse_id: houseId, body: null });
    expect(edited.json()).toMatchObject({ title: '題名を直した書類' });
    for (const user of ['teacher1', 'guardian1']) {
      expect((await call(user, 'GET', '/print-requests')).statusCode).toBe(403);
      expect((await call(user, 'PUT', `/print-requests/${row.id}`, { title: '書き換え', schoolhouse_id: houseId })).statusCode).toBe(403);
    }
  });
});

describe('print requests: bad input gets a catalogue error under its field', () => {
  it.each([
    ['no title', { schoolhouse_id: 0 }, 'title'],
    ['a title of blanks', { title: '   ' }, 'title'],
    ['a title of 201 characters', { title: 'あ'.repeat(201) }, 'title'],
    ['a page of another site', { title: '書類', document_path: '//evil.example/x' }, 'document_path'],
    ['a page that is no path', { title: '書類', document_path: 'https://evil.example/' }, 'document_path'],
  ])('should refuse %s with VALIDATION_FAILED naming the field', async (_name, body, field) => {
    const res = await call('staff', 'POST', '/print-requests', { schoolhouse_id: houseId, ...body });
    expect(res.statusCode, res.body).toBe(400);
    const answer = res.json() as { code: number; errors: Array<{ field: string; message: string }> };
    expect(answer.code).toBe(errorCatalogue.VALIDATION_FAILED.code);
    expect(answer.errors.find((e) => e.field === field)?.message).toMatch(/[ぁ-んァ-ヶ一-龠]/);
  });

  it('should refuse a status outside the code list', async () => {
    const row = await queue('状態を誤る書類');
    const res = await call('staff', 'POST', `/print-requests/${row.id}/status`, { status: 9 });
    expect(res.statusCode).toBe(400);
    expect(codeOf(res)).toBe(errorCatalogue.VALIDATION_FAILED.code);
  });
});

describe('print requests: another company\'s are out of reach', () => {
  it('should answer another company\'s request with NOT_FOUND on read, edit and status, and leave it waiting', async () => {
    expect((await call('staff', 'GET', `/print-requests/${otherRequestId}`)).statusCode).toBe(404);
    expect((await call('staff', 'PUT', `/print-requests/${otherRequestId}`, { title: '書き換え', schoolhouse_id: houseId })).statusCode).toBe(404);
    expect((await call('staff', 'POST', `/print-requests/${otherRequestId}/status`, { status: PrintStatus.printed })).statusCode).toBe(404);
    const stored = await t.db.selectFrom('print_requests').select(['title', 'status']).where('id', '=', otherRequestId).executeTakeFirstOrThrow();
    expect(stored).toEqual({ title: '他社の書類', status: PrintStatus.pending });
  });

  it('should neither list another company\'s request nor queue a document for its schoolhouse', async () => {
    const list = (await call('staff', 'GET', '/print-requests?limit=100')).json() as { data: Array<{ id: number }> };
    expect(list.data.map((r) => r.id)).not.toContain(otherRequestId);
    const res = await call('staff', 'POST', '/print-requests', { title: '他社の校舎へ', schoolhouse_id: otherHouseId });
    expect(res.statusCode).toBe(400);
    expect(codeOf(res)).toBe(errorCatalogue.REFERENCE_NOT_FOUND.code);
  });
});
