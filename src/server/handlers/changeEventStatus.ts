import { parseId } from '../crud/operations.js';
import { changeEventStatus as change } from '../domains/events/eventStatus.js';
import { signedIn } from './signedIn.js';
import type { Handler } from './types.js';

/** POST /events/{id}/status: 受付終了, 中止, 公開中 again or 下書き. */
export const changeEventStatus: Handler = async ({ ctx, principal, params, body }) =>
  change(ctx.db, { principal: signedIn(principal), id: parseId(params.id), status: (body as { status: string }).status });
