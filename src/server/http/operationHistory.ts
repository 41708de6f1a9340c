import type { FastifyInstance } from 'fastify';
import { describeOperation } from '../auth/operationDescription.js';
import { operationStorage } from '../db/operationContext.js';

/** Methods that read only: their statements run without an operation description (nothing to record). */
const READS = new Set(['GET', 'HEAD', 'OPTIONS']);

/**
 * Runs every writing request's handler inside the operation storage, so that its statements carry the description
 * (src/server/db/operationContext.ts). preHandler: after the body is read (a body's stream events would lose the
 * async context), before the handler, which authenticates and writes.
 */
export function registerOperationHistory(app: FastifyInstance): void {
  app.addHook('preHandler', (request, _reply, done) => {
    if (READS.has(request.method)) {
      done();
      return;
    }
    let described: string | undefined;
    operationStorage.run({
      // Asked before each statement: the principal appears once authenticate() has run; then it does not change.
      describe: () => (described ??= describeOperation(request)),
    }, done);
  });
}
