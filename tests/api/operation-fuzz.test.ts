import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { parse } from 'yaml';
import { startTestApp, type TestApp } from './harness.js';

/**
 * Property-based fuzzing of every operation of the generated OpenAPI document (issue 9): fast-check draws values of
 * each parameter's and body's schema types — in range and out of it, control characters, huge strings — and of wrong
 * types, sends them as staff and as a guardian, and no answer may be a 5xx or anything but the catalogue's JSON shape.
 * A counterexample is shrunk and printed with the operation it broke.
 */
type Schema = {
  $ref?: string; type?: string | string[]; enum?: unknown[]; properties?: Record<string, Schema>; required?: string[];
  items?: Schema; oneOf?: Schema[]; anyOf?: Schema[]; allOf?: Schema[]; minimum?: number; maximum?: number;
  minLength?: number; maxLength?: number; maxItems?: number; format?: string;
};
type Parameter = { $ref?: string; in: 'path' | 'query' | 'header'; name: string; required?: boolean; schema?: Schema };
type OperationDoc = { operationId: string; parameters?: Parameter[]; requestBody?: { content: Record<string, { schema: Schema }> } };

const doc = parse(readFileSync(join(import.meta.dirname, '../../openapi.yaml'), 'utf8')) as {
  paths: Record<string, Record<string, OperationDoc>>;
  components: { schemas: Record<string, Schema>; parameters: Record<string, Parameter> };
};
const deref = <T extends { $ref?: string }>(value: T): T => {
  if (!value.$ref) return value;
  const [, , kind, name] = value.$ref.split('/');
  return deref((doc.components as unknown as Record<string, Record<string, T>>)[kind!]![name!]!);
};

/** Values a client might send for `schema`: mostly of its type (edges included), sometimes of any type at all. */
function valueOf(schema: Schema, depth = 0): fc.Arbitrary<unknown> {
  const s = deref(schema);
  const wrong = fc.oneof(fc.jsonValue({ maxDepth: 2 }), fc.constantFrom(null, '', '\u0000', 1e20, -(2 ** 63), [], {}));
  return fc.oneof({ weight: 4, arbitrary: rightTypeOf(s, depth) }, { weight: 1, arbitrary: wrong });
}

function rightTypeOf(s: Schema, depth: number): fc.Arbitrary<unknown> {
  if (s.enum) return fc.oneof(fc.constantFrom(...s.enum), fc.constantFrom(99999, 'UNKNOWN'));
  const branches = s.oneOf ?? s.anyOf ?? s.allOf;
  if (branches) return fc.oneof(...branches.map((b) => valueOf(b, depth + 1)));
  const types = Array.isArray(s.type) ? s.type : [s.type ?? 'object'];
  return fc.oneof(...types.map((type) => ofType(s, type, depth)));
}

const texts = fc.oneof(
  fc.string({ maxLength: 30 }),
  fc.string({ unit: 'binary', maxLength: 30 }),
  fc.constantFrom('\u0000', 'a\u0000b', '\u001b[31m', '\u007f', '\ud800', '%', '../../etc/passwd', "'; drop table users; --", '２０２６年１月１日', 'x'.repeat(100_000)),
);

function ofType(s: Schema, type: string, depth: number): fc.Arbitrary<unknown> {
  switch (type) {
    case 'null': return fc.constant(null);
    case 'boolean': return fc.boolean();
    case 'integer': return fc.oneof(
      fc.integer({ min: s.minimum ?? -1000, max: Math.max(s.minimum ?? -1000, Math.min(s.maximum ?? 1000, 1000)) }),
      fc.constantFrom(0, -1, 2 ** 31, 2 ** 53, 2 ** 63, -(2 ** 63), 1e20, 1.5),
    );
    case 'number': return fc.oneof(fc.double({ noNaN: true }), fc.constantFrom(0, -1, 1e308, 2 ** 63));
    case 'string': {
      const inRange = fc.string({ minLength: s.minLength ?? 0, maxLength: Math.min(s.maxLength ?? 20, 40) });
      const formatted = s.format === 'date' ? fc.constantFrom('2026-04-01', '2026-02-30', '0000-00-00', '99999-01-01')
        : s.format === 'date-time' ? fc.constantFrom('2026-04-01T09:00:00+09:00', '2026-13-01T25:00:00Z', 'yesterday')
          : s.format === 'time' ? fc.constantFrom('09:00', '25:61', '9時') : inRange;
      return fc.oneof(formatted, inRange, texts);
    }
    case 'array': {
      if (depth > 3) return fc.constant([]);
      return fc.array(valueOf(s.items ?? {}, depth + 1), { maxLength: 4 });
    }
    default: {
      if (depth > 3 || !s.properties) return fc.dictionary(fc.string({ maxLength: 8 }), fc.jsonValue({ maxDepth: 1 }), { maxKeys: 3 });
      const keys = Object.keys(s.properties);
      return fc.record(Object.fromEntries(keys.map((k) => [k, valueOf(s.properties![k]!, depth + 1)])), { requiredKeys: [] })
        .chain((record) => fc.option(fc.constantFrom('unknown_field', '__proto__', 'constructor'), { nil: undefined })
          .map((extra) => (extra ? { ...record, [extra]: 1 } : record)));
    }
  }
}

