import { sql, type Kysely } from 'kysely';
import type { Database } from '../../../generated/db.js';
import { ReportStatus } from '../../../generated/enums.js';
import { formatMessage } from '../../../shared/validationMessage.js';
import type { Principal } from '../../auth/principal.js';
import { AppError } from '../../foundation/errors.js';
import { kindsOfRecord } from '../notifications/notify.js';
import { fullName } from '../messaging/personNames.js';
import { reportAttachments } from './reportAttachments.js';
import { reportInScope } from './reportScope.js';

type Db = Kysely<Database>;

/** A report as its pages show it: its values with the names of what it refers to. */
export interface ReportView {
  id: number;
  lesson_date: string;
  period_name: string;
  student_id: number;
  student_name: string;
  teacher_name: string;
  lesson_subject_name: string;
  schoolhouse_name: string;
  lesson_type: number;
  attendance: number;
  comprehension: number | null;
  homework_status: number | null;
  textbook_name: string | null;
  textbook_range: string | null;
  lesson_content: string | null;
  homework: string | null;
  note: string | null;
  next_lesson: string | null;
  evaluation: string | null;
  free_input_1: string | null;
  free_input_2: string | null;
  free_input_3: string | null;
  staff_comment: string | null;
  status: string;
  published_at: Date | null;
  read_at: Date | null;
}

/** The reports with the names of their student, teacher, subject, period, schoolhouse and textbook. */
export function reportViewQuery(db: Db, companyId: number) {
  return db.selectFrom('lesson_reports as r')
    .innerJoin('students as st', (j) => j.onRef('st.company_id', '=', 'r.company_id').onRef('st.id', '=', 'r.student_id'))
    .innerJoin('teachers as t', (j) => j.onRef('t.company_id', '=', 'r.company_id').onRef('t.id', '=', 'r.teacher_id'))
    .innerJoin('lesson_subjects as s', (j) => j.onRef('s.company_id', '=', 'r.company_id').onRef('s.id', '=', 'r.lesson_subject_id'))
    .innerJoin('schoolhouses as h', (j) => j.onRef('h.company_id', '=', 'r.company_id').onRef('h.id', '=', 'r.schoolhouse_id'))
    .leftJoin('timetable_periods as p', (j) => j.onRef('p.company_id', '=', 'r.company_id').onRef('p.id', '=', 'r.timetable_period_id'))
    .leftJoin('textbooks as b', (j) => j.onRef('b.company_id', '=', 'r.company_id').onRef('b.id', '=', 'r.textbook_id'))
    .select(['r.id', 'r.lesson_date', 'p.name as period_name', 'r.student_id', 'st.family_name_kanji', 'st.first_name_kanji', 't.name_kanji as teacher_name',
      's.name as lesson_subject_name', 'h.schoolhouse_name', 'r.lesson_type', 'r.attendance', 'r.comprehension', 'r.homework_status',
      'b.name as textbook_name', 'r.textbook_range', 'r.lesson_content', 'r.homework', 'r.note', 'r.next_lesson', 'r.evaluation',
      'r.free_input_1', 'r.free_input_2', 'r.free_input_3', 'r.staff_comment', 'r.status', 'r.published_at', 'r.read_at', 'st.schoolhouse_id as student_schoolhouse_id'])
    .where('r.company_id', '=', companyId);
}

type ViewRow = Awaited<ReturnType<ReturnType<typeof reportViewQuery>['execute']>>[number];

export function reportViewOf(row: ViewRow): ReportView {
  const { family_name_kanji: family, first_name_kanji: first, student_schoolhouse_id: _schoolhouse, ...rest } = row;
  return { ...rest, period_name: row.period_name ?? '', student_name: fullName(family, first) };
}

/** The text of a report's notification: 「2026年11月27日 3限 中学数学（山田 太郎）」. */
export async function reportHeadline(db: Db, options: { companyId: number; reportId: number }): Promise<string> {
  const row = await reportViewQuery(db, options.companyId).where('r.id', '=', options.reportId).executeTakeFirstOrThrow();
  const [y, m, d] = row.lesson_date.split('-');
  return formatMessage('reportApi.headline', {
    date: `${y}年${m}月${d}日`, period: row.period_name ?? '', subject: row.lesson_subject_name, student: fullName(row.family_name_kanji, row.first_name_kanji),
  });
}

/**
 * GET /lesson-reports/{id}/view: one report in reach, with its names (a colleague's name included, unlike /teachers)
 * and its attachments.
 */
export async function viewReport(db: Db, options: { principal: Principal; id: number }) {
  const report = await reportInScope(db, options);
  const view = reportViewOf(await reportViewQuery(db, options.principal.companyId).where('r.id', '=', report.id).executeTakeFirstOrThrow());
  return { ...view, attachments: await reportAttachments(db, { companyId: options.principal.companyId, reportId: report.id }) };
}

