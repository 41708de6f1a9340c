import { sql, type Kysely } from 'kysely';
import type { Database } from '../../generated/db.js';
import { Attendance, CommentAuthorKind, LessonStatus, NotificationKind, ReportStatus } from '../../generated/enums.js';
import { addDays, schoolClock } from '../domains/lessons/rescheduleDeadline.js';
import { reportHeadline } from '../domains/reports/reportViews.js';

type Trx = Kysely<Database>;

/** Days before the seed day whose lessons have their reports: from FROM_DAYS to UNTIL_DAYS before (the last week is the journeys'). */
const FROM_DAYS = 28;
const UNTIL_DAYS = 7;

/** What a teacher writes after a lesson: a few of each, chosen by the lesson's id so the demo is the same every time. */
const CONTENTS = [
  '前回の復習テストのあと、教科書の新しい単元に入りました。例題を一緒に解き、類題を自力で解けるところまで進めました。',
  '学校の授業の進度に合わせて、定期テストの範囲を中心に演習しました。計算ミスが減ってきています。',
  '苦手な文章題を図に表して考える練習をしました。式を立てる手順が身についてきました。',
  '単語テスト（20問中17問正解）のあと、長文読解の演習をしました。',
];
const HOMEWORK = ['テキストの練習問題（偶数番号）', 'ワークの該当ページと単語の暗記', '今日解いた問題の解き直し', '学校の提出物を仕上げること'];
const NOTES = ['来週は定期テスト前の対策授業です。', '筆箱と学校のワークを忘れずに持ってきてください。', '集中して取り組めていました。', ''];
const NEXT = ['次回は今日の単元の応用問題に進みます。', '次回は小テストを行います。', '次回は定期テストの範囲の総復習です。'];

/**
 * The demo's lesson reports (issue 20): one for every lesson held from four weeks to a week before the seed day (the
 * last week's stay unwritten, for the teachers to write), with its teacher's text; those of the first two of these
 * weeks published, most of them read by the family, and one family's question on the newest published report of
 * guardian1's first child. No notification is written: guardian1's demo bell of kind 指導報告書 (seedAccounts.ts, written
 * before the lessons exist) now names that child's newest published report, which it opens.
 */
export async function seedReports(trx: Trx, options: { companyId: number; at?: Date }): Promise<void> {
  const { companyId } = options;
  const today = schoolClock(options.at).today;
  const pick = (list: readonly string[]) => sql`(${sql.val(list)}::text[])[1 + l.id % ${list.length}]`;
  await sql`
    insert into lesson_reports (company_id, lesson_id, student_id, schoolhouse_id, teacher_id, lesson_subject_id, lesson_date, timetable_period_id,
      lesson_type, attendance, comprehension, homework_status, lesson_content, homework, note, next_lesson, status, published_at, read_at)
    select l.company_id, l.id, l.student_id, l.schoolhouse_id, f.teacher_id, f.lesson_subject_id, l.lesson_date, l.timetable_period_id, l.lesson_type,
      case when l.status = ${LessonStatus.absent} then ${Attendance.absent}::smallint else ${Attendance.attend}::smallint end,
      case when l.status = ${LessonStatus.absent} then null else 2 + l.id % 4 end,
      case when l.status = ${LessonStatus.absent} then null else 1 + l.id % 3 end,
      case when l.status = ${LessonStatus.absent} then '欠席のため、次回に同じ内容を行います。' else ${pick(CONTENTS)} end,
      ${pick(HOMEWORK)}, nullif(${pick(NOTES)}, ''), ${pick(NEXT)},
      case when l.lesson_date < ${addDays(today, -14)} then ${ReportStatus.published}::varchar else ${ReportStatus.unpublished}::varchar end,
      case when l.lesson_date < ${addDays(today, -14)} then (l.lesson_date + time '22:00') at time zone 'Asia/Tokyo' end,
      case when l.lesson_date < ${addDays(today, -14)} and l.id % 5 <> 0 then (l.lesson_date + time '22:00') at time zone 'Asia/Tokyo' + interval '1 day' end
    from lessons l join lesson_frames f on f.company_id = l.company_id and f.id = l.lesson_frame_id
    where l.company_id = ${companyId} and l.status in (${LessonStatus.scheduled}, ${LessonStatus.absent})
      and l.lesson_date between ${addDays(today, -FROM_DAYS)} and ${addDays(today, -UNTIL_DAYS)}`.execute(trx);
  await sql`
    insert into lesson_report_comments (company_id, lesson_report_id, author_kind, user_id, body, created_at)
    select r.company_id, r.id, ${CommentAuthorKind.guardian}, p.user_id, '丁寧なご指導ありがとうございます。家でも解き直しをさせます。', r.read_at
    from lesson_reports r join students s on s.company_id = r.company_id and s.id = r.student_id
    join protectors p on p.company_id = s.company_id and p.id = s.protector_id join users u on u.company_id = p.company_id and u.id = p.user_id
    where r.company_id = ${companyId} and u.username = 'guardian1' and r.status = ${ReportStatus.published} and r.read_at is not null
      and r.student_id = (select min(s2.id) from students s2 where s2.company_id = s.company_id and s2.protector_id = p.id)
    order by r.lesson_date desc, r.id desc limit 1`.execute(trx);
  const newest = await trx.selectFrom('lesson_reports as r')
    .innerJoin('notifications as n', (j) => j.onRef('n.company_id', '=', 'r.company_id').onRef('n.student_id', '=', 'r.student_id'))
    .select(['r.id', 'n.id as notification_id']).where('r.company_id', '=', companyId).where('r.status', '=', ReportStatus.published)
    .where('n.kind', '=', NotificationKind.reportPublished).where('n.target_id', 'is', null)
    .orderBy('r.lesson_date', 'desc').orderBy('r.id', 'desc').executeTakeFirst();
  if (newest) {
    await trx.updateTable('notifications').set({ target_id: newest.id, body: await reportHeadline(trx, { companyId, reportId: newest.id }) })
      .where('company_id', '=', companyId).where('id', '=', newest.notification_id).execute();
  }
}
