import type { Kysely, Selectable } from 'kysely';
import type { Database, NoticeRecipientsTable, NoticesTable } from '../../../generated/db.js';
import { entities } from '../../../generated/entities.js';
import { CommentAuthorKind, MessageAudience, type MessageAudienceCode, MessageStatus } from '../../../generated/enums.js';
import { formatMessage } from '../../../shared/validationMessage.js';
import { assertGateOpenForRecord } from '../../auth/gates.js';
import type { Principal } from '../../auth/principal.js';
import { AppError } from '../../foundation/errors.js';
import { messageSideOf } from '../messaging/messageSide.js';
import { findManagedNotice, findReceivedNotice } from './noticeAccess.js';

type Db = Kysely<Database>;

/**
 * One recipient's exchange with the sending side about a sent notice (a family and the school) or teacher
 * communication (a recipient teacher and staff or the sending teacher): the notice, the recipient row, and who speaks.
 */
export interface CommentThread {
  notice: Selectable<NoticesTable>;
  recipient: Selectable<NoticeRecipientsTable>;
  /** comment_author_kind of the caller's own comments: guardian or teacher (the recipient side), school (the sending side). */
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
 * With `audience: teachers`, the thread of a teacher communication instead ({@link findCommunicationThread}).
 */
export async function findCommentThread(db: Db, options: { principal: Principal; noticeId: number; recipientId?: number; audience?: MessageAudienceCode }): Promise<CommentThread> {
  if (options.audience === MessageAudience.teachers) return findCommunicationThread(db, options);
  const { principal, noticeId, recipientId } = options;
  const side = messageSideOf(principal);
  if (side === 'guardian') {
    const { notice, recipient } = await findReceivedNotice(db, { principal, noticeId });
    if (recipientId !== undefined && recipientId !== recipient.id) throw new AppError('NOT_FOUND');
    return { notice, recipient, authorKind: CommentAuthorKind.guardian };
  }
  if (side !== 'staff' && side !== 'teacher') throw new AppError('FORBIDDEN');
  const notice = await findManagedNotice(db, { principal, noticeId });
  const recipient = await recipientOf(db, { notice, recipientId });
  if (side === 'teacher') {
    if (!principal.schoolhouseIds.includes(recipient.schoolhouse_id)) throw new AppError('FORBIDDEN');
    await assertGateOpenForRecord(db, { gate: 'teacher-notice-comments', principal, schoolhouseId: recipient.schoolhouse_id });
  }
  return { notice, recipient, authorKind: CommentAuthorKind.school };
}

/** The thread of `recipientId` (VALIDATION_FAILED without it) among the recipients of the notice (NOT_FOUND otherwise). */
async function recipientOf(db: Db, options: { notice: Selectable<NoticesTable>; recipientId: number | undefined }): Promise<Selectable<NoticeRecipientsTable>> {
  const { notice, recipientId } = options;
  if (recipientId === undefined) {
    throw new AppError('VALIDATION_FAILED', { errors: [{ field: 'recipient_id', message: formatMessage('validation.requiredSelect', { label: entities.notice_comment.fields.recipient_id.label }) }] });
  }
  const recipient = await db.selectFrom('notice_recipients').selectAll()
    .where('company_id', '=', notice.company_id).where('notice_id', '=', notice.id).where('id', '=', recipientId)
    .executeTakeFirst();
  if (!recipient) throw new AppError('NOT_FOUND');
  return recipient;
}

/**
 * The comment thread of a teacher communication the caller may read and write: for the sending side (staff, the
 * sending teacher), the thread of `recipientId` (required); for a recipient teacher, their own thread of the sent
 * communication (NOT_FOUND when `recipientId` names another's). A teacher who is neither sender nor recipient, or a
 * communication of another company, is NOT_FOUND (as GET /communications/{id}). Both sides only where the gate
 * communication-comments (model/gates.yaml: ALLOW_COMMUNICATION_COMMENT) is open at the recipient's schoolhouse.
 */
async function findCommunicationThread(db: Db, options: { principal: Principal; noticeId: number; recipientId?: number }): Promise<CommentThread> {
  const { principal, noticeId, recipientId } = options;
  const side = messageSideOf(principal);
  if (side !== 'staff' && side !== 'teacher') throw new AppError('NOT_FOUND');
  const notice = await findManagedNotice(db, { principal, noticeId, audience: MessageAudience.teachers });
  const isSendingSide = side === 'staff' || notice.sender_user_id === principal.userId;
  const recipient = isSendingSide ? await recipientOf(db, { notice, recipientId })
    : await db.selectFrom('notice_recipients').selectAll()
      .where('company_id', '=', principal.companyId).where('notice_id', '=', noticeId).where('teacher_id', '=', principal.teacherId ?? 0)
      .executeTakeFirst();
  if (!recipient || notice.status !== MessageStatus.sent) throw new AppError('NOT_FOUND');
  if (!isSendingSide && recipientId !== undefined && recipientId !== recipient.id) throw new AppError('NOT_FOUND');
  await assertGateOpenForRecord(db, { gate: 'communication-comments', principal, schoolhouseId: recipient.schoolhouse_id });
  return { notice, recipient, authorKind: isSendingSide ? CommentAuthorKind.school : CommentAuthorKind.teacher };
}
