import type { Kysely } from 'kysely';
import type { Database } from '../../../generated/db.js';
import type { Principal } from '../../auth/principal.js';
import { messageSideOf } from '../messaging/messageSide.js';
import { reportInScope } from './reportScope.js';
import { protectorReportRow } from './reportViews.js';

/**
 * The read check of a report's files (model lesson_report `files.read`, a FileOwnerCheck): the school side reads the
 * reports of its reach, a family the published reports of the child it acts for (NOT_FOUND otherwise).
 */
export async function assertReportReadable(db: Kysely<Database>, { principal, ownerId }: { principal: Principal; ownerId: number }): Promise<void> {
  if (messageSideOf(principal) === 'guardian') await protectorReportRow(db, { principal, id: ownerId });
  else await reportInScope(db, { principal, id: ownerId });
}
