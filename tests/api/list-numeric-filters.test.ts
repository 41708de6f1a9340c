// @vitest-environment node
// Runs on both databases: a number beyond its column is refused before each engine's own range error.
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { apiEntityNames, entities, type ApiEntityName } from '../../src/generated/entities.js';
import { errorCatalogue } from '../../src/generated/errors.js';
import { tables } from '../../src/generated/tables.js';
import { formatMessage } from '../../src/shared/validationMessage.js';
import { codeOf, startTestApp, type TestApp } from './harness.js';
import { staffUserFor } from './staffUsers.js';

/**
 * A number beyond its column in a list filter (issue 17 item 8): `?fiscal_year=999999999999999` reached PostgreSQL
 * and answered 500. Every numeric filter of every list and its CSV export is bounded by the column it compares, as the
 * database itself declares it (the latest migration's schema snapshot): a value one past either end is a 400 field
 * error, the column's end itself a 200. A bigint column (ids) is bounded by the integers a JavaScript number holds
 * exactly, which is what the browser and the server compare with.
 */
const migrationsDir = join(import.meta.dirname, '../../db/migrations');
const snapshot = JSON.parse(readFileSync(join(migrationsDir, readdirSync(migrationsDir).filter((f) => f.endsWith('.json')).sort().at(-1)!), 'utf8')) as {
  tables: Record<string, { columns: Record<string, { type: string }> }>;
};
const RANGES: Record<string, { min: bigint; max: bigint }> = {
  smallint: { min: -32768n, max: 32767n },
  integer: { min: -2147483648n, max: 2147483647n },
  bigint: { min: -BigInt(Number.MAX_SAFE_INTEGER), max: BigInt(Number.MAX_SAFE_INTEGER) },
};

interface Filter { field: string; label: string; type: string; operator: string; column?: string; through?: { table: string }; related?: { table: string } }
const listed = apiEntityNames.filter((e) => (entities[e].api.operations as readonly string[]).includes('list') && Object.hasOwn(tables, e));
const cases = listed.flatMap((entity) => (tables[entity as keyof typeof tables].filters as readonly Filter[])
  .filter((f) => f.type !== 'enum' && f.column !== undefined)
  .map((filter) => {
    const table = filter.through?.table ?? filter.related?.table ?? entities[entity as ApiEntityName].table;
    const columnType = snapshot.tables[table]?.columns[filter.column!]?.type ?? '';
    return { entity: entity as ApiEntityName, filter, columnType, range: RANGES[columnType], where: `${entity}.${filter.field} (${columnType})` };
  })
  .filter((c) => c.range !== undefined));

let t: TestApp;
beforeAll(async () => { t = await startTestApp(); });
afterAll(async () => { await t.close(); });

const get = async (entity: ApiEntityName, suffix: string, query: Record<string, string>) => t.app.inject({
  method: 'GET', url: `/api/v1${entities[entity].api.path}${suffix}?${new URLSearchParams(query).toString()}`, headers: await t.authAs(staffUserFor(entity)!),
});

describe('numeric list filters bounded by their column', () => {
  it('should find the numeric filters the review named, each with its column', () => {
    expect(cases.map((c) => c.where)).toEqual(expect.arrayContaining([
      'yearly_schedule.fiscal_year (integer)', 'entry_period.fiscal_year (integer)', 'report_data_fix.fiscal_year (integer)',
      'grade_input_deadline.fiscal_year (integer)', 'grade_record.fiscal_year (integer)', 'student.schoolyear_id (bigint)',
    ]));
  });

  describe.each(['', '/export'])('the list%s', (suffix) => {
    it.each(cases)('$where should answer 400 beyond the column and 200 at its ends', async ({ entity, filter, range }) => {
      const beyond = [range!.max + 1n, range!.min - 1n, 999999999999999n * (range!.max > 999999999999999n ? 100000n : 1n)];
      for (const value of beyond) {
        const text = filter.operator === 'in' ? `1,${value}` : String(value);
        const res = await get(entity, suffix, { [filter.field]: text });
        expect(res.statusCode, `${text}: ${res.body}`).toBe(400);
        expect(codeOf(res)).toBe(errorCatalogue.VALIDATION_FAILED.code);
        const limit = value > range!.max ? range!.max : range!.min;
        const message = formatMessage(value > range!.max ? 'validation.maximum' : 'validation.minimum', { label: filter.label, limit: String(limit) });
        expect((res.json() as { errors: unknown[] }).errors).toEqual([{ field: filter.field, message }]);
      }
      for (const value of [range!.max, range!.min]) {
        const res = await get(entity, suffix, { [filter.field]: String(value) });
        expect(res.statusCode, `${value}: ${res.body}`).toBe(200);
      }
    });
  });
});
