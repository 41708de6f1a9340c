import { contactScopeOf } from '../domains/contacts/contactAccess.js';
import { contactPage, type ContactFilter } from '../domains/contacts/contactList.js';
import { signedIn } from './signedIn.js';
import type { Handler } from './types.js';

/** GET /contacts and /contacts-of-teacher: the threads the caller reads, with the spec's filters. */
export const listContacts: Handler = async ({ ctx, principal, query }) => {
  const { page, limit, ...filter } = query as unknown as ContactFilter & { page: number; limit: number };
  const scope = await contactScopeOf(ctx.db, signedIn(principal));
  return contactPage(ctx.db, { scope, filter, page, limit });
};
