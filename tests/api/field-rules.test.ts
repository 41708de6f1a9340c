// @vitest-environment node
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { entityGrants, featureSettings, grantAllows } from '../../src/generated/abilities.js';
import { apiEntityNames, entities, type ApiEntityName, type EntityName } from '../../src/generated/entities.js';
import { errorCatalogue } from '../../src/generated/errors.js';
import { forms } from '../../src/generated/forms.js';
import type { MessageKey } from '../../src/generated/messages.ja.js';
import { assertFieldRules, rulesOf } from '../../src/server/crud/fieldRules.js';
import { genericDb } from '../../src/server/core/context.js';
import { AppError } from '../../src/server/foundation/errors.js';
import { ofCompany } from '../../src/server/db/companyScope.js';
import { DEMO_COMPANY_CODE } from '../../src/server/seed/seed.js';
import type { AfterRule, AtLeastOneRule, AtMostRule, FieldRule } from '../../src/shared/fieldRules.js';
import { formatMessage } from '../../src/shared/validationMessage.js';
import { startTestApp, type TestApp } from './harness.js';
import { checkImport, parseCsv, unparseCsv } from './importHarness.js';

/**
 * Every rule across fields of every entity (model `rules`, issue 17), enumerated from the generated tables: on a stored
 * demo row, staff save a value that keeps the rule (200) and one that breaks it, through update and create, and get
 * 400 VALIDATION_FAILED with the rule's message under its field, nothing written. An update is checked as the row will
 * be: a field the body leaves out keeps its stored value. No per-entity TypeScript: a new rule adds its cases.
 */
let t: TestApp;
let companyId: number;
beforeAll(async () => {
  t = await startTestApp();
  companyId = (await t.db.selectFrom('companies').select('id').where('code', '=', DEMO_COMPANY_CODE).executeTakeFirstOrThrow()).id;
}, 120_000);
afterAll(async () => { await t.close(); });

type Row = Record<string, unknown>;
interface FieldMeta { label: string; required: boolean; minimum?: number; maximum?: number; type: string }

const ALL_FEATURES = featureSettings.map((f) => f.name);
const opsOf = (entity: ApiEntityName) => entities[entity].api.operations as readonly string[];
const staffWrites = (entity: ApiEntityName) => grantAllows(entityGrants[entity]!.write, { role: 'STAFF', features: ALL_FEATURES }) && opsOf(entity).includes('update');
const fieldsOf = (entity: EntityName) => entities[entity].fields as unknown as Record<string, FieldMeta>;
const pathOf = (entity: ApiEntityName) => `/api/v1${entities[entity].api.path}`;
const cases = apiEntityNames.filter(staffWrites).flatMap((entity) => rulesOf(entity).map((rule) => ({ entity, rule, name: `${entity}: ${describeRule(rule)}` })));
const pairs = cases.filter((c): c is typeof c & { rule: AfterRule } => c.rule.kind === 'after');
const sets = cases.filter((c): c is typeof c & { rule: AtLeastOneRule } => c.rule.kind === 'atLeastOne');

function describeRule(rule: FieldRule): string {
  if (rule.kind === 'after') return `${rule.field} after ${rule.other}${rule.orEqual ? ' or equal' : ''}`;
  if (rule.kind === 'atMost') return `${rule.field} at most ${rule.ref}.${rule.bound}`;
  return `one of ${rule.fields.join(', ')}`;
}

async function call(method: 'POST' | 'PUT', url: string, body: Row) {
  return t.app.inject({ method, url, headers: await t.authAs('staff'), payload: body });
}

async function firstRow(entity: ApiEntityName): Promise<{ id: number; body: Row }> {
  const meta = entities[entity];
  const row = await genericDb(t.db).selectFrom(meta.table).select('id').where(ofCompany(meta, companyId)).orderBy('id').limit(1).executeTakeFirstOrThrow();
  const id = Number(row.id);
  const res = await t.app.inject({ method: 'GET', url: `${pathOf(entity)}/${id}`, headers: await t.authAs('staff') });
  const record = res.json() as Row;
  const properties = (forms as unknown as Record<string, { schema: { properties: Record<string, unknown> } }>)[entity]!.schema.properties;
  return { id, body: Object.fromEntries(Object.keys(properties).filter((k) => record[k] !== undefined).map((k) => [k, record[k]])) };
}

