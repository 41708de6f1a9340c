import { sql, type Kysely } from 'kysely';
import type { Database } from '../../../generated/db.js';
import { CommentAuthorKind, NotificationKind, ReportStatus } from '../../../generated/enums.js';
import type { Principal } from '../../auth/principal.js';
import { isGateOpenForRecord } from '../../auth/gates.js';
import type { JobQueue } from '../../core/jobQueue.js';
import { AppError } from '../../foundation/errors.js';
import { messageSideOf } from '../messaging/messageSide.js';
import { fullName, isTeacherSql, schoolUserNameSql } from '../messaging/personNames.js';
import { notify, type RecipientQuery } from '../notifications/notify.js';
import { reportsInScope, type ReportRow } from './reportScope.js';
import { assertGateAtReports } from './reportStatus.js';
import { reportHeadline, protectorReportRow } from './reportViews.js';

type Db = Kysely<Database>;

/**
 * The report whose thread the caller reads or writes, and as whom: a guardian the acting child's published report
 * (NOT_FOUND otherwise); the school side a report in reach, a teacher only where 講師が指導報告書のコメントを閲覧できる
 * is on at its schoolhouse (REPORT_COMMENT_VIEW_NOT_ALLOWED).
 */
async function threadOf(db: Db, options: { principal: Principal; id: number }): Promise<{ report: ReportRow; isGuardian: boolean }> {
  const { principal } = options;
  if (messageSideOf(principal) === 'guardian') return { report: await protectorReportRow(db, options), isGuardian: true };
  const [report] = await reportsInScope(db, { principal, ids: [options.id] });
  await assertGateAtReports(db, { principal, reports: [report!], gate: 'teacher-report-comments' });
  return { report: report!, isGuardian: false };
}

/** The school side may write once the report is published, a teacher where 講師が指導報告書にコメントできる is on there. */
async function schoolMayComment(db: Db, options: { principal: Principal; report: ReportRow }): Promise<boolean> {
  if (options.report.status !== ReportStatus.published) return false;
  return isGateOpenForRecord(db, { gate: 'teacher-report-comment', principal: options.principal, schoolhouseId: options.report.schoolhouse_id });
}

/** GET /lesson-reports/{id}/comments: the thread, oldest first, with who wrote each comment. */
export async function listReportComments(db: Db, options: { principal: Principal; id: number }) {
  const { principal } = options;
  const { report, isGuardian } = await threadOf(db, options);
  const rows = await db.selectFrom('lesson_report_comments as c')
    .leftJoin('protectors as g', (j) => j.onRef('g.company_id', '=', 'c.company_id').onRef('g.user_id', '=', 'c.user_id'))
    .select(['c.id', 'c.author_kind', 'c.body', 'c.created_at', 'c.user_id', 'g.family_name', 'g.first_name',
      schoolUserNameSql({ companyIdColumn: 'c.company_id', userIdColumn: 'c.user_id' }).as('school_name'),
      isTeacherSql({ companyIdColumn: 'c.company_id', userIdColumn: 'c.user_id' }).as('author_is_teacher')])
    .where('c.company_id', '=', principal.companyId).where('c.lesson_report_id', '=', report.id).orderBy('c.created_at').orderBy('c.id').execute();
  return {
    can_comment: isGuardian || await schoolMayComment(db, { principal, report }),
    data: rows.map((r) => ({
      id: r.id, author_kind: r.author_kind, body: r.body, created_at: r.created_at, is_mine: r.user_id === principal.userId,
      author_name: r.author_kind === CommentAuthorKind.guardian ? fullName(r.family_name, r.first_name) : (r.school_name ?? ''),
      author_is_teacher: r.author_kind !== CommentAuthorKind.guardian && Boolean(r.author_is_teacher),
    })),
  };
}

