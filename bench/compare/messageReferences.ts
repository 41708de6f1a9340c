import type { FastifyInstance } from 'fastify';
import type pg from 'pg';
import { authorities } from '../../src/generated/abilities.js';
import { constants } from '../../src/generated/constants.js';
import { ContactSender, InquiryStatus, MessageAudience, MessageStatus, SurveyStatus } from '../../src/generated/enums.js';
import { gateNamed } from '../../src/generated/gates.js';
import { schoolhouseSettings } from '../../src/generated/settings.js';
import type { MessageReaders } from './messageRows.js';

/**
 * Hand-written references of the lists a guardian or a teacher opens first (issue 18): plain `pg`, no authentication,
 * the reader's ids known in advance, the same statements as ours (read from the cluster's statement log) and the same
 * JSON page. Each runs its count and its page as ours does; constants are parameters where ours binds them.
 */
type Row = Record<string, unknown>;
const iso = (d: unknown) => (d instanceof Date ? d.toISOString() : null);
const pageSize = Number(constants.pageSize);

/** A school user's name (staff name, else teacher name, else the account's), over `${table}.company_id` and a user id column. */
const schoolUserName = (companyColumn: string, userColumn: string) => `(select coalesce(st.staff_name, te.name_kanji, u.display_name) from users u
  left join staffs st on st.company_id = u.company_id and st.user_id = u.id left join teachers te on te.company_id = u.company_id and te.user_id = u.id
  where u.company_id = ${companyColumn} and u.id = ${userColumn} limit 1)`;
const hasSurvey = `(n.survey_deadline is not null and exists (select 1 from notice_survey_questions q where q.company_id = n.company_id and q.notice_id = n.id))`;

