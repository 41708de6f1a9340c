// @vitest-environment node
// Runs on both databases: the 50音 order depends on each engine's collation.
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_COMPANY_CODE } from '../../src/server/seed/seed.js';
import { startTestApp, type TestApp } from './harness.js';

// Names whose kanji (code-point) order differs from their reading's 50音 order; 東 has no reading.
const areas = [
  { name: '渡辺地区', name_kana: 'ワタナベチク' },
  { name: '阿部地区', name_kana: 'アベチク' },
  { name: '郷田地区', name_kana: 'ゴウダチク' },
  { name: '小池地区', name_kana: 'コイケチク' },
  { name: '東地区', name_kana: null },
  { name: '伊藤地区', name_kana: 'イトウチク' },
];
const byKana = ['阿部地区', '伊藤地区', '小池地区', '郷田地区', '渡辺地区', '東地区'];

let t: TestApp;
let companyId: number;
beforeAll(async () => {
  t = await startTestApp();
  companyId = (await t.db.selectFrom('companies').select('id').where('code', '=', DEMO_COMPANY_CODE).executeTakeFirstOrThrow()).id;
});
afterAll(async () => { await t.close(); });
afterEach(async () => {
  await t.db.deleteFrom('areas').where('company_id', '=', companyId).where('name', 'in', areas.map((a) => a.name)).execute();
  await t.db.deleteFrom('tags').where('company_id', '=', companyId).where('name', 'in', areas.map((a) => a.name)).execute();
  await t.db.deleteFrom('destination_points').where('company_id', '=', companyId).where('school_name', 'in', areas.map((a) => a.name)).execute();
});

async function names(url: string, field: string): Promise<string[]> {
  const res = await t.app.inject({ method: 'GET', url, headers: await t.authAs('staff') });
  expect(res.statusCode).toBe(200);
  const all = (res.json() as { data: Array<Record<string, string>> }).data.map((r) => r[field]!);
  return all.filter((n) => areas.some((a) => a.name === n));
}

describe('lists sort Japanese names in 50音 order by their kana reading', () => {
  it('should order areas sorted by name by the reading, an area without one last', async () => {
    await t.db.insertInto('areas').values(areas.map((a) => ({ ...a, company_id: companyId }))).execute();
    expect(await names('/api/v1/areas?sort=name&order=asc&limit=100', 'name')).toEqual(byKana);
  });

  it('should reverse the reading order when sorted descending, still keeping the one without a reading last', async () => {
    await t.db.insertInto('areas').values(areas.map((a) => ({ ...a, company_id: companyId }))).execute();
    expect(await names('/api/v1/areas?sort=name&order=desc&limit=100', 'name')).toEqual([...byKana.slice(0, 5).reverse(), '東地区']);
  });

  it('should break ties of the same 表示順 by the kana name', async () => {
    await t.db.insertInto('areas').values(areas.map((a) => ({ ...a, company_id: companyId, sort_order: 1 }))).execute();
    expect(await names('/api/v1/areas?sort=sort_order&limit=100', 'name')).toEqual(byKana);
  });

  it('should keep the plain name order for a name the model gives no reading (tags)', async () => {
    await t.db.insertInto('tags').values(areas.map((a) => ({ company_id: companyId, name: a.name }))).execute();
    // Kanji in code-point order: 伊 小 東 渡 郷 阿.
    expect(await names('/api/v1/tags?sort=name&limit=100', 'name')).toEqual(['伊藤地区', '小池地区', '東地区', '渡辺地区', '郷田地区', '阿部地区']);
  });

  it('should list a master whose name has a reading in 50音 order by default', async () => {
    await t.db.insertInto('destination_points').values(areas.map((a) => ({
      company_id: companyId, school_name: a.name, school_name_kana: a.name_kana, course_name: '普通科', internal_points: 100,
    }))).execute();
    expect(await names('/api/v1/destination-points?limit=100', 'school_name')).toEqual(byKana);
  });

  it('should list students in 50音 order of family, then first name reading by default', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/v1/students?limit=100', headers: await t.authAs('staff') });
    const readings = (res.json() as { data: Array<{ family_name_kana: string | null; first_name_kana: string | null }> }).data
      .map((r) => [r.family_name_kana || '\uffff', r.first_name_kana || '\uffff'] as const);
    const codePoint = (a: string, b: string) => (a < b ? -1 : a > b ? 1 : 0);
    expect(readings.length).toBeGreaterThan(10);
    expect(readings).toEqual([...readings].sort((a, b) => codePoint(a[0], b[0]) || codePoint(a[1], b[1])));
  });
});