/** GET /lesson-reports/{id}/reference: the same student's five latest reports before this one (any writer). */
export async function referenceReports(db: Db, options: { principal: Principal; id: number }): Promise<{ data: ReportView[] }> {
  const report = await reportInScope(db, options);
  const rows = await reportViewQuery(db, options.principal.companyId).where('r.student_id', '=', report.student_id)
    .where((eb) => eb.or([eb('r.lesson_date', '<', report.lesson_date), eb.and([eb('r.lesson_date', '=', report.lesson_date), eb('r.id', '<', report.id)])]))
    .orderBy('r.lesson_date', 'desc').orderBy('r.id', 'desc').limit(5).execute();
  return { data: rows.map(reportViewOf) };
}

/** GET /lesson-reports/{id}/previous and /next: the same student's report just before (or after) this one, by lesson date. */
export async function neighbourReport(db: Db, options: { principal: Principal; id: number; direction: 'previous' | 'next' }): Promise<{ id: number | null }> {
  const report = await reportInScope(db, options);
  const isPrevious = options.direction === 'previous';
  const op = isPrevious ? '<' : '>';
  const row = await db.selectFrom('lesson_reports').select('id').where('company_id', '=', options.principal.companyId).where('student_id', '=', report.student_id)
    .where((eb) => eb.or([eb('lesson_date', op, report.lesson_date), eb.and([eb('lesson_date', '=', report.lesson_date), eb('id', op, report.id)])]))
    .orderBy('lesson_date', isPrevious ? 'desc' : 'asc').orderBy('id', isPrevious ? 'desc' : 'asc').limit(1).executeTakeFirst();
  return { id: row?.id ?? null };
}

/** The child a guardian acts for (the protector page); FORBIDDEN for anyone else. */
function actingChild(principal: Principal): number {
  const child = principal.role === 'PROTECTOR' ? principal.studentIds[0] : undefined;
  if (child === undefined) throw new AppError('FORBIDDEN');
  return child;
}

/** GET /lesson-reports/protector: the acting child's published reports, newest lesson first, with read state and comment count. */
export async function protectorReports(db: Db, options: { principal: Principal; page: number; limit: number }) {
  const { principal, page, limit } = options;
  const child = actingChild(principal);
  const base = db.selectFrom('lesson_reports as r').where('r.company_id', '=', principal.companyId).where('r.student_id', '=', child)
    .where('r.status', '=', ReportStatus.published);
  const [{ total }, rows] = await Promise.all([
    base.select((eb) => eb.fn.countAll<string>().as('total')).executeTakeFirstOrThrow(),
    base.innerJoin('teachers as t', (j) => j.onRef('t.company_id', '=', 'r.company_id').onRef('t.id', '=', 'r.teacher_id'))
      .innerJoin('lesson_subjects as s', (j) => j.onRef('s.company_id', '=', 'r.company_id').onRef('s.id', '=', 'r.lesson_subject_id'))
      .leftJoin('timetable_periods as p', (j) => j.onRef('p.company_id', '=', 'r.company_id').onRef('p.id', '=', 'r.timetable_period_id'))
      .select(['r.id', 'r.lesson_date', 'p.name as period_name', 't.name_kanji as teacher_name', 's.name as lesson_subject_name', 'r.published_at', 'r.read_at',
        sql<string>`(select count(*) from lesson_report_comments c where c.company_id = r.company_id and c.lesson_report_id = r.id)`.as('comment_count')])
      .orderBy('r.lesson_date', 'desc').orderBy('r.id', 'desc').limit(limit).offset((page - 1) * limit).execute(),
  ]);
  return {
    total: Number(total),
    data: rows.map(({ read_at: readAt, ...r }) => ({ ...r, period_name: r.period_name ?? '', is_read: readAt !== null, comment_count: Number(r.comment_count) })),
  };
}

/**
 * GET /lesson-reports/protector/{id}: one published report of the acting child (NOT_FOUND for any other, unpublished
 * included). The first opening marks it read (保護者の既読日時) and the bell's notifications of it read.
 */
