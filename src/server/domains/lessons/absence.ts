import { sql, type Kysely } from 'kysely';
import type { Database } from '../../../generated/db.js';
import { LessonStatus } from '../../../generated/enums.js';
import { operationById } from '../../../generated/operations.js';
import { assertGateOpenForRecord } from '../../auth/gates.js';
import type { Principal } from '../../auth/principal.js';
import { AppError } from '../../foundation/errors.js';
import { requiredTexts } from '../messaging/typedText.js';
import { actingChildId } from './familyRules.js';
import { ringAbsence } from './lessonBells.js';
import type { SchoolClock } from './rescheduleDeadline.js';

type Db = Kysely<Database>;

/** The reason's label (欠席理由), from the contract. */
const reasonLabel = () => ((operationById('frame.absent').body?.properties ?? {}) as Record<string, { title?: string }>).reason?.title ?? 'reason';

/**
 * A guardian's absence report (frame.absent): the acting child's lesson, still scheduled and not yet started on the
 * school's clock, becomes absent with the reason and the moment, in one conditional UPDATE (a second report, or one
 * racing another, finds nothing to change: LESSON_NOT_ABSENTABLE). It cannot be taken back. The staff and the
 * lesson's teacher are told in the same transaction.
 */
export async function markAbsent(db: Db, options: { principal: Principal; lessonId: number; reason: string; clock: SchoolClock }): Promise<{ id: number; status: string }> {
  const { principal, lessonId, clock } = options;
  const companyId = principal.companyId;
  const [reason] = requiredTexts([{ field: 'reason', label: reasonLabel(), text: options.reason }]);
  const childId = actingChildId(principal);
  const lesson = await db.selectFrom('lessons').select(['id', 'schoolhouse_id'])
    .where('company_id', '=', companyId).where('id', '=', lessonId).where('student_id', '=', childId).executeTakeFirst();
  if (!lesson) throw new AppError('NOT_FOUND');
  await assertGateOpenForRecord(db, { gate: 'protector-absence', principal, schoolhouseId: lesson.schoolhouse_id });
  return db.transaction().execute(async (trx) => {
    const changed = await trx.updateTable('lessons as l')
      .set({ status: LessonStatus.absent, absence_reason: reason, absent_at: sql`now()`, updated_at: sql`now()` })
      .where('l.company_id', '=', companyId).where('l.id', '=', lessonId).where('l.student_id', '=', childId)
      .where('l.status', '=', LessonStatus.scheduled)
      .where((eb) => eb.exists(eb.selectFrom('timetable_periods as p').select(sql.lit(1).as('one'))
        .whereRef('p.company_id', '=', 'l.company_id').whereRef('p.id', '=', 'l.timetable_period_id')
        .where(sql<boolean>`l.lesson_date + p.start_time > ${clock.now}::timestamp`)))
      .returning(['l.id', 'l.status']).executeTakeFirst();
    if (!changed) throw new AppError('LESSON_NOT_ABSENTABLE');
    await ringAbsence(trx, { companyId, lessonId });
    return { id: changed.id, status: changed.status };
  });
}
