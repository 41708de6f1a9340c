// @vitest-environment node
import dayjs from 'dayjs';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { constants } from '../../src/generated/constants.js';
import { errorCatalogue } from '../../src/generated/errors.js';
import { LessonStatus } from '../../src/generated/enums.js';
import { codeOf, startTestApp, type TestApp } from './harness.js';

/**
 * The private calendar address (iCal) of issue 19: a guardian or teacher issues it, a phone's calendar reads it
 * without signing in, a new address or stopping it makes the old one 404; the feed holds the holder's own lessons
 * only (every child of a guardian, a teacher's own classes), marks absences, and names people as the schedule screens
 * do under the schoolhouse settings.
 */
let t: TestApp;
beforeAll(async () => { t = await startTestApp(); }, 120_000);
afterAll(async () => { await t.close(); });

const TEACHER_NAME = 'ALLOW_PROTECTOR_DISPLAY_TEACHER_NAME_IN_APP';
const STUDENT_NAME = 'ALLOW_TEACHER_DISPLAY_STUDENT_NAME_IN_APP';
const FRAME_DIVIDE = 'ALLOW_USE_FRAME_DIVIDE';
const ON = String(constants.enabledFlag);
const OFF = String(constants.disabledFlag);

const call = async (user: string, method: 'GET' | 'POST' | 'DELETE') =>
  t.app.inject({ method, url: '/api/v1/calendar-feed', headers: await t.authAs(user) });
/** Issues a new address for a user and answers its path (the feed is read without signing in). */
async function issue(user: string): Promise<string> {
  const res = await call(user, 'POST');
  expect(res.statusCode).toBe(200);
  const { url } = res.json() as { url: string };
  expect(url).toMatch(/^https:\/\/portal\.example\.jp\/api\/v1\/calendar\/[A-Za-z0-9_-]{43}$/);
  return new URL(url).pathname;
}
const fetchFeed = (path: string) => t.app.inject({ method: 'GET', url: path });

/** The events of an iCalendar text by UID: its lines unfolded (RFC 5545 3.1), each property's value. */
function eventsOf(text: string): Map<string, Record<string, string>> {
  const lines = text.replace(/\r\n[ \t]/g, '').split('\r\n');
  const events = new Map<string, Record<string, string>>();
  let current: Record<string, string> | undefined;
  for (const line of lines) {
    if (line === 'BEGIN:VEVENT') current = {};
    else if (line === 'END:VEVENT' && current) { events.set(current.UID!, current); current = undefined; }
    else if (current) {
      const colon = line.indexOf(':');
      current[line.slice(0, colon).split(';')[0]!] = line.slice(colon + 1).replace(/\\n/g, '\n').replace(/\\([,;\\])/g, '$1');
    }
  }
  return events;
}

interface Fixture { companyId: number; mine: number; otherChild: number; othersFamily: number; othersTeacher: number; subject: string; seat: string; teacher: string; child: string }
let fx: Fixture;

async function setEverywhere(name: string, value: string): Promise<void> {
  const houses = await t.db.selectFrom('schoolhouses').select(['id', 'company_id']).execute();
  await t.db.deleteFrom('schoolhouse_settings').where('name', '=', name).execute();
  await t.db.insertInto('schoolhouse_settings').values(houses.map((h) => ({ company_id: h.company_id, schoolhouse_id: h.id, name, value }))).execute();
}

/**
 * Four lessons in a period of their own (so that no demo lesson is in the way), three days ahead: guardian1's first
 * child with teacher1, guardian1's second child with teacher1, another family's child with teacher1, and another
 * family's child with teacher2.
 */
