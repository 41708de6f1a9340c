import { sql, type Kysely } from 'kysely';
import { authorities } from '../../src/generated/abilities.js';
import type { Database } from '../../src/generated/db.js';

/** Booths and teachers of each bench schoolhouse; the week has 6 days × 5 periods. */
export const CHAIN = { seats: 15, teachers: 7, periods: 5, slots: 30 } as const;

/**
 * A chain of `houses` schoolhouses (ベンチ校N: 15 booths and 7 teachers each, every setting as the demo's first
 * schoolhouse has it) and `students` families (bench-guardian-N, the demo password, one 中2 child each, spread over
 * them), with a weekly timetable in a term: child k of a schoolhouse once a week at slot k % 30 on seat k / 30 (seats
 * 0–6), every third child (k = 3m) again at slot (k + 11) % 30 on seat 7 + m / 10 (seats 7–13), so that no seat or
 * child is in a slot twice; seat s is taught by the schoolhouse's teacher s / 2 (at most two children a teacher and
 * slot, 個別指導 1:2). All set-based, in a few statements.
 */
export async function buildChain(db: Kysely<Database>, options: { companyId: number; termId: number; houses: number; students: number }): Promise<void> {
  const { companyId, termId } = options;
  const passwordHash = (await db.selectFrom('users').select('password').where('username', '=', 'guardian1').executeTakeFirstOrThrow()).password;
  const area = (await db.selectFrom('areas').select('id').where('company_id', '=', companyId).orderBy('id').executeTakeFirstOrThrow()).id;
  const model = (await db.selectFrom('schoolhouses').select('id').where('company_id', '=', companyId).orderBy('id').executeTakeFirstOrThrow()).id;
  await sql`insert into schoolhouses (company_id, area_id, schoolhouse_name, sort_order)
    select ${companyId}, ${area}, 'ベンチ校' || h, 100 + h from generate_series(1, ${options.houses}) h`.execute(db);
  const houses = sql`(select id, row_number() over (order by id) - 1 as h from schoolhouses where company_id = ${companyId} and schoolhouse_name like 'ベンチ校%')`;
  await sql`insert into schoolhouse_settings (company_id, schoolhouse_id, name, value)
    select ${companyId}, b.id, s.name, s.value from ${houses} b cross join schoolhouse_settings s where s.company_id = ${companyId} and s.schoolhouse_id = ${model}`.execute(db);
  await sql`insert into seats (company_id, schoolhouse_id, name, sort_order)
    select ${companyId}, b.id, 'ブース' || n, n from ${houses} b cross join generate_series(1, ${CHAIN.seats}) n`.execute(db);
  await sql`insert into users (company_id, username, password, m_authority_id, display_name)
    select ${companyId}, 'bench-teacher-' || b.h || '-' || n, ${passwordHash}, ${authorities.AUTH_TEACHER.id}, 'ベンチ 講師' || b.h || '-' || n
    from ${houses} b cross join generate_series(0, ${CHAIN.teachers - 1}) n`.execute(db);
  await sql`insert into teachers (company_id, user_id, teacher_number, name_kanji)
    select ${companyId}, u.id, 'BT' || u.id, u.display_name from users u where u.company_id = ${companyId} and u.username like 'bench-teacher-%'`.execute(db);
  await sql`insert into teacher_schoolhouses (company_id, teacher_id, schoolhouse_id)
    select ${companyId}, t.id, b.id from teachers t join users u on u.company_id = t.company_id and u.id = t.user_id
    join ${houses} b on u.username like 'bench-teacher-' || b.h || '-%' where t.company_id = ${companyId}`.execute(db);
  await sql`insert into users (company_id, username, password, m_authority_id, display_name)
    select ${companyId}, 'bench-guardian-' || g, ${passwordHash}, ${authorities.AUTH_PROTECTOR.id}, 'ベンチ 保護者' || g
    from generate_series(1, ${options.students}) g`.execute(db);
  await sql`insert into protectors (company_id, user_id, family_name, first_name)
    select ${companyId}, u.id, 'ベンチ', '保護者' || u.id from users u where u.company_id = ${companyId} and u.username like 'bench-guardian-%'`.execute(db);
  const year = (await db.selectFrom('schoolyears').select('id').where('code', '=', 8).executeTakeFirstOrThrow()).id;
  await sql`insert into students (company_id, student_number, family_name_kanji, first_name_kanji, schoolyear_id, schoolhouse_id, protector_id, status)
    select ${companyId}, 'BL' || p.id, 'ベンチ', '生徒' || p.id, ${year}, b.id, p.id, 4
    from (select p.id, row_number() over (order by p.id) - 1 as n from protectors p join users u on u.company_id = p.company_id and u.id = p.user_id
      where p.company_id = ${companyId} and u.username like 'bench-guardian-%') p
    join ${houses} b on b.h = p.n % ${options.houses}`.execute(db);
  await sql`
    with kids as (
      select s.id, s.schoolhouse_id, row_number() over (partition by s.schoolhouse_id order by s.id) - 1 as k
      from students s where s.company_id = ${companyId} and s.student_number like 'BL%'
    ), weekly as (
      select id, schoolhouse_id, k, k % ${CHAIN.slots} as slot, k / ${CHAIN.slots} as seat from kids
      union all
      select id, schoolhouse_id, k, (k + 11) % ${CHAIN.slots}, 7 + (k / 3) / 10 from kids where k % 3 = 0
    ), seat as (
      select id, schoolhouse_id, row_number() over (partition by schoolhouse_id order by sort_order, id) - 1 as n from seats where company_id = ${companyId}
    ), teacher as (
      select t.id, ts.schoolhouse_id, row_number() over (partition by ts.schoolhouse_id order by t.id) - 1 as n
      from teachers t join teacher_schoolhouses ts on ts.company_id = t.company_id and ts.teacher_id = t.id
      where t.company_id = ${companyId} and t.teacher_number like 'BT%'
    ), period as (
      select id, row_number() over (order by period_number) - 1 as n from timetable_periods where company_id = ${companyId}
    ), subject as (
      select id, row_number() over (order by sort_order, id) - 1 as n, count(*) over () as total from lesson_subjects where company_id = ${companyId}
    )
    insert into normal_frames (company_id, yearly_schedule_id, schoolhouse_id, weekday, timetable_period_id, student_id, teacher_id, lesson_subject_id, seat_id)
    select ${companyId}, ${termId}, w.schoolhouse_id, 1 + w.slot / ${CHAIN.periods}, p.id, w.id, t.id, sub.id, se.id
    from weekly w
    join seat se on se.schoolhouse_id = w.schoolhouse_id and se.n = w.seat
    join teacher t on t.schoolhouse_id = w.schoolhouse_id and t.n = w.seat / 2
    join period p on p.n = w.slot % ${CHAIN.periods}
    join subject sub on sub.n = w.k % sub.total`.execute(db);
  await sql`vacuum analyze`.execute(db);
}