async function rowCount(entity: ApiEntityName): Promise<number> {
  const meta = entities[entity];
  const row = await genericDb(t.db).selectFrom(meta.table).select((eb) => eb.fn.countAll<number>().as('n')).where(ofCompany(meta, companyId)).executeTakeFirstOrThrow();
  return Number(row.n);
}

/** Values of the pair's kind in order (earlier < start < later < beyond), within both fields' limits. */
function pairValues(entity: ApiEntityName, rule: AfterRule): { earlier: unknown; start: unknown; later: unknown; beyond: unknown } {
  switch (rule.compare) {
    case 'date': return { earlier: '2026-04-09', start: '2026-04-10', later: '2026-04-11', beyond: '2026-04-12' };
    case 'time': return { earlier: '09:30', start: '10:00', later: '10:30', beyond: '11:00' };
    case 'datetime': return { earlier: '2026-04-10T09:55:00+09:00', start: '2026-04-10T10:00:00+09:00', later: '2026-04-10T10:05:00+09:00', beyond: '2026-04-10T10:10:00+09:00' };
    case 'number': {
      const fields = fieldsOf(entity);
      const low = Math.max(fields[rule.field]!.minimum ?? 0, fields[rule.other]!.minimum ?? 0);
      return { earlier: low, start: low + 1, later: low + 2, beyond: low + 3 };
    }
  }
}

/** The answer's field errors, expecting a 400 VALIDATION_FAILED. */
function fieldErrorsOf(res: { statusCode: number; body: string; json(): unknown }): Array<{ field: string; message: string }> {
  expect(res.statusCode, res.body).toBe(400);
  const answer = res.json() as { code: number; errors?: Array<{ field: string; message: string }> };
  expect(answer.code).toBe(errorCatalogue.VALIDATION_FAILED.code);
  return answer.errors ?? [];
}

const pairMessage = (entity: ApiEntityName, rule: AfterRule) =>
  formatMessage(rule.message as MessageKey, { label: fieldsOf(entity)[rule.field]!.label, other: fieldsOf(entity)[rule.other]!.label });

