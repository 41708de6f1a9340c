import type { Kysely } from 'kysely';
import { constants } from '../../../generated/constants.js';
import type { Database } from '../../../generated/db.js';
import type { SettingName } from '../../../generated/settings.js';
import { formatMessage } from '../../../shared/validationMessage.js';
import type { Principal } from '../../auth/principal.js';
import { AppError } from '../../foundation/errors.js';
import { messageSideOf } from '../messaging/messageSide.js';

type Db = Kysely<Database>;

/** Feature settings a schoolhouse needs for a notice to go to its students, per side (spec section 6). */
const SEND_FEATURES = {
  staff: ['ALLOW_USE_NOTICE'],
  teacher: ['ALLOW_USE_NOTICE', 'ALLOW_TEACHER_SEND_NOTICE'],
} as const satisfies Record<string, readonly SettingName[]>;

/**
 * The schoolhouses whose students the caller may send notices to: for staff every schoolhouse of the company with
 * ALLOW_USE_NOTICE on; for a teacher their own schoolhouses with ALLOW_USE_NOTICE and ALLOW_TEACHER_SEND_NOTICE on;
 * nobody else any.
 */
export async function sendableSchoolhouses(db: Db, principal: Principal): Promise<Set<number>> {
  const side = messageSideOf(principal);
  if (side !== 'staff' && side !== 'teacher') return new Set();
  const needed = SEND_FEATURES[side];
  let query = db.selectFrom('schoolhouse_settings').select('schoolhouse_id')
    .where('company_id', '=', principal.companyId).where('name', 'in', [...needed]).where('value', '=', String(constants.enabledFlag))
    .groupBy('schoolhouse_id').having((eb) => eb.fn.count('name').distinct(), '=', needed.length);
  if (side === 'teacher') query = query.where('schoolhouse_id', 'in', principal.schoolhouseIds.length ? principal.schoolhouseIds : [0]);
  return new Set((await query.execute()).map((r) => r.schoolhouse_id));
}

/**
 * Checks the chosen students of a notice: each a student of the company (REFERENCE_NOT_FOUND) in a schoolhouse the
 * caller may send to (NOTICE_SCHOOLHOUSE_NOT_ALLOWED). Answers how many of them have a guardian (who will receive it).
 */
export async function checkTargets(db: Db, options: { principal: Principal; studentIds: number[] }): Promise<{ withGuardian: number }> {
  const { principal, studentIds } = options;
  if (studentIds.length === 0) return { withGuardian: 0 };
  const students = await db.selectFrom('students').select(['id', 'schoolhouse_id', 'protector_id'])
    .where('company_id', '=', principal.companyId).where('id', 'in', studentIds).execute();
  if (students.length !== studentIds.length) {
    throw new AppError('REFERENCE_NOT_FOUND', { errors: [{ field: 'student_ids', message: formatMessage('noticeApi.studentUnknown') }] });
  }
  const allowed = await sendableSchoolhouses(db, principal);
  if (students.some((s) => !allowed.has(s.schoolhouse_id))) throw new AppError('NOTICE_SCHOOLHOUSE_NOT_ALLOWED');
  return { withGuardian: students.filter((s) => s.protector_id !== null).length };
}

/** Checks that every tag id is a tag of the company (REFERENCE_NOT_FOUND). */
export async function checkTags(db: Db, options: { companyId: number; tagIds: number[] }): Promise<void> {
  if (options.tagIds.length === 0) return;
  const found = await db.selectFrom('tags').select('id').where('company_id', '=', options.companyId).where('id', 'in', options.tagIds).execute();
  if (found.length !== options.tagIds.length) {
    throw new AppError('REFERENCE_NOT_FOUND', { errors: [{ field: 'tag_ids', message: formatMessage('noticeApi.tagUnknown') }] });
  }
}

/** POST /notices/notice-all-schoolhouse-permission: whether the caller may send to each schoolhouse, and to all. */
export async function schoolhousePermission(db: Db, options: { principal: Principal; schoolhouseIds: number[] }) {
  const { principal, schoolhouseIds } = options;
  const allowed = await sendableSchoolhouses(db, principal);
  const names = new Map((await db.selectFrom('schoolhouses').select(['id', 'schoolhouse_name'])
    .where('company_id', '=', principal.companyId).where('id', 'in', schoolhouseIds).execute()).map((h) => [h.id, h.schoolhouse_name]));
  const schoolhouses = schoolhouseIds.map((id) => ({ id, schoolhouse_name: names.get(id) ?? '', allowed: names.has(id) && allowed.has(id) }));
  return { allowed: schoolhouses.every((h) => h.allowed), schoolhouses };
}
