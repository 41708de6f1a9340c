import type { Kysely } from 'kysely';
import type { Database } from '../../../generated/db.js';
import type { Principal } from '../../auth/principal.js';
import { likePattern } from '../../crud/listQuery.js';
import { addressableSchoolhouses, schoolhousesOfTeachers } from './teacherAddressees.js';

/**
 * GET /communications/teachers: the teachers the caller may address (teacherAddressees.ts), by name, in 50音 order,
 * each with the schoolhouses they teach at; a teacher finds themselves and, where the setting lets them, the teachers
 * of their schoolhouses.
 */
export async function teacherCandidates(db: Kysely<Database>, options: { principal: Principal; search?: string }) {
  const { principal } = options;
  const houses = await addressableSchoolhouses(db, principal);
  const reachable = [...new Set([...houses.own, ...houses.others])];
  if (reachable.length === 0) return { data: [] };
  const search = options.search?.trim();
  const teachers = await db.selectFrom('teachers').select(['id', 'name_kanji'])
    .where('company_id', '=', principal.companyId)
    .where((eb) => eb.exists(eb.selectFrom('teacher_schoolhouses as ts').select('ts.id')
      .whereRef('ts.company_id', '=', 'teachers.company_id').whereRef('ts.teacher_id', '=', 'teachers.id').where('ts.schoolhouse_id', 'in', reachable)))
    .$if(Boolean(search), (q) => q.where('name_kanji', 'ilike', likePattern(search!)))
    .orderBy('name_kana').orderBy('id').execute();
  const taught = await schoolhousesOfTeachers(db, { companyId: principal.companyId, teacherIds: teachers.length ? teachers.map((t) => t.id) : [0] });
  const data = teachers.map((t) => ({ id: t.id, name: t.name_kanji, schoolhouse_ids: taught.get(t.id) ?? [] }))
    .filter((t) => t.schoolhouse_ids.some((h) => (t.id === principal.teacherId ? houses.own : houses.others).has(h)));
  return { data };
}
