import { parseId } from '../crud/operations.js';
import { contactScopeOf } from '../domains/contacts/contactAccess.js';
import { contactDetail, markContactRead } from '../domains/contacts/contactDetail.js';
import { signedIn } from './signedIn.js';
import type { Handler } from './types.js';

/** GET /contacts/{id}: the thread; opening it reads it for the caller's side. */
export const getContact: Handler = async ({ ctx, principal, params }) => {
  const contactId = parseId(params.id);
  const scope = await contactScopeOf(ctx.db, signedIn(principal));
  const detail = await contactDetail(ctx.db, { scope, contactId });
  await markContactRead(ctx.db, { scope, contactId });
  return detail;
};
