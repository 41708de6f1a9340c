// @vitest-environment node
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { parse } from 'yaml';
import { constants } from '../../src/generated/constants.js';
import { errorCatalogue } from '../../src/generated/errors.js';
import { API_DOCS_PREFIX } from '../../src/server/http/apiDocs.js';
import { startTestApp, type TestApp } from './harness.js';

// The API reference at /api/docs (Swagger UI over the generated openapi.yaml), public, beside the SPA and the API.

const openapi = parse(readFileSync(join(import.meta.dirname, '../../openapi.yaml'), 'utf8')) as { paths: Record<string, unknown>; info: { title: string } };
const webDir = mkdtempSync(join(tmpdir(), 'portal-web-'));
const SPA_MARK = '<!doctype html><title>spa</title><div id="root"></div>';

let t: TestApp;
beforeAll(async () => {
  mkdirSync(join(webDir, 'assets'), { recursive: true });
  writeFileSync(join(webDir, 'index.html'), SPA_MARK);
  t = await startTestApp({ config: { webDir } });
});
afterAll(async () => {
  await t.close();
  rmSync(webDir, { recursive: true, force: true });
});

const get = (url: string, headers: Record<string, string> = {}) => t.app.inject({ method: 'GET', url, headers });

describe('API reference at /api/docs', () => {
  it('should answer the Swagger UI page without signing in', async () => {
    const res = await get(API_DOCS_PREFIX);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toMatch(/^text\/html/);
    expect(res.body).toMatch(/swagger-ui/i);
    expect(res.body).not.toContain('id="root"');
  });

  it('should serve the UI\'s script and its initializer pointing at the document', async () => {
    const bundle = await get(`${API_DOCS_PREFIX}/static/swagger-ui-bundle.js`);
    expect(bundle.statusCode).toBe(200);
    expect(bundle.headers['content-type']).toMatch(/javascript/);
    const init = await get(`${API_DOCS_PREFIX}/static/swagger-initializer.js`);
    expect(init.statusCode).toBe(200);
    expect(init.body).toContain('json');
  });

  it('should answer the document with exactly the paths of openapi.yaml', async () => {
    const res = await get(`${API_DOCS_PREFIX}/json`);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toMatch(/^application\/json/);
    const doc = res.json() as typeof openapi;
    expect(doc.info.title).toBe(openapi.info.title);
    expect(Object.keys(doc.paths).sort()).toEqual(Object.keys(openapi.paths).sort());
    expect(Object.keys(doc.paths).length).toBeGreaterThan(10);
  });

  it('should answer the document as YAML too', async () => {
    const res = await get(`${API_DOCS_PREFIX}/yaml`);
    expect(res.statusCode).toBe(200);
    expect(Object.keys((parse(res.body) as typeof openapi).paths).sort()).toEqual(Object.keys(openapi.paths).sort());
  });

  it('should answer an unknown page under /api/docs with the catalogue 404, not the document or the SPA', async () => {
    const res = await get(`${API_DOCS_PREFIX}/no-such-page`);
    expect(res.statusCode).toBe(404);
    expect((res.json() as { code: number }).code).toBe(errorCatalogue.ROUTE_NOT_FOUND.code);
  });
});

describe('beside the API reference', () => {
  it('should still answer an unknown /api/v1 path with the catalogue 404 and its Japanese message', async () => {
    const res = await get('/api/v1/no-such-resource', await t.authAs('staff'));
    expect(res.statusCode).toBe(404);
    expect(res.json()).toEqual({ code: errorCatalogue.ROUTE_NOT_FOUND.code, message: errorCatalogue.ROUTE_NOT_FOUND.message });
  });

  it('should still serve the web app for a client-side route', async () => {
    const res = await get(`${String(constants.basePath)}/setting-system/no-such-screen`);
    expect(res.statusCode).toBe(200);
    expect(res.body).toBe(SPA_MARK);
  });

  it('should still refuse an API operation without a token, though the reference lists it', async () => {
    const listed = Object.keys(openapi.paths).find((p) => p.endsWith('/tags'));
    expect(listed).toBeDefined();
    const res = await get(listed!);
    expect(res.statusCode).toBe(401);
  });
});
