import { sql, type Kysely } from 'kysely';
import type { Database } from '../../../generated/db.js';
import { EventStatus, NotificationKind, StudentStatusSets } from '../../../generated/enums.js';
import { eventStatusMoves } from '../../../shared/eventStatusMoves.js';
import { formatMessage } from '../../../shared/validationMessage.js';
import type { Principal } from '../../auth/principal.js';
import type { JobQueue } from '../../core/jobQueue.js';
import { AppError } from '../../foundation/errors.js';
import { notify } from '../notifications/notify.js';
import { schoolClock } from '../lessons/rescheduleDeadline.js';
import { eventDates } from './eventDates.js';
import { closedDaysOf, EVENT_COLUMNS, eventRow, type EventRow } from './eventReads.js';
import { statusLabel } from './eventStatusLabel.js';

type Db = Kysely<Database>;

/** 2026-12-24 as 2026年12月24日. */
const japaneseDate = (date: string) => `${date.slice(0, 4)}年${date.slice(5, 7)}月${date.slice(8, 10)}日`;

/**
 * An event's status (issue 21; event_status in model/enums.yaml): 下書き → 公開中 by publishing (the families concerned
 * are told); the other moves are the code list's sets (eventStatusMoves): 公開中 ⇄ 受付終了, to 中止, and back to 下書き
 * only while nobody has booked.
 */

async function lockedEvent(db: Db, options: { companyId: number; id: number }): Promise<EventRow> {
  const raw = await db.selectFrom('events').select([...EVENT_COLUMNS]).where('company_id', '=', options.companyId).where('id', '=', options.id).forUpdate().executeTakeFirst();
  if (!raw) throw new AppError('NOT_FOUND');
  return eventRow(raw);
}

const answer = (row: { id: number; status: string; published_at: Date | null }) => ({ id: row.id, status: row.status, published_at: row.published_at });

/** POST /events/{id}/status: the moves above; 公開 itself is {@link publishEvent}. */
export async function changeEventStatus(db: Db, options: { principal: Principal; id: number; status: string }) {
  const companyId = options.principal.companyId;
  return db.transaction().execute(async (trx) => {
    const event = await lockedEvent(trx, { companyId, id: options.id });
    if (event.status === options.status) return answer(event);
    if (!eventStatusMoves(event.status).includes(options.status as never)) throw new AppError('EVENT_STATUS_INVALID', { values: { status: statusLabel(event.status) } });
    if (options.status === EventStatus.draft) {
      const booked = await trx.selectFrom('event_reservations').select('id').where('company_id', '=', companyId).where('event_id', '=', event.id).executeTakeFirst();
      if (booked) throw new AppError('EVENT_STATUS_INVALID', { values: { status: statusLabel(event.status) } });
    }
    const row = await trx.updateTable('events').set({ status: options.status, updated_at: sql<Date>`now()` })
      .where('company_id', '=', companyId).where('id', '=', event.id).returning(['id', 'status', 'published_at']).executeTakeFirstOrThrow();
    return answer(row);
  });
}

/**
 * POST /events/{id}/publish: a draft becomes 公開中 and every family concerned (the guardians of the schoolhouse's
 * students of its school year, or of every year, still at the school) is told through the kind's channels. An event
 * with no day left to book (its period over, or every day closed) is refused (EVENT_NO_FRAMES). When the
 * notifications cannot be written or queued, nothing is published (EVENT_NOTIFY_FAILED, 「通知に失敗しました」).
 */
export async function publishEvent(db: Db, options: { principal: Principal; id: number; jobs: JobQueue }) {
  const companyId = options.principal.companyId;
  return db.transaction().execute(async (trx) => {
    const event = await lockedEvent(trx, { companyId, id: options.id });
    if (event.status !== EventStatus.draft) throw new AppError('EVENT_STATUS_INVALID', { values: { status: statusLabel(event.status) } });
    const today = schoolClock().today;
    const from = today > event.start_date ? today : event.start_date;
    const closed = from > event.end_date ? new Map<number, Set<string>>() : await closedDaysOf(trx, { companyId, schoolhouseIds: [event.schoolhouse_id], from, to: event.end_date });
    const days = from > event.end_date ? [] : eventDates(event, { from, to: event.end_date, closed: closed.get(event.schoolhouse_id) ?? new Set() });
    if (days.length === 0 || event.time_slot_ids.length === 0) throw new AppError('EVENT_NO_FRAMES');
    const row = await trx.updateTable('events').set({ status: EventStatus.published, published_at: sql<Date>`now()`, updated_at: sql<Date>`now()` })
      .where('company_id', '=', companyId).where('id', '=', event.id).returning(['id', 'status', 'published_at']).executeTakeFirstOrThrow();
    const atSchool = StudentStatusSets.eventFamilies;
    try {
      const written = await notify(trx, {
        companyId, kind: NotificationKind.eventPublished, targetId: event.id,
        body: formatMessage('eventApi.publishedBody', { event: event.event_name, from: japaneseDate(event.start_date), to: japaneseDate(event.end_date) }),
        recipients: sql`select g.user_id, st.id as student_id, st.schoolhouse_id from students st
          join protectors g on g.company_id = st.company_id and g.id = st.protector_id
          where st.company_id = ${companyId} and st.schoolhouse_id = ${event.schoolhouse_id}
            and (${event.schoolyear_id}::int is null or st.schoolyear_id = ${event.schoolyear_id})
            and st.status = any(${[...atSchool]}::int[]) and g.user_id is not null`,
      });
      if (written > 0) await options.jobs.send({ db: trx, name: 'notification-deliver', data: {} });
    } catch (error) {
      if (error instanceof AppError) throw error;
      throw new AppError('EVENT_NOTIFY_FAILED');
    }
    return answer(row);
  });
}
