// @vitest-environment node
// Runs on both databases: bookings contend for seats: serial on PGlite, real concurrency on PostgreSQL.
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { constants } from '../../src/generated/constants.js';
import { errorCatalogue, type ErrorKey } from '../../src/generated/errors.js';
import { EventStatus, NotificationKind, Recurrence } from '../../src/generated/enums.js';
import { setEverywhere } from './gateCases.js';
import { startTestApp, type TestApp } from './harness.js';

/**
 * 予約・イベント (issue 21) through the API on the demo's events: what a family sees and books (its child's schoolhouse
 * and school year; the per-person limit, capacity, deadline, consent and batch choices; cancelling before the cut-off),
 * what staff do (book for a student, close a day and tell the families, publish, change the status, the student list
 * and its CSVs) and what a teacher views; every /events endpoint object by object (another family's booking, another
 * schoolhouse's event, another year's family), and bookings under contention (exactly the seats left, one booking at
 * the per-person limit from two tabs). Runs on PGlite and on PostgreSQL (the contention is real there).
 */
let t: TestApp;
let companyId: number;
beforeAll(async () => {
  t = await startTestApp();
  companyId = (await t.db.selectFrom('companies').select('id').orderBy('id').executeTakeFirstOrThrow()).id;
});
afterAll(async () => { await t.close(); });

const base = String(constants.apiBasePath);
type Method = 'GET' | 'POST' | 'PUT' | 'DELETE';
const call = async (user: string, method: Method, url: string, payload?: object) =>
  t.app.inject({ method, url: `${base}${url}`, headers: await t.authAs(user), ...(payload ? { payload } : {}) });
const codeOf = (res: { json(): unknown }) => (res.json() as { code?: number }).code;
const catalogue = (key: ErrorKey) => errorCatalogue[key].code;
const jst = (days = 0) => new Date(Date.now() + 9 * 3600_000 + days * 86_400_000).toISOString().slice(0, 10);
const weekdayOf = (date: string) => new Date(`${date}T00:00:00Z`).getUTCDay() || 7;

interface Frame { event_id: number; event_name: string; frame_date: string; time_slot_id: number; state: string; reserved_count: number; capacity: number; my_reservation_id: number | null }

const houseId = async (name: string) => (await t.db.selectFrom('schoolhouses').select('id').where('schoolhouse_name', '=', name).executeTakeFirstOrThrow()).id;
const yearId = async (name: string) => (await t.db.selectFrom('schoolyears').select('id').where('schoolyear_name', '=', name).executeTakeFirstOrThrow()).id;
const slotId = async (name: string) => (await t.db.selectFrom('event_time_slots').select('id').where('slot_name', '=', name).executeTakeFirstOrThrow()).id;
const spaceId = async (name: string) => (await t.db.selectFrom('event_spaces').select('id').where('space_name', '=', name).executeTakeFirstOrThrow()).id;

const usedStudents = new Set<number>();
/** A guardian acting for their first child at a schoolhouse (and year), one no other test took. */
async function family(house: string, year?: string) {
  let query = t.db.selectFrom('students as s').innerJoin('protectors as p', 'p.id', 's.protector_id').innerJoin('users as u', 'u.id', 'p.user_id')
    .innerJoin('schoolyears as y', 'y.id', 's.schoolyear_id').innerJoin('schoolhouses as h', 'h.id', 's.schoolhouse_id')
    .select(['s.id', 'u.username', 'u.id as user_id', 'p.id as protector_id', 's.schoolyear_id']).where('h.schoolhouse_name', '=', house);
  if (year) query = query.where('y.schoolyear_name', '=', year);
  for (const row of await query.orderBy('s.id').execute()) {
    const first = await t.db.selectFrom('students').select('id').where('protector_id', '=', row.protector_id).orderBy('id').executeTakeFirstOrThrow();
    if (first.id === row.id && !usedStudents.has(row.id)) {
      usedStudents.add(row.id);
      return { username: row.username, studentId: row.id, userId: row.user_id, schoolyearId: row.schoolyear_id };
    }
  }
  throw new Error(`no family left at ${house} ${year ?? ''}`);
}

