import { sql, type Kysely } from 'kysely';
import type { Database } from '../../../generated/db.js';
import { LessonStatus, RescheduleStatus } from '../../../generated/enums.js';
import type { Principal } from '../../auth/principal.js';
import { mapConstraintError } from '../../crud/dbErrors.js';
import { AppError } from '../../foundation/errors.js';
import { formatMessage } from '../../../shared/validationMessage.js';
import { ringRescheduleRequested } from './lessonBells.js';
import { makeupCandidates, reschedulableLesson } from './makeupChoices.js';
import type { SchoolClock } from './rescheduleDeadline.js';

type Db = Kysely<Database>;

/** The body of frame.reschedule-request. */
export interface RescheduleBody { first_frame_id: number; second_frame_id?: number; note?: string }

/**
 * A guardian's make-up request (frame.reschedule-request) for the acting child's absent lesson, before the deadline:
 * a first and an optional second choice, each among the make-up choices offered now (makeupChoices.ts), else
 * RESCHEDULE_CHOICE_UNAVAILABLE. The request (waiting) is written and the lesson becomes waiting (振替申請中) in one
 * transaction, the lesson locked meanwhile; the unique rule on the lesson answers RESCHEDULE_ALREADY_REQUESTED should
 * two requests still meet. Staff are told in the same transaction and decide it (rescheduleDecision.ts).
 */
export async function createRescheduleRequest(db: Db, options: { principal: Principal; lessonId: number; body: RescheduleBody; clock: SchoolClock }): Promise<{ id: number; status: string }> {
  const { principal, body, clock } = options;
  const companyId = principal.companyId;
  if (body.second_frame_id !== undefined && body.second_frame_id === body.first_frame_id) {
    throw new AppError('VALIDATION_FAILED', { errors: [{ field: 'second_frame_id', message: formatMessage('lessonFamilyApi.sameChoiceTwice') }] });
  }
  const wanted = body.second_frame_id === undefined ? [body.first_frame_id] : [body.first_frame_id, body.second_frame_id];
  const note = body.note?.trim() || null;
  try {
    return await db.transaction().execute(async (trx) => {
      const lesson = await reschedulableLesson(trx, { principal, lessonId: options.lessonId, clock, forUpdate: true });
      const offered = await makeupCandidates(trx, {
        companyId, schoolhouseId: lesson.schoolhouse_id, studentId: lesson.student_id, from: clock.tomorrow, to: lesson.deadline, frameIds: wanted,
      });
      if (offered.length !== wanted.length) throw new AppError('RESCHEDULE_CHOICE_UNAVAILABLE');
      const request = await trx.insertInto('reschedule_requests').values({
        company_id: companyId, lesson_id: lesson.id, student_id: lesson.student_id, schoolhouse_id: lesson.schoolhouse_id,
        first_frame_id: body.first_frame_id, second_frame_id: body.second_frame_id ?? null, status: RescheduleStatus.waiting, note,
        requested_by_user_id: principal.userId,
      }).returning(['id', 'status']).executeTakeFirstOrThrow();
      await trx.updateTable('lessons').set({ status: LessonStatus.waiting, updated_at: sql`now()` })
        .where('company_id', '=', companyId).where('id', '=', lesson.id).where('status', '=', LessonStatus.absent).execute();
      await ringRescheduleRequested(trx, { companyId, lessonId: lesson.id, requestId: request.id });
      return { id: request.id, status: request.status };
    });
  } catch (err) {
    if (err instanceof AppError) throw err;
    return mapConstraintError(err, { entity: 'reschedule_request' });
  }
}
