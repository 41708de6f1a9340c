import type { Kysely } from 'kysely';
import type { Database } from '../../generated/db.js';
import { CommentAuthorKind, MessageAudience, MessageStatus } from '../../generated/enums.js';
import type { JobQueue } from '../core/jobQueue.js';
import { markRead } from '../domains/notices/noticeDetail.js';
import { publishNotice } from '../domains/notices/publish.js';

type Trx = Kysely<Database>;

/**
 * A demo communication: its text and the teachers (by user name) it goes to; `readBy` opened it; `thread`: a recipient's
 * comment and the school's answer (the communication then takes comments).
 */
interface DemoCommunication { title: string; body: string; to: string[]; readBy: string[]; thread?: { from: string; comment: string; answer: string } }

// teacher1 and teacher2 each get one (the header's demo counts their bells: 2 and 1 with seedAccounts.ts's others);
// the notification tests give teacher5 to teacher10 bells of their own and count them, so those get none.
const COMMUNICATIONS: DemoCommunication[] = [
  { title: '夏期講習の担当表について', body: '<p>{講師名}先生</p><p>夏期講習の担当表を共有します。ご確認ください。</p>', to: ['teacher1', 'teacher3', 'teacher4'], readBy: ['teacher3'],
    thread: { from: 'teacher3', comment: '8月第2週の担当を1コマ増やせます。', answer: 'ありがとうございます。担当表を更新します。' } },
  { title: '駅前校の講師会議のお知らせ', body: '<p>{講師名}先生</p><p>来週金曜日の講師会議の議題をお知らせします。</p>', to: ['teacher2', 'teacher4'], readBy: [] },
];

/**
 * Demo teacher communications (講師連絡): notices with audience teachers sent by staff through the real publishing code
 * (recipients, bells), one read by one of its teachers.
 */
export async function seedCommunications(trx: Trx, options: { companyId: number; staffUserId: number; jobs: JobQueue }): Promise<void> {
  const { companyId } = options;
  const teachers = await trx.selectFrom('teachers').innerJoin('users', 'users.id', 'teachers.user_id').select(['teachers.id', 'users.username', 'users.id as user_id'])
    .where('teachers.company_id', '=', companyId).execute();
  const teacherOf = (username: string) => teachers.find((x) => x.username === username)!;
  for (const c of COMMUNICATIONS) {
    const notice = await trx.insertInto('notices').values({
      company_id: companyId, title: c.title, body: c.body, sender_user_id: options.staffUserId, status: MessageStatus.draft, audience: MessageAudience.teachers,
      allow_comment: c.thread !== undefined,
    }).returning('id').executeTakeFirstOrThrow();
    await trx.insertInto('notice_targets').values(c.to.map((u) => ({ company_id: companyId, notice_id: notice.id, teacher_id: teacherOf(u).id }))).execute();
    await publishNotice(trx, { companyId, noticeId: notice.id, jobs: options.jobs });
    for (const reader of c.readBy) {
      const recipient = await trx.selectFrom('notice_recipients').selectAll().where('company_id', '=', companyId).where('notice_id', '=', notice.id)
        .where('teacher_id', '=', teacherOf(reader).id).executeTakeFirstOrThrow();
      await markRead(trx, { principal: { userId: teacherOf(reader).user_id }, recipient });
    }
    if (c.thread) await seedThread(trx, { companyId, noticeId: notice.id, teacher: teacherOf(c.thread.from), staffUserId: options.staffUserId, thread: c.thread });
  }
}

/**
 * A comment thread written as rows (no bells: the header's demo counts the teachers' bells, see COMMUNICATIONS): the
 * recipient's comment two hours ago, marked replied, and the school's answer an hour later.
 */
async function seedThread(trx: Trx, options: { companyId: number; noticeId: number; teacher: { id: number; user_id: number }; staffUserId: number; thread: { comment: string; answer: string } }): Promise<void> {
  const { companyId, noticeId, teacher, thread } = options;
  const recipient = await trx.selectFrom('notice_recipients').select('id').where('company_id', '=', companyId).where('notice_id', '=', noticeId)
    .where('teacher_id', '=', teacher.id).executeTakeFirstOrThrow();
  const at = new Date(Date.now() - 2 * 3_600_000);
  const later = new Date(at.getTime() + 3_600_000);
  await trx.insertInto('notice_comments').values([
    { company_id: companyId, notice_id: noticeId, recipient_id: recipient.id, author_user_id: teacher.user_id, author_kind: CommentAuthorKind.teacher, content: thread.comment, created_at: at, updated_at: at },
    { company_id: companyId, notice_id: noticeId, recipient_id: recipient.id, author_user_id: options.staffUserId, author_kind: CommentAuthorKind.school, content: thread.answer, created_at: later, updated_at: later },
  ]).execute();
  await trx.updateTable('notice_recipients').set({ replied_at: at }).where('company_id', '=', companyId).where('id', '=', recipient.id).execute();
}