/** A published test event of 本町校 held every day from tomorrow for two weeks, in 夜の部 (the options override). */
async function testEvent(options: Record<string, unknown> = {}): Promise<number> {
  const row = await t.db.insertInto('events').values({
    company_id: companyId, event_name: `テスト講座${Math.random().toString(36).slice(2, 8)}`, schoolhouse_id: await houseId('本町校'), schoolyear_id: null,
    space_id: await spaceId('講義室'), time_slot_ids: [await slotId('夜の部')], start_date: jst(2), end_date: jst(15), recurrence: Recurrence.everyDay, interval_weeks: 1,
    on_monday: true, on_tuesday: false, on_wednesday: false, on_thursday: false, on_friday: false, on_saturday: false, on_sunday: false,
    max_students: 10, per_person_limit: 5, same_day_reservation: false, status: EventStatus.published, published_at: sql<Date>`now()`, ...options,
  } as never).returning('id').executeTakeFirstOrThrow();
  return row.id;
}

const framesOf = async (user: string, eventId?: number) => {
  const res = await call(user, 'GET', `/events/frames?from=${jst(0)}&to=${jst(40)}${eventId ? `&event_id=${eventId}` : ''}`);
  expect(res.statusCode, res.body).toBe(200);
  return (res.json() as { data: Frame[] }).data;
};
const register = (user: string, frame: Pick<Frame, 'event_id' | 'frame_date' | 'time_slot_id'>, extra: object = {}) =>
  call(user, 'POST', '/events/frames/register', { event_id: frame.event_id, frame_date: frame.frame_date, time_slot_id: frame.time_slot_id, ...extra });

