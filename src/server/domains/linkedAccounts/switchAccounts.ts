import type { Kysely } from 'kysely';
import { constants } from '../../../generated/constants.js';
import type { Database } from '../../../generated/db.js';
import type { Principal } from '../../auth/principal.js';
import { cachedUnreadCount, type NotificationAccount } from '../notifications/notificationAccount.js';

/** One account the owner may act as (spec section 3, switch-user entry and related-user list). */
export interface SwitchEntry {
  id: number;
  t_protector_page_id?: number;
  name: string;
  abbreviation: string;
  countNotification: number;
  name_kanji: string;
  schoolyear_name: string | null;
  teacher_number: string | null;
  schoolhouse: { id: number; schoolhouse_name: string } | null;
  is_owner: boolean;
}

/** The owner's switch entries, whose account owns its notifications, and the header that names a non-owner entry. */
export interface SwitchAccounts { ownerId: number | null; header: string; entries: Array<{ entry: Omit<SwitchEntry, 'countNotification'>; account: NotificationAccount }> }

const firstChar = (text: string) => Array.from(text.trim())[0] ?? '';

/** A guardian's protector pages: one per child, the first child being the owner's own page. */
export async function protectorSwitchAccounts(db: Kysely<Database>, owner: { companyId: number; userId: number; protectorId: number }): Promise<SwitchAccounts> {
  const children = await db.selectFrom('students')
    .innerJoin('schoolyears', 'schoolyears.id', 'students.schoolyear_id')
    .innerJoin('schoolhouses', (j) => j.onRef('schoolhouses.id', '=', 'students.schoolhouse_id').onRef('schoolhouses.company_id', '=', 'students.company_id'))
    .select(['students.id', 'students.family_name_kanji', 'students.first_name_kanji', 'schoolyears.schoolyear_name', 'schoolhouses.id as schoolhouse_id', 'schoolhouses.schoolhouse_name'])
    .where('students.company_id', '=', owner.companyId).where('students.protector_id', '=', owner.protectorId).orderBy('students.id').execute();
  return {
    ownerId: children[0]?.id ?? null,
    header: String(constants.switchProtectorHeader),
    entries: children.map((c, i) => {
      const name = `${c.family_name_kanji} ${c.first_name_kanji}`;
      return {
        // Siblings share the family name, so the avatar shows the first character of the given name.
        entry: { id: c.id, t_protector_page_id: c.id, name, abbreviation: firstChar(c.first_name_kanji), name_kanji: name, schoolyear_name: c.schoolyear_name,
          teacher_number: null, schoolhouse: { id: c.schoolhouse_id, schoolhouse_name: c.schoolhouse_name }, is_owner: i === 0 },
        account: { companyId: owner.companyId, userId: owner.userId, protectorPageId: c.id },
      };
    }),
  };
}

/** A teacher's own account and the teacher accounts linked with it (either way), with their first schoolhouse. */
export async function teacherSwitchAccounts(db: Kysely<Database>, owner: { companyId: number; teacherId: number }): Promise<SwitchAccounts> {
  const { companyId, teacherId } = owner;
  const links = await db.selectFrom('teacher_links').select(['teacher_id', 'linked_teacher_id']).where('company_id', '=', companyId)
    .where((eb) => eb.or([eb('teacher_id', '=', teacherId), eb('linked_teacher_id', '=', teacherId)])).execute();
  const ids = [teacherId, ...new Set(links.map((l) => (l.teacher_id === teacherId ? l.linked_teacher_id : l.teacher_id)))];
  const teachers = await db.selectFrom('teachers')
    .innerJoin('users', (j) => j.onRef('users.id', '=', 'teachers.user_id').onRef('users.company_id', '=', 'teachers.company_id'))
    .select(['teachers.id', 'teachers.user_id', 'teachers.teacher_number', 'teachers.name_kanji'])
    .where('teachers.company_id', '=', companyId).where('teachers.id', 'in', ids).where('users.is_active', '=', true).execute();
  const houses = await db.selectFrom('teacher_schoolhouses')
    .innerJoin('schoolhouses', (j) => j.onRef('schoolhouses.id', '=', 'teacher_schoolhouses.schoolhouse_id').onRef('schoolhouses.company_id', '=', 'teacher_schoolhouses.company_id'))
    .select(['teacher_schoolhouses.teacher_id', 'schoolhouses.id', 'schoolhouses.schoolhouse_name'])
    .where('teacher_schoolhouses.company_id', '=', companyId).where('teacher_schoolhouses.teacher_id', 'in', ids)
    .orderBy('schoolhouses.sort_order').orderBy('schoolhouses.id').execute();
  const ordered = ids.map((id) => teachers.find((t) => t.id === id)).filter((t) => t !== undefined);
  return {
    ownerId: teacherId,
    header: String(constants.switchTeacherHeader),
    entries: ordered.map((t) => {
      const house = houses.find((h) => h.teacher_id === t.id);
      return {
        entry: { id: t.id, name: t.name_kanji, abbreviation: firstChar(t.name_kanji), name_kanji: t.name_kanji, schoolyear_name: null,
          teacher_number: t.teacher_number, schoolhouse: house ? { id: house.id, schoolhouse_name: house.schoolhouse_name } : null, is_owner: t.id === teacherId },
        account: { companyId, userId: t.user_id },
      };
    }),
  };
}

/** The switch accounts of the signed-in owner (not of the account acted as); none for other roles. */
export async function ownerSwitchAccounts(db: Kysely<Database>, p: Principal): Promise<SwitchAccounts | undefined> {
  if (p.role === 'PROTECTOR' && p.protectorId !== null) return protectorSwitchAccounts(db, { companyId: p.companyId, userId: p.ownerUserId, protectorId: p.protectorId });
  if (p.role !== 'TEACHER') return undefined;
  const owner = await db.selectFrom('teachers').select('id').where('company_id', '=', p.companyId).where('user_id', '=', p.ownerUserId).executeTakeFirst();
  return owner ? teacherSwitchAccounts(db, { companyId: p.companyId, teacherId: owner.id }) : undefined;
}

/** The entries with their unread notification counts, as the related-user endpoints answer them. */
export async function withCounts(db: Kysely<Database>, accounts: SwitchAccounts): Promise<{ owner_id: number | null; header: string; data: SwitchEntry[] }> {
  const data: SwitchEntry[] = [];
  for (const { entry, account } of accounts.entries) data.push({ ...entry, countNotification: await cachedUnreadCount(db, account) });
  return { owner_id: accounts.ownerId, header: accounts.header, data };
}
