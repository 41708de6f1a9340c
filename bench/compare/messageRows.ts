import { sql, type Kysely } from 'kysely';
import type { Database } from '../../src/generated/db.js';
import { ContactSender, InquiryStatus, MessageAudience, MessageStatus, SurveyAnswerType } from '../../src/generated/enums.js';

/** Who the message lists are measured for: a guardian with one child and a teacher, by user name (the demo's). */
export const GUARDIAN = 'guardian5';
export const TEACHER = 'teacher1';

/** The ids a message reference needs (what our app reads from the session). */
export interface MessageReaders {
  guardian: { userId: number; protectorId: number; studentId: number; schoolhouseId: number };
  teacher: { userId: number; teacherId: number; schoolhouseIds: number[] };
}

/** How many rows each bench list gets on top of the demo's: two pages of 20, so page 1 is full. */
const ROWS = 40;

/**
 * The demo's message lists are a handful of rows; what a family or teacher opens first is a full page with read state.
 * This adds, set-based: ROWS sent notices to the guardian's child (every third read, every fifth with a survey, every
 * fourth sent by the teacher), ROWS contacts of that child and 2 × ROWS of a family in the teacher's schoolhouse
 * (school- and guardian-started, read and unread on each side, some replied), and ROWS teacher communications to the
 * teacher (every other read). The lists' schoolhouse settings are the demo's.
 */
export async function addMessageRows(db: Kysely<Database>, companyId: number): Promise<MessageReaders> {
  const staffUserId = (await db.selectFrom('users').select('id').where('company_id', '=', companyId).where('username', '=', 'staff').executeTakeFirstOrThrow()).id;
  const family = await db.selectFrom('users').innerJoin('protectors', (j) => j.onRef('protectors.company_id', '=', 'users.company_id').onRef('protectors.user_id', '=', 'users.id'))
    .innerJoin('students', (j) => j.onRef('students.company_id', '=', 'protectors.company_id').onRef('students.protector_id', '=', 'protectors.id'))
    .select(['users.id as userId', 'protectors.id as protectorId', 'students.id as studentId', 'students.schoolhouse_id as schoolhouseId'])
    .where('users.company_id', '=', companyId).where('users.username', '=', GUARDIAN).orderBy('students.id').execute();
  if (family.length !== 1) throw new Error(`${GUARDIAN} should have one child, has ${family.length}`);
  const guardian = family[0]!;
  const teacherRow = await db.selectFrom('users').innerJoin('teachers', (j) => j.onRef('teachers.company_id', '=', 'users.company_id').onRef('teachers.user_id', '=', 'users.id'))
    .select(['users.id as userId', 'teachers.id as teacherId', 'teachers.name_kanji']).where('users.company_id', '=', companyId).where('users.username', '=', TEACHER).executeTakeFirstOrThrow();
  const schoolhouseIds = (await db.selectFrom('teacher_schoolhouses').select('schoolhouse_id').where('company_id', '=', companyId)
    .where('teacher_id', '=', teacherRow.teacherId).execute()).map((r) => r.schoolhouse_id);

  const sender = (n: string) => sql`case when ${sql.raw(n)} % 4 = 0 then ${teacherRow.userId}::int else ${staffUserId}::int end`;
  const notices = await sql<{ id: number; published_at: Date }>`insert into notices (company_id, title, body, sender_user_id, status, audience, published_at, send_at, survey_deadline, recipient_count, created_at)
    select ${companyId}, 'ベンチのお知らせ ' || n, '<p>本文</p>', ${sender('n')}, ${MessageStatus.sent}, ${MessageAudience.families},
      now() - (n || ' hours')::interval, now() - (n || ' hours')::interval, case when n % 5 = 0 then now() + (n - 20 || ' days')::interval end, 1, now() - (n || ' hours')::interval
    from generate_series(1, ${ROWS}) n returning id, published_at`.execute(db);
  for (const n of notices.rows.filter((_, i) => (i + 1) % 5 === 0)) {
    await db.insertInto('notice_survey_questions').values({ company_id: companyId, notice_id: n.id, number: 1, question: '出欠', answer_type: SurveyAnswerType.description }).execute();
  }
  await sql`insert into notice_recipients (company_id, notice_id, student_id, protector_id, schoolhouse_id, published_at, is_read, read_at)
    select n.company_id, n.id, ${guardian.studentId}, ${guardian.protectorId}, ${guardian.schoolhouseId}, n.published_at, n.id % 3 = 0, case when n.id % 3 = 0 then now() end
    from notices n where n.company_id = ${companyId} and n.title like 'ベンチのお知らせ %'`.execute(db);

  await addContacts(db, { companyId, staffUserId, family: guardian, rows: ROWS });
  // The teacher reads the school-started threads of their schoolhouse (the demo opens no inquiries to teachers): a
  // family there with twice the rows, half of them school-started.
  const teacherFamily = await db.selectFrom('students').innerJoin('protectors', (j) => j.onRef('protectors.company_id', '=', 'students.company_id').onRef('protectors.id', '=', 'students.protector_id'))
    .select(['protectors.user_id as userId', 'protectors.id as protectorId', 'students.id as studentId', 'students.schoolhouse_id as schoolhouseId'])
    .where('students.company_id', '=', companyId).where('students.schoolhouse_id', '=', schoolhouseIds[0] ?? 0).where('students.id', '<>', guardian.studentId)
    .orderBy('students.id').executeTakeFirstOrThrow();
  await addContacts(db, { companyId, staffUserId, family: teacherFamily, rows: 2 * ROWS });

  const communications = await sql<{ id: number; published_at: Date }>`insert into notices (company_id, title, body, sender_user_id, status, audience, published_at, send_at, recipient_count, read_count, created_at)
    select ${companyId}, 'ベンチの講師連絡 ' || n, '<p>本文</p>', ${staffUserId}, ${MessageStatus.sent}, ${MessageAudience.teachers},
      now() - (n || ' hours')::interval, now() - (n || ' hours')::interval, 1, n % 2, now() - (n || ' hours')::interval
    from generate_series(1, ${ROWS}) n returning id, published_at`.execute(db);
  await sql`insert into notice_recipients (company_id, notice_id, teacher_id, schoolhouse_id, published_at, is_read, read_at)
    select n.company_id, n.id, ${teacherRow.teacherId}, ${schoolhouseIds[0] ?? guardian.schoolhouseId}, n.published_at, n.read_count = 1, case when n.read_count = 1 then now() end
    from notices n where n.company_id = ${companyId} and n.title like 'ベンチの講師連絡 %'`.execute(db);
  console.error(`bench messages: ${notices.rows.length} notices to ${GUARDIAN}'s child, ${ROWS} contacts of that child and ${2 * ROWS} in ${TEACHER}'s schoolhouse, ${communications.rows.length} communications to ${TEACHER}`);
  return { guardian, teacher: { userId: teacherRow.userId, teacherId: teacherRow.teacherId, schoolhouseIds } };
}

