import { parseId } from '../crud/operations.js';
import { communicationDetail } from '../domains/communications/communicationDetail.js';
import { signedIn } from './signedIn.js';
import type { Handler } from './types.js';

/** GET /communications/{id}: a recipient teacher's copy (opening marks it read), or the sender's and staff's view. */
export const getCommunication: Handler = async ({ ctx, principal, params }) =>
  communicationDetail(ctx, { principal: signedIn(principal), noticeId: parseId(params.id) });
