import type { Kysely } from 'kysely';
import type { Database } from '../../generated/db.js';
import { MessageAudience, MessageStatus } from '../../generated/enums.js';
import type { JobQueue } from '../core/jobQueue.js';
import { markRead } from '../domains/notices/noticeDetail.js';
import { publishNotice } from '../domains/notices/publish.js';

type Trx = Kysely<Database>;

/** A demo communication: its text and the teachers (by user name) it goes to; `readBy` opened it. */
interface DemoCommunication { title: string; body: string; to: string[]; readBy: string[] }

// teacher1 and teacher2 each get one (the header's demo counts their bells: 2 and 1 with seedAccounts.ts's others);
// the notification tests give teacher5 to teacher10 bells of their own and count them, so those get none.
const COMMUNICATIONS: DemoCommunication[] = [
  { title: '夏期講習の担当表について', body: '<p>{講師名}先生</p><p>夏期講習の担当表を共有します。ご確認ください。</p>', to: ['teacher1', 'teacher3', 'teacher4'], readBy: ['teacher3'] },
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
    }).returning('id').executeTakeFirstOrThrow();
    await trx.insertInto('notice_targets').values(c.to.map((u) => ({ company_id: companyId, notice_id: notice.id, teacher_id: teacherOf(u).id }))).execute();
    await publishNotice(trx, { companyId, noticeId: notice.id, jobs: options.jobs });
    for (const reader of c.readBy) {
      const recipient = await trx.selectFrom('notice_recipients').selectAll().where('company_id', '=', companyId).where('notice_id', '=', notice.id)
        .where('teacher_id', '=', teacherOf(reader).id).executeTakeFirstOrThrow();
      await markRead(trx, { principal: { userId: teacherOf(reader).user_id }, recipient });
    }
  }
}
