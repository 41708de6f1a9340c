import { constants } from '../../generated/constants.js';
import { candidatePage, type CandidateFilter } from '../domains/notices/candidates.js';
import { signedIn } from './signedIn.js';
import type { Handler } from './types.js';

/** GET /notices/candidates: students a notice may go to, with the student/guardian filter. */
export const listNoticeCandidates: Handler = async ({ ctx, principal, query }) => {
  const { page, limit, ...filter } = query as unknown as CandidateFilter & { page: number; limit: number };
  return candidatePage(ctx.db, { principal: signedIn(principal), filter, page, limit, countCap: ctx.config.listCountCap ?? Number(constants.listCountCap) });
};
