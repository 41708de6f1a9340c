import { sql, type Kysely } from 'kysely';
import type { Database } from '../../generated/db.js';
import { ContactSender, InquiryStatus, InquiryStudentType } from '../../generated/enums.js';
import { ringOtherSide } from '../domains/contacts/contactBells.js';

type Trx = Kysely<Database>;
const HOUR = 60 * 60 * 1000;

/** A demo thread: who wrote it about which family, and the comments after it (hours ago). */
interface DemoThread {
  family: string;
  from: 'school' | 'guardian' | 'student';
  title: string;
  body: string;
  hoursAgo: number;
  comments?: Array<{ from: 'school' | 'guardian'; text: string; hoursAgo: number }>;
  status?: string;
  studentType?: string;
  isWithdrawn?: boolean;
  /** The school side has opened the thread since its last family message. */
  isReadBySchool?: boolean;
}

const THREADS: DemoThread[] = [
  {
    family: 'guardian1', from: 'guardian', title: '夏期講習の日程について', hoursAgo: 72, isReadBySchool: true,
    body: 'いつもお世話になっております。\n夏期講習の日程表はいつ頃いただけますでしょうか。家族旅行の予定を立てたく、ご教示いただけますと幸いです。',
    comments: [{ from: 'school', text: 'お問い合わせありがとうございます。\n日程表は7月1日に配布いたします。旅行のご予定がある日は、振替授業もご相談ください。', hoursAgo: 48 }],
  },
  {
    family: 'guardian17', from: 'guardian', title: '本日の欠席について', hoursAgo: 3,
    body: '本日は発熱のため欠席いたします。振替授業の日程をご相談させてください。',
  },
  {
    family: 'guardian2', from: 'school', title: '面談日程のご相談', hoursAgo: 30, isReadBySchool: true,
    body: 'いつもお世話になっております。\n学習状況について面談をお願いしたく、来週のご都合をお聞かせください。',
    comments: [{ from: 'guardian', text: '来週の水曜日18時以降でしたら伺えます。', hoursAgo: 20 }],
  },
  {
    family: 'guardian4', from: 'guardian', title: '体験授業について', hoursAgo: 120, isReadBySchool: true,
    body: '兄弟で体験授業を受けたいのですが、空きはありますか。', status: InquiryStatus.contacted, studentType: InquiryStudentType.trial,
  },
  {
    family: 'guardian5', from: 'student', title: '数学の宿題の質問', hoursAgo: 6,
    body: '二次関数の問題3がわかりません。次の授業で教えてください。',
  },
  {
    family: 'guardian3', from: 'guardian', title: '送迎時間の変更', hoursAgo: 10, isWithdrawn: true, isReadBySchool: true,
    body: '来週から迎えの時間が30分遅くなります。（誤って送信しました）',
  },
];

/**
 * Demo contacts (issue 18): a guardian's question the school answered (guardian1's bell rings for the reply), a new
 * inquiry nobody has opened, a thread the school started and the family answered, an inquiry staff marked 連絡済み, a
 * student's question that arrived from elsewhere, and a withdrawn message (templates: model/demo/contact_template.yaml).
 */
export async function seedContacts(trx: Trx, options: { companyId: number; staffUserId: number }): Promise<void> {
  const { companyId, staffUserId } = options;
  const now = Date.now();
  for (const t of THREADS) {
    const family = await trx.selectFrom('users').innerJoin('protectors', 'protectors.user_id', 'users.id')
      .innerJoin('students', 'students.protector_id', 'protectors.id')
      .select(['users.id as user_id', 'protectors.id as protector_id', 'students.id as student_id', 'students.schoolhouse_id'])
      .where('users.company_id', '=', companyId).where('users.username', '=', t.family).orderBy('students.id').executeTakeFirstOrThrow();
    const at = (hours: number) => new Date(now - hours * HOUR);
    const last = (side: 'school' | 'family') => {
      const own = (t.from === 'school') === (side === 'school') ? [t.hoursAgo] : [];
      const times = [...own, ...(t.comments ?? []).filter((c) => (c.from === 'school') === (side === 'school')).map((c) => c.hoursAgo)];
      return times.length ? at(Math.min(...times)) : null;
    };
    const lastFamily = last('family');
    const contact = await trx.insertInto('contacts').values({
      company_id: companyId, student_id: family.student_id, protector_id: t.from === 'student' ? null : family.protector_id,
      schoolhouse_id: family.schoolhouse_id, sender_kind: ContactSender[t.from],
      sender_user_id: t.from === 'school' ? staffUserId : t.from === 'guardian' ? family.user_id : null,
      title: t.title, body: t.body, status: t.status ?? InquiryStatus.new, student_type: t.studentType ?? null,
      last_school_message_at: last('school'), last_family_message_at: lastFamily,
      school_read_at: t.isReadBySchool ? (lastFamily ?? at(t.hoursAgo)) : null,
      family_read_at: t.from === 'school' || t.comments?.some((c) => c.from === 'guardian') ? last('family') : null,
      comment_count: t.comments?.length ?? 0, withdrawn_at: t.isWithdrawn ? at(t.hoursAgo - 1) : null,
      created_at: at(t.hoursAgo), updated_at: at(t.comments?.at(-1)?.hoursAgo ?? t.hoursAgo),
    }).returningAll().executeTakeFirstOrThrow();
    for (const c of t.comments ?? []) {
      await trx.insertInto('contact_comments').values({
        company_id: companyId, contact_id: contact.id, author_kind: ContactSender[c.from], content: c.text,
        author_user_id: c.from === 'school' ? staffUserId : family.user_id, created_at: at(c.hoursAgo), updated_at: at(c.hoursAgo),
      }).execute();
    }
    // The latest writer rings the other side; what the school side has opened is read there already.
    const latest = t.comments?.at(-1)?.from ?? (t.from === 'school' ? 'school' : 'guardian');
    if (!t.isWithdrawn) await ringOtherSide(trx, { contact, writer: latest === 'school' ? 'school' : 'family' });
    if (t.isReadBySchool) {
      await trx.updateTable('notifications').set({ is_read: true, read_at: sql<Date>`now()` })
        .where('company_id', '=', companyId).where('kind', 'in', ['contact-received', 'contact-reply']).where('target_id', '=', contact.id)
        .where('student_id', 'is', null).execute();
    }
  }
}