describe('rules across fields of every entity, from the model', () => {
  it('should have a rule for every range master the issue names', () => {
    const ruled = new Set(cases.map((c) => c.entity));
    for (const entity of ['timetable_period', 'entry_period', 'yearly_schedule', 'grade_input_deadline', 'schoolhouse']) expect(ruled).toContain(entity);
  });

  it('should answer an inverted 時間割 with its Japanese message under 終了時刻', async () => {
    const { id, body } = await firstRow('timetable_period');
    const res = await call('PUT', `${pathOf('timetable_period')}/${id}`, { ...body, start_time: '18:00', end_time: '17:00' });
    expect(fieldErrorsOf(res)).toEqual([{ field: 'end_time', message: '終了時刻は開始時刻より後の時刻を入力してください。' }]);
  });

  it.each(pairs.map((c) => [c.name, c] as const))('should keep the ordered pair %s on update', async (_name, { entity, rule }) => {
    const { id, body } = await firstRow(entity);
    const { start, later, earlier } = pairValues(entity, rule);
    const url = `${pathOf(entity)}/${id}`;
    const refused = await call('PUT', url, { ...body, [rule.other]: start, [rule.field]: earlier });
    expect(fieldErrorsOf(refused)).toContainEqual({ field: rule.field, message: pairMessage(entity, rule) });
    // The allowed twin, then the equal value: allowed only with orEqual.
    expect((await call('PUT', url, { ...body, [rule.other]: start, [rule.field]: later })).statusCode).toBe(200);
    expect((await call('PUT', url, { ...body, [rule.other]: start, [rule.field]: start })).statusCode).toBe(rule.orEqual ? 200 : 400);
    expect((await call('PUT', url, body)).statusCode).toBe(200);
  });

  it.each(pairs.map((c) => [c.name, c] as const))('should refuse creating a row that breaks the ordered pair %s, writing nothing', async (_name, { entity, rule }) => {
    const { body } = await firstRow(entity);
    const { start, earlier } = pairValues(entity, rule);
    const before = await rowCount(entity);
    const res = await call('POST', pathOf(entity), { ...body, [rule.other]: start, [rule.field]: earlier });
    expect(fieldErrorsOf(res)).toContainEqual({ field: rule.field, message: pairMessage(entity, rule) });
    expect(await rowCount(entity)).toBe(before);
  });

  it.each(pairs.filter((c) => !fieldsOf(c.entity)[c.rule.field]!.required).map((c) => [c.name, c] as const))(
    'should check the ordered pair %s against the stored value a body leaves out', async (_name, { entity, rule }) => {
      const { id, body } = await firstRow(entity);
      const { start, later, beyond } = pairValues(entity, rule);
      const url = `${pathOf(entity)}/${id}`;
      expect((await call('PUT', url, { ...body, [rule.other]: start, [rule.field]: later })).statusCode).toBe(200);
      const { [rule.field]: _left, ...withoutField } = body;
      // The stored end (later) now comes before the new start: refused under the end, though the body never named it.
      const moved = await call('PUT', url, { ...withoutField, [rule.other]: beyond });
      expect(fieldErrorsOf(moved)).toContainEqual({ field: rule.field, message: pairMessage(entity, rule) });
      expect((await call('PUT', url, body)).statusCode).toBe(200);
    },
  );

  it.each(sets.map((c) => [c.name, c] as const))('should keep the at-least-one rule %s on update and create', async (_name, { entity, rule }) => {
    const { id, body } = await firstRow(entity);
    const none = Object.fromEntries(rule.fields.map((f) => [f, fieldsOf(entity)[f]!.type === 'boolean' ? false : null]));
    const labels = rule.fields.map((f) => fieldsOf(entity)[f]!.label).join('・');
    const message = formatMessage(rule.message as MessageKey, { label: fieldsOf(entity)[rule.field]!.label, labels });
    const before = await rowCount(entity);
    expect(fieldErrorsOf(await call('PUT', `${pathOf(entity)}/${id}`, { ...body, ...none }))).toContainEqual({ field: rule.field, message });
    expect(fieldErrorsOf(await call('POST', pathOf(entity), { ...body, ...none }))).toContainEqual({ field: rule.field, message });
    expect(await rowCount(entity)).toBe(before);
    // The allowed twin: one of the set given, the stored row's value of it.
    const one = rule.fields.find((f) => body[f] !== null && body[f] !== undefined && body[f] !== false)!;
    expect((await call('PUT', `${pathOf(entity)}/${id}`, { ...body, ...none, [one]: body[one] })).statusCode).toBe(200);
    expect((await call('PUT', `${pathOf(entity)}/${id}`, body)).statusCode).toBe(200);
  });
});

/**
 * A number bounded by the row a reference points to (atMost): no entity of the model uses one yet (a lesson's
 * students at most its room's seats will), so the server's check runs here with such a rule over two real tables:
 * a lesson subject's 表示順 at most its school subject's. The bound is read in the writing transaction, from the
 * caller's company only.
 */
