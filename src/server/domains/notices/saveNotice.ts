import { sql, type Kysely, type Selectable } from 'kysely';
import { sendMethodsOfAudience } from './audience.js';
import type { Database, NoticesTable } from '../../../generated/db.js';
import { MessageAudience, MessageStatus, type MessageAudienceCode } from '../../../generated/enums.js';
import { errorCatalogue } from '../../../generated/errors.js';
import type { Principal } from '../../auth/principal.js';
import { AppError } from '../../foundation/errors.js';
import type { AppContext } from '../../core/context.js';
import { deleteOwnedFiles, removeStoredFiles, type StagedFile } from '../../storage/storedFiles.js';
import { kindsOfRecord } from '../notifications/notify.js';
import { findManagedNotice } from './noticeAccess.js';
import { withDroppedFiles, writeAttachments } from '../messaging/attachments.js';
import { checkSurveyDeadline, parseNoticeInput, type NoticeBody, type NoticeInput } from './noticeInput.js';
import { checkTags, checkTargets } from './noticeTargets.js';
import { publishNotice } from './publish.js';
import { loadSurveyQuestions } from './surveyQuestions.js';

type Db = Kysely<Database>;

/** The answer of POST /notices and POST /notices/{id}. */
export interface SavedNotice { id: number; status: string; recipient_count: number; send_at: string | null; published_at: string | null }

function savedView(n: Pick<Selectable<NoticesTable>, 'id' | 'status' | 'recipient_count' | 'send_at' | 'published_at'>): SavedNotice {
  return { id: n.id, status: n.status, recipient_count: n.recipient_count, send_at: n.send_at?.toISOString() ?? null, published_at: n.published_at?.toISOString() ?? null };
}

async function replaceTags(trx: Db, options: { companyId: number; noticeId: number; tagIds: number[] }): Promise<void> {
  const { companyId, noticeId, tagIds } = options;
  await checkTags(trx, { companyId, tagIds });
  await trx.deleteFrom('notice_tags').where('company_id', '=', companyId).where('notice_id', '=', noticeId).execute();
  if (tagIds.length) await trx.insertInto('notice_tags').values(tagIds.map((tag_id) => ({ company_id: companyId, notice_id: noticeId, tag_id }))).execute();
}

/**
 * Who a notice is addressed to: chosen students (families, お知らせ) or chosen teachers (講師連絡). `check` refuses ids
 * the caller may not address (a catalogue error) and answers how many of them will receive it.
 */
export interface Addressees {
  audience: MessageAudienceCode;
  column: 'student_id' | 'teacher_id';
  /** The body's field of the ids, named in errors. */
  field: string;
  check: (trx: Db, ids: number[]) => Promise<number>;
}

/** The addressees of a notice to families: students of schoolhouses the caller may send to (noticeTargets.ts). */
export function familyAddressees(principal: Principal): Addressees {
  return {
    audience: MessageAudience.families, column: 'student_id', field: 'student_ids',
    check: async (trx, ids) => (await checkTargets(trx, { principal, studentIds: ids })).withGuardian,
  };
}

async function replaceTargets(trx: Db, options: { companyId: number; noticeId: number; ids: number[]; column: Addressees['column'] }): Promise<void> {
  const { companyId, noticeId, ids, column } = options;
  await trx.deleteFrom('notice_targets').where('company_id', '=', companyId).where('notice_id', '=', noticeId).execute();
  // In chunks: a notice may go to every student of a large school at once.
  for (let i = 0; i < ids.length; i += 1000) {
    await trx.insertInto('notice_targets').values(ids.slice(i, i + 1000).map((id) => ({ company_id: companyId, notice_id: noticeId, [column]: id }))).execute();
  }
}

/** The ids a notice is addressed to now: its recipients once sent, else its targets. */
async function addressedIds(trx: Db, options: { companyId: number; noticeId: number; column: Addressees['column']; table: 'notice_targets' | 'notice_recipients' }): Promise<number[]> {
  const { companyId, noticeId, column } = options;
  const rows = await trx.selectFrom(options.table).select(`${column} as id`).where('company_id', '=', companyId).where('notice_id', '=', noticeId)
    .where(column, 'is not', null).$narrowType<{ id: number }>().execute();
  return rows.map((r) => r.id);
}

async function replaceSurvey(trx: Db, options: { companyId: number; noticeId: number; survey: NoticeInput['survey'] }): Promise<void> {
  const { companyId, noticeId, survey } = options;
  await trx.deleteFrom('notice_survey_questions').where('company_id', '=', companyId).where('notice_id', '=', noticeId).execute();
  for (const [i, q] of (survey?.questions ?? []).entries()) {
    const row = await trx.insertInto('notice_survey_questions').values({
      company_id: companyId, notice_id: noticeId, number: i + 1, question: q.question, description: q.description,
      answer_type: q.answer_type, is_required: q.is_required, is_multiple: q.is_multiple,
    }).returning('id').executeTakeFirstOrThrow();
    if (q.choices.length) {
      await trx.insertInto('notice_survey_choices').values(q.choices.map((label, j) => ({ company_id: companyId, question_id: row.id, number: j + 1, label }))).execute();
    }
  }
}

