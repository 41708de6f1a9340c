import { sql, type Kysely, type NotNull, type Selectable } from 'kysely';
import type { Database, NoticeRecipientsTable, NoticesTable } from '../../../generated/db.js';
import { MessageStatus } from '../../../generated/enums.js';
import type { Principal } from '../../auth/principal.js';
import type { AppContext } from '../../core/context.js';
import { kindsOfRecord } from '../notifications/notify.js';
import { listThreadComments } from './comments.js';
import { messageSideOf } from '../messaging/messageSide.js';
import { canEditNotice, findManagedNotice, findReceivedNotice } from './noticeAccess.js';
import { isTeacherSql, schoolUserNameSql } from '../messaging/personNames.js';
import { fillGuardianPlaceholders, guardianPlaceholderValues } from '../messaging/placeholders.js';
import { isSurveyExpired } from './surveyPresence.js';
import { loadSurveyQuestions } from './surveyQuestions.js';

type Db = Kysely<Database>;
type Notice = Selectable<NoticesTable>;

const iso = (d: Date | null) => d?.toISOString() ?? null;

/** What both sides see of a notice: its content, tags, attachments, survey and like count. */
export async function commonView(db: Db, notice: Notice) {
  const companyId = notice.company_id;
  const [tags, attachments, questions, likes, sender] = await Promise.all([
    db.selectFrom('notice_tags').innerJoin('tags', (j) => j.onRef('tags.company_id', '=', 'notice_tags.company_id').onRef('tags.id', '=', 'notice_tags.tag_id'))
      .select(['tags.id', 'tags.name']).where('notice_tags.company_id', '=', companyId).where('notice_tags.notice_id', '=', notice.id).orderBy('tags.name').execute(),
    db.selectFrom('files').select(['id', 'file_name', 'content_type', 'byte_size'])
      .where('company_id', '=', companyId).where('owner_kind', '=', 'notice').where('owner_id', '=', notice.id).orderBy('id').execute(),
    loadSurveyQuestions(db, { companyId, noticeId: notice.id }),
    db.selectFrom('notice_likes').select((eb) => eb.fn.countAll<number | string>().as('n')).where('company_id', '=', companyId).where('notice_id', '=', notice.id).executeTakeFirstOrThrow(),
    sql<{ name: string | null; is_teacher: boolean }>`select ${schoolUserNameSql({ companyIdColumn: 'n.company_id', userIdColumn: 'n.sender_user_id' })} as name,
      ${isTeacherSql({ companyIdColumn: 'n.company_id', userIdColumn: 'n.sender_user_id' })} as is_teacher
      from notices n where n.company_id = ${companyId} and n.id = ${notice.id}`.execute(db),
  ]);
  const survey = notice.survey_deadline && questions.length ? {
    deadline: notice.survey_deadline.toISOString(),
    is_expired: isSurveyExpired(notice.survey_deadline),
    questions,
  } : null;
  return {
    id: notice.id, title: notice.title, body: notice.body, status: notice.status, is_published: notice.status === MessageStatus.sent,
    allow_comment: notice.allow_comment, send_notification: notice.send_notification, send_mail: notice.send_mail, send_line: notice.send_line,
    send_at: iso(notice.send_at), published_at: iso(notice.published_at), updated_at: notice.updated_at.toISOString(),
    sender_name: sender.rows[0]?.name ?? '', sender_is_teacher: sender.rows[0]?.is_teacher === true, tags, attachments, survey, like_count: Number(likes.n),
  };
}

/** The manage side's extra: counts, whether the caller may change it, and the chosen students. */
async function manageView(db: Db, options: { principal: Principal; notice: Notice; isMinified: boolean }) {
  const { principal, notice } = options;
  const companyId = notice.company_id;
  const commentCount = await commentCountOf(db, notice);
  let targetStudentIds: number[] = [];
  if (!options.isMinified) {
    const rows = notice.status === MessageStatus.sent
      ? await db.selectFrom('notice_recipients').select('student_id').where('company_id', '=', companyId).where('notice_id', '=', notice.id)
        .where('student_id', 'is not', null).$narrowType<{ student_id: NotNull }>().orderBy('student_id').execute()
      : await db.selectFrom('notice_targets').select('student_id').where('company_id', '=', companyId).where('notice_id', '=', notice.id)
        .where('student_id', 'is not', null).$narrowType<{ student_id: NotNull }>().orderBy('student_id').execute();
    targetStudentIds = rows.map((r) => r.student_id);
  }
  return {
    recipient_count: notice.recipient_count, read_count: notice.read_count, answered_count: notice.answered_count, comment_count: commentCount,
    can_edit: canEditNotice(principal, notice), sender_user_id: notice.sender_user_id, target_student_ids: targetStudentIds,
  };
}

/**
 * Marks a recipient's copy read the first time it is opened (a guardian's, or a teacher's copy of a communication):
 * the recipient row once (the conditional UPDATE decides the race), then the notice's read count and the reader's
 * bells of this notice (for this child, or without one), in one transaction.
 */
