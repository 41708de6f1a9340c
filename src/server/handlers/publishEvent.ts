import { parseId } from '../crud/operations.js';
import { publishEvent as publish } from '../domains/events/eventStatus.js';
import { signedIn } from './signedIn.js';
import type { Handler } from './types.js';

/** POST /events/{id}/publish: the event published and its families told. */
export const publishEvent: Handler = async ({ ctx, principal, params }) => publish(ctx.db, { principal: signedIn(principal), id: parseId(params.id), jobs: ctx.jobs });
