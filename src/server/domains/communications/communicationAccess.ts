import type { Kysely, Selectable } from 'kysely';
import type { Database, NoticeRecipientsTable, NoticesTable } from '../../../generated/db.js';
import { MessageAudience, MessageStatus } from '../../../generated/enums.js';
import type { Principal } from '../../auth/principal.js';
import { AppError } from '../../foundation/errors.js';

/**
 * A sent communication as the teacher acting receives it: the notice and their recipient row (`forUpdate` locks the
 * row). NOT_FOUND for a draft, a scheduled one, one not sent to them, a notice to families, or a caller who is no teacher.
 */
export async function findReceivedCommunication(db: Kysely<Database>, options: { principal: Principal; noticeId: number; forUpdate?: boolean }): Promise<{ notice: Selectable<NoticesTable>; recipient: Selectable<NoticeRecipientsTable> }> {
  const { principal, noticeId } = options;
  if (principal.teacherId === null) throw new AppError('NOT_FOUND');
  let recipientQuery = db.selectFrom('notice_recipients').selectAll()
    .where('company_id', '=', principal.companyId).where('notice_id', '=', noticeId).where('teacher_id', '=', principal.teacherId);
  if (options.forUpdate) recipientQuery = recipientQuery.forUpdate();
  const recipient = await recipientQuery.executeTakeFirst();
  if (!recipient) throw new AppError('NOT_FOUND');
  const notice = await db.selectFrom('notices').selectAll()
    .where('company_id', '=', principal.companyId).where('id', '=', noticeId).where('status', '=', MessageStatus.sent)
    .where('audience', '=', MessageAudience.teachers).executeTakeFirst();
  if (!notice) throw new AppError('NOT_FOUND');
  return { notice, recipient };
}
