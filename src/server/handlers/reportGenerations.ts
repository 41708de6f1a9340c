import { reportGenerations as generations } from '../domains/reports/reportViews.js';
import { signedIn } from './signedIn.js';
import type { Handler } from './types.js';

/** GET /reportGenerations: the months with reports and their counts. */
export const reportGenerations: Handler = async ({ ctx, principal }) => generations(ctx.db, { principal: signedIn(principal) });
