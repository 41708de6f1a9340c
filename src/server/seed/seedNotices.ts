import { sql, type Kysely } from 'kysely';
import type { Database } from '../../generated/db.js';
import { CommentAuthorKind, MessageStatus, SchoolKind, StudentStatus, SurveyAnswerType } from '../../generated/enums.js';
import { publishNotice } from '../domains/notices/publish.js';
import type { JobQueue } from '../core/jobQueue.js';

type Trx = Kysely<Database>;
const DAY = 24 * 60 * 60 * 1000;

/** Day schools of the demo company and the school years (codes) they take. */
const SCHOOLS: Array<{ name: string; kind: number; years: number[] }> = [
  { name: '渋谷区立本町小学校', kind: SchoolKind.elementary, years: [1, 2, 3, 4, 5, 6] },
  { name: '立川市立緑ヶ丘小学校', kind: SchoolKind.elementary, years: [1, 2, 3, 4, 5, 6] },
  { name: '渋谷区立第一中学校', kind: SchoolKind.juniorHigh, years: [7, 8, 9] },
  { name: '立川市立緑ヶ丘中学校', kind: SchoolKind.juniorHigh, years: [7, 8, 9] },
  { name: '私立青葉学園中学校', kind: SchoolKind.juniorHigh, years: [7, 8, 9] },
  { name: '都立桜ヶ丘高等学校', kind: SchoolKind.high, years: [10, 11, 12] },
];

const TEMPLATES: Array<[string, string]> = [
  ['臨時休校のお知らせ', '{保護者姓}様\n\n本日は悪天候のため{校舎名}を臨時休校といたします。\n振替授業の日程は改めてご連絡いたします。\n\n{塾名} {校舎名}（{校舎電話番号}）'],
  ['面談のご案内', '{保護者姓}様\n\nいつも{塾名}をご利用いただきありがとうございます。\n{生徒姓}{生徒名}さんの学習状況についての面談を実施いたします。\nご都合のよい日時をアンケートでお知らせください。'],
  ['模試のお知らせ', '{保護者姓}様\n\n全国模試を実施いたします。\n申込締切までに受付にてお申し込みください。\n受験料：3,300円（税込）'],
];

const paragraphs = (...lines: string[]) => lines.map((l) => `<p>${l}</p>`).join('');

/**
 * Demo notices: the day schools of the students, three templates, and five notices in every state — two sent to every
 * continuing student (one with a survey), one sent to the junior-high students, a draft and a scheduled one — with
 * reads, likes, comments and answers, so that every notice screen shows real data on first start.
 */
