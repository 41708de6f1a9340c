// @vitest-environment node
// Runs on both databases: text searches over several fields, a ref and related rows, planned by each engine.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { apiEntityNames, entities, type ApiEntityName } from '../../src/generated/entities.js';
import { codeLists, type CodeListName } from '../../src/generated/enums.js';
import { tables } from '../../src/generated/tables.js';
import { codeOf, startTestApp, type TestApp } from './harness.js';
import { staffUserFor } from './staffUsers.js';

/**
 * Every filter of every entity list the model declares (tables.ts), as staff calls it (issue 8): a well-formed value
 * answers 200 on PGlite and PostgreSQL alike (text searches over several fields, through a ref, over related rows);
 * a wrong type, an unknown code, an over-long or control-character value is refused with 400 VALIDATION_FAILED and a
 * Japanese message naming the filter, never a 500. Adding a filter to the model adds its cases.
 */
let t: TestApp;
beforeAll(async () => { t = await startTestApp(); });
afterAll(async () => { await t.close(); });

interface Filter { field: string; label: string; type: string; operator: 'contains' | 'eq' | 'in' | 'between'; enum?: string }
const listed = apiEntityNames.filter((e) => (entities[e].api.operations as readonly string[]).includes('list') && Object.hasOwn(tables, e));
const filtersOf = (entity: ApiEntityName) => (tables[entity as keyof typeof tables].filters as readonly Filter[]);
const isNumeric = (f: Filter) => ['integer', 'yen', 'ref'].includes(f.type) || (f.type === 'enum' && codeLists[f.enum as CodeListName]?.type === 'integer');
const firstCode = (f: Filter) => String(codeLists[f.enum as CodeListName].values[0]!.code);

/** A value the filter accepts. */
function goodValue(f: Filter): string {
  if (f.operator === 'between') return '2026-01-01..2026-12-31';
  if (f.type === 'enum') return f.operator === 'in' ? `${firstCode(f)},${firstCode(f)}` : firstCode(f);
  if (isNumeric(f)) return f.operator === 'in' ? '1,2' : '1';
  if (f.type === 'boolean') return 'true';
  return 'やまだ 山田';
}

/** Values the filter refuses, each with why. */
function badValues(f: Filter): Array<[string, string]> {
  if (f.operator === 'between') return [['a day that does not exist', '2026-02-30..'], ['no end', '..'], ['the end before the start', '2026-12-31..2026-01-01'], ['a word', 'today']];
  if (f.type === 'enum') return [['an unknown code', '999999'], ['a word', 'abc']];
  if (isNumeric(f)) return [['a word', 'abc'], ['a decimal', '1.5'], ['too many digits', '9'.repeat(20)], ...(f.operator === 'in' ? [['an empty item', '1,,2'] as [string, string]] : [])];
  if (f.type === 'boolean') return [['a word', 'yes'], ['a 2', '2'], ['a sign', '!']];
  if (f.operator === 'contains') return [['201 characters', 'あ'.repeat(201)], ['a control character', 'a\u0007b']];
  return [];
}

const cases = listed.flatMap((entity) => filtersOf(entity).map((filter) => ({ entity, filter, where: `${entity}.${filter.field}` })));

describe('list filters from the model', () => {
  it('should have filters to check (the classroom searches among them)', () => {
    expect(cases.length).toBeGreaterThan(40);
    expect(cases.map((c) => c.where)).toEqual(expect.arrayContaining(['student.protector_name', 'protector.student_name', 'teacher.schoolhouse_id']));
  });

  it.each(cases)('$where should answer 200 to a well-formed value and 400 to each bad one', async ({ entity, filter }) => {
    const headers = await t.authAs(staffUserFor(entity)!);
    const url = (value: string) => `/api/v1${entities[entity].api.path}?${new URLSearchParams({ [filter.field]: value }).toString()}`;
    const good = await t.app.inject({ method: 'GET', url: url(goodValue(filter)), headers });
    expect(good.statusCode, good.body).toBe(200);
    for (const [why, value] of badValues(filter)) {
      const res = await t.app.inject({ method: 'GET', url: url(value), headers });
      expect(res.statusCode, `${why}: ${res.body}`).toBe(400);
      expect(codeOf(res)).toBe(10001);
      const errors = (res.json() as { errors?: Array<{ field: string; message: string }> }).errors ?? [];
      expect(errors.find((e) => e.field === filter.field)?.message, why).toMatch(new RegExp(filter.label.replace(/[()（）]/g, '.')));
    }
  });

  it('should refuse a parameter the list does not have', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/v1/students?no_such_filter=1', headers: await t.authAs('staff') });
    expect(res.statusCode).toBe(400);
    expect(codeOf(res)).toBe(10001);
  });

  it('should read a choice of several sent repeated (status=4&status=3, openapi-fetch\'s default) as the comma list', async () => {
    const headers = await t.authAs('staff');
    const listed = await t.app.inject({ method: 'GET', url: '/api/v1/students?status=4,3&limit=1', headers });
    const repeated = await t.app.inject({ method: 'GET', url: '/api/v1/students?status=4&status=3&limit=1', headers });
    expect(repeated.statusCode, repeated.body).toBe(200);
    expect((repeated.json() as { total: number }).total).toBe((listed.json() as { total: number }).total);
    const bad = await t.app.inject({ method: 'GET', url: '/api/v1/students?status=4&status=99', headers });
    expect(bad.statusCode).toBe(400);
  });
});
