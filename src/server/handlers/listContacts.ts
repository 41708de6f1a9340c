import { contactScopeOf } from '../domains/contacts/contactAccess.js';
import { contactPage, type ContactFilter } from '../domains/contacts/contactList.js';
import { signedIn } from './signedIn.js';
import { readingAuthVersion } from './types.js';

/**
 * GET /contacts and /contacts-of-teacher: the threads the caller reads, with the spec's filters; the page is one statement
 * that also confirms a cached principal (readingAuthVersion: the scope's setting reads come before it and are read again
 * with the page when the principal was stale).
 */
export const listContacts = readingAuthVersion(async ({ ctx, principal, query, unconfirmed, authVersionRead }) => {
  const { page, limit, ...filter } = query as unknown as ContactFilter & { page: number; limit: number };
  const scope = await contactScopeOf(ctx.db, signedIn(principal));
  return contactPage(ctx.db, { scope, filter, page, limit, unconfirmed, authVersionRead });
});
