import type { Kysely } from 'kysely';
import { authorities, roleAuthority, type AbilityUser, type RoleName } from '../../generated/abilities.js';
import { constants } from '../../generated/constants.js';
import type { Database } from '../../generated/db.js';

/** The signed-in user as every request sees it: the ability inputs plus what the header shows. */
export interface Principal extends AbilityUser {
  username: string;
  displayName: string;
  authorityId: number;
  tokenVersion: number;
  isActive: boolean;
}

/** The role a user acts as: the staff role for staff, else the one role of the user's authority. */
export function roleOf(authorityId: number, staffRole: string | null): RoleName | undefined {
  const authority = Object.entries(authorities).find(([, a]) => a.id === authorityId)?.[0];
  if (!authority) return undefined;
  const roles = (Object.entries(roleAuthority) as Array<[RoleName, string]>).filter(([, a]) => a === authority).map(([r]) => r);
  if (roles.length === 1) return roles[0];
  return roles.find((r) => r === staffRole);
}

/** Loads a user's principal (schoolhouses, linked protector/teacher/students, enabled feature settings). */
export async function loadPrincipal(db: Kysely<Database>, options: { userId: number; companyId: number }): Promise<Principal | undefined> {
  const { userId, companyId } = options;
  const user = await db.selectFrom('users').selectAll()
    .where('company_id', '=', companyId).where('id', '=', userId).executeTakeFirst();
  if (!user) return undefined;
  const role = roleOf(user.m_authority_id, user.role);
  if (!role) return undefined;

  let schoolhouseIds: number[];
  let protectorId: number | null = null;
  let teacherId: number | null = null;
  let studentIds: number[] = [];
  let displayName = user.display_name;
  if (role === 'TEACHER') {
    const teacher = await db.selectFrom('teachers').select(['id', 'name_kanji']).where('company_id', '=', companyId).where('user_id', '=', userId).executeTakeFirst();
    teacherId = teacher?.id ?? null;
    if (teacher) displayName = teacher.name_kanji;
    schoolhouseIds = teacherId === null ? [] : (await db.selectFrom('teacher_schoolhouses').select('schoolhouse_id')
      .where('company_id', '=', companyId).where('teacher_id', '=', teacherId).execute()).map((r) => r.schoolhouse_id);
  } else if (role === 'PROTECTOR') {
    const protector = await db.selectFrom('protectors').select(['id', 'family_name', 'first_name']).where('company_id', '=', companyId).where('user_id', '=', userId).executeTakeFirst();
    protectorId = protector?.id ?? null;
    if (protector) displayName = `${protector.family_name} ${protector.first_name}`;
    const students = protectorId === null ? [] : await db.selectFrom('students').select(['id', 'schoolhouse_id'])
      .where('company_id', '=', companyId).where('protector_id', '=', protectorId).orderBy('id').execute();
    studentIds = students.map((s) => s.id);
    schoolhouseIds = [...new Set(students.map((s) => s.schoolhouse_id))];
  } else if (role === 'STUDENT') {
    const students = await db.selectFrom('students').select(['id', 'schoolhouse_id']).where('company_id', '=', companyId).where('user_id', '=', userId).execute();
    studentIds = students.map((s) => s.id);
    schoolhouseIds = [...new Set(students.map((s) => s.schoolhouse_id))];
  } else {
    const staff = await db.selectFrom('staffs').select('staff_name').where('company_id', '=', companyId).where('user_id', '=', userId).executeTakeFirst();
    if (staff) displayName = staff.staff_name;
    schoolhouseIds = (await db.selectFrom('schoolhouses').select('id').where('company_id', '=', companyId).execute()).map((r) => r.id);
  }
  schoolhouseIds.sort((a, b) => a - b);

  const features = schoolhouseIds.length === 0 ? [] : (await db.selectFrom('schoolhouse_settings').select('name').distinct()
    .where('company_id', '=', companyId).where('schoolhouse_id', 'in', schoolhouseIds)
    .where('value', '=', String(constants.enabledFlag)).where('name', 'like', 'ALLOW\\_%').orderBy('name').execute()).map((r) => r.name);

  return {
    role, companyId, userId, schoolhouseIds, protectorId, teacherId, studentIds, features,
    username: user.username, displayName, authorityId: user.m_authority_id, tokenVersion: user.token_version, isActive: user.is_active,
  };
}
