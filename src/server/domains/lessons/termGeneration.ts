import { sql, type Kysely, type RawBuilder } from 'kysely';
import type { Database } from '../../../generated/db.js';
import { LessonStatus, LessonType } from '../../../generated/enums.js';
import { hasOneConnection } from '../../db/connect.js';
import { operationStorage } from '../../db/operationContext.js';
import { AppError } from '../../foundation/errors.js';

type Db = Kysely<Database>;

/** What a generation wrote: new コマ, new lessons, and the wanted lessons left out because they were there already or collided. */
export interface GenerationCounts { frames: number; lessons: number; skipped: number }

/** The weekly timetable of one term (optionally one schoolhouse), turned into dated lessons from `from` to `to`. */
export interface GenerationWindow {
  companyId: number;
  yearlyScheduleId: number;
  schoolhouseId?: number | null;
  /** First and last day, 'YYYY-MM-DD' (both included). */
  from: string;
  to: string;
  /** Only the normal frames of the teachers whose id is `index` modulo `count` (a share of a generation run in parallel). */
  lane?: { index: number; count: number };
}

/**
 * Parallel shares of a term's generation on PostgreSQL (one connection each, by teacher: no two shares write the same
 * コマ, and a term's timetable holds a seat and a student once a weekday and period, so their rows never collide).
 */
const LANES = 2;

/**
 * The lessons the timetable asks for in the window, as SQL rows (normal_frame_id, schoolhouse_id, lesson_date,
 * timetable_period_id, teacher_id, lesson_subject_id, lesson_kind, student_id, seat_id, is_seat_active): one per normal
 * frame and day whose ISO weekday is the frame's, except the closed days (holidays of the company, or of that schoolhouse).
 */
function wantedLessons(w: GenerationWindow): RawBuilder<unknown> {
  const house = w.schoolhouseId ? sql`and nf.schoolhouse_id = ${w.schoolhouseId}` : sql``;
  const lane = w.lane && w.lane.count > 1 ? sql`and nf.teacher_id % ${w.lane.count} = ${w.lane.index}` : sql``;
  return sql`
    select nf.id as normal_frame_id, nf.schoolhouse_id, d.day as lesson_date, nf.timetable_period_id, nf.teacher_id,
      nf.lesson_subject_id, nf.lesson_kind, nf.student_id, nf.seat_id, s.is_active as is_seat_active
    from normal_frames nf
    join (select g::date as day, extract(isodow from g)::int as weekday
      from generate_series(${w.from}::date, ${w.to}::date, interval '1 day') g) d on d.weekday = nf.weekday
    join seats s on s.company_id = nf.company_id and s.id = nf.seat_id
    where nf.company_id = ${w.companyId} and nf.yearly_schedule_id = ${w.yearlyScheduleId} ${house} ${lane}
      and not exists (select 1 from holidays h where h.company_id = nf.company_id and h.holiday_date = d.day
        and (h.schoolhouse_id is null or h.schoolhouse_id = nf.schoolhouse_id))`;
}

/** The コマ: one per schoolhouse, day, period and teacher of the wanted lessons at active seats. */
async function insertFrames(db: Db, w: GenerationWindow): Promise<number> {
  const result = await sql`
    insert into lesson_frames (company_id, schoolhouse_id, lesson_date, timetable_period_id, teacher_id, lesson_subject_id, lesson_kind,
      capacity, yearly_schedule_id)
    select ${w.companyId}::bigint, x.schoolhouse_id, x.lesson_date, x.timetable_period_id, x.teacher_id, min(x.lesson_subject_id),
      min(x.lesson_kind), greatest(2, count(*)), ${w.yearlyScheduleId}::bigint
    from (${wantedLessons(w)}) x
    where x.is_seat_active
    group by x.schoolhouse_id, x.lesson_date, x.timetable_period_id, x.teacher_id
    order by x.schoolhouse_id, x.lesson_date, x.timetable_period_id, x.teacher_id
    on conflict do nothing`.execute(db);
  return Number(result.numAffectedRows ?? 0n);
}

/**
 * The lessons, in their teacher's コマ of the day, written in the コマ's order (which keeps the indexes' pages
 * together); the wanted ones and those written.
 */
