// @vitest-environment node
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { entityGrants, featureSettings, grantAllows } from '../../src/generated/abilities.js';
import { apiEntityNames, entities, type ApiEntityName } from '../../src/generated/entities.js';
import { errorCatalogue, type ErrorKey } from '../../src/generated/errors.js';
import { forms } from '../../src/generated/forms.js';
import { genericDb } from '../../src/server/core/context.js';
import { DEMO_COMPANY_CODE } from '../../src/server/seed/seed.js';
import { startTestApp, type TestApp } from './harness.js';
import { ofCompany } from '../../src/server/db/companyScope.js';

/**
 * The generic CRUD of every entity staff may write, enumerated from the generated tables (issue 8): on a seeded row
 * (model/demo or the seed) staff update it, delete it (or are refused with the model's in-use error while other rows
 * reference it), create it again from the same values, and a second create is refused with the unique rule's
 * catalogue error (409); teachers and guardians are refused every write with 403. No per-entity TypeScript.
 */
let t: TestApp;
let companyId: number;
beforeAll(async () => {
  t = await startTestApp();
  companyId = (await t.db.selectFrom('companies').select('id').where('code', '=', DEMO_COMPANY_CODE).executeTakeFirstOrThrow()).id;
});
afterAll(async () => { await t.close(); });

const ALL_FEATURES = featureSettings.map((f) => f.name);
const opsOf = (entity: ApiEntityName) => entities[entity].api.operations as readonly string[];
const canWrite = (entity: ApiEntityName, role: 'STAFF' | 'TEACHER' | 'PROTECTOR') => grantAllows(entityGrants[entity]!.write, { role, features: ALL_FEATURES });
const writable = apiEntityNames.filter((e) => canWrite(e, 'STAFF') && ['create', 'update', 'delete'].some((op) => opsOf(e).includes(op)));
const pathOf = (entity: ApiEntityName) => `/api/v1${entities[entity].api.path}`;

async function call(user: string, method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, body?: unknown) {
  return t.app.inject({ method, url, headers: await t.authAs(user), ...(body === undefined ? {} : { payload: body as object }) });
}

async function rowIds(entity: ApiEntityName): Promise<number[]> {
  const meta = entities[entity];
  const rows = await genericDb(t.db).selectFrom(meta.table).select('id')
    .where(ofCompany(meta, companyId)).orderBy('id').execute();
  return rows.map((r) => Number(r.id));
}

/** The form body of a stored row: the values staff would submit unchanged. */
async function bodyOf(entity: ApiEntityName, id: number): Promise<Record<string, unknown>> {
  const res = await call('staff', 'GET', `${pathOf(entity)}/${id}`);
  expect(res.statusCode).toBe(200);
  const record = res.json() as Record<string, unknown>;
  const fields = (forms as Record<string, { schema: { properties: Record<string, unknown> } }>)[entity]!.schema.properties;
  return Object.fromEntries(Object.keys(fields).filter((k) => record[k] !== undefined).map((k) => [k, record[k]]));
}

/** The operation history's rows of one record (issue 10), oldest first. */
async function historyOf(entity: ApiEntityName, id: number) {
  return t.db.selectFrom('operation_logs').select(['action', 'user_name', 'operation', 'before', 'after'])
    .where('company_id', '=', companyId).where('target', '=', entity).where('record_id', '=', id).orderBy('id').execute();
}

interface FieldSchema { type?: string | string[]; maxLength?: number; maximum?: number; pattern?: string; format?: string; oneOf?: unknown[]; items?: unknown }

/** A value the field's JSON Schema refuses: too long, over the maximum, outside the code list, not matching, wrong type. */
function badValueOf(schema: FieldSchema): unknown {
  const type = Array.isArray(schema.type) ? schema.type.find((x) => x !== 'null') : schema.type;
  if (schema.oneOf) return 'no-such-code';
  if (type === 'string') {
    if (schema.format === 'date') return '2026-13-45';
    if (schema.format === 'email') return 'not an e-mail';
    if (schema.pattern) return '!!';
    return 'あ'.repeat((schema.maxLength ?? 10_000) + 1);
  }
  if (type === 'integer' || type === 'number') return schema.maximum !== undefined ? schema.maximum + 1 : 'abc';
  if (type === 'boolean') return 'yes';
  if (type === 'array') return 'not a list';
  return { unexpected: true };
}