describe('a family books for the child it acts for', () => {
  it('should show only the events of the child\'s schoolhouse and school year, and refuse another year\'s family', async () => {
    const course = (await t.db.selectFrom('events').select(['id', 'schoolyear_id']).where('event_name', '=', '小4 算数 冬期特別講座').executeTakeFirstOrThrow());
    const fourth = await family('本町校', '小4');
    const other = await family('本町校', '中1');
    const elsewhere = await family('駅前校');
    expect((await framesOf(fourth.username)).some((f) => f.event_id === course.id)).toBe(true);
    expect((await framesOf(other.username)).some((f) => f.event_id === course.id)).toBe(false);
    expect((await framesOf(elsewhere.username)).every((f) => f.event_name !== '自習室開放（冬期）')).toBe(true);
    const frame = (await framesOf(fourth.username)).find((f) => f.event_id === course.id)!;
    const refused = await register(other.username, frame);
    expect([refused.statusCode, codeOf(refused)]).toEqual([403, catalogue('EVENT_NOT_FOR_CHILD')]);
    // A schoolhouse_id of another schoolhouse does not widen a family's calendar.
    const wider = await call(elsewhere.username, 'GET', `/events/frames?from=${jst(0)}&to=${jst(40)}&schoolhouse_id=${await houseId('本町校')}`);
    expect((wider.json() as { data: Frame[] }).data.some((f) => f.event_name === '自習室開放（冬期）')).toBe(false);
  });

  it('should need the consent first, then book, and say 参加上限を超えています past the per-person limit', async () => {
    const eventId = await testEvent({ per_person_limit: 2, consent_text: '欠席の振替はありません。' });
    const f = await family('本町校');
    const [first, second, third] = (await framesOf(f.username, eventId)).filter((x) => x.state === 'reservable');
    const needsConsent = await register(f.username, first!);
    expect([needsConsent.statusCode, codeOf(needsConsent)]).toEqual([409, catalogue('EVENT_CONSENT_REQUIRED')]);
    expect((await call(f.username, 'GET', `/events/${eventId}/agree-participate`)).json()).toMatchObject({ consent_text: '欠席の振替はありません。', agreed: false });
    expect((await call(f.username, 'POST', `/events/${eventId}/agree-participate`)).json()).toMatchObject({ agreed: true });
    expect((await register(f.username, first!)).statusCode).toBe(200);
    expect((await register(f.username, second!)).statusCode).toBe(200);
    const again = await register(f.username, first!);
    expect(codeOf(again)).toBe(catalogue('EVENT_ALREADY_RESERVED'));
    const over = await register(f.username, third!);
    expect([over.statusCode, codeOf(over)]).toEqual([409, catalogue('EVENT_LIMIT_EXCEEDED')]);
    expect((over.json() as { message: string }).message).toContain('参加上限を超えています');
    const states = (await framesOf(f.username, eventId)).filter((x) => x.state === 'reserved');
    expect(states.map((x) => x.frame_date)).toEqual([first!.frame_date, second!.frame_date]);
  });

  it('should book a batch (weekly) all or none, and refuse it whole when one frame is full', async () => {
    const eventId = await testEvent({ max_students: 1, per_person_limit: 10, end_date: jst(29) });
    const a = await family('本町校');
    const b = await family('本町校');
    const frames = (await framesOf(a.username, eventId)).filter((x) => x.state === 'reservable');
    const start = frames[0]!;
    const weekly = frames.filter((x) => weekdayOf(x.frame_date) === weekdayOf(start.frame_date));
    // b takes the second week's frame; a's weekly batch from the first week then cannot be booked whole.
    expect((await register(b.username, weekly[1]!)).statusCode).toBe(200);
    const refused = await register(a.username, start, { batch: 'weekly' });
    expect([refused.statusCode, codeOf(refused)]).toEqual([409, catalogue('EVENT_FULL')]);
    expect(await t.db.selectFrom('event_reservations').select('id').where('event_id', '=', eventId).where('student_id', '=', a.studentId).execute()).toHaveLength(0);
    const twoWeeks = await register(a.username, start, { batch: 'everyTwoWeeks' });
    expect(twoWeeks.statusCode, twoWeeks.body).toBe(200);
    expect((twoWeeks.json() as { data: Frame[] }).data.map((r) => r.frame_date)).toEqual(weekly.filter((_, i) => i % 2 === 0).map((x) => x.frame_date));
    const custom = await register(a.username, frames[1]!, { batch: 'custom', dates: [frames[2]!.frame_date] });
    expect((custom.json() as { data: Frame[] }).data.map((r) => r.frame_date)).toEqual([frames[1]!.frame_date, frames[2]!.frame_date]);
    const notAFrame = await register(a.username, frames[3]!, { batch: 'custom', dates: [jst(60)] });
    expect(codeOf(notAFrame)).toBe(catalogue('EVENT_FRAME_UNAVAILABLE'));
  });

  it('should refuse after the application deadline, on a closed event, and beyond the schoolhouse\'s booking days', async () => {
    const late = await testEvent({ application_deadline: new Date(Date.now() - 60_000) });
    const closed = await testEvent({ status: EventStatus.closed });
    const f = await family('本町校');
    const [frame] = await framesOf(f.username, late);
    expect(frame!.state).toBe('notReservable');
    expect(codeOf(await register(f.username, frame!))).toBe(catalogue('EVENT_DEADLINE_PASSED'));
    const [closedFrame] = await framesOf(f.username, closed);
    expect(closedFrame!.state).toBe('notReservable');
    expect(codeOf(await register(f.username, closedFrame!))).toBe(catalogue('EVENT_STATUS_INVALID'));
    const draft = await testEvent({ status: EventStatus.draft });
    expect(await framesOf(f.username, draft)).toEqual([]);
    expect(codeOf(await call(f.username, 'POST', '/events/frames/register', { event_id: draft, frame_date: jst(3), time_slot_id: await slotId('夜の部') }))).toBe(catalogue('NOT_FOUND'));
    const far = await testEvent({ start_date: jst(70), end_date: jst(75) });
    const res = await call(f.username, 'GET', `/events/frames?from=${jst(70)}&to=${jst(75)}&event_id=${far}`);
    expect((res.json() as { data: Frame[] }).data.every((x) => x.state === 'notReservable')).toBe(true);
  });

  it('should let a family cancel its own booking before the cut-off, never another family\'s', async () => {
    const eventId = await testEvent();
    const a = await family('本町校');
    const b = await family('本町校');
    const [frame] = (await framesOf(a.username, eventId)).filter((x) => x.state === 'reservable');
    const booked = (await register(a.username, frame!)).json() as { data: Array<{ id: number; cancellable: boolean }> };
    const id = booked.data[0]!.id;
    const mine = (await call(a.username, 'GET', '/events/frames/protector')).json() as { data: Array<{ id: number; cancellable: boolean }> };
    expect(mine.data.find((r) => r.id === id)?.cancellable).toBe(true);
    expect((await call(b.username, 'GET', '/events/frames/protector')).json()).not.toMatchObject({ data: expect.arrayContaining([expect.objectContaining({ id })]) });
    expect(codeOf(await call(b.username, 'DELETE', `/events/frames/${eventId}/${id}`))).toBe(catalogue('NOT_FOUND'));
    expect(codeOf(await call(a.username, 'DELETE', `/events/frames/${eventId + 100000}/${id}`))).toBe(catalogue('NOT_FOUND'));
    // The schoolhouse's キャンセル期限: 30 days before the frame; the booking can no longer be cancelled by the family.
    await t.db.insertInto('event_settings').values({ company_id: companyId, schoolhouse_id: await houseId('本町校'), open_days_ahead: 60, cancel_days_before: 30 })
      .onConflict((oc) => oc.columns(['company_id', 'schoolhouse_id']).doUpdateSet({ cancel_days_before: 30 })).execute();
    try {
      const refused = await call(a.username, 'DELETE', `/events/frames/${eventId}/${id}`);
      expect([refused.statusCode, codeOf(refused)]).toEqual([409, catalogue('EVENT_CANCEL_CLOSED')]);
    } finally {
      await t.db.updateTable('event_settings').set({ cancel_days_before: 1 }).where('schoolhouse_id', '=', await houseId('本町校')).execute();
    }
    expect((await call(a.username, 'DELETE', `/events/frames/${eventId}/${id}`)).statusCode).toBe(200);
    expect(await t.db.selectFrom('event_reservations').select('id').where('id', '=', id).execute()).toHaveLength(0);
  });

  it('should show a family only its own booking of a frame, staff and the schoolhouse\'s teachers all of them', async () => {
    const eventId = await testEvent();
    const a = await family('本町校');
    const b = await family('本町校');
    const [frame] = (await framesOf(a.username, eventId)).filter((x) => x.state === 'reservable');
    await register(a.username, frame!);
    await register(b.username, frame!);
    const url = `/events/frames/${eventId}?frame_date=${frame!.frame_date}&time_slot_id=${frame!.time_slot_id}`;
    const asFamily = (await call(a.username, 'GET', url)).json() as { reservations: Array<{ student_id: number }>; frame: { reserved_count: number; state: string } };
    expect(asFamily.reservations.map((r) => r.student_id)).toEqual([a.studentId]);
    expect(asFamily.frame).toMatchObject({ reserved_count: 2, state: 'reserved' });
    expect(((await call('staff', 'GET', url)).json() as { reservations: unknown[] }).reservations).toHaveLength(2);
    expect(((await call('teacher1', 'GET', url)).json() as { reservations: unknown[] }).reservations).toHaveLength(2);
    const elsewhere = await family('駅前校');
    expect(codeOf(await call(elsewhere.username, 'GET', url))).toBe(catalogue('EVENT_NOT_FOR_CHILD'));
  });
});

