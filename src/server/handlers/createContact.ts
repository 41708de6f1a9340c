import { createContacts, type ContactBody } from '../domains/contacts/saveContact.js';
import { signedIn } from './signedIn.js';
import type { Handler } from './types.js';

/** POST /contacts (multipart): one contact per chosen family, or a guardian's to the child's school. */
export const createContact: Handler = async ({ ctx, principal, body, uploads }) =>
  createContacts(ctx, { principal: signedIn(principal), body: body as ContactBody, uploads });
