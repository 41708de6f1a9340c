import { sql, type RawBuilder } from 'kysely';
import { ContactSender, InquiryStatus } from '../../../generated/enums.js';
import { schoolUserNameSql } from '../messaging/personNames.js';
import type { ThreadSide } from './contactAccess.js';

/**
 * The computed columns of a contact over `contacts as c` (spec section 4): the status shown, who wrote it, and the
 * read and reply state from the reader's side. One definition for the list and the detail.
 */

/** The side that did not start the thread has written in it. */
export const hasRepliedSql = (): RawBuilder<boolean> => sql<boolean>`(case when c.sender_kind = ${ContactSender.school}
  then c.last_family_message_at is not null else c.last_school_message_at is not null end)`;

/** The side that did not start the thread has opened it. */
const isOpenedByOtherSql = (): RawBuilder<boolean> => sql<boolean>`(case when c.sender_kind = ${ContactSender.school}
  then c.family_read_at is not null else c.school_read_at is not null end)`;

/** What staff set (contacted, other contact) wins; else replied or read from the thread; else new. */
export const statusSql = (): RawBuilder<string> => sql<string>`(case
  when c.status in (${InquiryStatus.contacted}, ${InquiryStatus.otherContact}) then c.status
  when ${hasRepliedSql()} then ${InquiryStatus.replied}
  when ${isOpenedByOtherSql()} then ${InquiryStatus.read}
  else c.status end)`;

/** The reader's side has opened the thread since the other side last wrote (or the other side never wrote). */
export function isReadSql(side: ThreadSide): RawBuilder<boolean> {
  return side === 'school'
    ? sql<boolean>`(c.last_family_message_at is null or c.school_read_at >= c.last_family_message_at)`
    : sql<boolean>`(c.last_school_message_at is null or c.family_read_at >= c.last_school_message_at)`;
}

/** The other side has opened the thread since the reader's side last wrote. */
export function isReadByOtherSql(side: ThreadSide): RawBuilder<boolean> {
  return isReadSql(side === 'school' ? 'family' : 'school');
}

/** The latest message of either side. */
export const lastMessageAtSql = (): RawBuilder<Date> => sql<Date>`coalesce(greatest(c.last_school_message_at, c.last_family_message_at), c.created_at)`;

/** A guardian's full name by protector id column. */
export const protectorNameSql = (column: string): RawBuilder<string> => sql<string>`coalesce((select p.family_name || ' ' || p.first_name
  from protectors p where p.company_id = c.company_id and p.id = ${sql.ref(column)}), '')`;

/** A student's full name by student id column. */
export const studentNameSql = (column: string): RawBuilder<string> => sql<string>`coalesce((select s.family_name_kanji || ' ' || s.first_name_kanji
  from students s where s.company_id = c.company_id and s.id = ${sql.ref(column)}), '')`;

/** The name of a writer: the school user's, the guardian's, or the student's. */
export function writerNameSql(options: { kindColumn: string; userIdColumn: string }): RawBuilder<string> {
  const kind = sql.ref(options.kindColumn);
  return sql<string>`(case ${kind}
    when ${ContactSender.school} then ${schoolUserNameSql({ companyIdColumn: 'c.company_id', userIdColumn: options.userIdColumn })}
    when ${ContactSender.guardian} then ${protectorNameSql('c.protector_id')}
    else ${studentNameSql('c.student_id')} end)`;
}