beforeAll(async () => {
  const db = t.db;
  const userOf = async (username: string) => db.selectFrom('users').select(['id', 'company_id']).where('username', '=', username).executeTakeFirstOrThrow();
  const guardian = await userOf('guardian1');
  const companyId = guardian.company_id;
  const childrenOf = async (userId: number) => db.selectFrom('students').innerJoin('protectors', 'protectors.id', 'students.protector_id')
    .select(['students.id', 'students.schoolhouse_id', 'students.first_name_kanji', 'students.family_name_kanji']).where('protectors.user_id', '=', userId).orderBy('students.id').execute();
  const [first, second] = await childrenOf(guardian.id);
  const [stranger] = await childrenOf((await userOf('guardian3')).id);
  const teacherOf = async (username: string) => db.selectFrom('teachers').select(['id', 'name_kanji']).where('user_id', '=', (await userOf(username)).id).executeTakeFirstOrThrow();
  const teacher1 = await teacherOf('teacher1');
  const teacher2 = await teacherOf('teacher2');
  const period = await db.insertInto('timetable_periods').values({ company_id: companyId, period_number: 19, name: '特別枠', start_time: '21:10', end_time: '21:50' })
    .returning('id').executeTakeFirstOrThrow();
  const subject = await db.selectFrom('lesson_subjects').select(['id', 'name']).where('company_id', '=', companyId).orderBy('id').executeTakeFirstOrThrow();
  const date = dayjs().add(3, 'day').format('YYYY-MM-DD');
  let seatNo = 0;
  const place = async (options: { teacherId: number; student: { id: number; schoolhouse_id: number }; date?: string }) => {
    seatNo++;
    const seat = await db.insertInto('seats').values({ company_id: companyId, schoolhouse_id: options.student.schoolhouse_id, name: `フィード席${seatNo}` }).returning('id').executeTakeFirstOrThrow();
    const frame = await db.insertInto('lesson_frames').values({
      company_id: companyId, schoolhouse_id: options.student.schoolhouse_id, lesson_date: options.date ?? date, timetable_period_id: period.id,
      teacher_id: options.teacherId, lesson_subject_id: subject.id,
    }).returning('id').executeTakeFirstOrThrow();
    return (await db.insertInto('lessons').values({
      company_id: companyId, lesson_frame_id: frame.id, schoolhouse_id: options.student.schoolhouse_id, lesson_date: options.date ?? date,
      timetable_period_id: period.id, student_id: options.student.id, seat_id: seat.id,
    }).returning('id').executeTakeFirstOrThrow()).id;
  };
  fx = {
    companyId,
    mine: await place({ teacherId: teacher1.id, student: first! }),
    otherChild: await place({ teacherId: teacher1.id, student: second!, date: dayjs().add(4, 'day').format('YYYY-MM-DD') }),
    othersFamily: await place({ teacherId: teacher1.id, student: stranger!, date: dayjs().add(5, 'day').format('YYYY-MM-DD') }),
    othersTeacher: await place({ teacherId: teacher2.id, student: stranger!, date: dayjs().add(6, 'day').format('YYYY-MM-DD') }),
    subject: subject.name, seat: 'フィード席1', teacher: teacher1.name_kanji, child: `${first!.family_name_kanji} ${first!.first_name_kanji}`,
  };
}, 60_000);

afterEach(async () => {
  await setEverywhere(TEACHER_NAME, ON);
  await setEverywhere(STUDENT_NAME, ON);
  await t.db.updateTable('lessons').set({ status: LessonStatus.scheduled }).where('id', '=', fx.mine).execute();
});

const uid = (lessonId: number) => `lesson-${fx.companyId}-${lessonId}@portal.example.jp`;