/** The guardian of each report's student (the family's side of its thread). */
const familyOf = (companyId: number, studentId: number): RecipientQuery => sql`select g.user_id, st.id as student_id, st.schoolhouse_id from students st
  join protectors g on g.company_id = st.company_id and g.id = st.protector_id where st.company_id = ${companyId} and st.id = ${studentId}`;
/** The report's teacher (told of a family's comment where the teacher-report-comments gate lets them read it). */
const teacherOf = (companyId: number, report: ReportRow): RecipientQuery => sql`select t.user_id, null::bigint as student_id, ${report.schoolhouse_id}::bigint as schoolhouse_id
  from teachers t where t.company_id = ${companyId} and t.id = ${report.teacher_id}`;

/**
 * POST /lesson-reports/{id}/comments: a comment in the report's thread. The family's comment tells the report's
 * teacher; the school's tells the family. The school side writes once the report is published (REPORT_NOT_PUBLISHED),
 * a teacher where 講師が指導報告書にコメントできる is on (REPORT_COMMENT_NOT_ALLOWED).
 */
export async function createReportComment(db: Db, options: { principal: Principal; id: number; body: string; jobs: JobQueue }): Promise<{ id: number }> {
  const { principal } = options;
  const body = options.body.trim();
  return db.transaction().execute(async (trx) => {
    const { report, isGuardian } = await threadOf(trx, options);
    if (!isGuardian) {
      if (report.status !== ReportStatus.published) throw new AppError('REPORT_NOT_PUBLISHED');
      await assertGateAtReports(trx, { principal, reports: [report], gate: 'teacher-report-comment' });
    }
    const row = await trx.insertInto('lesson_report_comments').values({
      company_id: principal.companyId, lesson_report_id: report.id, user_id: principal.userId, body,
      author_kind: isGuardian ? CommentAuthorKind.guardian : CommentAuthorKind.school,
    }).returning('id').executeTakeFirstOrThrow();
    const written = await notify(trx, {
      companyId: principal.companyId, kind: NotificationKind.reportCommented, targetId: report.id,
      body: await reportHeadline(trx, { companyId: principal.companyId, reportId: report.id }),
      recipients: isGuardian ? teacherOf(principal.companyId, report) : familyOf(principal.companyId, report.student_id),
    });
    if (written > 0) await options.jobs.send({ db: trx, name: 'notification-deliver', data: {} });
    return { id: row.id };
  });
}

/**
 * POST /lesson-reports/bulk-comment: the same comment from the school in the thread of each chosen report (all
 * published: REPORT_NOT_PUBLISHED otherwise; a teacher where the comment gate is open at each one's schoolhouse), each
 * family told. All or nothing.
 */
export async function bulkCommentReports(db: Db, options: { principal: Principal; ids: readonly number[]; body: string; jobs: JobQueue }): Promise<{ count: number }> {
  const { principal } = options;
  const body = options.body.trim();
  return db.transaction().execute(async (trx) => {
    const reports = await reportsInScope(trx, { principal, ids: options.ids, forUpdate: true });
    if (reports.some((r) => r.status !== ReportStatus.published)) throw new AppError('REPORT_NOT_PUBLISHED');
    await assertGateAtReports(trx, { principal, reports, gate: 'teacher-report-comment' });
    await trx.insertInto('lesson_report_comments').values(reports.map((r) => ({
      company_id: principal.companyId, lesson_report_id: r.id, user_id: principal.userId, body, author_kind: CommentAuthorKind.school,
    }))).execute();
    let written = 0;
    for (const report of reports) {
      written += await notify(trx, {
        companyId: principal.companyId, kind: NotificationKind.reportCommented, targetId: report.id,
        body: await reportHeadline(trx, { companyId: principal.companyId, reportId: report.id }), recipients: familyOf(principal.companyId, report.student_id),
      });
    }
    if (written > 0) await options.jobs.send({ db: trx, name: 'notification-deliver', data: {} });
    return { count: reports.length };
  });
}
