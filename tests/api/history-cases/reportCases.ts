import { LessonStatus, ReportStatus } from '../../../src/generated/enums.js';
import { pdfBytes } from '../../fixtures/multipart.js';
import type { Case, HistoryEnv } from './historyCase.js';

/**
 * The lesson report writes (issue 20) on the demo's reports and lessons: a report made from an unreported lesson of
 * the last week, saved from the bulk editor, published (the family told), taken back, unpublished for a day, deleted,
 * and commented on (one and many). Each entry takes its own report, so that no entry sees another's writes.
 */
export function reportHistoryCases(env: HistoryEnv): Record<string, () => Promise<Case>> {
  const db = () => env.t().db;
  const taken = new Set<number>();
  /** A demo report in a state not yet used by another entry. */
  const report = async (status: string) => {
    const rows = await db().selectFrom('lesson_reports').select(['id', 'lesson_date']).where('company_id', '=', env.companyId()).where('status', '=', status)
      .orderBy('id').execute();
    const row = rows.find((r) => !taken.has(r.id))!;
    taken.add(row.id);
    return row;
  };
  return {
    'report.bulk-create': async () => {
      const lesson = await db().selectFrom('lessons as l').select('l.id').where('l.company_id', '=', env.companyId()).where('l.status', '=', LessonStatus.scheduled)
        .where('l.lesson_date', '<=', new Date().toISOString().slice(0, 10))
        .where((eb) => eb.not(eb.exists(eb.selectFrom('lesson_reports as r').select('r.id').whereRef('r.company_id', '=', 'l.company_id').whereRef('r.lesson_id', '=', 'l.id'))))
        .orderBy('l.lesson_date', 'desc').orderBy('l.id').executeTakeFirstOrThrow();
      return {
        call: { user: 'staff', json: { lesson_ids: [lesson.id] } },
        refused: { user: 'staff', json: { lesson_ids: [999999999] }, error: 'NOT_FOUND' },
        rows: [{ target: 'lesson_report', action: 'insert', after: { lesson_id: lesson.id, status: ReportStatus.unpublished }, count: 1 }],
      };
    },
    'report.bulk-update': async () => {
      const { id } = await report(ReportStatus.unpublished);
      return {
        call: { user: 'staff', json: { data: [{ id, lesson_content: '比例と反比例の応用問題を解きました。' }] } },
        refused: { user: 'staff', json: { data: [{ id: 999999999, note: '-' }] }, error: 'NOT_FOUND' },
        rows: [{ target: 'lesson_report', action: 'update', after: { lesson_content: '比例と反比例の応用問題を解きました。' }, count: 1 }],
      };
    },
    'report.publish': async () => {
      const { id } = await report(ReportStatus.unpublished);
      return {
        call: { user: 'staff', json: { ids: [id] } },
        refused: { user: 'staff', json: { ids: [id, 999999999] }, error: 'NOT_FOUND' },
        rows: [
          { target: 'lesson_report', action: 'update', before: { status: ReportStatus.unpublished }, after: { status: ReportStatus.published }, count: 1 },
          { target: 'notification', action: 'insert', after: { kind: 'report-published', target_id: id } },
          // Its e-mail, queued with the bell's row (the kind's mail channel).
          { target: 'notification_delivery', action: 'insert', after: { channel: 'mail' } },
        ],
      };
    },
    'report.bulk-unpublish': async () => {
      const { id } = await report(ReportStatus.published);
      return {
        call: { user: 'staff', json: { ids: [id] } },
        refused: { user: 'staff', json: { ids: [id, 999999999] }, error: 'NOT_FOUND' },
        rows: [{ target: 'lesson_report', action: 'update', before: { status: ReportStatus.published }, after: { status: ReportStatus.unpublished }, count: 1 }],
      };
    },
    'report.unpublish-all': async () => {
      const { lesson_date: date } = await report(ReportStatus.published);
      return {
        call: { user: 'staff', json: { lesson_date: date } },
        refused: { user: 'guardian1', studentId: undefined, json: { lesson_date: date }, error: 'FORBIDDEN' },
        rows: [{ target: 'lesson_report', action: 'update', before: { status: ReportStatus.published }, after: { status: ReportStatus.unpublished } }],
      };
    },
    'report.bulk-delete': async () => {
      const { id } = await report(ReportStatus.unpublished);
      return {
        call: { user: 'staff', json: { ids: [id] } },
        refused: { user: 'staff', json: { ids: [id, 999999999] }, error: 'NOT_FOUND' },
        rows: [{ target: 'lesson_report', action: 'delete', before: { id }, count: 1 }],
      };
    },
    'report.bulk-comment': async () => {
      const { id } = await report(ReportStatus.published);
      const { id: unpublished } = await report(ReportStatus.unpublished);
      return {
        call: { user: 'staff', json: { ids: [id], body: '今月もよく頑張りました。' } },
        refused: { user: 'staff', json: { ids: [id, unpublished], body: '今月もよく頑張りました。' }, error: 'REPORT_NOT_PUBLISHED' },
        rows: [
          { target: 'lesson_report_comment', action: 'insert', after: { lesson_report_id: id, author_kind: 'school' }, count: 1 },
          { target: 'notification', action: 'insert', after: { kind: 'report-commented', target_id: id } },
        ],
      };
    },
    'report.attachments': async () => {
      const { id } = await report(ReportStatus.unpublished);
      return {
        call: { user: 'staff', params: { id }, multipart: { data: {}, files: [{ name: '宿題プリント.pdf', bytes: pdfBytes() }] } },
        refused: { user: 'staff', params: { id: 999999999 }, multipart: { data: {}, files: [{ name: '宿題プリント.pdf', bytes: pdfBytes() }] }, error: 'NOT_FOUND' },
        rows: [{ target: 'file', action: 'insert', after: { owner_kind: 'lesson_report', owner_id: id, file_name: '宿題プリント.pdf' }, count: 1 }],
      };
    },
    'report.comment-create': async () => {
      const { id } = await report(ReportStatus.published);
      const { id: unpublished } = await report(ReportStatus.unpublished);
      return {
        call: { user: 'staff', params: { id }, json: { body: 'ご家庭での様子もお知らせください。' } },
        refused: { user: 'staff', params: { id: unpublished }, json: { body: 'ご家庭での様子もお知らせください。' }, error: 'REPORT_NOT_PUBLISHED' },
        rows: [
          { target: 'lesson_report_comment', action: 'insert', after: { lesson_report_id: id, author_kind: 'school' }, count: 1 },
          { target: 'notification', action: 'insert', after: { kind: 'report-commented', target_id: id } },
        ],
      };
    },
  };
}
