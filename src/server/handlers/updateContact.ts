import { parseId } from '../crud/operations.js';
import { updateContact as save, type ContactUpdateBody } from '../domains/contacts/saveContact.js';
import { signedIn } from './signedIn.js';
import type { Handler } from './types.js';

/** POST /contacts/{id} (multipart): the sender's corrections, or the status staff set. */
export const updateContact: Handler = async ({ ctx, principal, params, body, uploads }) =>
  save(ctx, { principal: signedIn(principal), contactId: parseId(params.id), body: body as ContactUpdateBody, uploads });