/** `rows` contacts of one family: every other one school-started, read and unread on both sides, some with a reply. */
async function addContacts(db: Kysely<Database>, options: { companyId: number; staffUserId: number; family: { userId: number; protectorId: number; studentId: number; schoolhouseId: number }; rows: number }) {
  const { companyId, staffUserId, family } = options;
  await sql`insert into contacts (company_id, student_id, protector_id, schoolhouse_id, sender_kind, sender_user_id, title, body, status,
      last_school_message_at, last_family_message_at, school_read_at, family_read_at, comment_count, created_at, updated_at)
    select ${companyId}, ${family.studentId}, ${family.protectorId}, ${family.schoolhouseId},
      case when n % 2 = 0 then ${ContactSender.school} else ${ContactSender.guardian} end,
      case when n % 2 = 0 then ${staffUserId}::int else ${family.userId}::int end,
      'ベンチの連絡 ' || ${family.studentId} || '-' || n, '本文', case when n % 7 = 0 then ${InquiryStatus.contacted} else ${InquiryStatus.new} end,
      case when n % 2 = 0 or n % 3 = 0 then now() - (n || ' hours')::interval end,
      case when n % 2 = 1 or n % 3 = 0 then now() - (n || ' hours')::interval + interval '10 minutes' end,
      case when n % 4 < 2 then now() end, case when n % 5 < 3 then now() end,
      case when n % 3 = 0 then 1 else 0 end, now() - (n || ' hours')::interval - interval '1 hour', now() - (n || ' hours')::interval
    from generate_series(1, ${options.rows}) n`.execute(db);

}
