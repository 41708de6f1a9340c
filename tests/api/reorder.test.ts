// @vitest-environment node
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { constants } from '../../src/generated/constants.js';
import { errorCatalogue } from '../../src/generated/errors.js';
import { startTestApp, type TestApp } from './harness.js';

/** Drag to reorder (entity api.reorder), on the notice templates: POST /notices/update-sort-templates { ids }. */
let t: TestApp;
beforeAll(async () => { t = await startTestApp(); });
afterAll(async () => { await t.close(); });

const reorder = async (user: string, payload: unknown) => t.app.inject({
  method: 'POST', url: '/api/v1/notices/update-sort-templates', headers: await t.authAs(user), payload: payload as object,
});
const demoCompanyId = async () => (await t.db.selectFrom('companies').select('id').where('code', '=', 'DEMO').executeTakeFirstOrThrow()).id;
/** The demo company's templates in their order. */
const order = async () => (await t.db.selectFrom('notice_templates').select(['id', 'sort_order'])
  .where('company_id', '=', await demoCompanyId()).orderBy('sort_order').orderBy('id').execute());
const listTitles = async () => ((await t.app.inject({ method: 'GET', url: '/api/v1/notices/templates', headers: await t.authAs('staff') })).json() as { data: Array<{ title: string }> }).data.map((r) => r.title);

/** A template of another company (another school on the same server). */
let foreignTemplateId: number;
beforeAll(async () => {
  const company = await t.db.insertInto('companies').values({ code: 'OTHER-REORDER', name: '別法人塾', invoice_status: '2' }).returning('id').executeTakeFirstOrThrow();
  foreignTemplateId = (await t.db.insertInto('notice_templates').values({ company_id: company.id, title: '他社のテンプレート', body: '本文', sort_order: 7 }).returning('id').executeTakeFirstOrThrow()).id;
});
const foreignSortOrder = async () => (await t.db.selectFrom('notice_templates').select('sort_order').where('id', '=', foreignTemplateId).executeTakeFirstOrThrow()).sort_order;

describe('reordering templates', () => {
  it('should list the demo templates in their order and let staff reverse it, the list reading back the new order', async () => {
    expect(await listTitles()).toEqual(['臨時休校のお知らせ', '面談のご案内', '模試のお知らせ']);
    const before = await order();
    const ids = before.map((r) => r.id).reverse();
    const res = await reorder('staff', { ids });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ updated: ids.length });
    expect((await order()).map((r) => [r.id, r.sort_order])).toEqual(ids.map((id, i) => [id, i + 1]));
    expect(await listTitles()).toEqual(['模試のお知らせ', '面談のご案内', '臨時休校のお知らせ']);
    expect(await foreignSortOrder()).toBe(7);
    await reorder('staff', { ids: before.map((r) => r.id) });
    expect(await listTitles()).toEqual(['臨時休校のお知らせ', '面談のご案内', '模試のお知らせ']);
  });

  it('should put a new template last', async () => {
    const headers = await t.authAs('staff');
    const created = (await t.app.inject({ method: 'POST', url: '/api/v1/notices/templates', headers, payload: { title: '新しいテンプレート', body: '本文' } })).json() as { id: number; sort_order: number };
    const rows = await order();
    expect(rows.at(-1)).toEqual({ id: created.id, sort_order: rows.length });
    expect((await listTitles()).at(-1)).toBe('新しいテンプレート');
    expect((await t.app.inject({ method: 'DELETE', url: `/api/v1/notices/templates/${created.id}`, headers })).statusCode).toBe(204);
  });

  it.each(['guardian1', 'teacher1'])('should refuse %s with FORBIDDEN and change nothing', async (user) => {
    const before = await order();
    const res = await reorder(user, { ids: before.map((r) => r.id).reverse() });
    expect(res.statusCode).toBe(403);
    expect((res.json() as { code: number }).code).toBe(errorCatalogue.FORBIDDEN.code);
    expect(await order()).toEqual(before);
  });

  it.each<[string, (ids: number[]) => unknown, number]>([
    ['a missing id', (ids) => ({ ids: ids.slice(1) }), errorCatalogue.DATA_CHANGED_10190.code],
    ['an id of another company in place of one', (ids) => ({ ids: [...ids.slice(1), foreignTemplateId] }), errorCatalogue.DATA_CHANGED_10190.code],
    ['an id of another company beside every own id', (ids) => ({ ids: [foreignTemplateId, ...ids] }), errorCatalogue.DATA_CHANGED_10190.code],
    ['an id of no template at all', (ids) => ({ ids: [...ids.slice(1), 987654321] }), errorCatalogue.DATA_CHANGED_10190.code],
    ['a duplicate id', (ids) => ({ ids: [...ids, ids[0]] }), errorCatalogue.VALIDATION_FAILED.code],
    ['a non-integer id', (ids) => ({ ids: [...ids.slice(1), 'x'] }), errorCatalogue.VALIDATION_FAILED.code],
    ['a fractional id', (ids) => ({ ids: [...ids.slice(1), ids[0] + 0.5] }), errorCatalogue.VALIDATION_FAILED.code],
    ['an id as a string', (ids) => ({ ids: [...ids.slice(1), String(ids[0])] }), errorCatalogue.VALIDATION_FAILED.code],
    ['a negative id', (ids) => ({ ids: [...ids.slice(1), -ids[0]] }), errorCatalogue.VALIDATION_FAILED.code],
    ['an id of 2^63', (ids) => ({ ids: [...ids.slice(1), 2 ** 63] }), errorCatalogue.VALIDATION_FAILED.code],
    ['an empty list', () => ({ ids: [] }), errorCatalogue.VALIDATION_FAILED.code],
    ['1,001 ids', () => ({ ids: Array.from({ length: constants.reorderMaxRows + 1 }, (_, i) => i + 1) }), errorCatalogue.VALIDATION_FAILED.code],
    ['ids that are not a list', (ids) => ({ ids: ids.join(',') }), errorCatalogue.VALIDATION_FAILED.code],
    ['no ids', () => ({}), errorCatalogue.VALIDATION_FAILED.code],
    ['an unknown field', (ids) => ({ ids, order: 'asc' }), errorCatalogue.UNKNOWN_FIELD.code],
    ['an array body', (ids) => ids, errorCatalogue.MALFORMED_REQUEST.code],
  ])('should refuse %s with its catalogue error and change nothing', async (_name, body, code) => {
    const before = await order();
    const res = await reorder('staff', body(before.map((r) => r.id).reverse()));
    expect(res.statusCode).toBe(400);
    expect((res.json() as { code: number }).code).toBe(code);
    expect(await order()).toEqual(before);
    expect(await foreignSortOrder()).toBe(7);
  });
});
