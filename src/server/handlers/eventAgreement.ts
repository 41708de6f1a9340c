import { parseId } from '../crud/operations.js';
import { eventAgreement as read } from '../domains/events/eventStudents.js';
import { signedIn } from './signedIn.js';
import type { Handler } from './types.js';

/** GET /events/{id}/agree-participate: the consent text and whether the family agreed for the child. */
export const eventAgreement: Handler = async ({ ctx, principal, params }) => read(ctx.db, { principal: signedIn(principal), eventId: parseId(params.id) });