export function addMessageReferences(floor: FastifyInstance, options: { pool: pg.Pool; companyId: number; readers: MessageReaders }): void {
  const { pool, companyId, readers: { guardian, teacher } } = options;

  floor.get('/ref/notices/received', async () => {
    const from = `from notice_recipients r join notices n on n.company_id = r.company_id and n.id = r.notice_id
      where r.company_id = $1 and r.student_id = $2 and coalesce(r.protector_id = $3, false) and n.status = $4`;
    const params = [companyId, guardian.studentId, guardian.protectorId, MessageStatus.sent];
    const counts = (await pool.query(`select count(*) as total, count(*) filter (where r.is_read = false) as unread ${from}`, params)).rows[0] as Row;
    const { rows } = await pool.query(`select n.id, n.title, n.survey_deadline, r.published_at, r.is_read, r.answered_at, ${hasSurvey} as has_survey,
        ${schoolUserName('n.company_id', 'n.sender_user_id')} as sender_name,
        coalesce((select u.m_authority_id = $5 from users u where u.company_id = n.company_id and u.id = n.sender_user_id limit 1), false) as sender_is_teacher,
        (select count(*) from files a where a.company_id = n.company_id and a.owner_kind = 'notice' and a.owner_id = n.id) as attachment_count
      ${from} order by r.published_at desc, r.notice_id desc limit $6 offset 0`, [...params, authorities.AUTH_TEACHER.id, pageSize]);
    const now = Date.now();
    const data = (rows as Row[]).map((r) => {
      const deadline = r.survey_deadline as Date | null;
      const surveyStatus = !r.has_survey || deadline === null ? null : r.answered_at !== null ? SurveyStatus.answered : deadline.getTime() <= now ? SurveyStatus.expired : 'open';
      return {
        id: r.id, title: r.title, published_at: iso(r.published_at), is_read: r.is_read, sender_name: r.sender_name ?? '', sender_is_teacher: r.sender_is_teacher === true,
        has_survey: Boolean(r.has_survey), survey_deadline: r.has_survey ? iso(deadline) : null, survey_status: surveyStatus, attachment_count: Number(r.attachment_count),
      };
    });
    return { data, total: Number(counts.total), page: 1, limit: pageSize, unread_count: Number(counts.unread) };
  });

  floor.get('/ref/contacts', async () => contactPage(pool, {
    side: 'family', userId: guardian.userId, params: [companyId, guardian.studentId, guardian.protectorId],
    where: `c.company_id = $1 and c.student_id = $2 and c.protector_id = $3 and c.sender_kind <> '${ContactSender.student}' and (c.withdrawn_at is null or c.sender_kind = '${ContactSender.guardian}')`,
  }));

  floor.get('/ref/contacts-of-teacher', async () => {
    // The teacher's schoolhouses where teachers read contacts, inquiries and students' contacts (stored, else default).
    const stored = (await pool.query('select schoolhouse_id, name, value from schoolhouse_settings where company_id = $1 and schoolhouse_id = any($2::int[])',
      [companyId, teacher.schoolhouseIds])).rows as Array<{ schoolhouse_id: number; name: string; value: string }>;
    const valueOf = (house: number, name: string) => stored.find((s) => s.schoolhouse_id === house && s.name === name)?.value ?? schoolhouseSettings.find((s) => s.name === name)?.default;
    const inquiries = gateNamed('teacher-inquiries');
    const students = gateNamed('student-contacts');
    const houses = teacher.schoolhouseIds.filter((h) => valueOf(h, 'ALLOW_TEACHER_VIEW_AND_SEND_CONTACT') === String(constants.enabledFlag));
    const inquiryHouses = houses.filter((h) => inquiries.values.includes(valueOf(h, inquiries.setting) ?? ''));
    const studentHouses = inquiryHouses.filter((h) => students.values.includes(valueOf(h, students.setting) ?? ''));
    const orNone = (ids: number[]) => (ids.length ? ids : [0]);
    return contactPage(pool, {
      side: 'school', userId: teacher.userId, params: [companyId, orNone(houses), orNone(inquiryHouses), orNone(studentHouses)],
      where: `c.company_id = $1 and c.schoolhouse_id = any($2::int[]) and (c.sender_kind = '${ContactSender.school}'
        or (c.sender_kind = '${ContactSender.guardian}' and c.schoolhouse_id = any($3::int[])) or (c.sender_kind = '${ContactSender.student}' and c.schoolhouse_id = any($4::int[])))`,
    });
  });

  floor.get('/ref/communications', async () => {
    const from = `from notices n where n.company_id = $1 and n.audience = $2 and (n.sender_user_id = $3
      or exists (select 1 from notice_recipients r where r.company_id = n.company_id and r.notice_id = n.id and r.teacher_id = $4))`;
    const params = [companyId, MessageAudience.teachers, teacher.userId, teacher.teacherId];
    const total = Number(((await pool.query(`select count(*) as total ${from}`, params)).rows[0] as Row).total);
    const { rows } = await pool.query(`select n.id, n.title, n.status, n.send_at, n.published_at, n.updated_at, n.recipient_count, n.read_count, n.answered_count,
        n.survey_deadline, ${schoolUserName('n.company_id', 'n.sender_user_id')} as sender_name, ${hasSurvey} as has_survey,
        (select count(*) from files a where a.company_id = n.company_id and a.owner_kind = 'notice' and a.owner_id = n.id) as attachment_count,
        (select count(*) from notice_comments c where c.company_id = n.company_id and c.notice_id = n.id) as comment_count
      ${from} order by n.created_at desc, n.id desc limit $5 offset 0`, [...params, pageSize]);
    const ids = (rows as Row[]).map((r) => r.id);
    const tags = ids.length ? (await pool.query(`select nt.notice_id, t.id, t.name from notice_tags nt join tags t on t.company_id = nt.company_id and t.id = nt.tag_id
      where nt.company_id = $1 and nt.notice_id = any($2::int[]) order by t.name`, [companyId, ids])).rows as Row[] : [];
    const data = (rows as Row[]).map((r) => ({
      id: r.id, title: r.title, status: r.status, is_published: r.status === MessageStatus.sent, send_at: iso(r.send_at), published_at: iso(r.published_at),
      updated_at: iso(r.updated_at), sender_name: r.sender_name ?? '', tags: tags.filter((t) => t.notice_id === r.id).map(({ id, name }) => ({ id, name })),
      recipient_count: r.recipient_count, read_count: r.read_count, answered_count: r.answered_count, has_survey: Boolean(r.has_survey),
      survey_deadline: iso(r.survey_deadline), attachment_count: Number(r.attachment_count), comment_count: Number(r.comment_count),
    }));
    return { data, total, page: 1, limit: pageSize };
  });
}