/** True when the stored survey questions equal the given ones (the questions of a sent notice never change). */
async function isSameSurvey(trx: Db, options: { companyId: number; noticeId: number; survey: NoticeInput['survey'] }): Promise<boolean> {
  const stored = await loadSurveyQuestions(trx, { companyId: options.companyId, noticeId: options.noticeId });
  const given = options.survey?.questions ?? [];
  const shape = (q: { question: string; description?: string | null; answer_type: string; is_required: boolean; is_multiple: boolean }, choices: string[]) =>
    JSON.stringify([q.question, q.description ?? null, q.answer_type, q.is_required, q.is_multiple, choices]);
  return stored.length === given.length
    && stored.every((q, i) => shape(q, q.choices.map((c) => c.label)) === shape(given[i]!, given[i]!.choices));
}

/**
 * Sends or schedules a notice that is not yet sent, inside the transaction: with a future time it becomes `unsent`
 * and a 'notice-publish' job waits for that time (the worker publishes it then, exactly once); without one it is
 * published now. Publishing needs at least one chosen student with a guardian (NOTICE_RECIPIENTS_REQUIRED).
 */
async function sendOrSchedule(trx: Db, ctx: AppContext, options: { companyId: number; noticeId: number; input: NoticeInput; reachable: number; field: string }): Promise<void> {
  const { companyId, noticeId, input } = options;
  if (options.reachable === 0) {
    throw new AppError('NOTICE_RECIPIENTS_REQUIRED', { errors: [{ field: options.field, message: errorCatalogue.NOTICE_RECIPIENTS_REQUIRED.message }] });
  }
  checkSurveyDeadline(input.survey, input.sendAt ?? new Date());
  if (input.sendAt) {
    await trx.updateTable('notices').set({ status: MessageStatus.unsent, send_at: input.sendAt }).where('company_id', '=', companyId).where('id', '=', noticeId).execute();
    await ctx.jobs.send({ db: trx, name: 'notice-publish', data: { companyId, noticeId }, startAfter: input.sendAt });
    return;
  }
  await publishNotice(trx, { companyId, noticeId, jobs: ctx.jobs });
}

/** The columns a save writes from the input. */
function noticeColumns(input: NoticeInput) {
  return {
    title: input.title, body: input.body, allow_comment: input.allow_comment, send_notification: input.send_notification,
    send_mail: input.send_mail, send_line: input.send_line, survey_deadline: input.survey?.deadline ?? null,
  };
}

/** POST /notices: a new notice saved as a draft, scheduled, or sent at once, with its tags, survey and attachments. */
export async function createNotice(ctx: AppContext, options: { principal: Principal; body: NoticeBody; uploads: StagedFile[]; addressees?: Addressees; ids?: number[] }): Promise<SavedNotice> {
  const { principal } = options;
  const companyId = principal.companyId;
  const to = options.addressees ?? familyAddressees(principal);
  const input = parseNoticeInput(options.body, { methods: sendMethodsOfAudience(to.audience) });
  const ids = (options.addressees ? options.ids : input.studentIds) ?? [];
  if (!input.publish) checkSurveyDeadline(input.survey, new Date());
  return withDroppedFiles(ctx, companyId, async () => ctx.db.transaction().execute(async (trx) => {
    const reachable = await to.check(trx, ids);
    const notice = await trx.insertInto('notices').values({
      company_id: companyId, sender_user_id: principal.userId, status: MessageStatus.draft, send_at: input.sendAt, audience: to.audience, ...noticeColumns(input),
    }).returning('id').executeTakeFirstOrThrow();
    await replaceTags(trx, { companyId, noticeId: notice.id, tagIds: input.tagIds ?? [] });
    await replaceTargets(trx, { companyId, noticeId: notice.id, ids, column: to.column });
    await replaceSurvey(trx, { companyId, noticeId: notice.id, survey: input.survey });
    // A new notice has nothing to keep: any keep_attachment_ids is someone else's (REFERENCE_NOT_FOUND).
    await writeAttachments(trx, { companyId, ownerKind: 'notice', ownerId: notice.id, uploadedBy: principal.userId, keepIds: input.keepAttachmentIds ?? [], added: options.uploads });
    if (input.publish) await sendOrSchedule(trx, ctx, { companyId, noticeId: notice.id, input, reachable, field: to.field });
    const saved = await trx.selectFrom('notices').select(['id', 'status', 'recipient_count', 'send_at', 'published_at'])
      .where('company_id', '=', companyId).where('id', '=', notice.id).executeTakeFirstOrThrow();
    return { result: savedView(saved), droppedKeys: [] };
  }));
}

