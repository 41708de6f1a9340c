import { EventStatus } from '../../../src/generated/enums.js';
import type { Case, HistoryEnv } from './historyCase.js';

interface Frame { event_id: number; event_name: string; frame_date: string; time_slot_id: number; state: string }

/**
 * The reservation writes (issue 21) on the demo's events: a family books and cancels a frame of 本町校's self-study
 * room, agrees to the 小4 course's consent, staff book for a student, close a day and open it again, publish the
 * draft and close a published event. Each entry takes its own family, frame or event.
 */
export function eventHistoryCases(env: HistoryEnv): Record<string, () => Promise<Case>> {
  const db = () => env.t().db;
  const usedStudents = new Set<number>();
  const usedFrames = new Set<string>();
  const today = () => new Date(Date.now() + 9 * 3600_000).toISOString().slice(0, 10);
  const inDays = (days: number) => new Date(Date.now() + 9 * 3600_000 + days * 86_400_000).toISOString().slice(0, 10);
  const houseId = async (name: string) => (await db().selectFrom('schoolhouses').select('id').where('company_id', '=', env.companyId()).where('schoolhouse_name', '=', name).executeTakeFirstOrThrow()).id;
  const eventId = async (name: string) => (await db().selectFrom('events').select('id').where('company_id', '=', env.companyId()).where('event_name', '=', name).executeTakeFirstOrThrow()).id;

  /** A guardian acting for their first child, a student of the schoolhouse (and year) no other entry took. */
  const family = async (house: string, year?: string) => {
    let query = db().selectFrom('students as s').innerJoin('protectors as p', 'p.id', 's.protector_id').innerJoin('users as u', 'u.id', 'p.user_id')
      .innerJoin('schoolyears as y', 'y.id', 's.schoolyear_id').innerJoin('schoolhouses as h', 'h.id', 's.schoolhouse_id')
      .select(['s.id', 'u.username', 'u.id as user_id', 'p.id as protector_id']).where('s.company_id', '=', env.companyId()).where('h.schoolhouse_name', '=', house);
    if (year) query = query.where('y.schoolyear_name', '=', year);
    for (const row of await query.orderBy('s.id').execute()) {
      const first = await db().selectFrom('students').select('id').where('protector_id', '=', row.protector_id).orderBy('id').executeTakeFirstOrThrow();
      if (first.id === row.id && !usedStudents.has(row.id)) {
        usedStudents.add(row.id);
        return { username: row.username, studentId: row.id, userId: row.user_id };
      }
    }
    throw new Error(`no family left at ${house}`);
  };

  /** A frame of an event the family may book now (its own calendar says 予約可), not taken by another entry. */
  const frameFor = async (username: string, event: string): Promise<Frame> => {
    const res = await env.t().app.inject({ method: 'GET', url: `/api/v1/events/frames?from=${today()}&to=${inDays(40)}`, headers: await env.t().authAs(username) });
    const frames = (res.json() as { data: Frame[] }).data.filter((f) => f.event_name === event && f.state === 'reservable');
    const frame = frames.find((f) => !usedFrames.has(`${f.event_id}|${f.frame_date}|${f.time_slot_id}`));
    if (!frame) throw new Error(`no reservable frame of ${event} for ${username}: ${res.body.slice(0, 200)}`);
    usedFrames.add(`${frame.event_id}|${frame.frame_date}|${frame.time_slot_id}`);
    return frame;
  };

  return {
    'event.register': async () => {
      const f = await family('本町校');
      const frame = await frameFor(f.username, '自習室開放（冬期）');
      const body = { event_id: frame.event_id, frame_date: frame.frame_date, time_slot_id: frame.time_slot_id };
      return {
        call: { user: f.username, studentId: f.studentId, json: body },
        refused: { user: f.username, studentId: f.studentId, json: { ...body, event_id: 999999999 }, error: 'NOT_FOUND' },
        rows: [{ target: 'event_reservation', action: 'insert', after: { student_id: f.studentId, frame_date: frame.frame_date, booked_by_user_id: f.userId, by_staff: false }, count: 1 }],
      };
    },
    'event.reservation-cancel': async () => {
      const f = await family('本町校');
      const frame = await frameFor(f.username, '自習室開放（冬期）');
      const booking = await db().insertInto('event_reservations').values({
        company_id: env.companyId(), event_id: frame.event_id, frame_date: frame.frame_date, time_slot_id: frame.time_slot_id, student_id: f.studentId, booked_by_user_id: f.userId,
      }).returning('id').executeTakeFirstOrThrow();
      return {
        call: { user: f.username, studentId: f.studentId, params: { id: frame.event_id, reservationId: booking.id } },
        refused: { user: f.username, studentId: f.studentId, params: { id: frame.event_id, reservationId: 999999999 }, error: 'NOT_FOUND' },
        rows: [{ target: 'event_reservation', action: 'delete', before: { id: booking.id, student_id: f.studentId }, count: 1 }],
      };
    },
    'event.admin-register': async () => {
      const f = await family('本町校');
      const frame = await frameFor('guardian1', '自習室開放（冬期）');
      const body = { event_id: frame.event_id, frame_date: frame.frame_date, time_slot_id: frame.time_slot_id, student_id: f.studentId };
      return {
        call: { user: 'staff', json: body },
        refused: { user: 'staff', json: { ...body, student_id: 999999999 }, error: 'NOT_FOUND' },
        rows: [{ target: 'event_reservation', action: 'insert', after: { student_id: f.studentId, by_staff: true }, count: 1 }],
      };
    },
    'event.agree': async () => {
      const f = await family('本町校', '小4');
      const id = await eventId('小4 算数 冬期特別講座');
      return {
        call: { user: f.username, studentId: f.studentId, params: { id } },
        refused: { user: f.username, studentId: f.studentId, params: { id: 999999999 }, error: 'NOT_FOUND' },
        rows: [{ target: 'event_agreement', action: 'insert', after: { event_id: id, student_id: f.studentId, agreed_by_user_id: f.userId }, count: 1 }],
      };
    },
    'event.holiday-create': async () => {
      const schoolhouseId = await houseId('緑ヶ丘校');
      const date = inDays(50);
      return {
        call: { user: 'staff', json: { schoolhouse_id: schoolhouseId, holiday_date: date, name: '臨時休校' } },
        refused: { user: 'staff', json: { schoolhouse_id: 999999999, holiday_date: date, name: '臨時休校' }, error: 'NOT_FOUND' },
        rows: [{ target: 'holiday', action: 'insert', after: { schoolhouse_id: schoolhouseId, holiday_date: date, name: '臨時休校' }, count: 1 }],
      };
    },
    'event.holiday-delete': async () => {
      const schoolhouseId = await houseId('緑ヶ丘校');
      const row = await db().insertInto('holidays').values({ company_id: env.companyId(), schoolhouse_id: schoolhouseId, holiday_date: inDays(51), name: '設備点検' })
        .returning('id').executeTakeFirstOrThrow();
      return {
        call: { user: 'staff', params: { id: row.id } },
        refused: { user: 'staff', params: { id: 999999999 }, error: 'NOT_FOUND' },
        rows: [{ target: 'holiday', action: 'delete', before: { id: row.id, name: '設備点検' }, count: 1 }],
      };
    },
    'event.publish': async () => {
      const id = await eventId('春期講習 説明会');
      return {
        call: { user: 'staff', params: { id } },
        refused: { user: 'staff', params: { id: 999999999 }, error: 'NOT_FOUND' },
        rows: [
          { target: 'event', action: 'update', before: { status: EventStatus.draft }, after: { status: EventStatus.published }, count: 1 },
          { target: 'notification', action: 'insert', after: { kind: 'event-published', target_id: id } },
          // Their e-mails, queued with the bells' rows (the kind's mail channel).
          { target: 'notification_delivery', action: 'insert', after: { channel: 'mail' } },
        ],
      };
    },
    'event.status': async () => {
      const id = await eventId('中3 実力判定模試（会場受験）');
      return {
        call: { user: 'staff', params: { id }, json: { status: EventStatus.closed } },
        refused: { user: 'staff', params: { id }, json: { status: EventStatus.draft }, error: 'EVENT_STATUS_INVALID' },
        rows: [{ target: 'event', action: 'update', before: { status: EventStatus.published }, after: { status: EventStatus.closed }, count: 1 }],
      };
    },
  };
}
