import { describe, expect, it } from 'vitest';
import { operations } from '../../../src/generated/operations.js';
import { compileQuerySchema, compileSchema } from '../../../src/server/crud/validate.js';

// The server compiles an operation's body and query schemas on the first request that brings one
// (src/server/http/operationRoutes.ts): every one of them is compiled here, so a schema ajv refuses fails this test, not
// a request in production.
describe('the schemas of every hand-written operation', () => {
  it.each(operations.filter((op) => op.body || op.query).map((op) => [op.id, op] as const))('%s compiles', (id, op) => {
    if (op.body) expect(typeof compileSchema(`op:${id}`, op.body)).toBe('function');
    if (op.query) expect(typeof compileQuerySchema(`op-query:${id}`, op.query)).toBe('function');
  });

  it('is checked for enough operations to mean something', () => {
    expect(operations.filter((op) => op.body).length).toBeGreaterThan(50);
    expect(operations.filter((op) => op.query).length).toBeGreaterThan(20);
  });
});
