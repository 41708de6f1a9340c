import { parseId } from '../crud/operations.js';
import { postContactComment } from '../domains/contacts/contactComments.js';
import { signedIn } from './signedIn.js';
import type { Handler } from './types.js';

/** POST /contacts/{id}/comments: a reply in the thread. */
export const createContactComment: Handler = async ({ ctx, principal, params, body }) =>
  postContactComment(ctx, { principal: signedIn(principal), contactId: parseId(params.id), content: (body as { content: string }).content });
