import { parseId } from '../crud/operations.js';
import { agreeToEvent as agree } from '../domains/events/eventStudents.js';
import { signedIn } from './signedIn.js';
import type { Handler } from './types.js';

/** POST /events/{id}/agree-participate: the family agrees to the event's 参加同意事項 for the child. */
export const agreeToEvent: Handler = async ({ ctx, principal, params }) => agree(ctx.db, { principal: signedIn(principal), eventId: parseId(params.id) });