export async function protectorReport(db: Db, options: { principal: Principal; id: number }) {
  const { principal } = options;
  const child = actingChild(principal);
  const row = await reportViewQuery(db, principal.companyId).where('r.id', '=', options.id).where('r.student_id', '=', child)
    .where('r.status', '=', ReportStatus.published).executeTakeFirst();
  if (!row) throw new AppError('NOT_FOUND');
  if (row.read_at === null) {
    const marked = await db.updateTable('lesson_reports').set({ read_at: sql<Date>`now()` }).where('company_id', '=', principal.companyId)
      .where('id', '=', row.id).where('read_at', 'is', null).returning('read_at').executeTakeFirst();
    row.read_at = marked?.read_at ?? row.read_at;
  }
  await db.updateTable('notifications').set({ read_at: sql<Date>`now()` }).where('company_id', '=', principal.companyId).where('user_id', '=', principal.userId)
    .where('kind', 'in', kindsOfRecord('lesson_report')).where('target_id', '=', row.id).where('read_at', 'is', null).execute();
  return { ...reportViewOf(row), attachments: await reportAttachments(db, { companyId: principal.companyId, reportId: row.id }) };
}

/** A guardian's reading of one report for the comment thread: the acting child's and published (NOT_FOUND otherwise). */
export async function protectorReportRow(db: Db, options: { principal: Principal; id: number }) {
  const child = actingChild(options.principal);
  const row = await db.selectFrom('lesson_reports').selectAll().where('company_id', '=', options.principal.companyId).where('id', '=', options.id)
    .where('student_id', '=', child).where('status', '=', ReportStatus.published).executeTakeFirst();
  if (!row) throw new AppError('NOT_FOUND');
  return row;
}

/**
 * GET /lesson-reports/unread-families: the students whose family has not opened every report published in a month
 * (by lesson date), with how many of how many are unread and since when; a schoolhouse's or all, most unread first.
 */
export async function unreadReportFamilies(db: Db, options: { principal: Principal; month: string; schoolhouseId?: number }) {
  const { principal } = options;
  const from = `${options.month}-01`;
  const [y, m] = options.month.split('-').map(Number) as [number, number];
  const to = new Date(Date.UTC(y, m, 1)).toISOString().slice(0, 10);
  let query = db.selectFrom('lesson_reports as r')
    .innerJoin('students as st', (j) => j.onRef('st.company_id', '=', 'r.company_id').onRef('st.id', '=', 'r.student_id'))
    .innerJoin('schoolhouses as h', (j) => j.onRef('h.company_id', '=', 'r.company_id').onRef('h.id', '=', 'r.schoolhouse_id'))
    .leftJoin('protectors as g', (j) => j.onRef('g.company_id', '=', 'st.company_id').onRef('g.id', '=', 'st.protector_id'))
    .select(['r.student_id', 'st.family_name_kanji', 'st.first_name_kanji', 'g.family_name as guardian_family', 'g.first_name as guardian_first', 'h.schoolhouse_name',
      (eb) => eb.fn.countAll<string>().as('published'),
      sql<string>`count(*) filter (where r.read_at is null)`.as('unread'),
      sql<Date | null>`min(r.published_at) filter (where r.read_at is null)`.as('oldest_unread_at')])
    .where('r.company_id', '=', principal.companyId).where('r.status', '=', ReportStatus.published)
    .where('r.lesson_date', '>=', from).where('r.lesson_date', '<', to)
    .groupBy(['r.student_id', 'st.family_name_kanji', 'st.first_name_kanji', 'g.family_name', 'g.first_name', 'h.schoolhouse_name'])
    .having(sql<boolean>`count(*) filter (where r.read_at is null) > 0`);
  if (options.schoolhouseId !== undefined) query = query.where('r.schoolhouse_id', '=', options.schoolhouseId);
  const rows = await query.orderBy(sql`count(*) filter (where r.read_at is null)`, 'desc').orderBy('st.family_name_kanji').limit(500).execute();
  return {
    data: rows.map((r) => ({
      student_id: r.student_id, student_name: fullName(r.family_name_kanji, r.first_name_kanji),
      guardian_name: r.guardian_family ? fullName(r.guardian_family, r.guardian_first) : null, schoolhouse_name: r.schoolhouse_name,
      published: Number(r.published), unread: Number(r.unread), oldest_unread_at: r.oldest_unread_at,
    })),
  };
}


/** GET /reportGenerations: the months with reports (by lesson date), newest first: written, published, unread. */
export async function reportGenerations(db: Db, options: { principal: Principal }) {
  const { rows } = await sql<{ month: string; total: string; published: string; unread: string }>`
    select to_char(r.lesson_date, 'YYYY-MM') as month, count(*) as total,
      count(*) filter (where r.status = ${ReportStatus.published}) as published,
      count(*) filter (where r.status = ${ReportStatus.published} and r.read_at is null) as unread
    from lesson_reports r where r.company_id = ${options.principal.companyId}
    group by 1 order by 1 desc limit 120`.execute(db);
  return { data: rows.map((r) => ({ month: r.month, total: Number(r.total), published: Number(r.published), unread: Number(r.unread) })) };
}
