import type { Kysely } from 'kysely';
import { grantAllows } from '../../../generated/abilities.js';
import type { Database } from '../../../generated/db.js';
import { EventStatus } from '../../../generated/enums.js';
import { operations } from '../../../generated/operations.js';
import { formatMessage } from '../../../shared/validationMessage.js';
import { enabledFeatures } from '../../auth/principal.js';
import type { FeedHolder } from '../lessons/calendarFeed.js';
import type { FeedEntry } from '../lessons/calendarFeedIcs.js';
import { feedRange } from '../lessons/calendarFeedLessons.js';

type Db = Kysely<Database>;

/**
 * A family's bookings in its calendar feed (issue 21: the lessons' calendar feeds carry a family's bookings): every
 * child's booking of the feed's range, of events not drafts, where the family may use reservations at the event's
 * schoolhouse (the grants of event.frames-protector); a called-off event's booking stays as free time, marked 中止.
 */
export async function feedBookings(db: Db, options: { holder: FeedHolder; now?: Date }): Promise<FeedEntry[]> {
  const { holder } = options;
  if (holder.role !== 'PROTECTOR') return [];
  const { from, to } = feedRange(options.now);
  const rows = await db.selectFrom('event_reservations as r')
    .innerJoin('students as st', (j) => j.onRef('st.company_id', '=', 'r.company_id').onRef('st.id', '=', 'r.student_id'))
    .innerJoin('protectors as g', (j) => j.onRef('g.company_id', '=', 'st.company_id').onRef('g.id', '=', 'st.protector_id'))
    .innerJoin('events as e', (j) => j.onRef('e.company_id', '=', 'r.company_id').onRef('e.id', '=', 'r.event_id'))
    .innerJoin('event_time_slots as t', (j) => j.onRef('t.company_id', '=', 'r.company_id').onRef('t.id', '=', 'r.time_slot_id'))
    .innerJoin('event_spaces as sp', (j) => j.onRef('sp.company_id', '=', 'e.company_id').onRef('sp.id', '=', 'e.space_id'))
    .innerJoin('schoolhouses as h', (j) => j.onRef('h.company_id', '=', 'e.company_id').onRef('h.id', '=', 'e.schoolhouse_id'))
    .select(['r.id', 'r.frame_date', 'r.updated_at', 'r.student_id', 'st.first_name_kanji', 'e.event_name', 'e.status', 'e.schoolhouse_id', 't.slot_name', 't.start_time', 't.end_time',
      'sp.space_name', 'h.schoolhouse_name'])
    .where('r.company_id', '=', holder.companyId).where('g.user_id', '=', holder.userId)
    .where('r.frame_date', '>=', from).where('r.frame_date', '<=', to).where('e.status', '!=', EventStatus.draft)
    .orderBy('r.frame_date').orderBy('t.start_time').orderBy('r.id').execute();
  const access = operations.find((o) => o.id === 'event.frames-protector')!.access;
  const allowed = new Map<number, boolean>();
  for (const id of new Set(rows.map((r) => r.schoolhouse_id))) {
    const features = await enabledFeatures(db, { companyId: holder.companyId, schoolhouseIds: [id] });
    allowed.set(id, grantAllows(access, { role: holder.role, features }));
  }
  const hasSeveralChildren = new Set(rows.map((r) => r.student_id)).size > 1;
  return rows.filter((r) => allowed.get(r.schoolhouse_id)).map((r) => {
    const isCancelled = r.status === EventStatus.cancelled;
    const summary = formatMessage(hasSeveralChildren ? 'eventApi.feed.summaryWithName' : 'eventApi.feed.summary', { event: r.event_name, name: r.first_name_kanji });
    return {
      key: `event-reservation-${r.id}`, date: r.frame_date, start_time: r.start_time.slice(0, 5), end_time: r.end_time.slice(0, 5),
      summary: isCancelled ? `${summary} ${formatMessage('eventApi.feed.cancelled')}` : summary,
      description: formatMessage('eventApi.feed.description', { slot: r.slot_name, start: r.start_time.slice(0, 5), end: r.end_time.slice(0, 5), space: r.space_name }),
      location: r.schoolhouse_name, isTakingPlace: !isCancelled, updated_at: r.updated_at,
    };
  });
}
