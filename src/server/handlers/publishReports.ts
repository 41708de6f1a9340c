import { publishReports as publish } from '../domains/reports/reportStatus.js';
import { signedIn } from './signedIn.js';
import type { Handler } from './types.js';

/** POST /lesson-reports/publish: the reports published and their families told. */
export const publishReports: Handler = async ({ ctx, principal, body }) =>
  publish(ctx.db, { principal: signedIn(principal), ids: (body as { ids: number[] }).ids, jobs: ctx.jobs });