describe('staff and teachers', () => {
  it('should let staff book for a student of the event\'s schoolhouse within capacity and limit, and teachers only view', async () => {
    const eventId = await testEvent({ max_students: 1 });
    const a = await family('本町校');
    const elsewhere = await family('駅前校');
    const [frame] = (await framesOf('staff', eventId));
    const body = { event_id: eventId, frame_date: frame!.frame_date, time_slot_id: frame!.time_slot_id };
    expect(codeOf(await call('staff', 'POST', '/events/frames/admin-reservation/register', { ...body, student_id: elsewhere.studentId }))).toBe(catalogue('NOT_FOUND'));
    const booked = await call('staff', 'POST', '/events/frames/admin-reservation/register', { ...body, student_id: a.studentId });
    expect(booked.statusCode, booked.body).toBe(200);
    expect((booked.json() as { data: Array<{ by_staff: boolean }> }).data[0]!.by_staff).toBe(true);
    const full = await call('staff', 'POST', '/events/frames/admin-reservation/register', { ...body, student_id: (await family('本町校')).studentId });
    expect(codeOf(full)).toBe(catalogue('EVENT_FULL'));
    // Teachers view; they never book (the operations are not theirs), nor do families book for another child.
    expect((await call('teacher1', 'POST', '/events/frames/admin-reservation/register', { ...body, student_id: a.studentId })).statusCode).toBe(403);
    expect((await call('teacher1', 'POST', '/events/frames/register', body)).statusCode).toBe(403);
    expect((await call(a.username, 'POST', '/events/frames/admin-reservation/register', { ...body, student_id: a.studentId })).statusCode).toBe(403);
    // Staff cancel any booking.
    const id = (booked.json() as { data: Array<{ id: number }> }).data[0]!.id;
    expect((await call('staff', 'DELETE', `/events/frames/${eventId}/${id}`)).statusCode).toBe(200);
  });

  it('should refuse a teacher the bookings where 一般講師が予約を閲覧できる is off, and another schoolhouse\'s event always', async () => {
    const eventId = await testEvent();
    const [frame] = await framesOf('staff', eventId);
    const url = `/events/frames/${eventId}?frame_date=${frame!.frame_date}&time_slot_id=${frame!.time_slot_id}`;
    await setEverywhere(t, { name: 'TEACHER_VIEW_RESERVATION', value: String(constants.disabledFlag) });
    try {
      const refused = await call('teacher1', 'GET', url);
      expect([refused.statusCode, codeOf(refused)]).toEqual([403, catalogue('EVENT_NO_ACCESS')]);
      expect((refused.json() as { message: string }).message).toBe('予約管理にアクセス権限がありません。');
      await setEverywhere(t, { name: 'TEACHER_VIEW_RESERVATION', value: String(constants.enabledFlag) });
      expect((await call('teacher1', 'GET', url)).statusCode).toBe(200);
      // teacher2 teaches at 駅前校 only: 本町校's event is not theirs.
      expect(codeOf(await call('teacher2', 'GET', url))).toBe(catalogue('NOT_FOUND'));
      expect(codeOf(await call('teacher2', 'GET', `/events/${eventId}/list-student`))).toBe(catalogue('NOT_FOUND'));
      expect((await framesOf('teacher2', eventId))).toEqual([]);
    } finally {
      await t.db.deleteFrom('schoolhouse_settings').where('name', '=', 'TEACHER_VIEW_RESERVATION').execute();
      await t.db.insertInto('schoolhouse_settings').values({ company_id: companyId, schoolhouse_id: await houseId('本町校'), name: 'TEACHER_VIEW_RESERVATION', value: String(constants.enabledFlag) }).execute();
    }
  });

  it('should list an event\'s students and download them and the agreements as CSVs Excel opens', async () => {
    const eventId = await testEvent({ consent_text: '参加に同意します。' });
    const f = await family('本町校');
    await call(f.username, 'POST', `/events/${eventId}/agree-participate`);
    const [frame] = (await framesOf(f.username, eventId)).filter((x) => x.state === 'reservable');
    await register(f.username, frame!);
    const list = (await call('staff', 'GET', `/events/${eventId}/list-student`)).json() as { data: Array<{ student_id: number; reservation_count: number; frames: unknown[]; agreed_at: string | null }> };
    expect(list.data).toEqual([expect.objectContaining({ student_id: f.studentId, reservation_count: 1, agreed_at: expect.any(String) })]);
    expect(list.data[0]!.frames).toHaveLength(1);
    const minified = (await call('staff', 'GET', `/events/${eventId}/list-student?minify=1`)).json() as { data: Array<{ frames: unknown[] }> };
    expect(minified.data[0]!.frames).toEqual([]);
    const csv = await call('staff', 'GET', `/events/${eventId}/list-student/download`);
    expect(csv.headers['content-type']).toContain('text/csv');
    expect(csv.rawPayload.subarray(0, 3)).toEqual(Buffer.from([0xef, 0xbb, 0xbf]));
    expect(csv.body).toContain('日付,時間枠,生徒番号,生徒氏名');
    const sjis = await call('staff', 'GET', `/events/${eventId}/agree-participate-download?encoding=sjis`);
    expect(sjis.statusCode).toBe(200);
    expect(new TextDecoder('shift_jis').decode(sjis.rawPayload)).toContain('同意日時');
    expect((await call(f.username, 'GET', `/events/${eventId}/list-student`)).statusCode).toBe(403);
    expect((await call(f.username, 'GET', `/events/${eventId}/list-student/download`)).statusCode).toBe(403);
    expect(codeOf(await call('staff', 'GET', '/events/999999999/list-student'))).toBe(catalogue('NOT_FOUND'));
  });
});

