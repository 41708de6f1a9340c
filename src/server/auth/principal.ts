import type { Kysely } from 'kysely';
import { authorities, roleAuthority, type AbilityUser, type AppAbility, type RoleName } from '../../generated/abilities.js';
import { constants } from '../../generated/constants.js';
import type { Database } from '../../generated/db.js';
import { schoolhouseSettings } from '../../generated/settings.js';

/** The signed-in user as every request sees it: the ability inputs plus what the header shows. */
export interface Principal extends AbilityUser {
  username: string;
  displayName: string;
  authorityId: number;
  tokenVersion: number;
  isActive: boolean;
  /** The signed-in user (the token's subject); differs from userId while acting as a linked teacher account. */
  ownerUserId: number;
  /**
   * The account acted as among the owner's switch entries: the child's student id for a guardian (the protector
   * page), the teacher id for a teacher; null for other roles.
   */
  switchId: number | null;
  /** True when a switch header chose an account other than the owner's own. */
  isSwitched: boolean;
  /** A guardian's children in id order: the protector pages the guardian may switch to (the first is the owner's). */
  childStudentIds: number[];
}

declare module 'fastify' {
  interface FastifyRequest {
    /** The signed-in user; set by the authenticate hook on every non-public route. */
    principal?: Principal;
    ability?: AppAbility;
  }
}

/** The role a user acts as: the staff role for staff, else the one role of the user's authority. */
export function roleOf(authorityId: number, staffRole: string | null): RoleName | undefined {
  const authority = Object.entries(authorities).find(([, a]) => a.id === authorityId)?.[0];
  if (!authority) return undefined;
  const roles = (Object.entries(roleAuthority) as Array<[RoleName, string]>).filter(([, a]) => a === authority).map(([r]) => r);
  if (roles.length === 1) return roles[0];
  return roles.find((r) => r === staffRole);
}

type Db = Kysely<Database>;
interface Scope { companyId: number; userId: number }
/** What each role adds to a principal. */
interface RoleParts {
  schoolhouseIds: number[];
  protectorId: number | null;
  teacherId: number | null;
  studentIds: number[];
  childStudentIds: number[];
  switchId: number | null;
  displayName?: string;
}

async function teacherParts(db: Db, { companyId, userId }: Scope): Promise<RoleParts> {
  const teacher = await db.selectFrom('teachers').select(['id', 'name_kanji']).where('company_id', '=', companyId).where('user_id', '=', userId).executeTakeFirst();
  const schoolhouseIds = teacher ? (await db.selectFrom('teacher_schoolhouses').select('schoolhouse_id')
    .where('company_id', '=', companyId).where('teacher_id', '=', teacher.id).execute()).map((r) => r.schoolhouse_id) : [];
  return { schoolhouseIds, protectorId: null, teacherId: teacher?.id ?? null, studentIds: [], childStudentIds: [], switchId: teacher?.id ?? null, displayName: teacher?.name_kanji };
}

/** A guardian acts for one child at a time: the one named (protector page), else the first. */
async function protectorParts(db: Db, scope: Scope & { protectorPageId?: number }): Promise<RoleParts> {
  const { companyId, userId } = scope;
  const protector = await db.selectFrom('protectors').select(['id', 'family_name', 'first_name']).where('company_id', '=', companyId).where('user_id', '=', userId).executeTakeFirst();
  const children = protector ? await db.selectFrom('students').select(['id', 'schoolhouse_id'])
    .where('company_id', '=', companyId).where('protector_id', '=', protector.id).orderBy('id').execute() : [];
  const acting = scope.protectorPageId === undefined ? children[0] : children.find((c) => c.id === scope.protectorPageId);
  return {
    schoolhouseIds: acting ? [acting.schoolhouse_id] : [], protectorId: protector?.id ?? null, teacherId: null,
    studentIds: acting ? [acting.id] : [], childStudentIds: children.map((c) => c.id), switchId: acting?.id ?? null,
    displayName: protector ? `${protector.family_name} ${protector.first_name}` : undefined,
  };
}

async function studentParts(db: Db, { companyId, userId }: Scope): Promise<RoleParts> {
  const students = await db.selectFrom('students').select(['id', 'schoolhouse_id']).where('company_id', '=', companyId).where('user_id', '=', userId).execute();
  return { schoolhouseIds: [...new Set(students.map((s) => s.schoolhouse_id))], protectorId: null, teacherId: null, studentIds: students.map((s) => s.id), childStudentIds: [], switchId: null };
}

