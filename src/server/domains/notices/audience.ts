import { sql, type Kysely, type RawBuilder } from 'kysely';
import type { Database } from '../../../generated/db.js';
import { notificationKinds } from '../../../generated/notifications.js';
import { sendMethodsOf, type SendMethod } from '../../../shared/sendMethods.js';
import type { RecipientQuery } from '../notifications/notify.js';
import { DeliveryChannel, DeliveryKind, MessageAudience, NotificationKind, type NotificationKindCode } from '../../../generated/enums.js';

/**
 * What differs between the two audiences of a notice (notices.audience): who its recipient rows are, who is told, and
 * by which notification kind. Everything else (saving, publishing once, reads, likes, comments, surveys, reminders)
 * is the same notice core.
 */

/** The rows publishing writes: one per chosen student with a guardian, or one per chosen teacher with a schoolhouse. */
export function recipientRowsSql(options: { audience: string; companyId: number; noticeId: number; publishedAt: Date }): RawBuilder<unknown> {
  const { companyId, noticeId, publishedAt } = options;
  if (options.audience === MessageAudience.teachers) {
    // A teacher's row carries one schoolhouse of theirs (the lowest id): the channel settings of the bell read it.
    return sql`
      insert into notice_recipients (company_id, notice_id, teacher_id, schoolhouse_id, published_at)
      select t.company_id, t.notice_id, t.teacher_id, h.schoolhouse_id, ${publishedAt}
      from notice_targets t
      cross join lateral (select min(ts.schoolhouse_id) as schoolhouse_id from teacher_schoolhouses ts
        where ts.company_id = t.company_id and ts.teacher_id = t.teacher_id) h
      where t.company_id = ${companyId} and t.notice_id = ${noticeId} and t.teacher_id is not null and h.schoolhouse_id is not null
      on conflict do nothing`;
  }
  return sql`
    insert into notice_recipients (company_id, notice_id, student_id, protector_id, schoolhouse_id, published_at)
    select t.company_id, t.notice_id, s.id, s.protector_id, s.schoolhouse_id, ${publishedAt}
    from notice_targets t
    join students s on s.company_id = t.company_id and s.id = t.student_id
    where t.company_id = ${companyId} and t.notice_id = ${noticeId} and s.protector_id is not null
    on conflict do nothing`;
}

type RecipientRow = { user_id: number; student_id: number | null; schoolhouse_id: number | null };

/** The users a notice's bell reaches (user_id, student_id, schoolhouse_id), among its recipients `where` keeps (alias r). */
export function recipientUsersSql(options: { audience: string; companyId: number; noticeId: number; where: RawBuilder<unknown> }): RecipientQuery {
  const { companyId, noticeId, where } = options;
  if (options.audience === MessageAudience.teachers) {
    return sql<RecipientRow>`select te.user_id, null::bigint as student_id, r.schoolhouse_id
      from notice_recipients r join teachers te on te.company_id = r.company_id and te.id = r.teacher_id
      where r.company_id = ${companyId} and r.notice_id = ${noticeId} and ${where}`;
  }
  return sql<RecipientRow>`select p.user_id, r.student_id, r.schoolhouse_id
    from notice_recipients r join protectors p on p.company_id = r.company_id and p.id = r.protector_id
    where r.company_id = ${companyId} and r.notice_id = ${noticeId} and ${where}`;
}

/**
 * The notice's own deliveries for an audience among the channels it chose: a teacher communication keeps only the web
 * row of the bell; its kind's other channels (app, e-mail) go out from the notification itself (notify(), the
 * notification_delivery path), since the notice's deliveries (delivery.ts) address guardians.
 */
export function audienceChannels(audience: string, channels: string[]): string[] {
  return audience === MessageAudience.teachers ? channels.filter((c) => c === DeliveryChannel.web) : channels;
}

const FAMILY_KINDS: Readonly<Record<string, NotificationKindCode>> = {
  [DeliveryKind.publish]: NotificationKind.noticePublished,
  [DeliveryKind.unreadReminder]: NotificationKind.noticeUnreadReminder,
  [DeliveryKind.surveyReminder]: NotificationKind.noticeSurveyReminder,
};

/**
 * The notification kind of a delivery: a notice or one of its reminders for families; for teachers, the communication
 * of staff (manager-contact-teacher) or of a teacher (teacher-contact-teacher), reminders included.
 */
export function notificationKindOf(options: { audience: string; kind: string; isSentByTeacher: boolean }): NotificationKindCode {
  if (options.audience === MessageAudience.teachers) {
    return options.isSentByTeacher ? NotificationKind.teacherContactTeacher : NotificationKind.managerContactTeacher;
  }
  return FAMILY_KINDS[options.kind] ?? NotificationKind.noticePublished;
}

/** The send methods a notice (families) or a communication (teachers) may go out with, from its publishing kind. */
export function sendMethodsOfAudience(audience: string): SendMethod[] {
  return sendMethodsOf(notificationKinds[notificationKindOf({ audience, kind: DeliveryKind.publish, isSentByTeacher: false })]);
}

/**
 * The notification kind of a comment: for families, a guardian's comment to the sender (notice-comment) or the
 * school's reply to the family (notice-reply); for teachers, either way the comment kind of the communication's
 * sender (manager-contact-teacher-comment for staff, teacher-contact-teacher-comment for a teacher), as publishing.
 */
export function commentKindOf(options: { audience: string; toSender: boolean; isSentByTeacher: boolean }): NotificationKindCode {
  if (options.audience === MessageAudience.teachers) {
    return options.isSentByTeacher ? NotificationKind.teacherContactTeacherComment : NotificationKind.managerContactTeacherComment;
  }
  return options.toSender ? NotificationKind.noticeComment : NotificationKind.noticeReply;
}

/** True for a teacher communication a teacher sent (its kinds are teacher-contact-teacher*); false for staff's and for notices. */
export async function isSentByTeacher(db: Kysely<Database>, notice: { company_id: number; audience: string; sender_user_id: number }): Promise<boolean> {
  if (notice.audience !== MessageAudience.teachers) return false;
  const teacher = await db.selectFrom('teachers').select('id')
    .where('company_id', '=', notice.company_id).where('user_id', '=', notice.sender_user_id).executeTakeFirst();
  return teacher !== undefined;
}