describe('generic CRUD of every entity staff may write', () => {
  it('should cover every new setting-system master', () => {
    for (const e of ['bank', 'fee_item', 'holiday', 'school_subject', 'yearly_schedule', 'system_setting']) expect(writable).toContain(e);
  });

  it.each(writable)('should refuse teachers and guardians every write on %s with 403 (those its grants refuse)', async (entity) => {
    const [id] = await rowIds(entity);
    const body = await bodyOf(entity, id!);
    // A teacher writes some entities (指導報告書): the grants say who; the row scope of those is object-access.test.ts's.
    const refused = ([['teacher1', 'TEACHER'], ['guardian1', 'PROTECTOR']] as const).filter(([, role]) => !canWrite(entity, role)).map(([user]) => user);
    for (const user of refused) {
      if (opsOf(entity).includes('create')) expect((await call(user, 'POST', pathOf(entity), body)).statusCode).toBe(403);
      if (opsOf(entity).includes('update')) expect((await call(user, 'PUT', `${pathOf(entity)}/${id}`, body)).statusCode).toBe(403);
      if (opsOf(entity).includes('delete')) expect((await call(user, 'DELETE', `${pathOf(entity)}/${id}`)).statusCode).toBe(403);
    }
    expect((await call('staff', 'GET', `${pathOf(entity)}/${id}`)).statusCode).toBe(200);
  });

  it.each(writable.filter((e) => opsOf(e).includes('update')))('should let staff update %s, and refuse a bad value with a field error', async (entity) => {
    const [id] = await rowIds(entity);
    const body = await bodyOf(entity, id!);
    const ok = await call('staff', 'PUT', `${pathOf(entity)}/${id}`, body);
    expect(ok.statusCode, ok.body).toBe(200);
    // Saved unchanged: nothing changed, nothing for the operation history.
    expect((await historyOf(entity, id!)).filter((h) => h.action === 'update')).toEqual([]);
    const bad = await call('staff', 'PUT', `${pathOf(entity)}/${id}`, { ...body, no_such_field: 1 });
    expect(bad.statusCode).toBe(400);
    expect((bad.json() as { code: number }).code).toBe(errorCatalogue.UNKNOWN_FIELD.code);
  });

  it.each(writable.filter((e) => opsOf(e).includes('update')))('should refuse a bad value of every form field of %s with a Japanese field error', async (entity) => {
    const [id] = await rowIds(entity);
    const body = await bodyOf(entity, id!);
    const properties = (forms as unknown as Record<string, { schema: { properties: Record<string, FieldSchema> } }>)[entity]!.schema.properties;
    for (const [field, schema] of Object.entries(properties)) {
      const bad = badValueOf(schema);
      const res = await call('staff', 'PUT', `${pathOf(entity)}/${id}`, { ...body, [field]: bad });
      expect(res.statusCode, `${entity}.${field} = ${JSON.stringify(bad)}: ${res.body}`).toBe(400);
      const answer = res.json() as { code: number; errors: Array<{ field: string; message: string }> };
      expect(answer.code).toBe(errorCatalogue.VALIDATION_FAILED.code);
      expect(answer.errors.find((e) => e.field === field)?.message, `${entity}.${field}`).toMatch(/[ぁ-んァ-ヶ一-龠]/);
    }
    // The allowed twin: the unchanged body is accepted.
    expect((await call('staff', 'PUT', `${pathOf(entity)}/${id}`, body)).statusCode).toBe(200);
  });

  it.each(writable.filter((e) => opsOf(e).includes('update')))('should refuse numbers beyond the column and a NUL in text in every form field of %s with 400, never a 500', async (entity) => {
    const [id] = await rowIds(entity);
    const body = await bodyOf(entity, id!);
    const properties = (forms as unknown as Record<string, { schema: { properties: Record<string, FieldSchema> } }>)[entity]!.schema.properties;
    for (const [field, schema] of Object.entries(properties)) {
      const type = Array.isArray(schema.type) ? schema.type.find((x) => x !== 'null') : schema.type;
      const hostile = type === 'integer' || type === 'number' ? [1e20, 2 ** 63, -(2 ** 63)]
        : type === 'string' && !schema.oneOf ? ['a\u0000b'] : type === 'array' ? [[2 ** 63]] : [];
      for (const value of hostile) {
        const res = await call('staff', 'PUT', `${pathOf(entity)}/${id}`, { ...body, [field]: value });
        expect(res.statusCode, `${entity}.${field} = ${JSON.stringify(value)}: ${res.body}`).toBe(400);
        expect((res.json() as { code: number }).code).toBe(errorCatalogue.VALIDATION_FAILED.code);
      }
    }
  });

  it.each(writable.filter((e) => opsOf(e).includes('create') && opsOf(e).includes('delete')))(
    'should let staff delete a %s row, create it again, and refuse a duplicate with its catalogue error', async (entity) => {
      const meta = entities[entity];
      const refusals = new Set<number>(meta.refuseDeleteWhenReferencedBy.map((r) => errorCatalogue[r.error as ErrorKey].code));
      let deleted: Record<string, unknown> | undefined;
      for (const id of await rowIds(entity)) {
        const body = await bodyOf(entity, id);
        const res = await call('staff', 'DELETE', `${pathOf(entity)}/${id}`);
        if (res.statusCode === 204) {
          deleted = body;
          expect((await call('staff', 'GET', `${pathOf(entity)}/${id}`)).statusCode).toBe(404);
          // The operation history has the deleted row as it was, and who deleted it through which call.
          expect(await historyOf(entity, id), `${entity} ${id}`).toEqual([expect.objectContaining({
            action: 'delete', after: null, operation: `DELETE /api/v1${meta.api.path}/:id`, user_name: expect.any(String),
            before: expect.objectContaining({ id }),
          })]);
          break;
        }
        // A refused delete leaves no history.
        expect(await historyOf(entity, id)).toEqual([]);
        // The allowed twin of a delete: a row still referenced is refused with the model's error, never a 500.
        expect(res.statusCode, res.body).toBe(409);
        expect(refusals.has((res.json() as { code: number }).code)).toBe(true);
      }
      if (!deleted) return; // every demo row is in use (e.g. schoolhouses with students): the refusals were checked
      const created = await call('staff', 'POST', pathOf(entity), deleted);
      expect(created.statusCode, created.body).toBe(201);
      const createdId = (created.json() as { id: number }).id;
      expect(await historyOf(entity, createdId)).toEqual([expect.objectContaining({
        action: 'insert', before: null, operation: `POST /api/v1${meta.api.path}`, after: expect.objectContaining({ id: createdId }),
      })]);
      const unique = meta.unique[0] as { fields: readonly string[]; error?: string } | undefined;
      // A unique rule over fields the form does not write (a report's lesson, set by 授業から作成) is not the form's to break.
      if (!unique || !unique.fields.every((f) => f in deleted)) return;
      const before = await t.db.selectFrom('operation_logs').select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow();
      const again = await call('staff', 'POST', pathOf(entity), deleted);
      expect(again.statusCode).toBe(409);
      // The refused insert recorded nothing (the history is written in the refused statement's transaction).
      expect(await t.db.selectFrom('operation_logs').select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow()).toEqual(before);
      const error = errorCatalogue[(unique.error ?? 'DUPLICATE_VALUE') as ErrorKey];
      expect(again.json()).toMatchObject({ code: error.code, message: error.message });
    },
  );
});
