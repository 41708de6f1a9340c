import type { Kysely } from 'kysely';
import { grantAllows } from '../../../generated/abilities.js';
import type { Database } from '../../../generated/db.js';
import { MessageAudience } from '../../../generated/enums.js';
import { operationById } from '../../../generated/operations.js';
import type { Principal } from '../../auth/principal.js';
import { AppError } from '../../foundation/errors.js';
import { messageSideOf } from '../messaging/messageSide.js';
import { findManagedNotice, findReceivedNotice } from './noticeAccess.js';

/** The grants of reading a notice (GET /notices/{id}: the detail screen's) and a communication (GET /communications/{id}). */
const NOTICE_READ_GRANTS = operationById('notice.get').access;
const COMMUNICATION_READ_GRANTS = operationById('communication.get').access;

/**
 * The read check of a notice's files (model notice `files.read`): whoever may open the notice — staff of the company,
 * a teacher who sees it (their own, or sent to their schoolhouses' students) with the notice settings on, and the
 * guardian acting for a child the sent notice went to; for a teacher communication (audience teachers), whoever may
 * open it (staff, its sender, a teacher it was sent to) with the communication settings on. Otherwise FORBIDDEN
 * (grants) or NOT_FOUND (not theirs). A FileOwnerCheck (domains/files/fileOwnerCheck.ts; the generated registry holds
 * it to that type, so this folder need not import the files domain, which reads the registry).
 */
export async function assertNoticeReadable(db: Kysely<Database>, { principal, ownerId }: { principal: Principal; ownerId: number }): Promise<void> {
  // The audience decides whose rule applies; an id of another company is NOT_FOUND below either way.
  const owner = await db.selectFrom('notices').select('audience')
    .where('company_id', '=', principal.companyId).where('id', '=', ownerId).executeTakeFirst();
  if (owner?.audience === MessageAudience.teachers) {
    if (!grantAllows(COMMUNICATION_READ_GRANTS, principal)) throw new AppError('FORBIDDEN');
    await findManagedNotice(db, { principal, noticeId: ownerId, audience: MessageAudience.teachers });
    return;
  }
  if (!grantAllows(NOTICE_READ_GRANTS, principal)) throw new AppError('FORBIDDEN');
  if (messageSideOf(principal) === 'guardian') await findReceivedNotice(db, { principal, noticeId: ownerId });
  else await findManagedNotice(db, { principal, noticeId: ownerId });
}
