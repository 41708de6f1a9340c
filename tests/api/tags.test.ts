// @vitest-environment node
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { errorCatalogue } from '../../src/generated/errors.js';
import { startTestApp, type TestApp } from './harness.js';

let t: TestApp;
beforeAll(async () => { t = await startTestApp(); });
afterAll(async () => { await t.close(); });

const countTags = async () => Number((await t.db.selectFrom('tags').select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow()).n);

async function otherCompanyTagId(): Promise<number> {
  const company = await t.db.insertInto('companies').values({ code: `OTHER${Date.now()}`, name: '別法人塾', invoice_status: '2' }).returning('id').executeTakeFirstOrThrow();
  const tag = await t.db.insertInto('tags').values({ company_id: company.id, name: '他社のタグ' }).returning('id').executeTakeFirstOrThrow();
  return tag.id;
}

describe('tags API: staff manages tags', () => {
  it('should list the company tags in pages of 20 sorted by name', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/v1/tags', headers: await t.authAs('staff') });
    expect(res.statusCode).toBe(200);
    const body = res.json() as { data: Array<{ name: string }>; total: number; page: number; limit: number };
    expect(body.page).toBe(1);
    expect(body.limit).toBe(20);
    expect(body.total).toBe(body.data.length);
    expect(body.data.map((r) => r.name)).toContain('夏期講習');
  });

  it('should filter by a part of the name', async () => {
    const res = await t.app.inject({ method: 'GET', url: `/api/v1/tags?name=${encodeURIComponent('講習')}`, headers: await t.authAs('staff') });
    expect((res.json() as { data: Array<{ name: string }> }).data.map((r) => r.name)).toEqual(['夏期講習']);
  });

  it('should create, rename and delete an unused tag', async () => {
    const headers = await t.authAs('staff');
    const created = await t.app.inject({ method: 'POST', url: '/api/v1/tags', headers, payload: { name: '  冬期講習  ' } });
    expect(created.statusCode).toBe(201);
    const tag = created.json() as { id: number; name: string };
    expect(tag.name).toBe('冬期講習');
    const updated = await t.app.inject({ method: 'PUT', url: `/api/v1/tags/${tag.id}`, headers, payload: { name: '冬期講習2026' } });
    expect(updated.statusCode).toBe(200);
    expect((updated.json() as { name: string }).name).toBe('冬期講習2026');
    const deleted = await t.app.inject({ method: 'DELETE', url: `/api/v1/tags/${tag.id}`, headers });
    expect(deleted.statusCode).toBe(204);
    const gone = await t.app.inject({ method: 'GET', url: `/api/v1/tags/${tag.id}`, headers });
    expect(gone.statusCode).toBe(404);
  });

  it('should refuse a duplicate name in the same company with TAG_NAME_DUPLICATE', async () => {
    const before = await countTags();
    const res = await t.app.inject({ method: 'POST', url: '/api/v1/tags', headers: await t.authAs('staff'), payload: { name: '重要' } });
    expect(res.statusCode).toBe(409);
    expect(res.json()).toMatchObject({ code: errorCatalogue.TAG_NAME_DUPLICATE.code, message: errorCatalogue.TAG_NAME_DUPLICATE.message });
    expect(await countTags()).toBe(before);
  });

  it('should refuse renaming a tag to another tag\'s name', async () => {
    const headers = await t.authAs('staff');
    const list = (await t.app.inject({ method: 'GET', url: '/api/v1/tags', headers })).json() as { data: Array<{ id: number; name: string }> };
    const event = list.data.find((r) => r.name === 'イベント')!;
    const res = await t.app.inject({ method: 'PUT', url: `/api/v1/tags/${event.id}`, headers, payload: { name: '重要' } });
    expect(res.statusCode).toBe(409);
    expect((res.json() as { code: number }).code).toBe(errorCatalogue.TAG_NAME_DUPLICATE.code);
  });

  it('should refuse deleting a tag used by a notice with TAG_IN_USE and keep it', async () => {
    const headers = await t.authAs('staff');
    const list = (await t.app.inject({ method: 'GET', url: '/api/v1/tags', headers })).json() as { data: Array<{ id: number; name: string }> };
    const used = list.data.find((r) => r.name === '重要')!;
    const res = await t.app.inject({ method: 'DELETE', url: `/api/v1/tags/${used.id}`, headers });
    expect(res.statusCode).toBe(409);
    expect(res.json()).toMatchObject({ code: errorCatalogue.TAG_IN_USE.code, message: 'このタグはお知らせで使用されているため削除できません。' });
    expect((await t.app.inject({ method: 'GET', url: `/api/v1/tags/${used.id}`, headers })).statusCode).toBe(200);
  });
});