describe('an event\'s status and publication', () => {
  it('should publish a draft to the families of its schoolhouse and year only, once', async () => {
    const eventId = await testEvent({ status: EventStatus.draft, published_at: null, schoolyear_id: await yearId('小4') });
    const fourth = await family('本町校', '小4');
    const other = await family('本町校', '中1');
    const res = await call('staff', 'POST', `/events/${eventId}/publish`);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({ id: eventId, status: EventStatus.published });
    const told = await t.db.selectFrom('notifications').select('user_id').where('kind', '=', NotificationKind.eventPublished).where('target_id', '=', eventId).execute();
    expect(told.map((n) => n.user_id)).toContain(fourth.userId);
    expect(told.map((n) => n.user_id)).not.toContain(other.userId);
    expect(codeOf(await call('staff', 'POST', `/events/${eventId}/publish`))).toBe(catalogue('EVENT_STATUS_INVALID'));
    expect((await call(fourth.username, 'POST', `/events/${eventId}/publish`)).statusCode).toBe(403);
    expect((await call('teacher1', 'POST', `/events/${eventId}/status`, { status: EventStatus.closed })).statusCode).toBe(403);
  });

  it('should refuse to publish an event with no day left, and publish nothing when the families cannot be told', async () => {
    const past = await testEvent({ status: EventStatus.draft, start_date: jst(-20), end_date: jst(-10) });
    expect(codeOf(await call('staff', 'POST', `/events/${past}/publish`))).toBe(catalogue('EVENT_NO_FRAMES'));
    const eventId = await testEvent({ status: EventStatus.draft, published_at: null });
    const send = t.jobs.send.bind(t.jobs);
    t.jobs.send = async () => { throw new Error('queue unavailable'); };
    try {
      const res = await call('staff', 'POST', `/events/${eventId}/publish`);
      expect([res.statusCode, codeOf(res)]).toEqual([502, catalogue('EVENT_NOTIFY_FAILED')]);
      expect((res.json() as { message: string }).message).toContain('通知に失敗しました');
    } finally {
      t.jobs.send = send;
    }
    expect((await t.db.selectFrom('events').select('status').where('id', '=', eventId).executeTakeFirstOrThrow()).status).toBe(EventStatus.draft);
    expect(await t.db.selectFrom('notifications').select('id').where('target_id', '=', eventId).where('kind', '=', NotificationKind.eventPublished).execute()).toHaveLength(0);
  });

  it('should move between the statuses it allows, and keep a booked event out of 下書き', async () => {
    const eventId = await testEvent();
    const f = await family('本町校');
    const [frame] = (await framesOf(f.username, eventId)).filter((x) => x.state === 'reservable');
    await register(f.username, frame!);
    const move = (status: string) => call('staff', 'POST', `/events/${eventId}/status`, { status });
    expect((await move(EventStatus.closed)).json()).toMatchObject({ status: EventStatus.closed });
    expect(codeOf(await register((await family('本町校')).username, frame!))).toBe(catalogue('EVENT_STATUS_INVALID'));
    expect(codeOf(await move(EventStatus.draft))).toBe(catalogue('EVENT_STATUS_INVALID'));
    expect((await move(EventStatus.published)).json()).toMatchObject({ status: EventStatus.published });
    expect((await move(EventStatus.cancelled)).json()).toMatchObject({ status: EventStatus.cancelled });
    expect(codeOf(await move(EventStatus.published))).toBe(catalogue('EVENT_STATUS_INVALID'));
    expect((await call('staff', 'POST', `/events/${eventId}/status`, { status: 'finished' })).statusCode).toBe(400);
    expect(codeOf(await call('staff', 'POST', '/events/999999999/status', { status: EventStatus.closed }))).toBe(catalogue('NOT_FOUND'));
  });
});

