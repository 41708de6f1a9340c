import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { grantAllows, meetsRequirement } from '../../generated/abilities.js';
import { constants } from '../../generated/constants.js';
import { operations, type Operation } from '../../generated/operations.js';
import { authenticate, withAuthentication } from '../auth/authenticate.js';
import type { Principal } from '../auth/principal.js';
import type { HandlerInput } from '../handlers/types.js';
import { assertOperationOpen, blankClosedFields } from '../auth/gates.js';
import { compileQuerySchema, compileSchema, fieldErrors, hasForbiddenControl } from '../crud/validate.js';
import { formatMessage } from '../../shared/validationMessage.js';
import { AppError } from '../foundation/errors.js';
import { handlers } from '../../generated/handlerRegistry.js';
import { withStagedUploads } from '../domains/files/stagedUploads.js';
import type { AppContext } from '../core/context.js';
import { readMultipart, type UploadedFile } from '../core/multipart.js';

type PropertySchema = { title?: string; 'x-patternMessage'?: string; properties?: Record<string, PropertySchema>; items?: PropertySchema };

/** The schema of a dotted field path (`settings.0.value`): through object properties and array items. */
function schemaAt(schema: PropertySchema, field: string): PropertySchema | undefined {
  let at: PropertySchema | undefined = schema;
  for (const segment of field.split('.')) at = /^[0-9]+$/.test(segment) ? at?.items : at?.properties?.[segment];
  return at;
}

/**
 * The dotted path of the first string holding a control character (tab and line breaks aside): PostgreSQL refuses a
 * NUL in text, and no person types the others.
 */
function controlPath(value: unknown, path: string[] = []): string | undefined {
  if (typeof value === 'string') return hasForbiddenControl(value) ? path.join('.') : undefined;
  if (value === null || typeof value !== 'object') return undefined;
  for (const [key, item] of Object.entries(value as Record<string, unknown>)) {
    const found = controlPath(item, [...path, key]);
    if (found !== undefined) return found;
  }
  return undefined;
}

/** Checks a body or query against its schema; problems are catalogue errors with Japanese field messages. */
function checkInput(options: { value: unknown; validate: ReturnType<typeof compileSchema>; schema: Record<string, unknown> }): void {
  const { value, validate, schema } = options;
  if (value === null || typeof value !== 'object' || Array.isArray(value)) throw new AppError('MALFORMED_REQUEST');
  const controlled = controlPath(value);
  if (controlled !== undefined) {
    const label = schemaAt(schema as PropertySchema, controlled)?.title ?? controlled;
    throw new AppError('VALIDATION_FAILED', { errors: [{ field: controlled, message: formatMessage('validation.nulCharacter', { label }) }] });
  }
  if (validate(value)) return;
  const errors = fieldErrors(validate.errors ?? [], (field) => {
    const at = schemaAt(schema as PropertySchema, field);
    return { label: at?.title ?? field, patternMessage: at?.['x-patternMessage'] };
  });
  const isUnknown = (validate.errors ?? []).every((e) => e.keyword === 'additionalProperties');
  throw new AppError(isUnknown ? 'UNKNOWN_FIELD' : 'VALIDATION_FAILED', { errors });
}

function routeOf(app: FastifyInstance, ctx: AppContext, op: Operation): void {
  const url = `${String(constants.apiBasePath)}${op.path.replace(/\{(\w+)\}/g, ':$1')}`;
  // Compiled by the first request that brings a body or query (compiling every operation's took ~0.45 s of each start);
  // tests/unit/server/operationSchemas.test.ts compiles them all, so a schema ajv refuses fails the tests, not a request.
  const validateBody = op.body ? () => compileSchema(`op:${op.id}`, op.body!) : undefined;
  const validateQuery = op.query ? () => compileQuerySchema(`op-query:${op.id}`, op.query!) : undefined;
  const handler = handlers[op.handler];
  /** Access, gates, input, the handler: everything after the principal is known. */
  const answer = async (request: FastifyRequest, reply: FastifyReply, principal: Principal | undefined, auth: Pick<HandlerInput, 'unconfirmed' | 'authVersionRead'>) => {
    if (principal && op.access.length > 0 && !grantAllows(op.access, principal)) throw new AppError('FORBIDDEN');
    // A company condition (`requires: invoice`) a caller the grants let in does not meet: told why.
    if (principal && !meetsRequirement(op.requires, principal)) throw new AppError('INVOICE_NOT_ACTIVE');
    // An action-level gate (model/gates.yaml) closed for the caller: refused before any input is read.
    if (principal) assertOperationOpen(op.id, principal);
    let body: unknown = request.body;
    let files: UploadedFile[] = [];
    if (op.multipart) ({ body, files } = await readMultipart(request, op.multipart));
    if (validateBody) checkInput({ value: body, validate: validateBody(), schema: op.body! });
    // Query strings are coerced to the schema's types (and given its defaults) on a copy.
    const query = { ...(request.query as Record<string, unknown>) };
    if (validateQuery) checkInput({ value: query, validate: validateQuery(), schema: op.query! });
    const input = { ctx, body, files, params: request.params as Record<string, string>, query, principal, request, reply, ...auth };
    const owner = op.multipart?.owner;
    if (owner && !principal) throw new AppError('UNAUTHENTICATED');
    const result = owner
      ? await withStagedUploads(ctx, { companyId: principal!.companyId, ownerKind: owner, files }, (uploads) => handler({ ...input, uploads }))
      : await handler({ ...input, uploads: [] });
    // The fields an action-level gate (model/gates.yaml) closes for the caller leave the server blank.
    return principal ? blankClosedFields(op.id, principal, result) : result;
  };
  // A one-statement reader (readingAuthVersion) runs on the cached principal, its statement confirming the version.
  const isOneStatementReader = handler.readsAuthVersion === true && op.method === 'GET' && !op.isPublic && !op.multipart;
  app.route({
    method: op.method,
    url,
    handler: async (request, reply) => {
      if (isOneStatementReader) {
        return withAuthentication(request, ctx, async (principal, unconfirmed) => {
          let authVersion: number | string | null | undefined;
          const value = await answer(request, reply, principal, unconfirmed ? { unconfirmed, authVersionRead: (read) => { authVersion = read; } } : {});
          return { value, authVersion };
        });
      }
      const principal = op.isPublic ? undefined : await authenticate(request, ctx);
      return answer(request, reply, principal, {});
    },
  });
}

/** Registers the hand-written operations of model/operations.yaml: authentication, access, body and query schema, handler. */
export function registerOperationRoutes(app: FastifyInstance, ctx: AppContext): void {
  for (const op of operations) routeOf(app, ctx, op);
}
