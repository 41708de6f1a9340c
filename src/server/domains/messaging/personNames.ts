import { sql, type RawBuilder } from 'kysely';
import { authorities } from '../../../generated/abilities.js';

/** A person's full name as the portal writes it: family name first, a space between. */
export function fullName(family: string | null | undefined, first: string | null | undefined): string {
  return [family, first].filter((part) => part).join(' ');
}

/**
 * The name of a school user (a notice's sender, the author of a school reply), as a scalar subquery on the given
 * columns: the staff name, else the teacher name, else the account's display name.
 */
export function schoolUserNameSql(options: { companyIdColumn: string; userIdColumn: string }): RawBuilder<string> {
  const companyId = sql.ref(options.companyIdColumn);
  const userId = sql.ref(options.userIdColumn);
  return sql<string>`(
    select coalesce(st.staff_name, te.name_kanji, u.display_name) from users u
    left join staffs st on st.company_id = u.company_id and st.user_id = u.id
    left join teachers te on te.company_id = u.company_id and te.user_id = u.id
    where u.company_id = ${companyId} and u.id = ${userId} limit 1)`;
}

/**
 * Whether a user is a teacher (a notice's sender, a comment's author), as a scalar subquery on the given columns: what
 * the gate protector-teacher-name (model/gates.yaml) reads to hide a teacher's name from guardians.
 */
export function isTeacherSql(options: { companyIdColumn: string; userIdColumn: string }): RawBuilder<boolean> {
  return sql<boolean>`coalesce((select u.m_authority_id = ${authorities.AUTH_TEACHER.id} from users u
    where u.company_id = ${sql.ref(options.companyIdColumn)} and u.id = ${sql.ref(options.userIdColumn)} limit 1), false)`;
}