describe('closed days', () => {
  it('should list a schoolhouse\'s closed days to its families and teachers, and close a day with bookings only once confirmed', async () => {
    const eventId = await testEvent();
    const a = await family('本町校');
    const [frame] = (await framesOf(a.username, eventId)).filter((x) => x.state === 'reservable');
    await register(a.username, frame!);
    const honmachi = await houseId('本町校');
    const affected = (await call('staff', 'GET', `/events/holidays/affected?schoolhouse_id=${honmachi}&holiday_date=${frame!.frame_date}`)).json() as { data: Array<{ event_id: number; reservation_count: number }> };
    expect(affected.data.find((e) => e.event_id === eventId)?.reservation_count).toBe(1);
    const body = { schoolhouse_id: honmachi, holiday_date: frame!.frame_date, name: '臨時休校（台風）' };
    const unconfirmed = await call('staff', 'POST', '/events/holidays', body);
    expect([unconfirmed.statusCode, codeOf(unconfirmed)]).toEqual([409, catalogue('EVENT_CLOSED_DAY_HAS_EVENTS')]);
    expect(await t.db.selectFrom('holidays').select('id').where('holiday_date', '=', frame!.frame_date).where('schoolhouse_id', '=', honmachi).execute()).toHaveLength(0);
    const closed = await call('staff', 'POST', '/events/holidays', { ...body, confirmed: true });
    expect(closed.statusCode, closed.body).toBe(200);
    expect((closed.json() as { removed_reservations: number }).removed_reservations).toBeGreaterThanOrEqual(1);
    expect(await t.db.selectFrom('event_reservations').select('id').where('event_id', '=', eventId).where('frame_date', '=', frame!.frame_date).execute()).toHaveLength(0);
    const bell = await t.db.selectFrom('notifications').select(['kind', 'target_id']).where('user_id', '=', a.userId).where('kind', '=', NotificationKind.eventClosedDay).execute();
    expect(bell).toContainEqual({ kind: NotificationKind.eventClosedDay, target_id: eventId });
    // The day is gone from every calendar; families and teachers read it as a closed day.
    expect((await framesOf(a.username, eventId)).some((f) => f.frame_date === frame!.frame_date)).toBe(false);
    const range = `from=${frame!.frame_date}&to=${frame!.frame_date}`;
    for (const user of [a.username, 'teacher1']) {
      const holidays = (await call(user, 'GET', `/events/holidays?${range}&schoolhouse_id=${honmachi}`)).json() as { data: Array<{ name: string }> };
      expect(holidays.data.map((h) => h.name)).toContain('臨時休校（台風）');
    }
    const elsewhere = await family('駅前校');
    const theirs = (await call(elsewhere.username, 'GET', `/events/holidays?${range}&schoolhouse_id=${honmachi}`)).json() as { data: Array<{ name: string }> };
    expect(theirs.data.map((h) => h.name)).not.toContain('臨時休校（台風）');
    expect(codeOf(await call('staff', 'POST', '/events/holidays', { ...body, confirmed: true }))).toBe(catalogue('HOLIDAY_DUPLICATE'));
    // Opened again, the frame is back (its bookings are not).
    const id = (closed.json() as { id: number }).id;
    expect((await call(a.username, 'DELETE', `/events/holidays/${id}`)).statusCode).toBe(403);
    expect((await call('staff', 'DELETE', `/events/holidays/${id}`)).statusCode).toBe(200);
    expect((await framesOf(a.username, eventId)).some((f) => f.frame_date === frame!.frame_date)).toBe(true);
    expect(codeOf(await call('staff', 'DELETE', `/events/holidays/${id}`))).toBe(catalogue('NOT_FOUND'));
  });

  it('should refuse a range longer than two months and a range that ends before it starts', async () => {
    for (const query of [`from=${jst(0)}&to=${jst(90)}`, `from=${jst(5)}&to=${jst(0)}`]) {
      const res = await call('staff', 'GET', `/events/frames?${query}`);
      expect([res.statusCode, codeOf(res)]).toEqual([400, catalogue('VALIDATION_FAILED')]);
    }
  });
});

