import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { parse } from 'yaml';
import { constants } from '../../src/generated/constants.js';
import { errorCatalogue } from '../../src/generated/errors.js';
import { multipartBody } from '../fixtures/multipart.js';
import { codeOf, startTestApp, type TestApp } from './harness.js';

/**
 * A body nested thousands of levels deep (issue 17 item 8): every check that walks a body recursed until the stack
 * overflowed, a 500 on every operation and the anonymous log-in. The nesting is bounded by the model's
 * maxRequestBodyDepth before the body is parsed: 400 REQUEST_TOO_DEEP on every operation of the generated OpenAPI
 * document that takes a body; a body within the bound is read as before.
 */
type OperationDoc = { requestBody?: { content: Record<string, unknown> } };
const doc = parse(readFileSync(join(import.meta.dirname, '../../openapi.yaml'), 'utf8')) as { paths: Record<string, Record<string, OperationDoc>> };
const bodyMethods = ['post', 'put', 'patch', 'delete'];
const cases = Object.entries(doc.paths).flatMap(([path, methods]) => Object.entries(methods)
  .filter(([method]) => bodyMethods.includes(method))
  .map(([method, op]) => ({ method: method.toUpperCase() as 'POST', path, url: `/api/v1${path.replace(/\{\w+\}/g, '1')}`, op })));

/** `{"a":{"a":…1…}}` nested `depth` objects deep, as text (JSON.stringify itself would recurse). */
const nestedObjects = (depth: number) => `${'{"a":'.repeat(depth)}1${'}'.repeat(depth)}`;
const nestedArrays = (depth: number) => `${'['.repeat(depth)}${']'.repeat(depth)}`;
const maxDepth = Number(constants.maxRequestBodyDepth);
const tooDeep = errorCatalogue.REQUEST_TOO_DEEP;

let t: TestApp;
beforeAll(async () => { t = await startTestApp(); });
afterAll(async () => { await t?.close(); });

describe('a body nested 5,000 levels deep', () => {
  it('should find the operations that take a body in the generated document', () => {
    expect(cases.length).toBeGreaterThan(40);
    expect(nestedObjects(5000).length).toBeGreaterThan(30_000);
  });

  it('should answer 400 REQUEST_TOO_DEEP to the anonymous log-in', async () => {
    const res = await t.app.inject({ method: 'POST', url: '/api/v1/communication/login', headers: { 'content-type': 'application/json' }, payload: nestedObjects(5000) });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ code: tooDeep.code, message: tooDeep.message });
  });

  it.each(cases.map((c) => [`${c.method} ${c.path}`, c] as const))('%s should answer 400 REQUEST_TOO_DEEP', async (_name, c) => {
    const headers = { ...(await t.authAs('system')), 'content-type': 'application/json' };
    const objects = await t.app.inject({ method: c.method, url: c.url, headers, payload: nestedObjects(5000) });
    expect(objects.statusCode).toBe(400);
    expect(codeOf(objects)).toBe(tooDeep.code);
    const arrays = await t.app.inject({ method: c.method, url: c.url, headers, payload: `{"a":${nestedArrays(5000)}}` });
    expect(codeOf(arrays)).toBe(tooDeep.code);
  });

  it('should answer 400 REQUEST_TOO_DEEP to a multipart request whose JSON part nests 5,000 deep', async () => {
    const { body, contentType } = multipartBody({ rawData: nestedObjects(5000) });
    const res = await t.app.inject({ method: 'POST', url: '/api/v1/notices', headers: { ...(await t.authAs('staff')), 'content-type': contentType }, payload: body });
    expect(res.statusCode).toBe(400);
    expect(codeOf(res)).toBe(tooDeep.code);
  });
});

describe('a body within the depth bound (the twins)', () => {
  it('should read a body nested exactly maxRequestBodyDepth deep and judge it by its schema', async () => {
    const res = await t.app.inject({
      method: 'POST', url: '/api/v1/communication/login', headers: { 'content-type': 'application/json' },
      payload: `{"username":"admin","password":"x","extra":${nestedObjects(maxDepth - 1)}}`,
    });
    expect(res.statusCode).toBe(400);
    expect(codeOf(res)).toBe(errorCatalogue.UNKNOWN_FIELD.code);
  });

  it('should refuse one level more than maxRequestBodyDepth', async () => {
    const res = await t.app.inject({
      method: 'POST', url: '/api/v1/communication/login', headers: { 'content-type': 'application/json' },
      payload: `{"username":"admin","password":"x","extra":${nestedObjects(maxDepth)}}`,
    });
    expect(codeOf(res)).toBe(tooDeep.code);
  });

  it('should not count brackets inside strings as nesting', async () => {
    const res = await t.app.inject({
      method: 'POST', url: '/api/v1/communication/login', headers: { 'content-type': 'application/json' },
      payload: JSON.stringify({ username: `${'{['.repeat(maxDepth / 2 + 1)}\\"`, password: 'x' }),
    });
    expect(res.statusCode).toBe(401);
    expect(codeOf(res)).toBe(errorCatalogue.LOGIN_FAILED.code);
  });

  it('should save a nested body of an ordinary write (settings in an array)', async () => {
    const house = (await t.db.selectFrom('schoolhouses').select('id').orderBy('id').executeTakeFirstOrThrow()).id;
    const res = await t.app.inject({
      method: 'POST', url: '/api/v1/multi-settings', headers: await t.authAs('staff'),
      payload: { schoolhouse_id: house, settings: [{ name: 'COMMUNICATION_METHOD_LINE', value: '0' }] },
    });
    expect(res.statusCode).toBe(200);
  });
});
