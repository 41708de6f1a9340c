import { connect } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { errorCatalogue } from '../../src/generated/errors.js';
import { codeOf, startTestApp, type TestApp } from './harness.js';

/**
 * Requests refused before any route runs (issue 9): Node's parser (oversized headers, a malformed request line) and
 * Fastify's router (an undecodable URL, an over-long id) answer in the catalogue shape with a Japanese message, and a
 * control character in any operation's body or query is a field error, never a 500.
 */
let t: TestApp;
let port: number;
beforeAll(async () => {
  t = await startTestApp();
  await t.app.listen({ port: 0, host: '127.0.0.1' });
  port = (t.app.server.address() as { port: number }).port;
});
afterAll(async () => { await t?.close(); });

/** Sends `text` as it is on a new connection and parses the answer. */
function rawRequest(text: string): Promise<{ status: number; headers: Record<string, string>; body: string }> {
  return new Promise((resolve, reject) => {
    const socket = connect(port, '127.0.0.1', () => socket.write(text));
    const chunks: Buffer[] = [];
    socket.on('data', (d) => chunks.push(d));
    socket.on('error', reject);
    socket.on('close', () => {
      const answer = Buffer.concat(chunks).toString('utf8');
      const [head = '', body = ''] = answer.split('\r\n\r\n');
      const [statusLine = '', ...lines] = head.split('\r\n');
      const headers = Object.fromEntries(lines.map((l) => [l.slice(0, l.indexOf(':')).toLowerCase(), l.slice(l.indexOf(':') + 1).trim()]));
      resolve({ status: Number(statusLine.split(' ')[1]), headers, body });
    });
  });
}

const expectCatalogue = (answer: { status: number; body: string }, key: keyof typeof errorCatalogue) => {
  expect(answer.status).toBe(errorCatalogue[key].status);
  expect(JSON.parse(answer.body)).toEqual({ code: errorCatalogue[key].code, message: errorCatalogue[key].message });
};

describe("Node's and Fastify's own refusals", () => {
  it('should answer 431 HEADERS_TOO_LARGE to a header block over the limit', async () => {
    const answer = await rawRequest(`GET /api/v1/tags HTTP/1.1\r\nHost: x\r\nX-Big: ${'a'.repeat(20_000)}\r\n\r\n`);
    expectCatalogue(answer, 'HEADERS_TOO_LARGE');
    expect(answer.headers['content-type']).toBe('application/json; charset=utf-8');
  });

  it('should answer 400 MALFORMED_REQUEST to a malformed request line and to bytes that are no HTTP', async () => {
    expectCatalogue(await rawRequest('GET /api/v1/tags HTTP/9.9 junk\r\nHost: x\r\n\r\n'), 'MALFORMED_REQUEST');
    expectCatalogue(await rawRequest('\u0001\u0002\u0003\r\n\r\n'), 'MALFORMED_REQUEST');
  });

  it('should answer a well-formed request on the same server as usual (the twin)', async () => {
    const answer = await rawRequest('GET /api/v1/tags HTTP/1.1\r\nHost: x\r\nConnection: close\r\n\r\n');
    expectCatalogue(answer, 'UNAUTHENTICATED');
  });

  it('should answer 400 MALFORMED_REQUEST to an id segment that does not decode', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/v1/tags/%', headers: await t.authAs('system') });
    expect(res.statusCode).toBe(400);
    expect(codeOf(res)).toBe(errorCatalogue.MALFORMED_REQUEST.code);
    expect(res.json()).toHaveProperty('message', errorCatalogue.MALFORMED_REQUEST.message);
  });

  it('should answer 414 URI_TOO_LONG to an id of 5,000 characters, and 404 to a long id within the limit', async () => {
    const headers = await t.authAs('system');
    const long = await t.app.inject({ method: 'GET', url: `/api/v1/tags/${'1'.repeat(5000)}`, headers });
    expect(long.statusCode).toBe(414);
    expect(codeOf(long)).toBe(errorCatalogue.URI_TOO_LONG.code);
    const within = await t.app.inject({ method: 'GET', url: `/api/v1/tags/${'9'.repeat(15)}`, headers });
    expect([400, 404]).toContain(within.statusCode);
  });
});

describe('control characters in operation input', () => {
  it.each([['a NUL', 'a\u0000b'], ['an escape', '\u001b[31m'], ['a DEL', 'x\u007f']])('should refuse %s in a body field with the field named', async (_why, value) => {
    const res = await t.app.inject({ method: 'POST', url: '/api/v1/users/activity-history', headers: await t.authAs('system'), payload: { path: `/home${value}` } });
    expect(res.statusCode).toBe(400);
    expect(codeOf(res)).toBe(errorCatalogue.VALIDATION_FAILED.code);
    expect(res.json()).toMatchObject({ errors: [{ field: 'path', message: expect.stringContaining('使用できない文字') }] });
  });

  it('should accept the same field without them (the twin), tabs and line breaks being text', async () => {
    const res = await t.app.inject({ method: 'POST', url: '/api/v1/users/activity-history', headers: await t.authAs('system'), payload: { path: '/home' } });
    expect(res.statusCode).toBeLessThan(300);
  });

  it('should refuse a control character in a query parameter of an operation, and search without it', async () => {
    const headers = await t.authAs('system');
    const res = await t.app.inject({ method: 'GET', url: '/api/v1/notices?search_name=%E5%B1%B1%07', headers });
    expect(res.statusCode).toBe(400);
    expect(codeOf(res)).toBe(errorCatalogue.VALIDATION_FAILED.code);
    expect(res.json()).toMatchObject({ errors: [{ field: 'search_name' }] });
    const twin = await t.app.inject({ method: 'GET', url: '/api/v1/notices?search_name=%E5%B1%B1', headers });
    expect(twin.statusCode).toBe(200);
  });
});