describe('tags API: bad input gets a catalogue error and writes nothing', () => {
  const cases: Array<[string, unknown, number, string]> = [
    ['a missing name', {}, 400, 'VALIDATION_FAILED'],
    ['an empty name', { name: '   ' }, 400, 'VALIDATION_FAILED'],
    ['a 10,000-character name', { name: 'あ'.repeat(10_000) }, 400, 'VALIDATION_FAILED'],
    ['a 51-character name', { name: 'a'.repeat(51) }, 400, 'VALIDATION_FAILED'],
    ['a number as name', { name: 123 }, 400, 'VALIDATION_FAILED'],
    ['an object as name', { name: { x: 1 } }, 400, 'VALIDATION_FAILED'],
    ['null as name', { name: null }, 400, 'VALIDATION_FAILED'],
    ['an unknown field', { name: '新タグ', color: 'red' }, 400, 'UNKNOWN_FIELD'],
    ['an id in the body', { name: '新タグ', id: 999 }, 400, 'UNKNOWN_FIELD'],
    ['a company_id in the body', { name: '新タグ', company_id: 2 }, 400, 'UNKNOWN_FIELD'],
    ['an array body', [{ name: '新タグ' }], 400, 'MALFORMED_REQUEST'],
  ];
  it.each(cases)('should answer POST with %s by %i %s', async (_name, payload, status, key) => {
    const before = await countTags();
    const res = await t.app.inject({ method: 'POST', url: '/api/v1/tags', headers: await t.authAs('staff'), payload: payload as object });
    expect(res.statusCode).toBe(status);
    expect((res.json() as { code: number }).code).toBe(errorCatalogue[key as keyof typeof errorCatalogue].code);
    expect(await countTags()).toBe(before);
  });

  it.each(cases)('should answer PUT with %s by %i %s', async (_name, payload, status, key) => {
    const headers = await t.authAs('staff');
    const tag = (await t.app.inject({ method: 'POST', url: '/api/v1/tags', headers, payload: { name: `PUT対象${Math.random()}` } })).json() as { id: number; name: string };
    const res = await t.app.inject({ method: 'PUT', url: `/api/v1/tags/${tag.id}`, headers, payload: payload as object });
    expect(res.statusCode).toBe(status);
    expect((res.json() as { code: number }).code).toBe(errorCatalogue[key as keyof typeof errorCatalogue].code);
    const after = (await t.app.inject({ method: 'GET', url: `/api/v1/tags/${tag.id}`, headers })).json() as { name: string };
    expect(after.name).toBe(tag.name);
  });

  it('should give the Japanese field message for a missing name', async () => {
    const res = await t.app.inject({ method: 'POST', url: '/api/v1/tags', headers: await t.authAs('staff'), payload: {} });
    expect(res.json()).toMatchObject({ code: 10001, message: '入力内容に誤りがあります。', errors: [{ field: 'name', message: 'タグ名を入力してください。' }] });
  });

  it('should give the Japanese field message for a name over 50 characters', async () => {
    const res = await t.app.inject({ method: 'POST', url: '/api/v1/tags', headers: await t.authAs('staff'), payload: { name: 'x'.repeat(51) } });
    expect(res.json()).toMatchObject({ errors: [{ field: 'name', message: 'タグ名は50文字以内で入力してください。' }] });
  });

  it('should answer malformed JSON with MALFORMED_REQUEST', async () => {
    const res = await t.app.inject({ method: 'POST', url: '/api/v1/tags', headers: { ...(await t.authAs('staff')), 'content-type': 'application/json' }, payload: '{"name": "x"' });
    expect(res.statusCode).toBe(400);
    expect((res.json() as { code: number }).code).toBe(errorCatalogue.MALFORMED_REQUEST.code);
  });

  it('should answer a body over the size limit with PAYLOAD_TOO_LARGE', async () => {
    const res = await t.app.inject({ method: 'POST', url: '/api/v1/tags', headers: await t.authAs('staff'), payload: { name: 'x'.repeat(2_000_000) } });
    expect(res.statusCode).toBe(413);
    expect((res.json() as { code: number }).code).toBe(errorCatalogue.PAYLOAD_TOO_LARGE.code);
  });

  it.each(['abc', '0', '-1', '1.5', '99999999999999999999'])('should answer the id "%s" with NOT_FOUND', async (id) => {
    const res = await t.app.inject({ method: 'GET', url: `/api/v1/tags/${id}`, headers: await t.authAs('staff') });
    expect(res.statusCode).toBe(404);
    expect((res.json() as { code: number }).code).toBe(errorCatalogue.NOT_FOUND.code);
  });

  it.each([['page=0'], ['page=abc'], ['limit=1000'], ['sort=password'], ['order=up'], ['unknown=1']])('should answer the list query %s with VALIDATION_FAILED', async (query) => {
    const res = await t.app.inject({ method: 'GET', url: `/api/v1/tags?${query}`, headers: await t.authAs('staff') });
    expect(res.statusCode).toBe(400);
    expect((res.json() as { code: number }).code).toBe(errorCatalogue.VALIDATION_FAILED.code);
  });
});

