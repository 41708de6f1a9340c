import { sql, type Kysely } from 'kysely';
import { authorities } from '../../../generated/abilities.js';
import type { Database } from '../../../generated/db.js';
import { ContactSender, NotificationKind } from '../../../generated/enums.js';
import type { JobQueue } from '../../core/jobQueue.js';
import { notify, type RecipientQuery } from '../notifications/notify.js';
import type { ContactRow, ThreadSide } from './contactAccess.js';
import { nextOpening, officeHoursOf } from './quietHours.js';

type Db = Kysely<Database>;

/**
 * The school side of a schoolhouse as notification recipients: every active staff account of the company and the
 * active teachers of the schoolhouse. notify() leaves out the teachers where the gates of contact-received close at
 * the schoolhouse (teacher-contacts: ALLOW_TEACHER_VIEW_AND_SEND_CONTACT; teacher-inquiries).
 */
function schoolSide(options: { companyId: number; schoolhouseId: number }): RecipientQuery {
  const { companyId, schoolhouseId } = options;
  return sql<{ user_id: number; student_id: number | null; schoolhouse_id: number | null }>`
    select u.id as user_id, null::bigint as student_id, ${schoolhouseId}::bigint as schoolhouse_id from users u
    where u.company_id = ${companyId} and u.is_active and (u.m_authority_id = ${authorities.AUTH_STAFF_GENERAL.id}
      or (u.m_authority_id = ${authorities.AUTH_TEACHER.id} and exists (
        select 1 from teachers t join teacher_schoolhouses ts on ts.company_id = t.company_id and ts.teacher_id = t.id
        where t.company_id = u.company_id and t.user_id = u.id and ts.schoolhouse_id = ${schoolhouseId})))`;
}

/**
 * Rings the other side's bell when one side writes in a thread (a new contact or a comment):
 * - the school wrote: the guardian, on the child's page (contact-reply);
 * - the family wrote in a thread a school member started: that member (contact-reply);
 * - the family wrote otherwise (a new inquiry or a comment in it): the school side of the schoolhouse (contact-received).
 */
export async function ringOtherSide(trx: Db, options: { contact: ContactRow; writer: ThreadSide }): Promise<void> {
  const { contact, writer } = options;
  const base = { companyId: contact.company_id, targetId: contact.id, body: contact.title };
  if (writer === 'school') {
    if (contact.protector_id === null) return;
    const guardian = await trx.selectFrom('protectors').select('user_id')
      .where('company_id', '=', contact.company_id).where('id', '=', contact.protector_id).executeTakeFirst();
    if (!guardian) return;
    await notify(trx, { ...base, kind: NotificationKind.contactReply, recipients: [{ userId: guardian.user_id, studentId: contact.student_id, schoolhouseId: contact.schoolhouse_id }] });
    return;
  }
  if (contact.sender_kind === ContactSender.school && contact.sender_user_id !== null) {
    await notify(trx, { ...base, kind: NotificationKind.contactReply, recipients: [{ userId: contact.sender_user_id, schoolhouseId: contact.schoolhouse_id }] });
    return;
  }
  await notify(trx, { ...base, kind: NotificationKind.contactReceived, recipients: schoolSide({ companyId: contact.company_id, schoolhouseId: contact.schoolhouse_id }) });
}

/** The data of a 'contact-bell' job: a family's message whose bell waits for the school's office hours. */
export interface ContactBellJob { companyId: number; contactId: number }

/**
 * Rings the other side at once, except for a family writing outside the schoolhouse's office hours (開校時刻 to
 * 閉校時刻): the message is accepted now, and the school side's bell rings at the next opening (a durable
 * 'contact-bell' job in the same transaction), so staff are not called out at night.
 */
export async function ringOrDefer(trx: Db, jobs: JobQueue, options: { contact: ContactRow; writer: ThreadSide; at?: Date }): Promise<void> {
  const { contact, writer } = options;
  if (writer === 'family') {
    const opening = nextOpening(await officeHoursOf(trx, { companyId: contact.company_id, schoolhouseId: contact.schoolhouse_id }), options.at ?? new Date());
    if (opening) {
      const data: ContactBellJob = { companyId: contact.company_id, contactId: contact.id };
      await jobs.send({ db: trx, name: 'contact-bell', data: { ...data }, startAfter: opening });
      return;
    }
  }
  await ringOtherSide(trx, options);
  // The bell's e-mail (contact-reply, contact-received: sent from the row) goes out with the job, after commit.
  await jobs.send({ db: trx, name: 'notification-deliver', data: {} });
}

/** Runs a 'contact-bell' job: the school side hears of the family's latest message, unless it was withdrawn meanwhile. */
export async function ringDeferred(db: Db, job: ContactBellJob & { jobs: JobQueue }): Promise<void> {
  const contact = await db.selectFrom('contacts').selectAll().where('company_id', '=', job.companyId).where('id', '=', job.contactId).executeTakeFirst();
  if (!contact || contact.withdrawn_at !== null) return;
  await db.transaction().execute(async (trx) => {
    await ringOtherSide(trx, { contact, writer: 'family' });
    await job.jobs.send({ db: trx, name: 'notification-deliver', data: {} });
  });
}
