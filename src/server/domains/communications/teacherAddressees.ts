import type { Kysely } from 'kysely';
import { screenGrants } from '../../../generated/abilities.js';
import type { Database } from '../../../generated/db.js';
import { MessageAudience } from '../../../generated/enums.js';
import { operationById } from '../../../generated/operations.js';
import { formatMessage } from '../../../shared/validationMessage.js';
import type { Principal } from '../../auth/principal.js';
import { AppError } from '../../foundation/errors.js';
import { grantedSchoolhouses } from '../messaging/grantedSchoolhouses.js';
import { messageSideOf } from '../messaging/messageSide.js';
import type { Addressees } from '../notices/saveNotice.js';

type Db = Kysely<Database>;

/**
 * The schoolhouses whose teachers the caller may address: staff, the schoolhouses where communications are on
 * (communication.create's grants); a teacher, for other teachers, their schoolhouses where
 * ALLOW_TEACHER_COMMUNICATION_OTHER_TEACHER is on as well (the grants of contact-teacher.edit), and for themselves
 * those of communication.create. Nobody else any.
 */
export async function addressableSchoolhouses(db: Db, principal: Principal): Promise<{ own: Set<number>; others: Set<number> }> {
  const side = messageSideOf(principal);
  if (side !== 'staff' && side !== 'teacher') return { own: new Set(), others: new Set() };
  const own = await grantedSchoolhouses(db, { principal, grants: operationById('communication.create').access });
  if (side === 'staff') return { own, others: own };
  const others = await grantedSchoolhouses(db, { principal, grants: screenGrants['contact-teacher.edit'] ?? [] });
  return { own, others };
}

/** The schoolhouses of each teacher among `teacherIds` of the company (a teacher of none is left out). */
export async function schoolhousesOfTeachers(db: Db, options: { companyId: number; teacherIds: number[] }): Promise<Map<number, number[]>> {
  const rows = await db.selectFrom('teacher_schoolhouses').select(['teacher_id', 'schoolhouse_id'])
    .where('company_id', '=', options.companyId).where('teacher_id', 'in', options.teacherIds).orderBy('schoolhouse_id').execute();
  const out = new Map<number, number[]>();
  for (const r of rows) out.set(r.teacher_id, [...(out.get(r.teacher_id) ?? []), r.schoolhouse_id]);
  return out;
}

/**
 * The addressees of a teacher communication: teachers of the company (REFERENCE_NOT_FOUND otherwise), each teaching
 * at a schoolhouse the caller may address them through (NO_PERMISSION_10109 otherwise: another schoolhouse, or another
 * teacher while ALLOW_TEACHER_COMMUNICATION_OTHER_TEACHER is off). Every chosen teacher receives it.
 */
export function teacherAddressees(principal: Principal): Addressees {
  return {
    audience: MessageAudience.teachers, column: 'teacher_id', field: 'teacher_ids',
    check: async (trx, ids) => {
      if (ids.length === 0) return 0;
      const found = await trx.selectFrom('teachers').select('id').where('company_id', '=', principal.companyId).where('id', 'in', ids).execute();
      if (found.length !== ids.length) {
        throw new AppError('REFERENCE_NOT_FOUND', { errors: [{ field: 'teacher_ids', message: formatMessage('communicationApi.teacherUnknown') }] });
      }
      const houses = await addressableSchoolhouses(trx, principal);
      const taught = await schoolhousesOfTeachers(trx, { companyId: principal.companyId, teacherIds: ids });
      const isAddressable = (id: number) => (taught.get(id) ?? []).some((h) => (id === principal.teacherId ? houses.own : houses.others).has(h));
      if (!ids.every(isAddressable)) throw new AppError('NO_PERMISSION_10109');
      return ids.length;
    },
  };
}
