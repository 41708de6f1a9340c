// @vitest-environment node
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { featureSettings } from '../../src/generated/abilities.js';
import { errorCatalogue } from '../../src/generated/errors.js';
import { schoolhouseSettings } from '../../src/generated/settings.js';
import { startTestApp, type TestApp } from './harness.js';

let t: TestApp;
beforeAll(async () => { t = await startTestApp(); });
afterAll(async () => { await t.close(); });

type Settings = { schoolhouse: { id: number }; settings: Array<{ name: string; value: string; label: string; kind: string; values: Array<{ code: string; label: string }> }> };
const schoolhouseIds = async () => (await t.db.selectFrom('schoolhouses').select('id').orderBy('id').execute()).map((r) => r.id);
const read = async (user: string, schoolhouseId: number) => t.app.inject({ method: 'GET', url: `/api/v1/settings?schoolhouse_id=${schoolhouseId}`, headers: await t.authAs(user) });
const write = async (user: string, payload: unknown) => t.app.inject({ method: 'POST', url: '/api/v1/multi-settings', headers: await t.authAs(user), payload: payload as object });
const stored = async (schoolhouseId: number, name: string) =>
  (await t.db.selectFrom('schoolhouse_settings').select('value').where('schoolhouse_id', '=', schoolhouseId).where('name', '=', name).executeTakeFirst())?.value;

describe('reading permission settings', () => {
  it('should give staff every ALLOW_* setting and every labelled option with its value and choices', async () => {
    const [house] = await schoolhouseIds();
    const body = (await read('staff', house!)).json() as Settings;
    expect(body.settings.map((s) => s.name)).toEqual(schoolhouseSettings.map((s) => s.name));
    expect(body.settings.filter((s) => s.kind === 'feature').map((s) => s.name)).toEqual(featureSettings.map((f) => f.name));
    expect(body.settings.find((s) => s.name === 'ALLOW_USE_NOTICE')).toMatchObject({ value: '1', label: 'お知らせ機能を利用する' });
    expect(body.settings.find((s) => s.name === 'INQUIRY_TO_SCHOOL_TARGET')).toMatchObject({
      value: '3', kind: 'option', values: [{ code: '1', label: '保護者のみ' }, { code: '2', label: '生徒のみ' }, { code: '3', label: '保護者と生徒' }],
    });
    expect(body.settings.filter((s) => s.name.startsWith('COMMUNICATION_METHOD_')).map((s) => s.label)).toEqual(['Web通知', 'メール', 'LINE', 'アプリ通知']);
  });

  it.each(['admin', 'system', 'staff', 'area', 'claim-manager', 'claim', 'accounting'])('should let staff user %s read and write', async (user) => {
    const [house] = await schoolhouseIds();
    expect((await read(user, house!)).statusCode).toBe(200);
    expect((await write(user, { schoolhouse_id: house, settings: [{ name: 'COMMUNICATION_METHOD_LINE', value: '0' }] })).statusCode).toBe(200);
  });

  it.each(['teacher1', 'guardian1'])('should refuse %s on both endpoints with FORBIDDEN and change nothing', async (user) => {
    const [house] = await schoolhouseIds();
    expect((await read(user, house!)).json()).toMatchObject({ code: errorCatalogue.FORBIDDEN.code });
    const res = await write(user, { schoolhouse_id: house, settings: [{ name: 'ALLOW_USE_NOTICE', value: '0' }] });
    expect(res.statusCode).toBe(403);
    expect(await stored(house!, 'ALLOW_USE_NOTICE')).toBe('1');
  });

  it.each([['schoolhouse_id missing', ''], ['schoolhouse_id not a number', '?schoolhouse_id=abc'], ['an unknown query field', '?schoolhouse_id=1&x=1']])('should answer %s with a 400', async (_name, query) => {
    const res = await t.app.inject({ method: 'GET', url: `/api/v1/settings${query}`, headers: await t.authAs('staff') });
    expect(res.statusCode).toBe(400);
  });

  it('should answer another company\'s schoolhouse with NOT_FOUND on read and write', async () => {
    const company = await t.db.insertInto('companies').values({ code: 'OTHER-SETTINGS', name: '別法人', invoice_status: '2' }).returning('id').executeTakeFirstOrThrow();
    const area = await t.db.insertInto('areas').values({ company_id: company.id, name: '他社エリア' }).returning('id').executeTakeFirstOrThrow();
    const house = await t.db.insertInto('schoolhouses').values({ company_id: company.id, area_id: area.id, schoolhouse_name: '他社校' }).returning('id').executeTakeFirstOrThrow();
    expect((await read('staff', house.id)).statusCode).toBe(404);
    expect((await write('staff', { schoolhouse_id: house.id, settings: [{ name: 'ALLOW_USE_NOTICE', value: '1' }] })).statusCode).toBe(404);
    expect(await stored(house.id, 'ALLOW_USE_NOTICE')).toBeUndefined();
  });
});