async function insertLessons(db: Db, w: GenerationWindow): Promise<{ wanted: number; inserted: number }> {
  const { rows } = await sql<{ wanted: number | string; inserted: number | string }>`
    with wanted as materialized (${wantedLessons(w)}),
    inserted as (
      insert into lessons (company_id, lesson_frame_id, schoolhouse_id, lesson_date, timetable_period_id, student_id, seat_id,
        lesson_type, status, normal_frame_id)
      select ${w.companyId}::bigint, f.id, x.schoolhouse_id, x.lesson_date, x.timetable_period_id, x.student_id, x.seat_id,
        ${LessonType.regular}, ${LessonStatus.scheduled}, x.normal_frame_id
      from wanted x
      join lesson_frames f on f.company_id = ${w.companyId} and f.teacher_id = x.teacher_id and f.lesson_date = x.lesson_date
        and f.timetable_period_id = x.timetable_period_id and f.schoolhouse_id = x.schoolhouse_id
      where x.is_seat_active and not exists (select 1 from lessons l where l.company_id = ${w.companyId} and l.student_id = x.student_id
        and l.lesson_date = x.lesson_date and l.timetable_period_id = x.timetable_period_id)
      order by f.id, x.seat_id
      on conflict do nothing
      returning 1
    )
    select (select count(*) from wanted) as wanted, (select count(*) from inserted) as inserted`.execute(db);
  return { wanted: Number(rows[0]?.wanted ?? 0), inserted: Number(rows[0]?.inserted ?? 0) };
}

/**
 * Generates a term's dated lessons from its weekly timetable (授業の生成), set-based in two statements of the caller's
 * transaction: first the コマ, one per schoolhouse, day, period and teacher (its subject the group's smallest, its
 * capacity the group's size, at least 2: 個別指導 1:2), then one regular, scheduled lesson per normal frame and day in
 * its teacher's コマ. What is there already is left alone and counted as skipped: a コマ of the teacher at that time
 * (the unique rule), a lesson of the student at that time in any state (an absence too), a seat taken at that time (the
 * partial unique rules: ON CONFLICT DO NOTHING, which also skips what others write meanwhile), a normal frame whose
 * teacher teaches elsewhere then, an inactive seat. Running it twice adds nothing.
 */
export async function generateLessons(db: Db, w: GenerationWindow): Promise<GenerationCounts> {
  if (w.from > w.to) return { frames: 0, lessons: 0, skipped: 0 };
  // The grouping and the join of a whole term fit in memory instead of spilling to disk (this transaction only).
  await sql`set local work_mem = '64MB'`.execute(db);
  const frames = await insertFrames(db, w);
  const lessons = await insertLessons(db, w);
  return { frames, lessons: lessons.inserted, skipped: lessons.wanted - lessons.inserted };
}

/**
 * POST /frame-divide/generate: the whole term of a yearly schedule (404 when not the company's; LESSON_TERM_MISSING
 * without both dates), for every schoolhouse or one of the company's (404 otherwise). On PostgreSQL the teachers are
 * shared among {@link LANES} transactions run side by side (a 400,000-lesson term is CPU-bound in the database: the
 * foreign keys' checks and the indexes); each commits on its own, and a share that failed is made by running it again.
 */
export async function generateTerm(db: Db, options: { companyId: number; yearlyScheduleId: number; schoolhouseId?: number | null }): Promise<GenerationCounts> {
  const { companyId } = options;
  const term = await db.selectFrom('yearly_schedules').select(['id', 'start_date', 'end_date'])
    .where('company_id', '=', companyId).where('id', '=', options.yearlyScheduleId).executeTakeFirst();
  if (!term) throw new AppError('NOT_FOUND');
  if (!term.start_date || !term.end_date) throw new AppError('LESSON_TERM_MISSING');
  if (options.schoolhouseId) {
    const house = await db.selectFrom('schoolhouses').select('id').where('company_id', '=', companyId).where('id', '=', options.schoolhouseId).executeTakeFirst();
    if (!house) throw new AppError('NOT_FOUND');
  }
  const window = { companyId, yearlyScheduleId: term.id, schoolhouseId: options.schoolhouseId ?? null, from: term.start_date, to: term.end_date };
  const count = hasOneConnection(db) ? 1 : LANES;
  // Outside the request's operation history: the lessons are derived from the weekly timetable (whose changes it
  // keeps), and a term's 400,000 rows would write as many history rows and take half as long again; the run's own
  // row (lesson_generations, below) is what the history records of it.
  const shares = await operationStorage.exit(() => Promise.all(Array.from({ length: count }, (_, index) =>
    db.transaction().execute((trx) => generateLessons(trx, { ...window, lane: { index, count } })))));
  const counts = shares.reduce((sum, s) => ({ frames: sum.frames + s.frames, lessons: sum.lessons + s.lessons, skipped: sum.skipped + s.skipped }),
    { frames: 0, lessons: 0, skipped: 0 });
  // The run itself is in the history: who generated which term, and how many.
  await db.insertInto('lesson_generations').values({
    company_id: companyId, yearly_schedule_id: term.id, schoolhouse_id: options.schoolhouseId ?? null,
    frame_count: counts.frames, lesson_count: counts.lessons, skipped_count: counts.skipped,
  }).execute();
  return counts;
}