describe('tags API: another company\'s tag is out of reach', () => {
  it('should answer GET, PUT and DELETE of another company\'s tag with NOT_FOUND and leave it unchanged', async () => {
    const id = await otherCompanyTagId();
    const headers = await t.authAs('staff');
    for (const [method, payload] of [['GET', undefined], ['PUT', { name: '乗っ取り' }], ['DELETE', undefined]] as const) {
      const res = await t.app.inject({ method, url: `/api/v1/tags/${id}`, headers, ...(payload ? { payload } : {}) });
      expect(res.statusCode).toBe(404);
      expect((res.json() as { code: number }).code).toBe(errorCatalogue.NOT_FOUND.code);
    }
    const row = await t.db.selectFrom('tags').select('name').where('id', '=', id).executeTakeFirstOrThrow();
    expect(row.name).toBe('他社のタグ');
  });

  it('should not list another company\'s tags', async () => {
    await otherCompanyTagId();
    const res = await t.app.inject({ method: 'GET', url: '/api/v1/tags?limit=100', headers: await t.authAs('staff') });
    expect((res.json() as { data: Array<{ name: string }> }).data.map((r) => r.name)).not.toContain('他社のタグ');
  });
});

describe('tags API: who may call it', () => {
  it.each(['admin', 'system', 'staff', 'area', 'claim-manager', 'claim', 'accounting'])('should let staff user %s list tags', async (user) => {
    const res = await t.app.inject({ method: 'GET', url: '/api/v1/tags', headers: await t.authAs(user) });
    expect(res.statusCode).toBe(200);
  });

  it.each(['guardian1', 'teacher1'])('should refuse %s with FORBIDDEN on every tag endpoint', async (user) => {
    const headers = await t.authAs(user);
    const before = await countTags();
    for (const [method, url, payload] of [['GET', '/api/v1/tags', undefined], ['POST', '/api/v1/tags', { name: '保護者のタグ' }], ['GET', '/api/v1/tags/1', undefined], ['PUT', '/api/v1/tags/1', { name: 'x' }], ['DELETE', '/api/v1/tags/1', undefined]] as const) {
      const res = await t.app.inject({ method, url, headers, ...(payload ? { payload } : {}) });
      expect(res.statusCode).toBe(403);
      expect(res.json()).toMatchObject({ code: errorCatalogue.FORBIDDEN.code, message: '閲覧する権限がありません。' });
    }
    expect(await countTags()).toBe(before);
  });

  it('should answer a request without a token with UNAUTHENTICATED (1007)', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/v1/tags' });
    expect(res.statusCode).toBe(401);
    expect((res.json() as { code: number }).code).toBe(1007);
  });

  it.each(['Bearer abc', 'Bearer a.b.c', 'Basic xyz'])('should answer the authorization "%s" with UNAUTHENTICATED', async (authorization) => {
    const res = await t.app.inject({ method: 'GET', url: '/api/v1/tags', headers: { authorization } });
    expect(res.statusCode).toBe(401);
  });

  it('should refuse staff when no schoolhouse enables ALLOW_USE_NOTICE, and allow again when one does', async () => {
    const headers = await t.authAs('staff');
    await t.db.updateTable('schoolhouse_settings').set({ value: '0' }).where('name', '=', 'ALLOW_USE_NOTICE').execute();
    const refused = await t.app.inject({ method: 'GET', url: '/api/v1/tags', headers });
    const oneHouse = await t.db.selectFrom('schoolhouse_settings').select('id').where('name', '=', 'ALLOW_USE_NOTICE').orderBy('id').limit(1).executeTakeFirstOrThrow();
    await t.db.updateTable('schoolhouse_settings').set({ value: '1' }).where('id', '=', oneHouse.id).execute();
    const allowed = await t.app.inject({ method: 'GET', url: '/api/v1/tags', headers });
    await t.db.updateTable('schoolhouse_settings').set({ value: '1' }).where('name', '=', 'ALLOW_USE_NOTICE').execute();
    expect(refused.statusCode).toBe(403);
    expect(allowed.statusCode).toBe(200);
  });
});
