import { sql, type Expression, type ExpressionBuilder, type Kysely, type Selectable, type SqlBool } from 'kysely';
import type { ContactsTable, Database } from '../../../generated/db.js';
import { ContactSender } from '../../../generated/enums.js';
import { gateNamed } from '../../../generated/gates.js';
import { operationById } from '../../../generated/operations.js';
import { assertGateOpenForRecord } from '../../auth/gates.js';
import type { Principal } from '../../auth/principal.js';
import { isAnyOf } from '../../db/anyOf.js';
import { AppError } from '../../foundation/errors.js';
import { grantedAmong, withSettingAmong } from '../messaging/grantedSchoolhouses.js';
import { schoolhouseSettingValues } from '../settings/schoolhouseSettingValues.js';
import { messageSideOf, type MessageSide } from '../messaging/messageSide.js';

type Db = Kysely<Database>;
export type ContactRow = Selectable<ContactsTable>;

/** The side of a thread a contact's writer is on: the school, or the family (the guardian or, as data, the student). */
export type ThreadSide = 'school' | 'family';

/** The side a sender kind (contact_sender) writes for. */
export const threadSideOfSender = (senderKind: string): ThreadSide => (senderKind === ContactSender.school ? 'school' : 'family');

/**
 * Which contacts a user reads, decided once per request from the schoolhouse settings (spec section 6):
 * - staff: every contact of the company; a student's contact where the gate student-contacts opens;
 * - a teacher: the contacts of their schoolhouses where ALLOW_TEACHER_VIEW_AND_SEND_CONTACT is on there, a family's own
 *   thread (an inquiry) only where the gate teacher-inquiries (TEACHER_VIEW_AND_REPLY_INQUIRY) opens there too;
 * - a guardian: the threads of the child acted as with them, not a student's, and not one the school withdrew.
 */
export interface ContactScope {
  side: MessageSide;
  principal: Principal;
  /** School side: the schoolhouses whose school-started threads are read. */
  houses: number[];
  /** School side: the schoolhouses whose family-started threads (inquiries) are read. */
  inquiryHouses: number[];
  /** School side: the schoolhouses whose students' contacts are read. */
  studentHouses: number[];
}


/** The contact scope of a user. */
export async function contactScopeOf(db: Db, principal: Principal): Promise<ContactScope> {
  const side = messageSideOf(principal);
  const none = { side, principal, houses: [], inquiryHouses: [], studentHouses: [] };
  if (side === 'guardian' || side === 'none') return none;
  if (principal.schoolhouseIds.length === 0) return none;
  // The caller's schoolhouses' settings, read once for the three questions below.
  const settings = await schoolhouseSettingValues(db, { companyId: principal.companyId, schoolhouseIds: principal.schoolhouseIds });
  const houses = side === 'staff' ? principal.schoolhouseIds : [...grantedAmong(settings, { principal, grants: operationById('contact.list-of-teacher').access })];
  if (houses.length === 0) return none;
  const inquiries = gateNamed('teacher-inquiries');
  const inquiryHouses = side === 'staff' ? houses : [...withSettingAmong(settings, { schoolhouseIds: houses, name: inquiries.setting, values: inquiries.values })];
  const students = gateNamed('student-contacts');
  const studentHouses = [...withSettingAmong(settings, { schoolhouseIds: inquiryHouses, name: students.setting, values: students.values })];
  return { side, principal, houses, inquiryHouses, studentHouses };
}

/** The contacts of a scope, as a condition on `contacts as c`. */
export function visibleContacts(scope: ContactScope) {
  return (eb: ExpressionBuilder<Database & { c: ContactsTable }, 'c'>): Expression<SqlBool> => {
    const { principal } = scope;
    const company = eb('c.company_id', '=', principal.companyId);
    if (scope.side === 'guardian') {
      const studentId = principal.studentIds[0];
      if (studentId === undefined || principal.protectorId === null) return eb.lit(false);
      return eb.and([company, eb('c.student_id', '=', studentId), eb('c.protector_id', '=', principal.protectorId),
        eb('c.sender_kind', '<>', ContactSender.student),
        eb.or([eb('c.withdrawn_at', 'is', null), eb('c.sender_kind', '=', ContactSender.guardian)])]);
    }
    if (scope.houses.length === 0) return eb.lit(false);
    return eb.and([company, isAnyOf('c.schoolhouse_id', scope.houses), eb.or([
      eb('c.sender_kind', '=', ContactSender.school),
      eb.and([eb('c.sender_kind', '=', ContactSender.guardian), isAnyOf('c.schoolhouse_id', scope.inquiryHouses)]),
      eb.and([eb('c.sender_kind', '=', ContactSender.student), isAnyOf('c.schoolhouse_id', scope.studentHouses)]),
    ])]);
  };
}

/** The side of the thread the caller writes for. */
export const callerThreadSide = (scope: ContactScope): ThreadSide => (scope.side === 'guardian' ? 'family' : 'school');

/** A contact the scope reads, by id (NOT_FOUND otherwise: another family, another schoolhouse, a closed setting). */
export async function findContact(db: Db, options: { scope: ContactScope; id: number; forUpdate?: boolean }): Promise<ContactRow> {
  let query = db.selectFrom('contacts as c').selectAll('c').where(visibleContacts(options.scope)).where('c.id', '=', options.id);
  if (options.forUpdate) query = query.forUpdate();
  const contact = await query.executeTakeFirst();
  if (!contact) throw new AppError('NOT_FOUND');
  return contact;
}

/**
 * A guardian's new contact goes to the acting child's schoolhouse, where the gate guardian-inquiries
 * (INQUIRY_TO_SCHOOL_TARGET: guardians only, or both) lets guardians write; its catalogue error otherwise.
 */
export async function assertGuardianMayWrite(db: Db, options: { principal: Principal; schoolhouseId: number }): Promise<void> {
  await assertGateOpenForRecord(db, { gate: 'guardian-inquiries', ...options });
}

/** The moment the other side last wrote, as SQL over `contacts as c`, for the side reading. */
export function otherSideLastSql(side: ThreadSide) {
  return side === 'school' ? sql.ref<Date | null>('c.last_family_message_at') : sql.ref<Date | null>('c.last_school_message_at');
}