/** The contacts page of either side: its count and unread count, then 20 threads, the latest exchange first. */
async function contactPage(pool: pg.Pool, options: { side: 'school' | 'family'; userId: number; where: string; params: unknown[] }) {
  const isRead = options.side === 'school' ? '(c.last_family_message_at is null or c.school_read_at >= c.last_family_message_at)'
    : '(c.last_school_message_at is null or c.family_read_at >= c.last_school_message_at)';
  const school = `'${ContactSender.school}'`;
  const hasReplied = `(case when c.sender_kind = ${school} then c.last_family_message_at is not null else c.last_school_message_at is not null end)`;
  const studentName = `coalesce((select s.family_name_kanji || ' ' || s.first_name_kanji from students s where s.company_id = c.company_id and s.id = c.student_id), '')`;
  const protectorName = `coalesce((select p.family_name || ' ' || p.first_name from protectors p where p.company_id = c.company_id and p.id = c.protector_id), '')`;
  const lastMessageAt = 'coalesce(greatest(c.last_school_message_at, c.last_family_message_at), c.created_at)';
  const counts = (await pool.query(`select count(*) as total, count(*) filter (where not ${isRead}) as unread from contacts c where ${options.where}`, options.params)).rows[0] as Row;
  const n = options.params.length;
  const { rows } = await pool.query(`select c.id, c.title, c.student_type, c.sender_kind, c.sender_user_id, c.student_id, c.created_at, c.comment_count, c.withdrawn_at,
      (case when c.status in ('${InquiryStatus.contacted}', '${InquiryStatus.otherContact}') then c.status when ${hasReplied} then '${InquiryStatus.replied}'
        when (case when c.sender_kind = ${school} then c.family_read_at is not null else c.school_read_at is not null end) then '${InquiryStatus.read}' else c.status end) as status,
      (case c.sender_kind when ${school} then ${schoolUserName('c.company_id', 'c.sender_user_id')} when '${ContactSender.guardian}' then ${protectorName} else ${studentName} end) as sender_name,
      ${studentName} as student_name, ${protectorName} as protector_name,
      (select h.schoolhouse_name from schoolhouses h where h.company_id = c.company_id and h.id = c.schoolhouse_id) as schoolhouse_name,
      ${lastMessageAt} as last_message_at, ${isRead} as is_read, ${hasReplied} as has_replied,
      (select count(*) from files a where a.company_id = c.company_id and a.owner_kind = 'contact' and a.owner_id = c.id) as attachment_count
    from contacts c where ${options.where} order by ${lastMessageAt} desc, c.id desc limit $${n + 1} offset 0`, [...options.params, pageSize]);
  const data = (rows as Row[]).map((r) => ({
    id: r.id, title: r.title, status: r.status, student_type: r.student_type, sender_kind: r.sender_kind, sender_name: r.sender_name ?? '',
    is_own: r.sender_user_id === options.userId, student_id: r.student_id, student_name: r.student_name, protector_name: r.protector_name,
    schoolhouse_name: r.schoolhouse_name ?? '', created_at: iso(r.created_at), last_message_at: iso(r.last_message_at),
    is_read: Boolean(r.is_read), has_replied: Boolean(r.has_replied), comment_count: r.comment_count,
    attachment_count: Number(r.attachment_count), is_withdrawn: r.withdrawn_at !== null,
  }));
  return { data, total: Number(counts.total), page: 1, limit: pageSize, unread_count: Number(counts.unread) };
}