async function staffParts(db: Db, { companyId, userId }: Scope): Promise<RoleParts> {
  const staff = await db.selectFrom('staffs').select('staff_name').where('company_id', '=', companyId).where('user_id', '=', userId).executeTakeFirst();
  const schoolhouseIds = (await db.selectFrom('schoolhouses').select('id').where('company_id', '=', companyId).execute()).map((r) => r.id);
  return { schoolhouseIds, protectorId: null, teacherId: null, studentIds: [], childStudentIds: [], switchId: null, displayName: staff?.staff_name };
}

/** ALLOW_* settings enabled in any of the schoolhouses, read on every request (a change applies to the next one). */
export async function enabledFeatures(db: Db, options: { companyId: number; schoolhouseIds: number[] }): Promise<string[]> {
  if (options.schoolhouseIds.length === 0) return [];
  return (await db.selectFrom('schoolhouse_settings').select('name').distinct()
    .where('company_id', '=', options.companyId).where('schoolhouse_id', 'in', options.schoolhouseIds)
    .where('value', '=', String(constants.enabledFlag)).where('name', 'like', 'ALLOW\\_%').orderBy('name').execute()).map((r) => r.name);
}

const OPTIONS = schoolhouseSettings.filter((s) => s.kind === 'option');

/**
 * The values each option of model/settings.yaml has in the schoolhouses (a schoolhouse with none stored: the
 * option's default), read with the features on every principal load: what the gates of model/gates.yaml read.
 */
export async function optionValuesOf(db: Db, options: { companyId: number; schoolhouseIds: number[] }): Promise<Record<string, string[]>> {
  const out: Record<string, string[]> = Object.fromEntries(OPTIONS.map((o) => [o.name, []]));
  if (options.schoolhouseIds.length === 0) return out;
  const stored = await db.selectFrom('schoolhouse_settings').select(['name', 'value', (eb) => eb.fn.count<number | string>('schoolhouse_id').distinct().as('houses')])
    .where('company_id', '=', options.companyId).where('schoolhouse_id', 'in', options.schoolhouseIds)
    .where('name', 'in', OPTIONS.map((o) => o.name)).groupBy(['name', 'value']).orderBy('name').orderBy('value').execute();
  for (const option of OPTIONS) {
    const rows = stored.filter((r) => r.name === option.name);
    const values = new Set(rows.map((r) => r.value));
    // A schoolhouse without a stored row has the default.
    if (rows.reduce((n, r) => n + Number(r.houses), 0) < options.schoolhouseIds.length) values.add(option.default);
    out[option.name] = [...values].sort();
  }
  return out;
}

/**
 * Loads a user's principal (schoolhouses, linked protector/teacher/students, enabled feature settings). For a guardian,
 * `protectorPageId` picks the child acted as; a child not theirs leaves switchId null (the caller refuses it).
 */
export async function loadPrincipal(db: Db, options: { userId: number; companyId: number; protectorPageId?: number }): Promise<Principal | undefined> {
  const { userId, companyId } = options;
  const user = await db.selectFrom('users').selectAll()
    .where('company_id', '=', companyId).where('id', '=', userId).executeTakeFirst();
  if (!user) return undefined;
  const role = roleOf(user.m_authority_id, user.role);
  if (!role) return undefined;
  const scope = { companyId, userId };
  const parts = role === 'TEACHER' ? await teacherParts(db, scope)
    : role === 'PROTECTOR' ? await protectorParts(db, { ...scope, protectorPageId: options.protectorPageId })
      : role === 'STUDENT' ? await studentParts(db, scope) : await staffParts(db, scope);
  const schoolhouseIds = [...parts.schoolhouseIds].sort((a, b) => a - b);
  const features = await enabledFeatures(db, { companyId, schoolhouseIds });
  const optionValues = await optionValuesOf(db, { companyId, schoolhouseIds });
  const company = await db.selectFrom('companies').select('invoice_status').where('id', '=', companyId).executeTakeFirst();
  return {
    role, companyId, userId, schoolhouseIds, protectorId: parts.protectorId, teacherId: parts.teacherId, studentIds: parts.studentIds, features, optionValues,
    isInvoiceActive: company?.invoice_status === String(constants.invoiceActive),
    username: user.username, displayName: parts.displayName ?? user.display_name, authorityId: user.m_authority_id,
    tokenVersion: user.token_version, isActive: user.is_active,
    ownerUserId: userId, switchId: parts.switchId, isSwitched: false, childStudentIds: parts.childStudentIds,
  };
}
