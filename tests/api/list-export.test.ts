// @vitest-environment node
import Encoding from 'encoding-japanese';
import Papa from 'papaparse';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { entityGrants, featureSettings, grantAllows } from '../../src/generated/abilities.js';
import { apiEntityNames, entities, type ApiEntityName } from '../../src/generated/entities.js';
import { exportColumns } from '../../src/server/crud/exportCsv.js';
import { codeOf, startTestApp, type TestApp } from './harness.js';

/**
 * CSV exports of every list (issue 10), enumerated from the generated entities: staff get every row the list shows,
 * with its filters, headed by the fields' Japanese labels, codes and references by name, as UTF-8 with a BOM or as
 * Shift_JIS; formula cells are neutralised; whoever may not read the list is refused. PGlite and PostgreSQL.
 */
let t: TestApp;
beforeAll(async () => { t = await startTestApp(); });
afterAll(async () => { await t.close(); });

const ALL_FEATURES = featureSettings.map((f) => f.name);
const listed = apiEntityNames.filter((e) => (entities[e].api.operations as readonly string[]).includes('list') && grantAllows(entityGrants[e]!.read, { role: 'STAFF', features: ALL_FEATURES }));
const pathOf = (entity: ApiEntityName) => `/api/v1${entities[entity].api.path}`;
const BOM = '\ufeff';

async function get(user: string, url: string) {
  return t.app.inject({ method: 'GET', url, headers: await t.authAs(user) });
}
const parse = (text: string) => Papa.parse<string[]>(text.replace(/^\ufeff/, ''), { skipEmptyLines: true }).data;

describe('CSV export of every list', () => {
  it('should have the masters and classroom lists among them', () => {
    expect(listed).toEqual(expect.arrayContaining(['student', 'protector', 'teacher', 'tag', 'schoolhouse', 'bank', 'holiday', 'operation_log']));
  });

  it.each(listed)('should export every row of the %s list with Japanese headers, as UTF-8 with a BOM', async (entity) => {
    const user = 'system';
    const list = await get(user, `${pathOf(entity)}?limit=100`);
    expect(list.statusCode, list.body).toBe(200);
    const { total } = list.json() as { total: number };
    const res = await get(user, `${pathOf(entity)}/export`);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.headers['content-type']).toBe('text/csv; charset=UTF-8');
    expect(res.headers['content-disposition']).toMatch(/^attachment; filename="[^"]+\.csv"; filename\*=UTF-8''/);
    expect(res.body.startsWith(BOM)).toBe(true);
    const rows = parse(res.body);
    const fields = entities[entity].fields as Record<string, { label: string }>;
    expect(rows[0]).toEqual(exportColumns(entity).map((c) => fields[c]!.label));
    expect(rows.length - 1).toBe(total);
  });

  it('should apply the list filters and name codes and references, and write Shift_JIS on request', async () => {
    const list = (await get('staff', '/api/v1/students?schoolhouse_id=1&limit=100')).json() as { total: number; data: Array<{ student_number: string }> };
    const res = await get('staff', '/api/v1/students/export?schoolhouse_id=1&sort=student_number');
    const rows = parse(res.body);
    expect(rows.length - 1).toBe(list.total);
    const header = rows[0]!;
    expect(header).toEqual(expect.arrayContaining(['生徒番号', '姓', '校舎', '学年', 'ステータス']));
    const schoolhouse = rows.slice(1).map((r) => r[header.indexOf('校舎')]);
    expect(new Set(schoolhouse).size).toBe(1);
    expect(schoolhouse[0]).toMatch(/校$/); // by name, not id
    expect(rows.slice(1).map((r) => r[header.indexOf('ステータス')])).not.toContain('4');
    const numbers = rows.slice(1).map((r) => r[0]!);
    expect(numbers).toEqual([...numbers].sort());

    const sjis = await t.app.inject({ method: 'GET', url: '/api/v1/students/export?schoolhouse_id=1&sort=student_number&encoding=sjis', headers: await t.authAs('staff') });
    expect(sjis.headers['content-type']).toBe('text/csv; charset=Shift_JIS');
    const bytes = sjis.rawPayload;
    expect(Encoding.detect(bytes)).toBe('SJIS');
    expect(Encoding.convert(bytes, { to: 'UNICODE', from: 'SJIS', type: 'string' })).toBe(res.body.replace(/^\ufeff/, ''));
  });

  it('should neutralise a cell Excel would read as a formula', async () => {
    const headers = await t.authAs('staff');
    const created = await t.app.inject({ method: 'POST', url: '/api/v1/tags', headers, payload: { name: '=HYPERLINK("http://evil.example","x")' } });
    expect(created.statusCode).toBe(201);
    const rows = parse((await get('staff', '/api/v1/tags/export')).body);
    expect(rows.map((r) => r[0])).toContain('\'=HYPERLINK("http://evil.example","x")');
    expect(rows.some((r) => r[0]!.startsWith('='))).toBe(false);
  });

  it('should refuse bad filters and encodings with 400, and whoever may not read the list with 403', async () => {
    for (const url of ['/api/v1/students/export?encoding=latin1', '/api/v1/students/export?status=999', '/api/v1/students/export?no_such=1']) {
      const res = await get('staff', url);
      expect(res.statusCode, url).toBe(400);
      expect(codeOf(res)).toBe(10001);
    }
    for (const user of ['teacher1', 'guardian1']) {
      const res = await get(user, '/api/v1/tags/export');
      expect(res.statusCode, user).toBe(403);
    }
    expect((await get('staff', '/api/v1/tags/export')).statusCode).toBe(200);
    expect((await t.app.inject({ method: 'GET', url: '/api/v1/tags/export' })).statusCode).toBe(401);
  });
});