describe('issuing and stopping a calendar address', () => {
  it('should refuse staff reading, issuing and stopping one (403) and let a guardian and a teacher', async () => {
    for (const method of ['GET', 'POST', 'DELETE'] as const) expect((await call('staff', method)).statusCode).toBe(403);
    expect((await call('guardian1', 'GET')).statusCode).toBe(200);
    expect((await call('teacher1', 'GET')).statusCode).toBe(200);
  });

  it('should show the address as issued once it is, and stopped after revoke, its feed then answering CALENDAR_FEED_NOT_FOUND', async () => {
    expect((await call('guardian2', 'GET')).json()).toEqual({ is_active: false, created_at: null });
    const path = await issue('guardian2');
    expect((await call('guardian2', 'GET')).json()).toMatchObject({ is_active: true, created_at: expect.any(String) });
    expect((await fetchFeed(path)).statusCode).toBe(200);
    expect((await call('guardian2', 'DELETE')).json()).toEqual({ is_active: false });
    expect((await call('guardian2', 'GET')).json()).toEqual({ is_active: false, created_at: null });
    const res = await fetchFeed(path);
    expect([res.statusCode, codeOf(res)]).toEqual([404, errorCatalogue.CALENDAR_FEED_NOT_FOUND.code]);
  });

  it('should make the old address 404 when a new one is issued, and keep only its hash', async () => {
    const old = await issue('guardian1');
    const fresh = await issue('guardian1');
    expect(fresh).not.toBe(old);
    const res = await fetchFeed(old);
    expect([res.statusCode, codeOf(res)]).toEqual([404, errorCatalogue.CALENDAR_FEED_NOT_FOUND.code]);
    expect((await fetchFeed(fresh)).statusCode).toBe(200);
    const stored = await t.db.selectFrom('calendar_feeds').innerJoin('users', 'users.id', 'calendar_feeds.user_id').select('token_hash').where('users.username', '=', 'guardian1').execute();
    expect(stored).toHaveLength(1);
    expect(stored[0]!.token_hash).toMatch(/^[0-9a-f]{64}$/);
    expect(fresh).not.toContain(stored[0]!.token_hash);
  });

  it('should answer CALENDAR_FEED_NOT_FOUND to an unknown or malformed address', async () => {
    for (const token of ['A'.repeat(43), 'short', `${'A'.repeat(42)}%2F`]) {
      const res = await fetchFeed(`/api/v1/calendar/${token}`);
      expect([res.statusCode, codeOf(res)]).toEqual([404, errorCatalogue.CALENDAR_FEED_NOT_FOUND.code]);
    }
  });
});

