import { sql, type Kysely } from 'kysely';
import type { components } from '../../../generated/api.js';
import type { Database } from '../../../generated/db.js';
import { ownedFiles } from '../../storage/storedFiles.js';
import { kindsOfRecord } from '../notifications/notify.js';
import { callerThreadSide, findContact, threadSideOfSender, type ContactScope } from './contactAccess.js';
import { familyDeliveryOf } from './familyDelivery.js';
import { nextOpening, officeHoursOf } from './quietHours.js';
import { hasRepliedSql, isReadByOtherSql, protectorNameSql, statusSql, studentNameSql, writerNameSql } from './contactViews.js';

type Db = Kysely<Database>;
export type ContactDetail = components['schemas']['ContactGetResponse'];

/**
 * Marks the thread read from the caller's side (and the bell rows of it), when the other side has written since the
 * caller's side last opened it. The school side is one reader: any staff member or teacher opening it reads it.
 */
export async function markContactRead(db: Db, options: { scope: ContactScope; contactId: number }): Promise<void> {
  const { scope, contactId } = options;
  const companyId = scope.principal.companyId;
  const side = callerThreadSide(scope);
  await db.transaction().execute(async (trx) => {
    if (side === 'school') {
      await trx.updateTable('contacts').set({ school_read_at: sql<Date>`now()` }).where('company_id', '=', companyId).where('id', '=', contactId)
        .where((eb) => eb.or([eb('school_read_at', 'is', null), eb('school_read_at', '<', eb.ref('last_family_message_at'))])).execute();
    } else {
      await trx.updateTable('contacts').set({ family_read_at: sql<Date>`now()` }).where('company_id', '=', companyId).where('id', '=', contactId)
        .where((eb) => eb.or([eb('family_read_at', 'is', null), eb('family_read_at', '<', eb.ref('last_school_message_at'))])).execute();
    }
    await trx.updateTable('notifications').set({ is_read: true, read_at: sql<Date>`now()` })
      .where('company_id', '=', companyId).where('user_id', '=', scope.principal.userId).where('is_read', '=', false)
      .where('kind', 'in', kindsOfRecord('contact')).where('target_id', '=', contactId).execute();
  });
}

/**
 * A contact as its reader sees it: the thread, oldest first, the attachments and what the reader may do. A withdrawn
 * message keeps its words for the school side (oversight); the family sees only that it was withdrawn.
 */
export async function contactDetail(db: Db, options: { scope: ContactScope; contactId: number }): Promise<ContactDetail> {
  const { scope, contactId } = options;
  const principal = scope.principal;
  const side = callerThreadSide(scope);
  const contact = await findContact(db, { scope, id: contactId });
  const row = await db.selectFrom('contacts as c').where('c.company_id', '=', principal.companyId).where('c.id', '=', contactId)
    .select([
      statusSql().as('status'), hasRepliedSql().as('has_replied'), isReadByOtherSql(side).as('is_read_by_other'),
      writerNameSql({ kindColumn: 'c.sender_kind', userIdColumn: 'c.sender_user_id' }).as('sender_name'),
      studentNameSql('c.student_id').as('student_name'), protectorNameSql('c.protector_id').as('protector_name'),
      sql<string>`(select h.schoolhouse_name from schoolhouses h where h.company_id = c.company_id and h.id = c.schoolhouse_id)`.as('schoolhouse_name'),
    ]).executeTakeFirstOrThrow();
  const comments = await db.selectFrom('contact_comments as m').innerJoin('contacts as c', (j) => j.onRef('c.company_id', '=', 'm.company_id').onRef('c.id', '=', 'm.contact_id'))
    .where('m.company_id', '=', principal.companyId).where('m.contact_id', '=', contactId)
    .select(['m.id', 'm.content', 'm.author_kind', 'm.author_user_id', 'm.withdrawn_at', 'm.created_at',
      writerNameSql({ kindColumn: 'm.author_kind', userIdColumn: 'm.author_user_id' }).as('author_name')])
    .orderBy('m.created_at').orderBy('m.id').execute();
  const attachments = await ownedFiles(db, { companyId: principal.companyId, ownerKind: 'contact', ownerId: contactId });
  const isOwn = contact.sender_user_id === principal.userId;
  const isWithdrawn = contact.withdrawn_at !== null;
  const hides = (withdrawn: Date | null) => withdrawn !== null && side === 'family';
  // Quiet hours: a family that wrote after closing is told when the school will read it (not of a withdrawn thread).
  const familyWaits = side === 'family' && !isWithdrawn && contact.last_family_message_at !== null
    && (contact.last_school_message_at === null || contact.last_school_message_at < contact.last_family_message_at);
  const replyExpectedAt = familyWaits ? nextOpening(await officeHoursOf(db, { companyId: principal.companyId, schoolhouseId: contact.schoolhouse_id }), contact.last_family_message_at!) : null;
  return {
    id: contact.id, title: contact.title, body: hides(contact.withdrawn_at) ? '' : contact.body,
    status: row.status, staff_status: contact.status, student_type: contact.student_type, sender_kind: contact.sender_kind,
    sender_name: row.sender_name ?? '', is_own: isOwn, student_id: contact.student_id, student_name: row.student_name,
    protector_name: row.protector_name, schoolhouse_id: contact.schoolhouse_id, schoolhouse_name: row.schoolhouse_name ?? '',
    created_at: contact.created_at.toISOString(), updated_at: contact.updated_at.toISOString(), is_withdrawn: isWithdrawn,
    is_read_by_other: Boolean(row.is_read_by_other),
    can_edit: isOwn && !isWithdrawn && !row.has_replied,
    can_withdraw: isOwn && !isWithdrawn,
    can_comment: !isWithdrawn,
    can_set_status: scope.side === 'staff',
    reply_expected_at: replyExpectedAt?.toISOString() ?? null,
    family_delivery: side === 'school' ? await familyDeliveryOf(db, contact) : null,
    attachments: hides(contact.withdrawn_at) ? [] : attachments.map((a) => ({ id: a.id, file_name: a.file_name, content_type: a.content_type, size: a.byte_size })),
    comments: comments.map((m) => ({
      id: m.id, content: hides(m.withdrawn_at) ? '' : m.content, author_kind: m.author_kind, author_name: m.author_name ?? '',
      is_own: m.author_user_id === principal.userId && threadSideOfSender(m.author_kind) === side, is_withdrawn: m.withdrawn_at !== null,
      created_at: m.created_at.toISOString(),
    })),
  };
}
