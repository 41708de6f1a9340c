import { constants } from '../../generated/constants.js';
import { operationById } from '../../generated/operations.js';
import { candidatePage, type CandidateFilter } from '../domains/messaging/candidates.js';
import { grantedSchoolhouses } from '../domains/messaging/grantedSchoolhouses.js';
import { signedIn } from './signedIn.js';
import type { Handler } from './types.js';

/** GET /contacts/users: the children whose families a contact may go to (schoolhouses where the caller may write). */
export const listContactCandidates: Handler = async ({ ctx, principal, query }) => {
  const p = signedIn(principal);
  const { page, limit, ...filter } = query as unknown as CandidateFilter & { page: number; limit: number };
  const houses = await grantedSchoolhouses(ctx.db, { principal: p, grants: operationById('contact.create').access });
  return candidatePage(ctx.db, { principal: p, houses, filter, page, limit, countCap: ctx.config.listCountCap ?? Number(constants.listCountCap) });
};