describe('a guardian\'s feed', () => {
  it('should hold every child\'s lessons as iCalendar, cached a minute, and no other family\'s', async () => {
    const res = await fetchFeed(await issue('guardian1'));
    expect(res.headers['content-type']).toBe('text/calendar; charset=utf-8');
    expect(res.headers['cache-control']).toBe(`private, max-age=${Number(constants.calendarFeedMaxAgeSeconds)}`);
    const events = eventsOf(res.body);
    expect([...events.keys()]).toEqual(expect.arrayContaining([uid(fx.mine), uid(fx.otherChild)]));
    expect(events.has(uid(fx.othersFamily))).toBe(false);
    expect(events.has(uid(fx.othersTeacher))).toBe(false);
    const mine = events.get(uid(fx.mine))!;
    // Two children: the child's given name leads the subject and seat.
    expect(mine.SUMMARY).toBe(`${fx.child.split(' ')[1]} ${fx.subject}（${fx.seat}）`);
    // 21:10–21:50 in Tokyo is 12:10–12:50 UTC.
    const day = dayjs().add(3, 'day').format('YYYYMMDD');
    expect([mine.DTSTART, mine.DTEND]).toEqual([`${day}T121000Z`, `${day}T125000Z`]);
    expect(mine.TRANSP).toBe('OPAQUE');
  });

  it('should leave out the lessons of schoolhouses where ALLOW_USE_FRAME_DIVIDE is off', async () => {
    const path = await issue('guardian1');
    await setEverywhere(FRAME_DIVIDE, OFF);
    const events = eventsOf((await fetchFeed(path)).body);
    await setEverywhere(FRAME_DIVIDE, ON);
    expect([...events.keys()].filter((key) => key.startsWith('lesson-'))).toEqual([]);
  });

  it('should carry the family\'s bookings of events (issue 21), and leave them out where ALLOW_USE_EVENT is off', async () => {
    const path = await issue('guardian1');
    const booking = await t.db.selectFrom('event_reservations as r').innerJoin('students as s', 's.id', 'r.student_id').innerJoin('protectors as p', 'p.id', 's.protector_id')
      .innerJoin('users as u', 'u.id', 'p.user_id').innerJoin('events as e', 'e.id', 'r.event_id').innerJoin('event_time_slots as ts', 'ts.id', 'r.time_slot_id')
      .select(['r.id', 'r.company_id', 'e.event_name', 's.first_name_kanji', 'ts.slot_name']).where('u.username', '=', 'guardian1').orderBy('r.frame_date').executeTakeFirstOrThrow();
    const key = `event-reservation-${booking.id}-${booking.company_id}@portal.example.jp`;
    const entry = eventsOf((await fetchFeed(path)).body).get(key)!;
    // guardian1 has two children: the child's given name follows the event.
    expect(entry.SUMMARY).toBe(`予約：${booking.event_name}（${booking.first_name_kanji}）`);
    expect(entry.DESCRIPTION).toContain(booking.slot_name);
    expect(entry.TRANSP).toBe('OPAQUE');
    await setEverywhere('ALLOW_USE_EVENT', OFF);
    const without = eventsOf((await fetchFeed(path)).body);
    await setEverywhere('ALLOW_USE_EVENT', ON);
    expect(without.has(key)).toBe(false);
  });

  it('should mark an absent lesson 欠席 and leave it as free time', async () => {
    const path = await issue('guardian1');
    await t.db.updateTable('lessons').set({ status: LessonStatus.absent }).where('id', '=', fx.mine).execute();
    const mine = eventsOf((await fetchFeed(path)).body).get(uid(fx.mine))!;
    expect(mine.SUMMARY).toMatch(/ 欠席$/);
    expect(mine.TRANSP).toBe('TRANSPARENT');
  });

  it('should name the teacher only where ALLOW_PROTECTOR_DISPLAY_TEACHER_NAME_IN_APP is on (講師 otherwise)', async () => {
    const path = await issue('guardian1');
    expect(eventsOf((await fetchFeed(path)).body).get(uid(fx.mine))!.DESCRIPTION).toContain(`講師：${fx.teacher}`);
    await setEverywhere(TEACHER_NAME, OFF);
    const hidden = (await fetchFeed(path)).body;
    expect(eventsOf(hidden).get(uid(fx.mine))!.DESCRIPTION).toContain('講師：講師');
    expect(hidden).not.toContain(fx.teacher);
  });
});

describe('a teacher\'s feed', () => {
  it('should hold the lessons the teacher teaches, with the student\'s name, and no other teacher\'s', async () => {
    const events = eventsOf((await fetchFeed(await issue('teacher1'))).body);
    expect([...events.keys()]).toEqual(expect.arrayContaining([uid(fx.mine), uid(fx.otherChild), uid(fx.othersFamily)]));
    expect(events.has(uid(fx.othersTeacher))).toBe(false);
    expect(events.get(uid(fx.mine))!.SUMMARY).toBe(`${fx.child} ${fx.subject}（${fx.seat}）`);
  });

  it('should leave students unnamed where ALLOW_TEACHER_DISPLAY_STUDENT_NAME_IN_APP is off', async () => {
    const path = await issue('teacher1');
    await setEverywhere(STUDENT_NAME, OFF);
    const text = (await fetchFeed(path)).body;
    const mine = eventsOf(text).get(uid(fx.mine))!;
    expect(mine.SUMMARY).toBe(`${fx.subject}（${fx.seat}）`);
    expect(mine.DESCRIPTION).toContain('生徒：生徒');
    expect(text).not.toContain(fx.child);
  });

  it('should stop the feed of an account that is switched off', async () => {
    const path = await issue('teacher3');
    expect((await fetchFeed(path)).statusCode).toBe(200);
    await t.db.updateTable('users').set({ is_active: false }).where('username', '=', 'teacher3').execute();
    const res = await fetchFeed(path);
    expect([res.statusCode, codeOf(res)]).toEqual([404, errorCatalogue.CALENDAR_FEED_NOT_FOUND.code]);
    await t.db.updateTable('users').set({ is_active: true }).where('username', '=', 'teacher3').execute();
  });
});