export async function markRead<R extends Selectable<NoticeRecipientsTable>>(db: Db, options: { principal: Pick<Principal, 'userId'>; recipient: R }): Promise<R> {
  const { principal, recipient } = options;
  if (recipient.is_read) return recipient;
  // Inside the caller's transaction when given one (the demo seed), else in its own.
  const inTransaction = <T>(work: (trx: Db) => Promise<T>): Promise<T> => (db.isTransaction ? work(db) : db.transaction().execute(work));
  return inTransaction(async (trx) => {
    const updated = await trx.updateTable('notice_recipients').set({ is_read: true, read_at: sql<Date>`now()` })
      .where('company_id', '=', recipient.company_id).where('id', '=', recipient.id).where('is_read', '=', false)
      .returningAll().executeTakeFirst();
    // The same row as `recipient`, read again: its kind (family or teacher) has not changed.
    if (!updated) return (await trx.selectFrom('notice_recipients').selectAll().where('company_id', '=', recipient.company_id).where('id', '=', recipient.id).executeTakeFirstOrThrow()) as R;
    await trx.updateTable('notices').set((eb) => ({ read_count: eb('read_count', '+', 1) }))
      .where('company_id', '=', recipient.company_id).where('id', '=', recipient.notice_id).execute();
    await trx.updateTable('notifications').set({ is_read: true, read_at: sql<Date>`now()` })
      .where('company_id', '=', recipient.company_id).where('user_id', '=', principal.userId).where('is_read', '=', false)
      .where('kind', 'in', kindsOfRecord('notice')).where('target_id', '=', recipient.notice_id)
      .where((eb) => eb.or([eb('student_id', '=', recipient.student_id), eb('student_id', 'is', null)])).execute();
    return updated as R;
  });
}

/** A recipient's own like and survey answers (one entry per question), a family's or a teacher's alike. */
export async function recipientOwnState(db: Db, options: { companyId: number; recipientId: number }) {
  const { companyId, recipientId } = options;
  const [liked, answers] = await Promise.all([
    db.selectFrom('notice_likes').select('id').where('company_id', '=', companyId).where('recipient_id', '=', recipientId).executeTakeFirst(),
    db.selectFrom('notice_survey_answers').select(['question_id', 'choice_id', 'answer_text'])
      .where('company_id', '=', companyId).where('recipient_id', '=', recipientId).orderBy('id').execute(),
  ]);
  const byQuestion = new Map<number, { question_id: number; choice_ids: number[]; text: string | null }>();
  for (const a of answers) {
    const entry = byQuestion.get(a.question_id) ?? { question_id: a.question_id, choice_ids: [], text: null };
    if (a.choice_id !== null) entry.choice_ids.push(a.choice_id);
    if (a.answer_text !== null) entry.text = a.answer_text;
    byQuestion.set(a.question_id, entry);
  }
  return { liked: liked !== undefined, answers: [...byQuestion.values()] };
}

/** The number of comments on a notice (every thread). */
export async function commentCountOf(db: Db, notice: Pick<Notice, 'company_id' | 'id'>): Promise<number> {
  const comments = await db.selectFrom('notice_comments').select((eb) => eb.fn.countAll<number | string>().as('n'))
    .where('company_id', '=', notice.company_id).where('notice_id', '=', notice.id).executeTakeFirstOrThrow();
  return Number(comments.n);
}

/** The guardian's copy: the placeholders filled for the child acted as, read state, like, answers and the thread. */
async function guardianView(ctx: AppContext, options: { principal: Principal; noticeId: number; isMinified: boolean }) {
  const { principal, noticeId } = options;
  const found = await findReceivedNotice(ctx.db, { principal, noticeId });
  const recipient = options.isMinified ? found.recipient : await markRead(ctx.db, { principal, recipient: found.recipient });
  const view = await commonView(ctx.db, found.notice);
  const values = (await guardianPlaceholderValues(ctx.db, { companyId: principal.companyId, studentIds: [recipient.student_id] })).get(recipient.student_id);
  const [own, comments] = await Promise.all([
    recipientOwnState(ctx.db, { companyId: principal.companyId, recipientId: recipient.id }),
    listThreadComments(ctx.db, { viewer: principal, recipientId: recipient.id }),
  ]);
  return {
    ...view,
    title: values ? fillGuardianPlaceholders(view.title, { values }) : view.title,
    body: values ? fillGuardianPlaceholders(view.body, { values, isHtml: true }) : view.body,
    recipient: {
      id: recipient.id, is_read: recipient.is_read, read_at: iso(recipient.read_at), liked: own.liked,
      answered_at: iso(recipient.answered_at), answers: own.answers, comments,
    },
    manage: null,
  };
}

/**
 * GET /notices/{id}: the manage side (staff; a teacher who sees it) gets the notice with counts and the chosen
 * students; a guardian gets their own copy for the child acted as, which opening marks read (not with minify=1).
 * Anybody else, or a notice not theirs to see, is NOT_FOUND.
 */
export async function noticeDetail(ctx: AppContext, options: { principal: Principal; noticeId: number; isMinified: boolean }) {
  const { principal, noticeId, isMinified } = options;
  if (messageSideOf(principal) === 'guardian') return guardianView(ctx, { principal, noticeId, isMinified });
  const notice = await findManagedNotice(ctx.db, { principal, noticeId });
  const [view, manage] = await Promise.all([commonView(ctx.db, notice), manageView(ctx.db, { principal, notice, isMinified })]);
  return { ...view, recipient: null, manage };
}

/** GET /notices/{id}/status: the state of a notice the caller may see from either side. */
export async function noticeStatusOf(ctx: AppContext, options: { principal: Principal; noticeId: number }) {
  const { principal, noticeId } = options;
  const notice = messageSideOf(principal) === 'guardian'
    ? (await findReceivedNotice(ctx.db, { principal, noticeId })).notice
    : await findManagedNotice(ctx.db, { principal, noticeId });
  const hasSurvey = notice.survey_deadline !== null
    && (await ctx.db.selectFrom('notice_survey_questions').select('id').where('company_id', '=', notice.company_id).where('notice_id', '=', notice.id).limit(1).executeTakeFirst()) !== undefined;
  return {
    id: notice.id, status: notice.status, is_published: notice.status === MessageStatus.sent, allow_comment: notice.allow_comment,
    survey_expired: hasSurvey && notice.survey_deadline ? isSurveyExpired(notice.survey_deadline) : null,
  };
}