describe('saving permission settings', () => {
  it('should save features and options of one schoolhouse and read them back', async () => {
    const [, house] = await schoolhouseIds();
    const res = await write('staff', { schoolhouse_id: house, settings: [{ name: 'ALLOW_USE_EVENT', value: '0' }, { name: 'INQUIRY_TO_SCHOOL_TARGET', value: '1' }, { name: 'TEACHER_VIEW_RESERVATION', value: '1' }] });
    expect(res.json()).toEqual({ schoolhouse_id: house, updated: 3 });
    const body = (await read('staff', house!)).json() as Settings;
    const value = (name: string) => body.settings.find((s) => s.name === name)?.value;
    expect([value('ALLOW_USE_EVENT'), value('INQUIRY_TO_SCHOOL_TARGET'), value('TEACHER_VIEW_RESERVATION')]).toEqual(['0', '1', '1']);
  });

  const bad: Array<[string, string, string, unknown]> = [
    ['an unknown setting name', 'VALIDATION_FAILED', 'settings.0.name', { settings: [{ name: 'ALLOW_EVERYTHING', value: '1' }] }],
    ['a value not allowed for a feature', 'VALIDATION_FAILED', 'settings.0.value', { settings: [{ name: 'ALLOW_USE_NOTICE', value: 'yes' }] }],
    ['a value not allowed for an option', 'VALIDATION_FAILED', 'settings.0.value', { settings: [{ name: 'INQUIRY_TO_SCHOOL_TARGET', value: '4' }] }],
    ['the same name twice', 'VALIDATION_FAILED', 'settings.1.name', { settings: [{ name: 'ALLOW_USE_NOTICE', value: '0' }, { name: 'ALLOW_USE_NOTICE', value: '1' }] }],
    ['a good change beside a bad one', 'VALIDATION_FAILED', 'settings.1.name', { settings: [{ name: 'ALLOW_USE_NOTICE', value: '0' }, { name: 'NOPE', value: '1' }] }],
    ['no schoolhouse', 'VALIDATION_FAILED', 'schoolhouse_id', { schoolhouse_id: undefined, settings: [{ name: 'ALLOW_USE_NOTICE', value: '0' }] }],
    ['no settings', 'VALIDATION_FAILED', 'settings', { settings: [] }],
    ['a setting without a value', 'VALIDATION_FAILED', 'settings.0.value', { settings: [{ name: 'ALLOW_USE_NOTICE' }] }],
    ['an unknown field', 'UNKNOWN_FIELD', 'company_id', { settings: [{ name: 'ALLOW_USE_NOTICE', value: '0' }], company_id: 2 }],
  ];
  it.each(bad)('should answer %s with %s naming %s and write nothing', async (_name, key, field, payload) => {
    const [house] = await schoolhouseIds();
    const res = await write('staff', { schoolhouse_id: house, ...(payload as object) });
    expect(res.statusCode).toBe(400);
    const body = res.json() as { code: number; errors: Array<{ field: string; message: string }> };
    expect(body.code).toBe(errorCatalogue[key as keyof typeof errorCatalogue].code);
    expect(body.errors.map((e) => e.field)).toContain(field);
    expect(await stored(house!, 'ALLOW_USE_NOTICE')).toBe('1');
  });

  it('should give Japanese messages naming the bad setting and value', async () => {
    const [house] = await schoolhouseIds();
    const res = await write('staff', { schoolhouse_id: house, settings: [{ name: 'ALLOW_EVERYTHING', value: '1' }, { name: 'ALLOW_USE_NOTICE', value: '2' }] });
    expect((res.json() as { errors: unknown[] }).errors).toEqual([
      { field: 'settings.0.name', message: '「ALLOW_EVERYTHING」は設定できない項目です。' },
      { field: 'settings.1.value', message: 'お知らせ機能を利用するの値「2」は選択できません。' },
    ]);
  });

  it('should apply a change on the next request: notices off everywhere refuses staff on /tags, on again allows', async () => {
    const houses = await schoolhouseIds();
    const headers = await t.authAs('staff');
    const tags = () => t.app.inject({ method: 'GET', url: '/api/v1/tags', headers });
    expect((await tags()).statusCode).toBe(200);
    for (const id of houses) await write('staff', { schoolhouse_id: id, settings: [{ name: 'ALLOW_USE_NOTICE', value: '0' }] });
    expect((await tags()).statusCode).toBe(403);
    await write('staff', { schoolhouse_id: houses[2], settings: [{ name: 'ALLOW_USE_NOTICE', value: '1' }] });
    expect((await tags()).statusCode).toBe(200);
    for (const id of houses) await write('staff', { schoolhouse_id: id, settings: [{ name: 'ALLOW_USE_NOTICE', value: '1' }] });
  });
});
