import { sql, type Kysely } from 'kysely';
import type { Database } from '../../../generated/db.js';
import { NotificationKind, ReportStatus } from '../../../generated/enums.js';
import type { Principal } from '../../auth/principal.js';
import { assertGateOpenForRecord } from '../../auth/gates.js';
import { isAnyOf } from '../../db/anyOf.js';
import type { AppContext } from '../../core/context.js';
import type { JobQueue } from '../../core/jobQueue.js';
import { deleteOwnedFiles } from '../../storage/storedFiles.js';
import { withDroppedFiles } from '../messaging/attachments.js';
import { kindsOfRecord, notify } from '../notifications/notify.js';
import { reportSchoolhouses, reportsInScope, schoolSideOf, type ReportRow } from './reportScope.js';
import { reportHeadline } from './reportViews.js';

type Db = Kysely<Database>;

/** Each schoolhouse of the reports once: a gate read at the record is read there (a teacher's report gates). */
export async function assertGateAtReports(db: Db, options: { principal: Principal; reports: readonly ReportRow[]; gate: 'teacher-report-publish' | 'teacher-report-comment' | 'teacher-report-comments' }): Promise<void> {
  for (const schoolhouseId of new Set(options.reports.map((r) => r.schoolhouse_id))) {
    await assertGateOpenForRecord(db, { gate: options.gate, principal: options.principal, schoolhouseId });
  }
}

/**
 * POST /lesson-reports/publish: the reports become 公開 (those published already stay as they are) and the family of
 * each newly published one is told (「指導報告書が公開されました」, opening the report). A teacher publishes only where
 * 講師が指導報告書を公開できる is on at every report's schoolhouse (REPORT_PUBLISH_NOT_ALLOWED; nothing published).
 */
export async function publishReports(db: Db, options: { principal: Principal; ids: readonly number[]; jobs: JobQueue }): Promise<{ count: number }> {
  const { principal } = options;
  return db.transaction().execute(async (trx) => {
    const reports = await reportsInScope(trx, { principal, ids: options.ids, forUpdate: true });
    await assertGateAtReports(trx, { principal, reports, gate: 'teacher-report-publish' });
    const fresh = reports.filter((r) => r.status !== ReportStatus.published);
    if (fresh.length === 0) return { count: 0 };
    await trx.updateTable('lesson_reports').set({ status: ReportStatus.published, published_at: sql<Date>`now()`, read_at: null, updated_at: sql<Date>`now()` })
      .where('company_id', '=', principal.companyId).where(isAnyOf('id', fresh.map((r) => r.id))).execute();
    let written = 0;
    for (const report of fresh) {
      written += await notify(trx, {
        companyId: principal.companyId, kind: NotificationKind.reportPublished, targetId: report.id,
        body: await reportHeadline(trx, { companyId: principal.companyId, reportId: report.id }),
        recipients: sql`select g.user_id, st.id as student_id, st.schoolhouse_id from students st
          join protectors g on g.company_id = st.company_id and g.id = st.protector_id
          where st.company_id = ${principal.companyId} and st.id = ${report.student_id}`,
      });
    }
    if (written > 0) await options.jobs.send({ db: trx, name: 'notification-deliver', data: {} });
    return { count: fresh.length };
  });
}

/** POST /lesson-reports/bulk-unpublish: the chosen reports back to 非公開 (the family no longer sees them). */
export async function unpublishReports(db: Db, options: { principal: Principal; ids: readonly number[] }): Promise<{ count: number }> {
  const { principal } = options;
  return db.transaction().execute(async (trx) => {
    const reports = await reportsInScope(trx, { principal, ids: options.ids, forUpdate: true });
    const published = reports.filter((r) => r.status === ReportStatus.published).map((r) => r.id);
    if (published.length === 0) return { count: 0 };
    await trx.updateTable('lesson_reports').set({ status: ReportStatus.unpublished, updated_at: sql<Date>`now()` })
      .where('company_id', '=', principal.companyId).where(isAnyOf('id', published)).execute();
    return { count: published.length };
  });
}

/** POST /lesson-reports/unpublish-all: every published report of a day (a schoolhouse's, or all the caller reaches) back to 非公開. */
export async function unpublishAllReports(db: Db, options: { principal: Principal; lessonDate: string; schoolhouseId?: number }): Promise<{ count: number }> {
  const { principal } = options;
  schoolSideOf(principal);
  let query = db.updateTable('lesson_reports').set({ status: ReportStatus.unpublished, updated_at: sql<Date>`now()` })
    .where('company_id', '=', principal.companyId).where('lesson_date', '=', options.lessonDate).where('status', '=', ReportStatus.published);
  const schoolhouses = reportSchoolhouses(principal);
  if (schoolhouses) query = query.where(isAnyOf('schoolhouse_id', schoolhouses));
  if (options.schoolhouseId !== undefined) query = query.where('schoolhouse_id', '=', options.schoolhouseId);
  const result = await query.executeTakeFirst();
  return { count: Number(result.numUpdatedRows) };
}

/**
 * POST /lesson-reports/bulk-delete: the chosen reports, all or none (their comments, notifications and files with
 * them; the files' bytes after commit).
 */
export async function deleteReports(ctx: AppContext, options: { principal: Principal; ids: readonly number[] }): Promise<{ count: number }> {
  const { principal } = options;
  return withDroppedFiles(ctx, principal.companyId, async () => ctx.db.transaction().execute(async (trx) => {
    const reports = await reportsInScope(trx, { principal, ids: options.ids, forUpdate: true });
    const ids = reports.map((r) => r.id);
    await trx.deleteFrom('notifications').where('company_id', '=', principal.companyId)
      .where('kind', 'in', kindsOfRecord('lesson_report')).where(isAnyOf('target_id', ids)).execute();
    const droppedKeys = await deleteOwnedFiles(trx, { companyId: principal.companyId, ownerKind: 'lesson_report', ownerIds: ids });
    await trx.deleteFrom('lesson_reports').where('company_id', '=', principal.companyId).where(isAnyOf('id', ids)).execute();
    return { result: { count: ids.length }, droppedKeys };
  }));
}
