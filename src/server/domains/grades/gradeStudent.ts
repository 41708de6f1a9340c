import type { Kysely } from 'kysely';
import type { Database } from '../../../generated/db.js';
import type { Principal } from '../../auth/principal.js';
import { AppError } from '../../foundation/errors.js';

type Db = Kysely<Database>;

/** The student a grade page is about, with what the grade rules read of them. */
export interface GradeStudent {
  id: number;
  student_number: string;
  name: string;
  schoolhouse_id: number;
  schoolyear_id: number;
  schoolyear_name: string;
  /** The caller is the child's family: deadlines bind them (staff may correct after a deadline). */
  isFamily: boolean;
}

/**
 * The student of /records/students/{id} for the caller: a guardian only the child they act for (the protector page),
 * staff any student of their company; anyone else's child, another company's or an unknown id is NOT_FOUND (404), so
 * that a family cannot even learn that an id exists. Teachers never get here (the operations' grants: 403).
 */
export async function gradeStudentFor(db: Db, options: { principal: Principal; id: number }): Promise<GradeStudent> {
  const { principal, id } = options;
  const isFamily = principal.role === 'PROTECTOR';
  if (isFamily && !principal.studentIds.includes(id)) throw new AppError('NOT_FOUND');
  const row = await db.selectFrom('students as s').innerJoin('schoolyears as y', 'y.id', 's.schoolyear_id')
    .select(['s.id', 's.student_number', 's.family_name_kanji', 's.first_name_kanji', 's.schoolhouse_id', 's.schoolyear_id', 'y.schoolyear_name'])
    .where('s.company_id', '=', principal.companyId).where('s.id', '=', id).executeTakeFirst();
  if (!row) throw new AppError('NOT_FOUND');
  return {
    id: row.id, student_number: row.student_number, name: `${row.family_name_kanji} ${row.first_name_kanji}`,
    schoolhouse_id: row.schoolhouse_id, schoolyear_id: row.schoolyear_id, schoolyear_name: row.schoolyear_name, isFamily,
  };
}
