import { parseId } from '../crud/operations.js';
import { protectorReport as read } from '../domains/reports/reportViews.js';
import { signedIn } from './signedIn.js';
import type { Handler } from './types.js';

/** GET /lesson-reports/protector/{id}: one published report of the acting child (opening it marks it read). */
export const protectorReport: Handler = async ({ ctx, principal, params }) =>
  read(ctx.db, { principal: signedIn(principal), id: parseId(params.id) });