describe('a number bounded by a referenced row (atMost), on the database', () => {
  const bounded: AtMostRule = {
    kind: 'atMost', field: 'sort_order', ref: 'school_subject_id', entity: 'school_subject', table: 'school_subjects',
    bound: 'sort_order', boundLabel: '表示順', message: 'validation.rule.atMostRef',
  };
  const check = (values: Row) => t.db.transaction().execute((trx) => assertFieldRules(trx, { entity: 'lesson_subject', values, companyId, rules: [bounded] }));
  const refusal = async (values: Row) => {
    const error = await check(values).then(() => undefined, (e: unknown) => e);
    expect(error).toBeInstanceOf(AppError);
    return { key: (error as AppError).key, errors: (error as AppError).errors };
  };

  it('should refuse a number over the referenced row\'s field, with the bound in the message, and accept it at the bound', async () => {
    const subject = await t.db.selectFrom('school_subjects').select('id').where('company_id', '=', companyId).orderBy('id').executeTakeFirstOrThrow();
    await t.db.updateTable('school_subjects').set({ sort_order: 5 }).where('id', '=', subject.id).execute();
    expect(await refusal({ sort_order: 6, school_subject_id: subject.id })).toEqual({
      key: 'VALIDATION_FAILED', errors: [{ field: 'sort_order', message: '表示順は学校教科の表示順（5）以下の値を入力してください。' }],
    });
    await expect(check({ sort_order: 5, school_subject_id: subject.id })).resolves.toBeUndefined();
  });

  it('should read no bound of another company\'s row (its id is not the caller\'s to name)', async () => {
    const other = await t.db.insertInto('companies').values({ code: `RULES${Date.now()}`, name: '別法人塾', invoice_status: '2' }).returning('id').executeTakeFirstOrThrow();
    const foreign = await t.db.insertInto('school_subjects').values({ company_id: other.id, name: '他社の教科', sort_order: 1 }).returning('id').executeTakeFirstOrThrow();
    await expect(check({ sort_order: 9999, school_subject_id: foreign.id })).resolves.toBeUndefined();
  });

  it('should have no bound where the referenced row\'s field is empty, nor without a referenced row', async () => {
    const subject = await t.db.selectFrom('school_subjects').select('id').where('company_id', '=', companyId).orderBy('id').executeTakeFirstOrThrow();
    await t.db.updateTable('school_subjects').set({ sort_order: null }).where('id', '=', subject.id).execute();
    await expect(check({ sort_order: 9999, school_subject_id: subject.id })).resolves.toBeUndefined();
    await expect(check({ sort_order: 9999, school_subject_id: null })).resolves.toBeUndefined();
  });
});

/**
 * An import checks its rows against the same rules, each row as it will be stored: a row updating a stored one keeps
 * the stored values of the columns the file leaves out (成績データ取込: a test with no score at all is refused).
 */
describe('the rules across fields of an imported row', () => {
  const NO_SCORE = '国語・数学・英語・理科・社会・合計のいずれかを入力してください。';
  const SCORES = ['国語', '数学', '英語', '理科', '社会', '合計'];

  async function exported(): Promise<{ header: string[]; rows: string[][] }> {
    const res = await t.app.inject({ method: 'GET', url: '/api/v1/grade-records/export', headers: await t.authAs('staff') });
    const [header, ...rows] = parseCsv(res.body);
    return { header: header!, rows };
  }

  const errorsOf = async (rows: string[][]) => {
    const res = await checkImport(t, { bytes: Buffer.from(unparseCsv(rows), 'utf8'), target: 'grade_record', name: 'grades.csv' });
    expect(res.statusCode, res.body).toBe(200);
    return (res.json() as { errors: Array<{ row: number; column: string; message: string }> }).errors;
  };

  it('should refuse a new row with no score under 国語, and take a stored row unchanged', async () => {
    const { header, rows } = await exported();
    const empty = [...rows[0]!];
    empty[header.indexOf('試験名')] = '2学期中間テスト';
    for (const label of SCORES) empty[header.indexOf(label)] = '';
    expect(await errorsOf([header, empty, rows[0]!])).toEqual([{ row: 2, column: '国語', message: NO_SCORE }]);
  });

  it('should keep the stored scores of a row whose file has no score columns, and refuse a new such row', async () => {
    const { header, rows } = await exported();
    const kept = header.map((_, i) => i).filter((i) => !SCORES.includes(header[i]!));
    const pick = (row: string[]) => kept.map((i) => row[i]!);
    const added = [...rows[0]!];
    added[header.indexOf('試験名')] = '2学期期末テスト';
    expect(await errorsOf([pick(header), pick(rows[0]!), pick(added)])).toEqual([{ row: 3, column: '国語', message: NO_SCORE }]);
  });
});