describe('bookings under contention', () => {
  it('should book exactly the seats left when 50 bookings of 10 seats arrive at once', async () => {
    const eventId = await testEvent({ max_students: 10, per_person_limit: 1 });
    const honmachi = await houseId('本町校');
    const year = await yearId('中2');
    const students = await t.db.insertInto('students').values(Array.from({ length: 50 }, (_, i) => ({
      company_id: companyId, student_number: `EVT${String(i).padStart(4, '0')}`, family_name_kanji: '予約', first_name_kanji: `${i}`, schoolyear_id: year, schoolhouse_id: honmachi, status: 4,
    }))).returning('id').execute();
    const [frame] = await framesOf('staff', eventId);
    const body = { event_id: eventId, frame_date: frame!.frame_date, time_slot_id: frame!.time_slot_id };
    const answers = await Promise.all(students.map((s) => call('staff', 'POST', '/events/frames/admin-reservation/register', { ...body, student_id: s.id })));
    expect(answers.filter((r) => r.statusCode === 200)).toHaveLength(10);
    expect(answers.filter((r) => r.statusCode !== 200).every((r) => codeOf(r) === catalogue('EVENT_FULL'))).toBe(true);
    const rows = await t.db.selectFrom('event_reservations').select('id').where('event_id', '=', eventId).execute();
    expect(rows).toHaveLength(10);
  });

  it('should give a family at its per-person limit one booking when two tabs book at once', async () => {
    const eventId = await testEvent({ per_person_limit: 1 });
    const f = await family('本町校');
    const [first, second] = (await framesOf(f.username, eventId)).filter((x) => x.state === 'reservable');
    const answers = await Promise.all([register(f.username, first!), register(f.username, second!)]);
    expect(answers.map((r) => r.statusCode).sort()).toEqual([200, 409]);
    expect(codeOf(answers.find((r) => r.statusCode === 409)!)).toBe(catalogue('EVENT_LIMIT_EXCEEDED'));
    expect(await t.db.selectFrom('event_reservations').select('id').where('event_id', '=', eventId).where('student_id', '=', f.studentId).execute()).toHaveLength(1);
  });
});

describe('deleting an event', () => {
  it('should refuse to delete a booked event (中止 instead) and delete one nobody booked', async () => {
    const booked = await testEvent();
    const f = await family('本町校');
    const [frame] = (await framesOf(f.username, booked)).filter((x) => x.state === 'reservable');
    await register(f.username, frame!);
    const refused = await call('staff', 'DELETE', `/events/${booked}`);
    expect([refused.statusCode, codeOf(refused)]).toEqual([409, catalogue('EVENT_HAS_RESERVATIONS')]);
    expect(await t.db.selectFrom('event_reservations').select('id').where('event_id', '=', booked).execute()).toHaveLength(1);
    const empty = await testEvent();
    expect((await call('staff', 'DELETE', `/events/${empty}`)).statusCode).toBe(204);
  });
});