/**
 * POST /notices/{id}: a sent notice keeps its recipients (NOTICE_RECIPIENTS_LOCKED when others are given) and its
 * survey questions (NOTICE_SURVEY_LOCKED; the deadline may move, only into the future) and the send methods it went out
 * with (ignored); title, body, comments, tags and attachments change.
 * A draft or scheduled notice is replaced whole and saved as a draft again, rescheduled or sent.
 */
export async function updateNotice(ctx: AppContext, options: { principal: Principal; noticeId: number; body: NoticeBody; uploads: StagedFile[]; addressees?: Addressees; ids?: number[] }): Promise<SavedNotice> {
  const { principal, noticeId } = options;
  const companyId = principal.companyId;
  const to = options.addressees ?? familyAddressees(principal);
  const input = parseNoticeInput(options.body, { methods: sendMethodsOfAudience(to.audience) });
  const givenIds = options.addressees ? options.ids : input.studentIds;
  return withDroppedFiles(ctx, companyId, async () => ctx.db.transaction().execute(async (trx) => {
    const notice = await findManagedNotice(trx, { principal, noticeId, forEdit: true, forUpdate: true, audience: to.audience });
    if (notice.status === MessageStatus.sent) {
      if (givenIds !== undefined) {
        const given = new Set(givenIds);
        const current = new Set(await addressedIds(trx, { companyId, noticeId, column: to.column, table: 'notice_recipients' }));
        const targets = new Set(await addressedIds(trx, { companyId, noticeId, column: to.column, table: 'notice_targets' }));
        const isSame = (set: Set<number>) => set.size === given.size && [...given].every((id) => set.has(id));
        if (!isSame(current) && !isSame(targets)) throw new AppError('NOTICE_RECIPIENTS_LOCKED');
      }
      if (!(await isSameSurvey(trx, { companyId, noticeId, survey: input.survey }))) throw new AppError('NOTICE_SURVEY_LOCKED');
      // A moved deadline must lie ahead; an unchanged one may have passed (the title of a closed survey can still change).
      if (input.survey && input.survey.deadline.getTime() !== notice.survey_deadline?.getTime()) checkSurveyDeadline(input.survey, new Date());
      // What went out stays as it went: the send methods of a sent notice are not changed afterwards.
      const { title, body, allow_comment, survey_deadline } = noticeColumns(input);
      await trx.updateTable('notices').set({ title, body, allow_comment, survey_deadline, updated_at: sql<Date>`now()` })
        .where('company_id', '=', companyId).where('id', '=', noticeId).execute();
    } else {
      const ids = givenIds ?? await addressedIds(trx, { companyId, noticeId, column: to.column, table: 'notice_targets' });
      const reachable = await to.check(trx, ids);
      if (!input.publish) checkSurveyDeadline(input.survey, new Date());
      await trx.updateTable('notices').set({ ...noticeColumns(input), status: MessageStatus.draft, send_at: input.sendAt, updated_at: sql<Date>`now()` })
        .where('company_id', '=', companyId).where('id', '=', noticeId).execute();
      if (givenIds !== undefined) await replaceTargets(trx, { companyId, noticeId, ids, column: to.column });
      await replaceSurvey(trx, { companyId, noticeId, survey: input.survey });
      if (input.publish) await sendOrSchedule(trx, ctx, { companyId, noticeId, input, reachable, field: to.field });
    }
    if (input.tagIds !== undefined) await replaceTags(trx, { companyId, noticeId, tagIds: input.tagIds });
    const droppedKeys = await writeAttachments(trx, { companyId, ownerKind: 'notice', ownerId: noticeId, uploadedBy: principal.userId, keepIds: input.keepAttachmentIds, added: options.uploads });
    const saved = await trx.selectFrom('notices').select(['id', 'status', 'recipient_count', 'send_at', 'published_at'])
      .where('company_id', '=', companyId).where('id', '=', noticeId).executeTakeFirstOrThrow();
    return { result: savedView(saved), droppedKeys };
  }));
}

/** DELETE /notices/{id}: the notice and everything of it (the database cascades), its bells, then its files. */
export async function deleteNotice(ctx: AppContext, options: { principal: Principal; noticeId: number; audience?: MessageAudienceCode }): Promise<{ id: number }> {
  const { principal, noticeId } = options;
  const companyId = principal.companyId;
  const keys = await ctx.db.transaction().execute(async (trx) => {
    await findManagedNotice(trx, { principal, noticeId, forEdit: true, forUpdate: true, audience: options.audience });
    // The notice's files are no rows of its own (the database cannot cascade to them): deleted with it here.
    const keys = await deleteOwnedFiles(trx, { companyId, ownerKind: 'notice', ownerIds: [noticeId] });
    await trx.deleteFrom('notifications').where('company_id', '=', companyId).where('kind', 'in', kindsOfRecord('notice')).where('target_id', '=', noticeId).execute();
    await trx.deleteFrom('notices').where('company_id', '=', companyId).where('id', '=', noticeId).execute();
    return keys;
  });
  await removeStoredFiles(ctx.storage, keys);
  return { id: noticeId };
}
