// @vitest-environment jsdom
import { beforeEach, describe, expect, it, vi } from 'vitest';

// The data provider's client takes fetch and Request at import: record every request instead.
const sent = vi.hoisted(() => {
  const requests: Request[] = [];
  const NodeRequest = globalThis.Request;
  class PageRequest extends NodeRequest {
    constructor(input: RequestInfo | URL, init?: RequestInit) {
      super(typeof input === 'string' ? new URL(input, window.location.origin).href : input, init);
    }
  }
  globalThis.Request = PageRequest;
  const answers: Response[] = [];
  const network = { isOffline: false };
  globalThis.fetch = async (input: RequestInfo | URL) => {
    if (network.isOffline) throw new TypeError('Failed to fetch');
    requests.push(input as Request);
    return answers.shift() ?? new Response(JSON.stringify({ data: [], total: 0, page: 1, limit: 20 }), { status: 200, headers: { 'Content-Type': 'application/json' } });
  };
  return { requests, answers, network };
});

import { constants } from '../../../src/generated/constants.js';
import { dataProvider } from '../../../src/web/providers/dataProvider.js';
import { clearSession, saveSession } from '../../../src/web/session/session.js';

function answer(status: number, body?: unknown) {
  sent.answers.push(new Response(body === undefined ? null : JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } }));
}

beforeEach(() => {
  sent.requests.length = 0;
  sent.answers.length = 0;
  sent.network.isOffline = false;
  clearSession();
});

describe('the data provider', () => {
  it('should ask for a list page with limit, sort, order and filters', async () => {
    answer(200, { data: [{ id: 1, name: '夏期講習' }], total: 21, page: 2, limit: 20 });
    const result = await dataProvider.getList({
      resource: 'tag',
      pagination: { currentPage: 2, pageSize: 20 },
      sorters: [{ field: 'name', order: 'desc' }],
      filters: [{ field: 'name', operator: 'contains', value: '講習' }, { field: 'updated_at', operator: 'eq', value: '' }],
    });
    const url = new URL(sent.requests[0].url);
    expect(url.pathname).toBe('/api/v1/tags');
    expect(Object.fromEntries(url.searchParams)).toEqual({ page: '2', limit: '20', sort: 'name', order: 'desc', name: '講習' });
    expect(result).toEqual({ data: [{ id: 1, name: '夏期講習' }], total: 21, isTotalCapped: false });
  });

  it('should pass on that the server stopped counting at its cap (total_is_capped)', async () => {
    answer(200, { data: [{ id: 1, name: '夏期講習' }], total: 10000, total_is_capped: true, page: 1, limit: 20 });
    expect(await dataProvider.getList({ resource: 'tag' })).toMatchObject({ total: 10000, isTotalCapped: true });
    answer(200, { data: [{ id: 1, name: '夏期講習' }], total: 10000, total_is_capped: false, page: 1, limit: 20 });
    expect(await dataProvider.getList({ resource: 'tag' })).toMatchObject({ total: 10000, isTotalCapped: false });
  });

  it('should send the bearer token of the session', async () => {
    saveSession({ token: 'abc', role: 'STAFF', exp: Math.floor(Date.now() / 1000) + 60 });
    await dataProvider.getList({ resource: 'tag' });
    expect(sent.requests[0].headers.get('Authorization')).toBe('Bearer abc');
  });

  it('should put, post and delete on the entity path', async () => {
    answer(201, { id: 9, name: '模試' });
    answer(200, { id: 9, name: '模試2' });
    answer(204);
    await dataProvider.create({ resource: 'tag', variables: { name: '模試' } });
    await dataProvider.update({ resource: 'tag', id: 9, variables: { name: '模試2' } });
    const deleted = await dataProvider.deleteOne({ resource: 'tag', id: 9 });
    expect(sent.requests.map((r) => `${r.method} ${new URL(r.url).pathname}`)).toEqual(['POST /api/v1/tags', 'PUT /api/v1/tags/9', 'DELETE /api/v1/tags/9']);
    expect(deleted).toEqual({ data: { id: 9 } });
  });

  it('should turn a 409 into an HttpError with the Japanese message and field errors', async () => {
    answer(409, { code: 10301, message: '同じ名前のタグが既に登録されています。', errors: [{ field: 'name', message: '同じ名前のタグが既に登録されています。' }] });
    await expect(dataProvider.create({ resource: 'tag', variables: { name: '重要' } })).rejects.toMatchObject({
      statusCode: 409, code: 10301, message: '同じ名前のタグが既に登録されています。', errors: { name: '同じ名前のタグが既に登録されています。' },
    });
  });

  it('should say the server cannot be reached when fetch fails', async () => {
    sent.network.isOffline = true;
    await expect(dataProvider.getList({ resource: 'tag' })).rejects.toMatchObject({ statusCode: 0, message: 'サーバに接続できません。' });
  });

  describe('without pagination (a reorderable list shows every row)', () => {
    const page = (from: number, count: number, total: number) => ({ data: Array.from({ length: count }, (_, i) => ({ id: from + i })), total, page: 1, limit: 100 });

    it('should read page after page at the largest page size until every row is there', async () => {
      answer(200, page(1, 100, 150));
      answer(200, page(101, 50, 150));
      const result = await dataProvider.getList({ resource: 'notice_template', pagination: { mode: 'off' }, sorters: [{ field: 'sort_order', order: 'asc' }] });
      expect(sent.requests.map((r) => Object.fromEntries(new URL(r.url).searchParams))).toEqual([
        { page: '1', limit: String(constants.maxPageSize), sort: 'sort_order', order: 'asc' },
        { page: '2', limit: String(constants.maxPageSize), sort: 'sort_order', order: 'asc' },
      ]);
      expect(result.data).toHaveLength(150);
      expect(result.total).toBe(150);
    });

    it('should stop at the model\'s reorderMaxRows and report the whole total', async () => {
      const pages = constants.reorderMaxRows / constants.maxPageSize;
      for (let i = 0; i < pages + 1; i++) answer(200, page(i * 100 + 1, 100, constants.reorderMaxRows + 50));
      const result = await dataProvider.getList({ resource: 'notice_template', pagination: { mode: 'off' } });
      expect(sent.requests).toHaveLength(pages);
      expect(result.data).toHaveLength(constants.reorderMaxRows);
      expect(result.total).toBe(constants.reorderMaxRows + 50);
    });
  });

  it('should post a custom call\'s payload to its path under the API', async () => {
    answer(200, { updated: 3 });
    const result = await dataProvider.custom!({ url: '/api/v1/notices/update-sort-templates', method: 'post', payload: { ids: [3, 1, 2] } });
    expect(sent.requests[0].method).toBe('POST');
    expect(new URL(sent.requests[0].url).pathname).toBe('/api/v1/notices/update-sort-templates');
    expect(await sent.requests[0].json()).toEqual({ ids: [3, 1, 2] });
    expect(result.data).toEqual({ updated: 3 });
  });

  it('should turn a refused custom call into an error with the catalogue code and message', async () => {
    answer(400, { code: 10190, message: '対象のデータは変更または削除されています。' });
    await expect(dataProvider.custom!({ url: '/api/v1/notices/update-sort-templates', method: 'post', payload: { ids: [1] } }))
      .rejects.toMatchObject({ statusCode: 400, code: 10190, message: '対象のデータは変更または削除されています。' });
  });
});
