import type { Kysely } from 'kysely';
import { authorities } from '../../../generated/abilities.js';
import type { Database } from '../../../generated/db.js';
import type { Principal } from '../../auth/principal.js';
import { schoolhouseSettingValues, type SettingValue } from '../settings/schoolhouseSettingValues.js';

/** A schoolhouse with its effective settings, as the current-user answer carries it. */
export interface SchoolhouseView { id: number; schoolhouse_name: string; settings: SettingValue[] }

async function schoolhouseViews(db: Kysely<Database>, options: { companyId: number; ids: number[] }): Promise<SchoolhouseView[]> {
  if (options.ids.length === 0) return [];
  const rows = await db.selectFrom('schoolhouses').select(['id', 'schoolhouse_name'])
    .where('company_id', '=', options.companyId).where('id', 'in', options.ids).orderBy('sort_order').orderBy('id').execute();
  const settings = await schoolhouseSettingValues(db, { companyId: options.companyId, schoolhouseIds: rows.map((r) => r.id) });
  return rows.map((r) => ({ id: r.id, schoolhouse_name: r.schoolhouse_name, settings: settings.get(r.id) ?? [] }));
}

/** The protector part of the current user: the guardian's names and the child acted as (the protector page). */
async function protectorView(db: Kysely<Database>, p: Principal) {
  const protector = p.protectorId === null ? undefined : await db.selectFrom('protectors').select(['family_name', 'first_name'])
    .where('company_id', '=', p.companyId).where('id', '=', p.protectorId).executeTakeFirst();
  const child = p.switchId === null ? undefined : await db.selectFrom('students')
    .innerJoin('schoolyears', 'schoolyears.id', 'students.schoolyear_id')
    .select(['students.id', 'students.family_name_kanji', 'students.first_name_kanji', 'students.schoolhouse_id', 'schoolyears.id as schoolyear_id', 'schoolyears.schoolyear_name'])
    .where('students.company_id', '=', p.companyId).where('students.id', '=', p.switchId).executeTakeFirst();
  const [schoolhouse] = child ? await schoolhouseViews(db, { companyId: p.companyId, ids: [child.schoolhouse_id] }) : [];
  return {
    t_protector_page_id: child?.id ?? null,
    protector_family_name: protector?.family_name ?? null,
    protector_first_name: protector?.first_name ?? null,
    student: child && schoolhouse ? {
      id: child.id, student_family_name_kanji: child.family_name_kanji, student_first_name_kanji: child.first_name_kanji,
      schoolyear: { id: child.schoolyear_id, schoolyear_name: child.schoolyear_name }, schoolhouse,
    } : null,
  };
}

/** The teacher part of the current user: the teacher acted as (possibly a linked account) and its schoolhouses. */
async function teacherView(db: Kysely<Database>, p: Principal) {
  const teacher = p.teacherId === null ? undefined : await db.selectFrom('teachers').select(['teacher_number', 'name_kanji'])
    .where('company_id', '=', p.companyId).where('id', '=', p.teacherId).executeTakeFirst();
  return {
    teacher_number: teacher?.teacher_number ?? null,
    name_kanji: teacher?.name_kanji ?? null,
    schoolhouses: await schoolhouseViews(db, { companyId: p.companyId, ids: p.schoolhouseIds }),
  };
}

/** GET /auth-search/users/current: the shape of spec section 3 for the account acted as, plus the ability inputs. */
export async function currentUserView(db: Kysely<Database>, p: Principal): Promise<Record<string, unknown>> {
  const { role, companyId, userId, schoolhouseIds, protectorId, teacherId, studentIds, features, optionValues, isInvoiceActive } = p;
  const empty = { t_protector_page_id: null, protector_family_name: null, protector_first_name: null, student: null, teacher_number: null, name_kanji: null, schoolhouses: [] };
  const roleView = role === 'PROTECTOR' ? await protectorView(db, p) : role === 'TEACHER' ? await teacherView(db, p) : {};
  return {
    id: userId,
    owner_user_id: p.ownerUserId,
    m_authority_id: p.authorityId,
    role,
    staff_name: p.authorityId === authorities.AUTH_STAFF_GENERAL.id ? p.displayName : null,
    display_name: p.displayName,
    user: { username: p.username, avatar: null, m_authority_id: p.authorityId },
    ...empty,
    ...roleView,
    ability: { role, companyId, userId, schoolhouseIds, protectorId, teacherId, studentIds, features: [...features], optionValues, isInvoiceActive },
  };
}
