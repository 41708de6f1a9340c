import { parseId } from '../crud/operations.js';
import { decideReschedule as decide, type RescheduleDecisionType } from '../domains/lessons/rescheduleDecision.js';
import { signedIn } from './signedIn.js';
import type { Handler } from './types.js';

/** POST /frame-divide/reschedules/{id}/decision: a make-up request approved (first or second choice) or refused. */
export const decideReschedule: Handler = async ({ ctx, principal, params, body }) => {
  const { companyId, userId } = signedIn(principal);
  const { type, reason } = body as { type: RescheduleDecisionType; reason?: string };
  return decide(ctx.db, { companyId, userId, requestId: parseId(params.id), type, reason, jobs: ctx.jobs });
};
