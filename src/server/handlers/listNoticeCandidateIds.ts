import { constants } from '../../generated/constants.js';
import { candidateIds, type CandidateFilter } from '../domains/messaging/candidates.js';
import { sendableSchoolhouses } from '../domains/notices/noticeTargets.js';
import { signedIn } from './signedIn.js';
import type { Handler } from './types.js';

/** GET /notices/candidates/ids: every matching student's id ("select all that match"). */
export const listNoticeCandidateIds: Handler = async ({ ctx, principal, query }) => {
  const { page: _page, limit: _limit, ...filter } = query as unknown as CandidateFilter & { page?: number; limit?: number };
  const p = signedIn(principal);
  return candidateIds(ctx.db, { principal: p, houses: await sendableSchoolhouses(ctx.db, p), filter, countCap: ctx.config.listCountCap ?? Number(constants.listCountCap) });
};
