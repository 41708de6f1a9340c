import type { FastifyInstance } from 'fastify';
import { grantAllows } from '../../generated/abilities.js';
import { constants } from '../../generated/constants.js';
import { operations } from '../../generated/operations.js';
import { authenticate } from '../auth/authenticate.js';
import { compileSchema, fieldErrors } from '../crud/validate.js';
import { AppError } from '../errors.js';
import { handlers } from '../handlers/index.js';
import type { AppContext } from './context.js';

/** Registers the hand-written operations of model/operations.yaml: authentication, access, body schema, handler. */
export function registerOperationRoutes(app: FastifyInstance, ctx: AppContext): void {
  for (const op of operations) {
    const url = `${String(constants.apiBasePath)}${op.path.replace(/\{(\w+)\}/g, ':$1')}`;
    const validate = op.body ? compileSchema(`op:${op.id}`, op.body) : undefined;
    app.route({
      method: op.method,
      url,
      handler: async (request, reply) => {
        const principal = op.isPublic ? undefined : await authenticate(request, ctx);
        if (principal && op.access.length > 0 && !grantAllows(op.access, principal)) throw new AppError('FORBIDDEN');
        if (validate) {
          const body = request.body;
          if (body === null || typeof body !== 'object' || Array.isArray(body)) throw new AppError('MALFORMED_REQUEST');
          if (!validate(body)) {
            const props = (op.body?.properties ?? {}) as Record<string, { title?: string }>;
            const errors = fieldErrors(validate.errors ?? [], (field) => ({ label: props[field]?.title ?? field }));
            const isUnknown = (validate.errors ?? []).every((e) => e.keyword === 'additionalProperties');
            throw new AppError(isUnknown ? 'UNKNOWN_FIELD' : 'VALIDATION_FAILED', { errors });
          }
        }
        return handlers[op.handler]({
          ctx, body: request.body, params: request.params as Record<string, string>,
          query: request.query as Record<string, unknown>, principal, request, reply,
        });
      },
    });
  }
}