export async function seedNotices(trx: Trx, options: { companyId: number; staffUserId: number; jobs: JobQueue }): Promise<void> {
  const { companyId, staffUserId, jobs } = options;
  const schoolyears = await trx.selectFrom('schoolyears').select(['id', 'code']).execute();
  const codeOf = new Map(schoolyears.map((y) => [y.id, y.code]));
  const schoolIds: Array<{ id: number; years: number[] }> = [];
  for (const [i, s] of SCHOOLS.entries()) {
    const row = await trx.insertInto('schools').values({ company_id: companyId, school_name: s.name, school_kind: s.kind, sort_order: i + 1 }).returning('id').executeTakeFirstOrThrow();
    schoolIds.push({ id: row.id, years: s.years });
  }
  const students = await trx.selectFrom('students').select(['id', 'schoolyear_id', 'schoolhouse_id']).where('company_id', '=', companyId).orderBy('id').execute();
  for (const [i, s] of students.entries()) {
    const fitting = schoolIds.filter((x) => x.years.includes(codeOf.get(s.schoolyear_id) ?? 0));
    if (fitting.length) await trx.updateTable('students').set({ school_id: fitting[i % fitting.length]!.id }).where('company_id', '=', companyId).where('id', '=', s.id).execute();
  }
  for (const [i, [title, body]] of TEMPLATES.entries()) {
    await trx.insertInto('notice_templates').values({ company_id: companyId, title, body, sort_order: i + 1 }).execute();
  }

  const tags = new Map((await trx.selectFrom('tags').select(['id', 'name']).where('company_id', '=', companyId).execute()).map((t) => [t.name, t.id]));
  const statusOf = new Map((await trx.selectFrom('students').select(['id', 'status']).where('company_id', '=', companyId).execute()).map((s) => [s.id, s.status]));
  const active = students.map((s) => s.id).filter((id) => statusOf.get(id) === StudentStatus.continuing);
  const juniorHigh = students.filter((s) => [7, 8, 9].includes(codeOf.get(s.schoolyear_id) ?? 0) && statusOf.get(s.id) === StudentStatus.continuing).map((s) => s.id);

  const add = async (n: {
    title: string; body: string; tags: string[]; students: number[]; allowComment?: boolean; mail?: boolean;
    status: string; daysAgo?: number; sendInDays?: number;
    survey?: { deadlineInDays: number; questions: Array<{ question: string; type: string; isRequired?: boolean; isMultiple?: boolean; choices?: string[] }> };
  }) => {
    const notice = await trx.insertInto('notices').values({
      company_id: companyId, title: n.title, body: n.body, sender_user_id: staffUserId, status: n.status === MessageStatus.sent ? MessageStatus.draft : n.status,
      allow_comment: n.allowComment ?? false, send_notification: true, send_mail: n.mail ?? false, send_line: false,
      send_at: n.sendInDays !== undefined ? new Date(Date.now() + n.sendInDays * DAY) : null,
      survey_deadline: n.survey ? new Date(Date.now() + n.survey.deadlineInDays * DAY) : null,
    }).returning('id').executeTakeFirstOrThrow();
    for (const t of n.tags) await trx.insertInto('notice_tags').values({ company_id: companyId, notice_id: notice.id, tag_id: tags.get(t)! }).execute();
    if (n.students.length) await trx.insertInto('notice_targets').values(n.students.map((student_id) => ({ company_id: companyId, notice_id: notice.id, student_id }))).execute();
    for (const [qi, q] of (n.survey?.questions ?? []).entries()) {
      const question = await trx.insertInto('notice_survey_questions').values({
        company_id: companyId, notice_id: notice.id, number: qi + 1, question: q.question, answer_type: q.type, is_required: q.isRequired ?? false, is_multiple: q.isMultiple ?? false,
      }).returning('id').executeTakeFirstOrThrow();
      for (const [ci, label] of (q.choices ?? []).entries()) {
        await trx.insertInto('notice_survey_choices').values({ company_id: companyId, question_id: question.id, number: ci + 1, label }).execute();
      }
    }
    if (n.status === MessageStatus.sent) {
      await publishNotice(trx, { companyId, noticeId: notice.id, jobs });
      const at = new Date(Date.now() - (n.daysAgo ?? 0) * DAY);
      await trx.updateTable('notices').set({ published_at: at, send_at: at, created_at: at, updated_at: at }).where('company_id', '=', companyId).where('id', '=', notice.id).execute();
      await trx.updateTable('notice_recipients').set({ published_at: at, created_at: at }).where('company_id', '=', companyId).where('notice_id', '=', notice.id).execute();
    }
    return notice.id;
  };

  const summer = await add({
    title: '夏期講習のお知らせ', status: MessageStatus.sent, daysAgo: 20, tags: ['重要', '夏期講習'], students: active, allowComment: true, mail: true,
    body: paragraphs('{保護者姓}様', 'いつも{塾名}{校舎名}をご利用いただきありがとうございます。',
      '7月22日（水）から<strong>夏期講習</strong>が始まります。{生徒姓}{生徒名}さんの参加について、下のアンケートでお知らせください。',
      'ご不明な点は{校舎名}（{校舎電話番号}）までお問い合わせください。'),
    survey: {
      deadlineInDays: 14,
      questions: [
        { question: '夏期講習に参加しますか。', type: SurveyAnswerType.choose, isRequired: true, choices: ['参加する', '参加しない', '検討中'] },
        { question: '参加を希望する日程をお選びください（複数選択可）。', type: SurveyAnswerType.choose, isMultiple: true, choices: ['前期（7月22日〜7月31日）', '中期（8月1日〜8月12日）', '後期（8月17日〜8月28日）'] },
        { question: 'ご要望があればご記入ください。', type: SurveyAnswerType.description },
      ],
    },
  });
  const meeting = await add({
    title: '保護者会開催のご案内', status: MessageStatus.sent, daysAgo: 7, tags: ['保護者会'], students: active, allowComment: true,
    body: paragraphs('{保護者姓}様', '9月14日（土）10:00より{校舎名}にて保護者会を開催します。', '当日は上履きをご持参ください。'),
  });
  await add({
    title: '定期テスト対策授業について', status: MessageStatus.sent, daysAgo: 2, tags: ['テスト対策'], students: juniorHigh,
    body: paragraphs('{保護者姓}様', '中学生を対象に定期テスト対策授業を実施します。', '<ul><li>日時：テスト2週間前の土曜日 13:00〜17:00</li><li>持ち物：学校のワーク、教科書</li></ul>'),
  });
  await add({ title: '台風接近に伴う休校のお知らせ（下書き）', status: MessageStatus.draft, tags: ['休校連絡'], students: active.slice(0, 10), body: paragraphs('{保護者姓}様', '台風の接近に伴い、本日の授業はすべて休講といたします。') });
  await add({ title: '冬期講習のご案内', status: MessageStatus.unsent, sendInDays: 10, tags: ['イベント'], students: active, body: paragraphs('{保護者姓}様', '冬期講習の受付を開始します。詳細は校舎にてご確認ください。') });

  // Reads, likes, comments and answers of some families (guardian1's first child has read the meeting notice only).
  const recipients = await trx.selectFrom('notice_recipients').select(['id', 'notice_id', 'student_id']).where('company_id', '=', companyId)
    .where('notice_id', 'in', [summer, meeting]).orderBy('id').execute();
  const firstChild = (await trx.selectFrom('students').innerJoin('protectors', (j) => j.onRef('protectors.company_id', '=', 'students.company_id').onRef('protectors.id', '=', 'students.protector_id'))
    .innerJoin('users', (j) => j.onRef('users.company_id', '=', 'protectors.company_id').onRef('users.id', '=', 'protectors.user_id'))
    .select('students.id').where('users.company_id', '=', companyId).where('users.username', '=', 'guardian1').orderBy('students.id').executeTakeFirstOrThrow()).id;
  const questions = await trx.selectFrom('notice_survey_questions').select(['id', 'number']).where('company_id', '=', companyId).where('notice_id', '=', summer).orderBy('number').execute();
  const choices = await trx.selectFrom('notice_survey_choices').select(['id', 'question_id', 'number']).where('company_id', '=', companyId)
    .where('question_id', 'in', questions.map((q) => q.id)).orderBy('number').execute();
  const choice = (q: number, n: number) => choices.find((c) => c.question_id === questions[q - 1]!.id && c.number === n)!.id;
  for (const [i, r] of recipients.entries()) {
    const isGuardian1 = r.student_id === firstChild;
    const reads = isGuardian1 ? r.notice_id === meeting : i % 3 !== 0;
    if (!reads) continue;
    const at = new Date(Date.now() - ((i % 5) + 1) * DAY);
    await trx.updateTable('notice_recipients').set({ is_read: true, read_at: at }).where('company_id', '=', companyId).where('id', '=', r.id).execute();
    if (i % 4 === 1) await trx.insertInto('notice_likes').values({ company_id: companyId, notice_id: r.notice_id, recipient_id: r.id }).execute();
    if (r.notice_id === summer && i % 2 === 1) {
      await trx.insertInto('notice_survey_answers').values([
        { company_id: companyId, question_id: questions[0]!.id, recipient_id: r.id, choice_id: choice(1, (i % 3) + 1) },
        { company_id: companyId, question_id: questions[1]!.id, recipient_id: r.id, choice_id: choice(2, (i % 3) + 1) },
        ...(i % 5 === 1 ? [{ company_id: companyId, question_id: questions[1]!.id, recipient_id: r.id, choice_id: choice(2, ((i + 1) % 3) + 1) }] : []),
        ...(i % 7 === 1 ? [{ company_id: companyId, question_id: questions[2]!.id, recipient_id: r.id, answer_text: '部活動の予定があるため、後期の日程を調整いただけると助かります。' }] : []),
      ]).execute();
      await trx.updateTable('notice_recipients').set({ answered_at: at }).where('company_id', '=', companyId).where('id', '=', r.id).execute();
    }
    if (r.notice_id === meeting && i % 6 === 1) {
      const protector = await trx.selectFrom('notice_recipients').innerJoin('protectors', (j) => j.onRef('protectors.company_id', '=', 'notice_recipients.company_id').onRef('protectors.id', '=', 'notice_recipients.protector_id'))
        .select('protectors.user_id').where('notice_recipients.company_id', '=', companyId).where('notice_recipients.id', '=', r.id).executeTakeFirstOrThrow();
      await trx.insertInto('notice_comments').values([
        { company_id: companyId, notice_id: meeting, recipient_id: r.id, author_user_id: protector.user_id, author_kind: CommentAuthorKind.guardian, content: '当日は仕事のため、父が出席します。よろしくお願いいたします。', created_at: at, updated_at: at },
        { company_id: companyId, notice_id: meeting, recipient_id: r.id, author_user_id: staffUserId, author_kind: CommentAuthorKind.school, content: 'ご連絡ありがとうございます。お待ちしております。', created_at: new Date(at.getTime() + 3_600_000), updated_at: new Date(at.getTime() + 3_600_000) },
      ]).execute();
      await trx.updateTable('notice_recipients').set({ replied_at: at }).where('company_id', '=', companyId).where('id', '=', r.id).execute();
    }
  }
  await sql`
    update notices n set
      read_count = (select count(*) from notice_recipients r where r.company_id = n.company_id and r.notice_id = n.id and r.is_read),
      answered_count = (select count(*) from notice_recipients r where r.company_id = n.company_id and r.notice_id = n.id and r.answered_at is not null)
    where n.company_id = ${companyId}`.execute(trx);
}
