import { constants } from '../../generated/constants.js';
import { candidatePage, type CandidateFilter } from '../domains/messaging/candidates.js';
import { sendableSchoolhouses } from '../domains/notices/noticeTargets.js';
import { signedIn } from './signedIn.js';
import type { Handler } from './types.js';

/** GET /notices/candidates: students a notice may go to, with the student/guardian filter. */
export const listNoticeCandidates: Handler = async ({ ctx, principal, query }) => {
  const { page, limit, ...filter } = query as unknown as CandidateFilter & { page: number; limit: number };
  const p = signedIn(principal);
  return candidatePage(ctx.db, { principal: p, houses: await sendableSchoolhouses(ctx.db, p), filter, page, limit, countCap: ctx.config.listCountCap ?? Number(constants.listCountCap) });
};
