import { sql, type Kysely, type Selectable } from 'kysely';
import type { components } from '../../../generated/api.js';
import type { Database, NoticeRecipientsTable } from '../../../generated/db.js';
import { entities } from '../../../generated/entities.js';
import { CommentAuthorKind } from '../../../generated/enums.js';
import { formatMessage } from '../../../shared/validationMessage.js';
import type { Principal } from '../../auth/principal.js';
import { AppError } from '../../foundation/errors.js';
import { notify } from '../notifications/notify.js';
import { commentKindOf, isSentByTeacher } from './audience.js';
import type { CommentThread } from './commentThread.js';
import { isTeacherSql, schoolUserNameSql } from '../messaging/personNames.js';
import { controlCharacterError } from '../messaging/typedText.js';

type Db = Kysely<Database>;

/** A comment as the API answers it (operations.yaml, notice.comments). */
export type CommentView = components['schemas']['NoticeCommentCreateResponse'];

const content = entities.notice_comment.fields.content;

/**
 * The content of a comment as stored: trimmed, required, without control characters other than line breaks and tabs
 * (VALIDATION_FAILED with the field error otherwise). The operation's schema has already held it to the model's length.
 */
export function commentContent(raw: string): string {
  const text = raw.trim();
  const error = text === '' ? { field: 'content', message: formatMessage('validation.required', { label: content.label }) }
    : controlCharacterError({ text, field: 'content', label: content.label });
  if (error) throw new AppError('VALIDATION_FAILED', { errors: [error] });
  return text;
}

/** Comments of threads with their authors' names (guardian: family and first name; school: staff or teacher name). */
function commentsWithAuthors(db: Db, companyId: number) {
  return db.selectFrom('notice_comments')
    .select((eb) => [
      'notice_comments.id', 'notice_comments.recipient_id', 'notice_comments.content', 'notice_comments.author_kind',
      'notice_comments.author_user_id', 'notice_comments.created_at', 'notice_comments.updated_at',
      eb.case().when('notice_comments.author_kind', '=', CommentAuthorKind.guardian)
        .then(sql<string>`(select p.family_name || ' ' || p.first_name from protectors p
          where p.company_id = notice_comments.company_id and p.user_id = notice_comments.author_user_id limit 1)`)
        .else(schoolUserNameSql({ companyIdColumn: 'notice_comments.company_id', userIdColumn: 'notice_comments.author_user_id' }))
        .end().as('author_name'),
      isTeacherSql({ companyIdColumn: 'notice_comments.company_id', userIdColumn: 'notice_comments.author_user_id' }).as('author_is_teacher'),
    ])
    .where('notice_comments.company_id', '=', companyId);
}

type CommentRow = Awaited<ReturnType<ReturnType<typeof commentsWithAuthors>['executeTakeFirstOrThrow']>>;

function toView(row: CommentRow, viewer: Principal): CommentView {
  return {
    id: row.id, recipient_id: row.recipient_id, content: row.content, author_kind: row.author_kind, author_name: row.author_name ?? '',
    author_is_teacher: row.author_is_teacher === true,
    is_own: row.author_user_id === viewer.userId, created_at: row.created_at.toISOString(), updated_at: row.updated_at.toISOString(),
  };
}

/** One thread, oldest first. */
export async function listThreadComments(db: Db, options: { viewer: Principal; recipientId: number }): Promise<CommentView[]> {
  const rows = await commentsWithAuthors(db, options.viewer.companyId).where('notice_comments.recipient_id', '=', options.recipientId)
    .orderBy('notice_comments.created_at').orderBy('notice_comments.id').execute();
  return rows.map((r) => toView(r, options.viewer));
}

/** One comment by id. */
export async function commentView(db: Db, options: { viewer: Principal; commentId: number }): Promise<CommentView> {
  return toView(await commentsWithAuthors(db, options.viewer.companyId).where('notice_comments.id', '=', options.commentId).executeTakeFirstOrThrow(), options.viewer);
}

/** A comment of a notice by id (NOT_FOUND when there is none); who may touch it is decided from its thread. */
export async function findNoticeComment(db: Db, options: { companyId: number; noticeId: number; commentId: number; forUpdate?: boolean }) {
  let query = db.selectFrom('notice_comments').selectAll()
    .where('company_id', '=', options.companyId).where('notice_id', '=', options.noticeId).where('id', '=', options.commentId);
  if (options.forUpdate) query = query.forUpdate();
  const comment = await query.executeTakeFirst();
  if (!comment) throw new AppError('NOT_FOUND');
  return comment;
}

/** comment_author_kind of the recipient side: a family's guardian, or the recipient teacher of a communication. */
export function isRecipientSide(authorKind: string): boolean {
  return authorKind === CommentAuthorKind.guardian || authorKind === CommentAuthorKind.teacher;
}

/**
 * Writes a new comment in a thread (inside the caller's transaction). A recipient's comment (a guardian's, a recipient
 * teacher's) marks the recipient as replied (返信済み) and rings the sender's bell; the sending side's comment rings
 * the recipient's bell (a guardian's on that child's page). The kind follows the audience (audience.ts
 * commentKindOf); the bell rings where the recipient's schoolhouse lets it through (notify.ts, the gates' recipients).
 */
export async function postComment(trx: Db, options: { principal: Principal; thread: CommentThread; content: string }): Promise<number> {
  const { principal, thread } = options;
  const { notice, recipient } = thread;
  const companyId = principal.companyId;
  const comment = await trx.insertInto('notice_comments').values({
    company_id: companyId, notice_id: notice.id, recipient_id: recipient.id, author_user_id: principal.userId,
    author_kind: thread.authorKind, content: options.content,
  }).returning('id').executeTakeFirstOrThrow();
  const toSender = isRecipientSide(thread.authorKind);
  if (toSender) {
    await trx.updateTable('notice_recipients').set({ replied_at: sql<Date>`now()`, updated_at: sql<Date>`now()` })
      .where('company_id', '=', companyId).where('id', '=', recipient.id).execute();
  }
  const other = toSender ? { userId: notice.sender_user_id } : await recipientUserOf(trx, recipient);
  // Nobody is told of their own comment (a teacher may send a communication to themselves).
  if (other.userId === principal.userId) return comment.id;
  // A teacher sender of a notice hears of a family's comment only where they may read it (gates.yaml
  // teacher-notice-comments); both sides of a communication only where its comments are on (communication-comments).
  await notify(trx, {
    companyId, kind: commentKindOf({ audience: notice.audience, toSender, isSentByTeacher: await isSentByTeacher(trx, notice) }), targetId: notice.id, body: notice.title,
    recipients: [{ ...other, schoolhouseId: recipient.schoolhouse_id }],
  });
  return comment.id;
}

/** The user of a recipient row: the guardian (with the child whose page the bell opens on), or the teacher. */
async function recipientUserOf(trx: Db, recipient: Selectable<NoticeRecipientsTable>): Promise<{ userId: number; studentId?: number }> {
  if (recipient.teacher_id !== null) {
    const teacher = await trx.selectFrom('teachers').select('user_id')
      .where('company_id', '=', recipient.company_id).where('id', '=', recipient.teacher_id).executeTakeFirstOrThrow();
    return { userId: teacher.user_id };
  }
  const guardian = await trx.selectFrom('protectors').select('user_id')
    .where('company_id', '=', recipient.company_id).where('id', '=', recipient.protector_id ?? 0).executeTakeFirstOrThrow();
  return { userId: guardian.user_id, studentId: recipient.student_id ?? undefined };
}
