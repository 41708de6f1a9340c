import type { FastifyInstance, FastifyRequest } from 'fastify';
import { constants } from '../../generated/constants.js';
import { apiEntityNames, entities, type ApiEntityName } from '../../generated/entities.js';
import { entityGrants, entityRequirements, grantAllows, meetsRequirement } from '../../generated/abilities.js';
import { authenticate, withAuthentication } from '../auth/authenticate.js';
import { assertOperationOpen } from '../auth/gates.js';
import type { Principal } from '../auth/principal.js';
import { AppError } from '../foundation/errors.js';
import type { AppContext } from '../core/context.js';
import { exportRecords } from '../crud/exportCsv.js';
import { createRecord, deleteRecord, getRecord, listPage, parseId, updateRecord, type Caller } from '../crud/operations.js';
import { reorderRecords } from '../crud/reorder.js';

/** A generic operation of an entity's API, as model/gates.yaml names it (`<entity>.<op>`); reorder writes like update. */
type GenericOperation = 'list' | 'get' | 'create' | 'update' | 'delete';

async function callerOf(request: FastifyRequest, ctx: AppContext, options: { entity: ApiEntityName; operation: GenericOperation }): Promise<Caller> {
  return callerFor(request, { ...options, principal: await authenticate(request, ctx) });
}

function callerFor(request: FastifyRequest, options: { entity: ApiEntityName; operation: GenericOperation; principal: Principal }): Caller {
  const { entity, principal } = options;
  // A caller the grants let in, refused only by the company's condition (screens' `requires: invoice`), is told why.
  if (!meetsRequirement(entityRequirements[entity], principal) && grantAllows(entityGrants[entity]?.read ?? [], principal)) {
    throw new AppError('INVOICE_NOT_ACTIVE');
  }
  // Likewise a caller the grants let in and an action-level gate closes (the ability leaves the action out as well).
  const grants = options.operation === 'list' || options.operation === 'get' ? entityGrants[entity]?.read : entityGrants[entity]?.write;
  if (grantAllows(grants ?? [], principal)) assertOperationOpen(`${entity}.${options.operation}`, principal);
  return { principal, ability: request.ability! };
}

/** Registers the generic CRUD routes of every entity that has an `api` in the model. */
export function registerCrudRoutes(app: FastifyInstance, ctx: AppContext): void {
  const base = String(constants.apiBasePath);
  for (const entity of apiEntityNames) {
    const api = entities[entity].api!;
    const collection = `${base}${api.path}`;
    const item = `${collection}/:id`;
    const ops = api.operations as readonly string[];
    const params = (request: FastifyRequest) => request.params as Record<string, string>;
    if (ops.includes('list')) {
      // The page's statement also reads the company's auth version: no round trip of its own for it (issue 9).
      app.get(collection, async (request) => withAuthentication(request, ctx, async (principal, unconfirmed) => {
        const { answer, authVersion } = await listPage(ctx, { entity, caller: callerFor(request, { entity, operation: 'list', principal }), query: request.query as Record<string, unknown>, unconfirmed });
        return { value: answer, authVersion };
      }));
      // Its CSV (a static segment wins over /:id).
      app.get(`${collection}/export`, async (request, reply) => exportRecords(ctx, { entity, caller: await callerOf(request, ctx, { entity, operation: 'list' }), query: request.query as Record<string, unknown>, reply }));
    }
    if (ops.includes('get')) {
      app.get(item, async (request) => {
        const caller = await callerOf(request, ctx, { entity, operation: 'get' });
        return getRecord(ctx, { entity, caller, id: parseId(params(request).id) });
      });
    }
    if (ops.includes('create')) {
      app.post(collection, async (request, reply) => {
        const caller = await callerOf(request, ctx, { entity, operation: 'create' });
        const created = await createRecord(ctx, { entity, caller, body: request.body });
        return reply.status(201).send(created);
      });
    }
    if (ops.includes('update')) {
      app.put(item, async (request) => {
        const caller = await callerOf(request, ctx, { entity, operation: 'update' });
        return updateRecord(ctx, { entity, caller, id: parseId(params(request).id), body: request.body });
      });
    }
    if ('reorder' in api && api.reorder) {
      const reorder = api.reorder;
      app.post(`${base}${reorder.path}`, async (request) => {
        const caller = await callerOf(request, ctx, { entity, operation: 'update' });
        return reorderRecords(ctx, { entity, caller, field: reorder.field, body: request.body });
      });
    }
    if (ops.includes('delete')) {
      app.delete(item, async (request, reply) => {
        const caller = await callerOf(request, ctx, { entity, operation: 'delete' });
        await deleteRecord(ctx, { entity, caller, id: parseId(params(request).id) });
        return reply.status(204).send();
      });
    }
  }
}
