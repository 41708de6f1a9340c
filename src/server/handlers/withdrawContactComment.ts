import { parseId } from '../crud/operations.js';
import { withdrawContactComment as withdraw } from '../domains/contacts/contactComments.js';
import { signedIn } from './signedIn.js';
import type { Handler } from './types.js';

/** DELETE /contacts/{id}/comments/{commentId}: the writer withdraws their comment. */
export const withdrawContactComment: Handler = async ({ ctx, principal, params }) =>
  withdraw(ctx, { principal: signedIn(principal), contactId: parseId(params.id), commentId: parseId(params.commentId) });
