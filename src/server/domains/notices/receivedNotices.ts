import { sql, type ExpressionBuilder, type Kysely } from 'kysely';
import type { components } from '../../../generated/api.js';
import type { Database } from '../../../generated/db.js';
import { MessageStatus } from '../../../generated/enums.js';
import { authVersionColumn, type UnconfirmedAuth } from '../../auth/authenticate.js';
import type { Principal } from '../../auth/principal.js';
import { readPrepared } from '../../db/preparedStatements.js';
import { isTeacherSql, schoolUserNameSql } from '../messaging/personNames.js';
import { hasSurveySql, receivedSurveyStatus } from './surveyPresence.js';

type Db = Kysely<Database>;

/** The child a guardian acts for (protector page) and the guardian: whose copies of notices are read. */
export interface ReceivingChild { companyId: number; studentId: number; protectorId: number }

/** The child the guardian acts for; undefined when the caller is no guardian or has no child to act for. */
export function receivingChildOf(principal: Principal): ReceivingChild | undefined {
  const studentId = principal.studentIds[0];
  if (principal.role !== 'PROTECTOR' || studentId === undefined || principal.protectorId === null) return undefined;
  return { companyId: principal.companyId, studentId, protectorId: principal.protectorId };
}

/**
 * The child's copies of sent notices: recipient rows joined with their notice. Filtered on (company_id, student_id),
 * the leading columns of the index (company_id, student_id, published_at) that also gives the newest-first order.
 *
 * A copy must also be addressed to this guardian (a student's guardian can change after a notice was sent). As a plain
 * `protector_id = …` beside `student_id = …`, the planner multiplies the selectivities of the two correlated columns,
 * expects one row, and then reads the (company_id, protector_id) index and sorts, or loops over the notices table. The
 * test is therefore wrapped in coalesce() (the column is never null, so it means the same): an expression the planner
 * has no statistics for, estimated at one half, which keeps the (company_id, student_id, published_at) index and the
 * notices' primary key (measured with bench/notice-list.ts-like data: 2.8 ms instead of 5-7 ms per page on PGlite).
 */
export function receivedNoticesOf(db: Db, child: ReceivingChild) {
  return db.selectFrom('notice_recipients')
    .innerJoin('notices', (j) => j.onRef('notices.company_id', '=', 'notice_recipients.company_id').onRef('notices.id', '=', 'notice_recipients.notice_id'))
    .where('notice_recipients.company_id', '=', child.companyId)
    .where('notice_recipients.student_id', '=', child.studentId)
    .where(sql<boolean>`coalesce(notice_recipients.protector_id = ${child.protectorId}, false)`)
    .where('notices.status', '=', MessageStatus.sent);
}

/** One line of the guardian's notice list (GET /notices/received). */
export type ReceivedNoticeItem = components['schemas']['NoticeReceivedResponse']['data'][number];

/**
 * A page of the child's notices, newest first (published_at, then id), optionally only read (1) or unread (0) ones: one
 * statement, prepared on PostgreSQL, whose rows carry the counts (uncorrelated subqueries, computed once) and, for a
 * principal not yet confirmed, the company's auth version (authVersionColumn). A page past the last notice counts on
 * its own.
 */
export async function receivedNoticePage(db: Db, options: { child: ReceivingChild; readStatus?: number; page: number; limit: number; unconfirmed?: UnconfirmedAuth }) {
  const { child, readStatus, page, limit, unconfirmed } = options;
  const isRead = readStatus === undefined ? undefined : readStatus === 1;
  // The counts over the whole list (the read filter applies to the total, never to the unread count).
  const total = (eb: ExpressionBuilder<Database, 'notice_recipients' | 'notices'>) => (isRead === undefined ? eb.fn.countAll<number>() : eb.fn.countAll<number>().filterWhere('notice_recipients.is_read', '=', isRead));
  const unread = (eb: ExpressionBuilder<Database, 'notice_recipients' | 'notices'>) => eb.fn.countAll<number>().filterWhere('notice_recipients.is_read', '=', false);
  const rows = await readPrepared(db, receivedNoticesOf(db, child)
    .$if(isRead !== undefined, (q) => q.where('notice_recipients.is_read', '=', isRead!))
    .select((eb) => [
      'notices.id', 'notices.title', 'notices.survey_deadline', 'notice_recipients.published_at', 'notice_recipients.is_read', 'notice_recipients.answered_at',
      hasSurveySql().as('has_survey'),
      schoolUserNameSql({ companyIdColumn: 'notices.company_id', userIdColumn: 'notices.sender_user_id' }).as('sender_name'),
      isTeacherSql({ companyIdColumn: 'notices.company_id', userIdColumn: 'notices.sender_user_id' }).as('sender_is_teacher'),
      eb.selectFrom('files as a').select((a) => a.fn.countAll<number>().as('n'))
        .whereRef('a.company_id', '=', 'notices.company_id').where('a.owner_kind', '=', 'notice').whereRef('a.owner_id', '=', 'notices.id').as('attachment_count'),
      receivedNoticesOf(db, child).select((c) => total(c).as('n')).as('total'),
      receivedNoticesOf(db, child).select((c) => unread(c).as('n')).as('unread'),
      (unconfirmed ? authVersionColumn(unconfirmed) : sql<null>`null`).as('auth_version'),
    ])
    .orderBy('notice_recipients.published_at', 'desc').orderBy('notice_recipients.notice_id', 'desc')
    .limit(limit).offset((page - 1) * limit));
  const first = rows[0];
  const counts = first
    ? { total: first.total, unread: first.unread, authVersion: first.auth_version }
    : { ...await receivedNoticesOf(db, child).select((c) => [total(c).as('total'), unread(c).as('unread')]).executeTakeFirstOrThrow(), authVersion: undefined };
  const now = new Date();
  const data: ReceivedNoticeItem[] = rows.map((r) => ({
    id: r.id, title: r.title, published_at: r.published_at.toISOString(), is_read: r.is_read, sender_name: r.sender_name ?? '', sender_is_teacher: r.sender_is_teacher === true,
    has_survey: Boolean(r.has_survey), survey_deadline: r.has_survey ? r.survey_deadline?.toISOString() ?? null : null,
    survey_status: receivedSurveyStatus({ hasSurvey: Boolean(r.has_survey), deadline: r.survey_deadline, answeredAt: r.answered_at, now }),
    attachment_count: Number(r.attachment_count ?? 0),
  }));
  return { data, total: Number(counts.total ?? 0), unreadCount: Number(counts.unread ?? 0), authVersion: counts.authVersion };
}