/** A path segment: ids in and out of range, and what a URL can carry that an id cannot. */
const pathSegment = fc.oneof(
  fc.integer({ min: -2, max: 200 }).map(String),
  fc.constantFrom('0', '9007199254740993', '99999999999999999999', '1e3', '0x10', 'abc', '%25', '%00', '%E3%81%82', '1%20', '-0'),
  fc.string({ maxLength: 12 }).map(encodeURIComponent),
);

function queryString(params: Parameter[]): fc.Arbitrary<string> {
  const query = params.filter((p) => p.in === 'query');
  if (query.length === 0) return fc.constant('');
  return fc.record(Object.fromEntries(query.map((p) => [p.name, valueOf(p.schema ?? { type: 'string' })])), { requiredKeys: [] })
    .map((values) => {
      const search = new URLSearchParams();
      for (const [name, value] of Object.entries(values)) search.append(name, typeof value === 'string' ? value : JSON.stringify(value));
      const text = search.toString();
      return text ? `?${text}` : '';
    });
}

interface Case { method: string; path: string; op: OperationDoc }
const cases: Case[] = Object.entries(doc.paths).flatMap(([path, methods]) =>
  Object.entries(methods).map(([method, op]) => ({ method: method.toUpperCase(), path, op })));

let t: TestApp;
beforeAll(async () => { t = await startTestApp(); });
afterAll(async () => { await t?.close(); });

describe('every OpenAPI operation under arbitrary input', () => {
  it('should enumerate the generated operations', () => {
    expect(cases.length).toBeGreaterThan(100);
  });

  it.each(cases.map((c) => [`${c.method} ${c.path}`, c] as const))('%s should never answer 5xx', async (_name, c) => {
    const params = (c.op.parameters ?? []).map((p) => deref(p));
    const segments = [...c.path.matchAll(/\{(\w+)\}/g)].map((m) => m[1]!);
    const jsonBody = c.op.requestBody?.content['application/json']?.schema;
    const isMultipart = c.op.requestBody?.content['multipart/form-data'] !== undefined;
    const request = fc.record({
      user: fc.constantFrom('system', 'guardian1', 'teacher1'),
      segments: fc.tuple(...segments.map(() => pathSegment), fc.constant('')),
      query: queryString(params),
      body: jsonBody ? valueOf(jsonBody) : fc.option(fc.jsonValue({ maxDepth: 2 }), { nil: undefined }),
    });
    await fc.assert(fc.asyncProperty(request, async ({ user, segments: values, query, body }) => {
      let url = c.path;
      segments.forEach((name, i) => { url = url.replace(`{${name}}`, values[i]!); });
      const headers = await t.authAs(user);
      const res = await t.app.inject({
        method: c.method as 'GET', url: `${url}${query}`, headers: isMultipart ? { ...headers, 'content-type': 'application/json' } : headers,
        ...(body === undefined || c.method === 'GET' || c.method === 'DELETE' ? {} : { payload: JSON.stringify(body), headers: { ...headers, 'content-type': 'application/json' } }),
      });
      if (res.statusCode >= 500) throw new Error(`${c.method} ${url}${query} as ${user} → ${res.statusCode} ${res.body.slice(0, 300)}`);
      if (res.statusCode >= 400) {
        const answer = res.json() as { code?: unknown; message?: unknown };
        if (typeof answer.code !== 'number' || typeof answer.message !== 'string') throw new Error(`not the catalogue shape: ${res.statusCode} ${res.body.slice(0, 300)}`);
      }
    }), { numRuns: Number(process.env.FUZZ_RUNS ?? 12), seed: Number(process.env.FUZZ_SEED ?? 20261123), endOnFailure: false });
  });
});
