import { parseId } from '../crud/operations.js';
import { withdrawContact as withdraw } from '../domains/contacts/saveContact.js';
import { signedIn } from './signedIn.js';
import type { Handler } from './types.js';

/** DELETE /contacts/{id}: the sender withdraws the contact (never erased). */
export const withdrawContact: Handler = async ({ ctx, principal, params }) =>
  withdraw(ctx, { principal: signedIn(principal), contactId: parseId(params.id) });
