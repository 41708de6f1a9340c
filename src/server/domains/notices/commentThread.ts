import type { Kysely, Selectable } from 'kysely';
import type { Database, NoticeRecipientsTable, NoticesTable } from '../../../generated/db.js';
import { entities } from '../../../generated/entities.js';
import { CommentAuthorKind } from '../../../generated/enums.js';
import { formatMessage } from '../../../shared/validationMessage.js';
import { assertGateOpenForRecord } from '../../auth/gates.js';
import type { Principal } from '../../auth/principal.js';
import { AppError } from '../../foundation/errors.js';
import { messageSideOf } from '../messaging/messageSide.js';
import { findManagedNotice, findReceivedNotice } from './noticeAccess.js';

type Db = Kysely<Database>;

/** One family's exchange with the school about a sent notice: the notice, the recipient row, and who speaks in it. */
export interface CommentThread {
  notice: Selectable<NoticesTable>;
  recipient: Selectable<NoticeRecipientsTable>;
  /** comment_author_kind of the caller's own comments: guardian, or school for staff and teachers. */
  authorKind: (typeof CommentAuthorKind)[keyof typeof CommentAuthorKind];
}

/**
 * The comment thread the caller may read and write (spec sections 5 and 8; comments are private per family):
 * - a guardian: their own copy of the sent notice, for the child acted as (NOT_FOUND otherwise, also when
 *   `recipientId` names another family's thread);
 * - the manage side: the thread of `recipientId` (required: VALIDATION_FAILED without it) of a notice they see
 *   (NOT_FOUND otherwise); staff always, a teacher only for a recipient of their schoolhouses (FORBIDDEN otherwise)
 *   where the gate teacher-notice-comments (model/gates.yaml: TEACHER_VIEW_AND_REPLY_NOTICE_COMMENT) is open at the
 *   recipient's schoolhouse (SETTING_NOT_ALLOWED otherwise).
 */
export async function findCommentThread(db: Db, options: { principal: Principal; noticeId: number; recipientId?: number }): Promise<CommentThread> {
  const { principal, noticeId, recipientId } = options;
  const side = messageSideOf(principal);
  if (side === 'guardian') {
    const { notice, recipient } = await findReceivedNotice(db, { principal, noticeId });
    if (recipientId !== undefined && recipientId !== recipient.id) throw new AppError('NOT_FOUND');
    return { notice, recipient, authorKind: CommentAuthorKind.guardian };
  }
  if (side !== 'staff' && side !== 'teacher') throw new AppError('FORBIDDEN');
  if (recipientId === undefined) {
    throw new AppError('VALIDATION_FAILED', { errors: [{ field: 'recipient_id', message: formatMessage('validation.requiredSelect', { label: entities.notice_comment.fields.recipient_id.label }) }] });
  }
  const notice = await findManagedNotice(db, { principal, noticeId });
  const recipient = await db.selectFrom('notice_recipients').selectAll()
    .where('company_id', '=', principal.companyId).where('notice_id', '=', noticeId).where('id', '=', recipientId)
    .executeTakeFirst();
  if (!recipient) throw new AppError('NOT_FOUND');
  if (side === 'teacher') {
    if (!principal.schoolhouseIds.includes(recipient.schoolhouse_id)) throw new AppError('FORBIDDEN');
    await assertGateOpenForRecord(db, { gate: 'teacher-notice-comments', principal, schoolhouseId: recipient.schoolhouse_id });
  }
  return { notice, recipient, authorKind: CommentAuthorKind.school };
}
