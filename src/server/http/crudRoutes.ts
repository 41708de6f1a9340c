import type { FastifyInstance, FastifyRequest } from 'fastify';
import { constants } from '../../generated/constants.js';
import { apiEntityNames, entities, type ApiEntityName } from '../../generated/entities.js';
import { entityGrants, entityRequirements, grantAllows, meetsRequirement } from '../../generated/abilities.js';
import { authenticate, withAuthentication } from '../auth/authenticate.js';
import type { Principal } from '../auth/principal.js';
import { AppError } from '../core/errors.js';
import type { AppContext } from '../core/context.js';
import { exportRecords } from '../crud/exportCsv.js';
import { createRecord, deleteRecord, getRecord, listPage, parseId, updateRecord, type Caller } from '../crud/operations.js';
import { reorderRecords } from '../crud/reorder.js';

async function callerOf(request: FastifyRequest, ctx: AppContext, entity: ApiEntityName): Promise<Caller> {
  return callerFor(request, entity, await authenticate(request, ctx));
}

function callerFor(request: FastifyRequest, entity: ApiEntityName, principal: Principal): Caller {
  // A caller the grants let in, refused only by the company's condition (screens' `requires: invoice`), is told why.
  if (!meetsRequirement(entityRequirements[entity], principal) && grantAllows(entityGrants[entity]?.read ?? [], principal)) {
    throw new AppError('INVOICE_NOT_ACTIVE');
  }
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
        const { answer, authVersion } = await listPage(ctx, { entity, caller: callerFor(request, entity, principal), query: request.query as Record<string, unknown>, unconfirmed });
        return { value: answer, authVersion };
      }));
      // Its CSV (a static segment wins over /:id).
      app.get(`${collection}/export`, async (request, reply) => exportRecords(ctx, { entity, caller: await callerOf(request, ctx, entity), query: request.query as Record<string, unknown>, reply }));
    }
    if (ops.includes('get')) {
      app.get(item, async (request) => {
        const caller = await callerOf(request, ctx, entity);
        return getRecord(ctx, { entity, caller, id: parseId(params(request).id) });
      });
    }
    if (ops.includes('create')) {
      app.post(collection, async (request, reply) => {
        const caller = await callerOf(request, ctx, entity);
        const created = await createRecord(ctx, { entity, caller, body: request.body });
        return reply.status(201).send(created);
      });
    }
    if (ops.includes('update')) {
      app.put(item, async (request) => {
        const caller = await callerOf(request, ctx, entity);
        return updateRecord(ctx, { entity, caller, id: parseId(params(request).id), body: request.body });
      });
    }
    if ('reorder' in api && api.reorder) {
      const reorder = api.reorder;
      app.post(`${base}${reorder.path}`, async (request) => {
        const caller = await callerOf(request, ctx, entity);
        return reorderRecords(ctx, { entity, caller, field: reorder.field, body: request.body });
      });
    }
    if (ops.includes('delete')) {
      app.delete(item, async (request, reply) => {
        const caller = await callerOf(request, ctx, entity);
        await deleteRecord(ctx, { entity, caller, id: parseId(params(request).id) });
        return reply.status(204).send();
      });
    }
  }
}
