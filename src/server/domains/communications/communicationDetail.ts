import { sql, type Kysely, type Selectable } from 'kysely';
import type { Database, NoticesTable } from '../../../generated/db.js';
import { MessageAudience } from '../../../generated/enums.js';
import { isGateOpenForRecord } from '../../auth/gates.js';
import type { Principal } from '../../auth/principal.js';
import type { AppContext } from '../../core/context.js';
import { AppError } from '../../foundation/errors.js';
import { fillTeacherPlaceholders, teacherPlaceholderValues } from '../messaging/placeholders.js';
import { canEditNotice, findManagedNotice } from '../notices/noticeAccess.js';
import { commentCountOf, commonView, markRead, recipientOwnState } from '../notices/noticeDetail.js';

type Db = Kysely<Database>;
type Notice = Selectable<NoticesTable>;

const iso = (d: Date | null) => d?.toISOString() ?? null;

/**
 * The chosen teachers (targets before sending, recipients after) with their read and answer state and their comment
 * thread: its size, who wrote last, and whether the caller may open it (commentsOpen).
 */
async function teacherRecipients(db: Db, options: { notice: Notice; principal: Principal }) {
  const { notice, principal } = options;
  const companyId = notice.company_id;
  const targets = await db.selectFrom('notice_targets').select('teacher_id')
    .where('company_id', '=', companyId).where('notice_id', '=', notice.id).where('teacher_id', 'is not', null).execute();
  const recipients = await db.selectFrom('notice_recipients as r')
    .innerJoin('teachers as t', (j) => j.onRef('t.company_id', '=', 'r.company_id').onRef('t.id', '=', 'r.teacher_id'))
    .select(['r.id', 'r.teacher_id', 'r.schoolhouse_id', 't.name_kanji', 'r.is_read', 'r.read_at', 'r.answered_at',
      sql<string>`(select count(*) from notice_comments c where c.company_id = r.company_id and c.recipient_id = r.id)`.as('comment_count'),
      sql<string | null>`(select c.author_kind from notice_comments c where c.company_id = r.company_id and c.recipient_id = r.id order by c.created_at desc, c.id desc limit 1)`.as('last_comment_by')])
    .where('r.company_id', '=', companyId).where('r.notice_id', '=', notice.id).orderBy('t.name_kana').orderBy('t.id').execute();
  const open = await commentsOpenAt(db, { notice, principal, schoolhouseIds: recipients.map((r) => r.schoolhouse_id) });
  return {
    target_teacher_ids: targets.map((t) => t.teacher_id!).sort((a, b) => a - b),
    recipients: recipients.map((r) => ({
      id: r.id, teacher_id: r.teacher_id!, teacher_name: r.name_kanji, schoolhouse_id: r.schoolhouse_id, is_read: r.is_read, read_at: iso(r.read_at),
      answered_at: iso(r.answered_at), comment_count: Number(r.comment_count), last_comment_by: r.last_comment_by, can_comment: open.has(r.schoolhouse_id),
    })),
  };
}

/**
 * The schoolhouses among `schoolhouseIds` where the caller may read and write a thread of the communication: it takes
 * comments and the gate communication-comments is open there (the rule of findCommentThread, for the screen's button).
 */
async function commentsOpenAt(db: Db, options: { notice: Notice; principal: Principal; schoolhouseIds: number[] }): Promise<Set<number>> {
  const open = new Set<number>();
  if (!options.notice.allow_comment) return open;
  for (const schoolhouseId of new Set(options.schoolhouseIds)) {
    if (await isGateOpenForRecord(db, { gate: 'communication-comments', principal: options.principal, schoolhouseId })) open.add(schoolhouseId);
  }
  return open;
}

/**
 * GET /communications/{id}: the recipient teacher's own copy, which opening marks read; or, for its sender and staff,
 * the communication with its counts and each chosen teacher's read state. Anybody else, or a notice to families, is
 * NOT_FOUND (the notice core's access, audience teachers).
 */
export async function communicationDetail(ctx: AppContext, options: { principal: Principal; noticeId: number }) {
  const { principal, noticeId } = options;
  const notice = await findManagedNotice(ctx.db, { principal, noticeId, audience: MessageAudience.teachers });
  const own = principal.teacherId === null ? undefined : await ctx.db.selectFrom('notice_recipients').selectAll()
    .where('company_id', '=', principal.companyId).where('notice_id', '=', noticeId).where('teacher_id', '=', principal.teacherId).executeTakeFirst();
  const common = await commonView(ctx.db, notice);
  // A communication has no tags (the notice's shape, so that the notice screens show it).
  const view = { ...common, tags: [] };
  if (own?.teacher_id != null && notice.sender_user_id !== principal.userId) {
    const read = await markRead(ctx.db, { principal, recipient: own });
    const values = await teacherPlaceholderValues(ctx.db, { companyId: principal.companyId, teacherId: own.teacher_id, schoolhouseId: own.schoolhouse_id });
    const filled = values ? { title: fillTeacherPlaceholders(view.title, { values }), body: fillTeacherPlaceholders(view.body, { values, isHtml: true }) } : {};
    const [state, open] = await Promise.all([
      recipientOwnState(ctx.db, { companyId: principal.companyId, recipientId: read.id }),
      commentsOpenAt(ctx.db, { notice, principal, schoolhouseIds: [read.schoolhouse_id] }),
    ]);
    return {
      ...view, ...filled, manage: null,
      recipient: {
        id: read.id, is_read: read.is_read, read_at: iso(read.read_at), liked: state.liked, answered_at: iso(read.answered_at), answers: state.answers,
        schoolhouse_id: read.schoolhouse_id, can_comment: open.size > 0,
      },
    };
  }
  // A teacher sees on the manage side only what they sent (findManagedNotice let them in as sender or recipient).
  if (principal.teacherId !== null && notice.sender_user_id !== principal.userId) throw new AppError('NOT_FOUND');
  return {
    ...view, recipient: null,
    manage: {
      recipient_count: notice.recipient_count, read_count: notice.read_count, answered_count: notice.answered_count, comment_count: await commentCountOf(ctx.db, notice),
      can_edit: canEditNotice(principal, notice), ...(await teacherRecipients(ctx.db, { notice, principal })),
    },
  };
}
