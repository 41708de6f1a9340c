import type { Kysely } from 'kysely';
import { grantAllows } from '../../../generated/abilities.js';
import type { Database } from '../../../generated/db.js';
import { operationById } from '../../../generated/operations.js';
import type { Principal } from '../../auth/principal.js';
import { AppError } from '../../foundation/errors.js';
import { contactScopeOf, findContact } from './contactAccess.js';

/** The grants of reading a contact (GET /contacts/{id}: the detail screen's). */
const READ_GRANTS = operationById('contact.get').access;

/**
 * The read check of a contact's files (model contact `files.read`, a FileOwnerCheck): whoever may open the contact
 * (contactAccess.ts). FORBIDDEN without the grants, NOT_FOUND for a contact that is not theirs.
 */
export async function assertContactReadable(db: Kysely<Database>, { principal, ownerId }: { principal: Principal; ownerId: number }): Promise<void> {
  if (!grantAllows(READ_GRANTS, principal)) throw new AppError('FORBIDDEN');
  await findContact(db, { scope: await contactScopeOf(db, principal), id: ownerId });
}
