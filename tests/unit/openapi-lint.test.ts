import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { createConfig, lintFromString, type NormalizedProblem } from '@redocly/openapi-core';
import { beforeAll, describe, expect, it } from 'vitest';
import { parse, parseDocument, stringify, visit } from 'yaml';

const ROOT = join(import.meta.dirname, '../..');
const source = readFileSync(join(ROOT, 'openapi.yaml'), 'utf8');

/** Number of YAML aliases (*name) in a text. */
function aliasCount(text: string): number {
  let count = 0;
  visit(parseDocument(text), { Alias: () => { count += 1; } });
  return count;
}

/** Redocly's recommended rules; a rule switched off says why on its line. */
async function lint(text: string): Promise<NormalizedProblem[]> {
  const config = await createConfig({
    extends: ['recommended'],
    rules: {
      // The portal is a product of its operator, not published under a licence.
      'info-license': 'off',
      // /notices/templates/{id} and /notices/{id}/comments: ids are integers (schema minimum 1), and Fastify matches the
      // static segment first, so no request can mean both.
      'no-ambiguous-paths': 'off',
    },
  });
  return lintFromString({ source: text, absoluteRef: join(ROOT, 'openapi.yaml'), config });
}

const describeProblem = (p: NormalizedProblem) => `${p.severity} ${p.ruleId}: ${p.message} at ${p.location[0]?.pointer ?? '?'}`;

describe('openapi.yaml', () => {
  it('should parse with a YAML parser at its default limits and hold no anchor or alias', () => {
    expect(aliasCount(source)).toBe(0);
    expect(source).not.toMatch(/(?:^|[\s:[,-])&[A-Za-z0-9_]+\s/m);
    const doc = parse(source) as { openapi: string; paths: Record<string, unknown> };
    expect(doc.openapi).toBe('3.1.0');
    expect(Object.keys(doc.paths).length).toBeGreaterThan(10);
  });

  it('should find the aliases of the same document written the old way, which a default parser refuses', () => {
    // The check above can fail: the error responses inlined as one shared object each (as the generator used to write
    // them) and stringified with yaml's default aliasDuplicateObjects come out as anchors and aliases.
    const doc = parse(source) as { paths: Record<string, Record<string, { responses: Record<string, unknown> }>>; components: { responses: Record<string, unknown> } };
    const errorSchema = { $ref: '#/components/schemas/Error' };
    for (const response of Object.values(doc.components.responses)) (response as { content: Record<string, { schema: unknown }> }).content['application/json']!.schema = errorSchema;
    for (const item of Object.values(doc.paths)) {
      for (const op of Object.values(item)) {
        for (const [status, response] of Object.entries(op.responses)) {
          const ref = (response as { $ref?: string }).$ref;
          if (ref) op.responses[status] = doc.components.responses[ref.split('/').pop()!];
        }
      }
    }
    const withAliases = stringify(doc, { lineWidth: 0 });
    expect(aliasCount(withAliases)).toBeGreaterThan(100);
    expect(() => parse(withAliases)).toThrow(/alias/i);
  });

  it('should share the error responses through components/responses', () => {
    const doc = parse(source) as { paths: Record<string, Record<string, { responses: Record<string, unknown> }>>; components: { responses: Record<string, unknown> } };
    expect(Object.keys(doc.components.responses)).toEqual(expect.arrayContaining(['BadRequest', 'Unauthorized', 'Forbidden', 'NotFound', 'Conflict', 'TooManyRequests']));
    for (const [path, item] of Object.entries(doc.paths)) {
      for (const [method, op] of Object.entries(item)) {
        for (const [status, response] of Object.entries(op.responses)) {
          if (Number(status) >= 400) expect(response, `${method} ${path} ${status}`).toEqual({ $ref: expect.stringMatching(/^#\/components\/responses\/\w+$/) });
        }
      }
    }
  });

  describe('lint (Redocly recommended)', () => {
    let problems: NormalizedProblem[];
    beforeAll(async () => { problems = await lint(source); }, 60_000);

    it('should report no error and no warning', () => {
      expect(problems.map(describeProblem)).toEqual([]);
    });

    it('should report a broken $ref, a duplicate operationId and a response without description', async () => {
      const doc = parse(source) as Record<string, Record<string, Record<string, unknown>>>;
      delete doc.components!.responses!.NotFound;
      const [first, second] = Object.values(doc.paths!).flatMap((item) => Object.values(item as Record<string, { operationId: string; responses: Record<string, Record<string, unknown>> }>));
      second!.operationId = first!.operationId;
      delete first!.responses['200']?.description;
      const found = (await lint(stringify(doc, { aliasDuplicateObjects: false }))).filter((p) => p.severity === 'error').map((p) => p.ruleId);
      expect(found).toEqual(expect.arrayContaining(['no-unresolved-refs', 'operation-operationId-unique', 'struct']));
    }, 60_000);
  });
});
