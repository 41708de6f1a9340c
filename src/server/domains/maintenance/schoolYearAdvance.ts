import { sql, type Kysely } from 'kysely';
import type { Database } from '../../../generated/db.js';
import { AdvanceStatus, StudentStatusSets } from '../../../generated/enums.js';
import { operationStorage } from '../../db/operationContext.js';
import { formatMessage } from '../../../shared/validationMessage.js';
import { AppError } from '../../foundation/errors.js';

type Db = Kysely<Database>;

/** The students an advancement moves (model/enums.yaml student_status set `advancing`). */
const MOVING = StudentStatusSets.advancing;

/** Every moving student of the company and the school year after theirs (code + 1; none after the last one). */
function movingStudents(db: Db, companyId: number) {
  return db.selectFrom('students as s')
    .innerJoin('schoolyears as y', 'y.id', 's.schoolyear_id')
    .leftJoin('schoolyears as n', (join) => join.on(sql`n.code`, '=', sql`y.code + 1`))
    .where('s.company_id', '=', companyId).where('s.status', 'in', MOVING);
}

/**
 * What an advancement would do now: the students it moves (student number order) with their school year before and
 * after, how many there are, and how many stay because they are in the last school year.
 */
export async function previewAdvance(db: Db, options: { companyId: number; page: number; limit: number }) {
  const base = movingStudents(db, options.companyId);
  const counts = await base.select([
    sql<number>`count(n.id)`.as('moving'), sql<number>`count(*) - count(n.id)`.as('last_year'),
  ]).executeTakeFirstOrThrow();
  const rows = await base.innerJoin('schoolhouses as h', 'h.id', 's.schoolhouse_id').where('n.id', 'is not', null)
    .select(['s.id', 's.student_number', 's.family_name_kanji', 's.first_name_kanji', 'h.schoolhouse_name', 'y.schoolyear_name as from', 'n.schoolyear_name as to'])
    .orderBy('s.student_number').orderBy('s.id').limit(options.limit).offset((options.page - 1) * options.limit).execute();
  return {
    total: Number(counts.moving), last_year_total: Number(counts.last_year), page: options.page, limit: options.limit,
    data: rows.map((r) => ({
      student_id: Number(r.id), student_number: r.student_number, name: `${r.family_name_kanji} ${r.first_name_kanji}`,
      schoolhouse: r.schoolhouse_name, from: r.from, to: r.to ?? '',
    })),
  };
}

/** What the 'maintenance' job carries: the run, its company, and who started it (for the operation history). */
export interface MaintenanceJobData { kind: 'advance' | 'advance-cancel'; advanceId: number; companyId: number; operation: string | null }

/**
 * The 'maintenance' job. `advance`: in one transaction, records every moving student's school year before and after
 * (and when the row last changed) and moves them; `advance-cancel`: in one transaction, puts every student of the run
 * back — school year and updated_at — exactly as before. The writes carry the starting call's description, so the
 * operation history names who did it. A failure leaves nothing changed and marks the run failed (or applied again).
 */
export async function runMaintenanceJob(db: Db, data: MaintenanceJobData): Promise<void> {
  const run = await db.selectFrom('school_year_advances').select(['status']).where('company_id', '=', data.companyId).where('id', '=', data.advanceId).executeTakeFirst();
  const expected = data.kind === 'advance' ? AdvanceStatus.queued : AdvanceStatus.cancelling;
  if (!run || run.status !== expected) return;
  try {
    await operationStorage.run({ describe: () => data.operation ?? undefined }, () => db.transaction().execute(async (trx) => {
      if (data.kind === 'advance') {
        await sql`insert into school_year_advance_rows (company_id, advance_id, student_id, before_schoolyear_id, after_schoolyear_id, before_updated_at)
          select s.company_id, ${data.advanceId}, s.id, s.schoolyear_id, n.id, s.updated_at
          from students s join schoolyears y on y.id = s.schoolyear_id join schoolyears n on n.code = y.code + 1
          where s.company_id = ${data.companyId} and s.status in (${sql.join(MOVING)})`.execute(trx);
        const moved = await sql`update students s set schoolyear_id = r.after_schoolyear_id, updated_at = now()
          from school_year_advance_rows r
          where r.company_id = ${data.companyId} and r.advance_id = ${data.advanceId} and s.company_id = r.company_id and s.id = r.student_id`.execute(trx);
        await trx.updateTable('school_year_advances').set({ status: AdvanceStatus.applied, student_count: Number(moved.numAffectedRows ?? 0), applied_at: sql`now()`, updated_at: sql`now()` })
          .where('company_id', '=', data.companyId).where('id', '=', data.advanceId).execute();
      } else {
        await sql`update students s set schoolyear_id = r.before_schoolyear_id, updated_at = r.before_updated_at
          from school_year_advance_rows r
          where r.company_id = ${data.companyId} and r.advance_id = ${data.advanceId} and s.company_id = r.company_id and s.id = r.student_id`.execute(trx);
        await trx.updateTable('school_year_advances').set({ status: AdvanceStatus.cancelled, cancelled_at: sql`now()`, updated_at: sql`now()` })
          .where('company_id', '=', data.companyId).where('id', '=', data.advanceId).execute();
      }
    }));
  } catch (error) {
    const message = error instanceof AppError ? error.message : formatMessage('importFile.failedUnchanged');
    await db.updateTable('school_year_advances').set({ status: data.kind === 'advance' ? AdvanceStatus.failed : AdvanceStatus.applied, message, updated_at: sql`now()` })
      .where('company_id', '=', data.companyId).where('id', '=', data.advanceId).execute();
    if (!(error instanceof AppError)) throw error;
  }
}
