// @vitest-environment node
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { LessonStatus, LessonType, NotificationKind, RescheduleStatus, TermKind } from '../../src/generated/enums.js';
import { errorCatalogue } from '../../src/generated/errors.js';
import { codeOf, startTestApp, type TestApp } from './harness.js';
import { lessonFixtures, type LessonWorld } from './lessonFixtures.js';

/**
 * The staff side of lessons (issue 19): the schoolhouse's grid, placing, moving and cancelling lessons (the database
 * judging a seat, a student or a teacher taken twice), deciding make-up requests (one seat left and twenty approvals
 * at once: exactly one wins) and generating a term's lessons from the weekly timetable. Each test builds its own
 * schoolhouse (lessonFixtures.ts), apart from the demo's lessons.
 */
let t: TestApp;
let f: ReturnType<typeof lessonFixtures>;
beforeAll(async () => {
  t = await startTestApp();
  f = lessonFixtures(t);
});
afterAll(async () => { await t.close(); });

const err = (key: keyof typeof errorCatalogue) => [errorCatalogue[key].status, errorCatalogue[key].code];
const answer = (res: { statusCode: number; json(): unknown }) => [res.statusCode, codeOf(res)];

interface GridAnswer {
  seats: Array<{ id: number; name: string }>;
  periods: Array<{ id: number; name: string; start_time: string; end_time: string }>;
  lessons: Array<Record<string, unknown> & { id: number }>;
  requests: Array<Record<string, unknown> & { id: number; first_frame: Record<string, unknown>; second_frame: Record<string, unknown> | null }>;
  closed_days: Array<{ date: string; name: string }>;
}

const gridOf = (w: LessonWorld, range: { from: string; to: string }, user = 'staff') =>
  f.call(user, 'GET', `/frame-divide/grid?schoolhouse_id=${w.schoolhouseId}&from=${range.from}&to=${range.to}`);
/** frame.place of the world's child (or another) with the world's teacher and subject, at a seat index and period index. */
const place = (w: LessonWorld, options: { date: string; period: number; seat: number; studentId?: number; teacherId?: number; schoolhouseId?: number; subjectId?: number }) =>
  f.call('staff', 'POST', '/frame-divide/lessons', {
    schoolhouse_id: options.schoolhouseId ?? w.schoolhouseId, lesson_date: options.date, timetable_period_id: w.periodIds[options.period],
    seat_id: w.seatIds[options.seat], student_id: options.studentId ?? w.family.studentId, teacher_id: options.teacherId ?? w.teacher.id,
    lesson_subject_id: options.subjectId ?? w.subjectId,
  });
const move = (w: LessonWorld, lessonId: number, to: { date: string; period: number; seat: number }) =>
  f.call('staff', 'POST', `/frame-divide/lessons/${lessonId}/move`, { lesson_date: to.date, timetable_period_id: w.periodIds[to.period], seat_id: w.seatIds[to.seat] });
const decide = (requestId: number, body: Record<string, unknown>) => f.call('staff', 'POST', `/frame-divide/reschedules/${requestId}/decision`, body);
const lessonRow = (id: number) => t.db.selectFrom('lessons').selectAll().where('id', '=', id).executeTakeFirst();
const frameRow = (id: number) => t.db.selectFrom('lesson_frames').selectAll().where('id', '=', id).executeTakeFirst();
const bells = async (options: { username: string; targetId: number }) => t.db.selectFrom('notifications').innerJoin('users', 'users.id', 'notifications.user_id')
  .select(['notifications.student_id', 'notifications.body']).where('users.username', '=', options.username)
  .where('kind', '=', NotificationKind.makeupDecision).where('target_id', '=', options.targetId).execute();

/** A student of the world's schoolhouse without a guardian account. */
async function pupil(w: LessonWorld, mark: string): Promise<number> {
  const year = await t.db.selectFrom('schoolyears').select('id').orderBy('code').executeTakeFirstOrThrow();
  return (await t.db.insertInto('students').values({
    company_id: w.companyId, student_number: `LS${w.schoolhouseId}${mark}`, family_name_kanji: '検証', first_name_kanji: `生徒${mark}`,
    schoolyear_id: year.id, schoolhouse_id: w.schoolhouseId,
  }).returning('id').executeTakeFirstOrThrow()).id;
}

/**
 * A make-up request waiting: the student's lesson of a past day marked 振替申請中, asking for the given コマ (as the
 * guardian's frame.reschedule-request leaves it).
 */
async function waitingRequest(w: LessonWorld, options: { firstFrameId: number; secondFrameId?: number; studentId?: number; absentFrameId?: number }): Promise<{ id: number; lessonId: number }> {
  const studentId = options.studentId ?? w.family.studentId;
  const absentFrameId = options.absentFrameId ?? await f.frame(w, { date: f.day(-3), period: 4, teacherId: w.otherTeacher.id });
  const lessonId = await f.lesson(w, { frameId: absentFrameId, seat: 0, studentId, status: LessonStatus.waiting });
  const request = await t.db.insertInto('reschedule_requests').values({
    company_id: w.companyId, lesson_id: lessonId, student_id: studentId, schoolhouse_id: w.schoolhouseId, first_frame_id: options.firstFrameId,
    second_frame_id: options.secondFrameId ?? null, status: RescheduleStatus.waiting, note: '夕方を希望します',
  }).returning('id').executeTakeFirstOrThrow();
  return { id: request.id, lessonId };
}

describe('frame.grid', () => {
  it('should answer the active seats, the periods, the lessons with their names, the waiting requests with both choices and the closed days', async () => {
    const w = await f.world({ seats: 3 });
    const [day1, day2] = await f.openDays(w, 2);
    const placed = await place(w, { date: day1!, period: 1, seat: 1 });
    expect(placed.statusCode, placed.body).toBe(200);
    const first = await f.frame(w, { date: day2!, period: 2, teacherId: w.otherTeacher.id });
    const second = await f.frame(w, { date: day2!, period: 3, capacity: 1 });
    await f.lesson(w, { frameId: second, seat: 0, studentId: w.otherStudentIds[0] });
    const request = await waitingRequest(w, { firstFrameId: first, secondFrameId: second, studentId: w.otherStudentIds[1] });
    const to = addDaysText(day1!, 6);
    await f.holiday(w, to);

    const res = await gridOf(w, { from: day1!, to });
    expect(res.statusCode, res.body).toBe(200);
    const grid = res.json() as GridAnswer;
    expect(grid.seats.map((s) => s.id)).toEqual(w.seatIds);
    expect(grid.periods.map((p) => p.id)).toEqual(w.periodIds);
    expect(grid.periods[0]).toMatchObject({ name: '1限', start_time: '15:00', end_time: '16:20' });
    expect(grid.lessons.find((l) => l.id === (placed.json() as { id: number }).id)).toMatchObject({
      lesson_date: day1, timetable_period_id: w.periodIds[1], seat_id: w.seatIds[1], student_id: w.family.studentId, student_name: w.family.studentName,
      teacher_id: w.teacher.id, teacher_name: w.teacher.name, lesson_subject_id: w.subjectId, lesson_subject_name: w.subjectName,
      lesson_type: LessonType.regular, status: LessonStatus.scheduled, absence_reason: null,
    });
    expect(grid.requests).toEqual([expect.objectContaining({
      id: request.id, lesson_id: request.lessonId, student_id: w.otherStudentIds[1], status: RescheduleStatus.waiting, absent_lesson_date: f.day(-3),
      absent_period_name: '5限', note: '夕方を希望します',
      first_frame: { id: first, lesson_date: day2, period_name: '3限', teacher_name: w.otherTeacher.name, lesson_subject_name: w.subjectName, free_seats: 2 },
      second_frame: { id: second, lesson_date: day2, period_name: '4限', teacher_name: w.teacher.name, lesson_subject_name: w.subjectName, free_seats: 0 },
    })]);
    const holidays = await t.db.selectFrom('holidays').select(['holiday_date', 'name']).where('company_id', '=', w.companyId)
      .where('holiday_date', '>=', day1!).where('holiday_date', '<=', to)
      .where((eb) => eb.or([eb('schoolhouse_id', 'is', null), eb('schoolhouse_id', '=', w.schoolhouseId)])).execute();
    expect(grid.closed_days.map((d) => d.date)).toEqual([...new Set(holidays.map((h) => h.holiday_date))].sort());
  });

  it('should refuse a range over 7 days and a schoolhouse of no company of the caller\'s, and anyone but staff', async () => {
    const w = await f.world();
    const from = f.day(1);
    expect((await gridOf(w, { from, to: addDaysText(from, 6) })).statusCode).toBe(200);
    expect(answer(await gridOf(w, { from, to: addDaysText(from, 7) }))).toEqual(err('VALIDATION_FAILED'));
    expect(answer(await gridOf(w, { from, to: addDaysText(from, -1) }))).toEqual(err('VALIDATION_FAILED'));
    expect(answer(await gridOf({ ...w, schoolhouseId: 2147483000 }, { from, to: from }))).toEqual(err('NOT_FOUND'));
    expect((await gridOf(w, { from, to: from }, 'guardian1')).statusCode).toBe(403);
    expect((await gridOf(w, { from, to: from }, w.teacher.username)).statusCode).toBe(403);
    expect((await f.call(w.teacher.username, 'POST', '/frame-divide/generate', { yearly_schedule_id: 1 })).statusCode).toBe(403);
  });

  it('should show staff the demo\'s waiting make-up request on 駅前校\'s grid', async () => {
    const house = await t.db.selectFrom('schoolhouses').select('id').where('schoolhouse_name', '=', '駅前校').executeTakeFirstOrThrow();
    const res = await f.call('staff', 'GET', `/frame-divide/grid?schoolhouse_id=${house.id}&from=${f.today()}&to=${f.day(6)}`);
    const grid = res.json() as GridAnswer;
    expect(grid.seats.length).toBeGreaterThan(0);
    expect(grid.lessons.length).toBeGreaterThan(0);
    expect(grid.requests.length).toBeGreaterThanOrEqual(1);
    expect(grid.requests[0]!.second_frame).not.toBeNull();
  });
});

describe('frame.place', () => {
  it('should place a lesson in the teacher\'s new コマ, and refuse the seat taken (LESSON_SEAT_TAKEN with the catalogue message)', async () => {
    const w = await f.world();
    const [day] = await f.openDays(w, 1);
    const res = await place(w, { date: day!, period: 0, seat: 0 });
    expect(res.statusCode, res.body).toBe(200);
    const lesson = (await lessonRow((res.json() as { id: number }).id))!;
    expect(lesson).toMatchObject({ schoolhouse_id: w.schoolhouseId, lesson_date: day, seat_id: w.seatIds[0], lesson_type: LessonType.regular, status: LessonStatus.scheduled });
    expect(await frameRow(lesson.lesson_frame_id)).toMatchObject({ teacher_id: w.teacher.id, lesson_subject_id: w.subjectId, capacity: 2 });

    const taken = await place(w, { date: day!, period: 0, seat: 0, studentId: w.otherStudentIds[0], teacherId: w.otherTeacher.id });
    expect(taken.statusCode).toBe(409);
    expect(taken.json()).toMatchObject({ code: errorCatalogue.LESSON_SEAT_TAKEN.code, message: errorCatalogue.LESSON_SEAT_TAKEN.message });
    // The refused placement made no コマ of the other teacher either (one transaction).
    expect(await t.db.selectFrom('lesson_frames').select('id').where('teacher_id', '=', w.otherTeacher.id).execute()).toEqual([]);
  });

  it('should put a second student in the same コマ, and refuse a third (LESSON_FRAME_FULL) and the same student twice (LESSON_STUDENT_BUSY)', async () => {
    const w = await f.world({ seats: 3 });
    const [day] = await f.openDays(w, 1);
    const one = (await place(w, { date: day!, period: 1, seat: 0 })).json() as { id: number };
    const two = await place(w, { date: day!, period: 1, seat: 1, studentId: w.otherStudentIds[0] });
    expect(two.statusCode).toBe(200);
    expect((await lessonRow((two.json() as { id: number }).id))!.lesson_frame_id).toBe((await lessonRow(one.id))!.lesson_frame_id);
    expect(answer(await place(w, { date: day!, period: 1, seat: 2, studentId: w.otherStudentIds[1] }))).toEqual(err('LESSON_FRAME_FULL'));
    expect(answer(await place(w, { date: day!, period: 1, seat: 2, teacherId: w.otherTeacher.id }))).toEqual(err('LESSON_STUDENT_BUSY'));
  });

  it('should refuse a teacher in two places at once (LESSON_TEACHER_BUSY): another schoolhouse, or another subject', async () => {
    const w = await f.world();
    const elsewhere = await f.world();
    const [day] = await f.openDays(w, 1);
    expect((await place(w, { date: day!, period: 2, seat: 0 })).statusCode).toBe(200);
    // The teacher works at both schoolhouses.
    await t.db.insertInto('teacher_schoolhouses').values({ company_id: w.companyId, teacher_id: w.teacher.id, schoolhouse_id: elsewhere.schoolhouseId }).execute();
    const there = await place(elsewhere, { date: day!, period: 2, seat: 0, teacherId: w.teacher.id });
    expect(answer(there)).toEqual(err('LESSON_TEACHER_BUSY'));
    const subject = await t.db.selectFrom('lesson_subjects').select('id').where('company_id', '=', w.companyId).where('id', '<>', w.subjectId).executeTakeFirstOrThrow();
    expect(answer(await place(w, { date: day!, period: 2, seat: 1, studentId: w.otherStudentIds[0], subjectId: subject.id }))).toEqual(err('LESSON_TEACHER_BUSY'));
  });

  it('should refuse a closed day, an inactive or another schoolhouse\'s seat, an unknown student, a teacher not assigned there, and an unknown schoolhouse', async () => {
    const w = await f.world();
    const other = await f.world();
    const [open, closed] = await f.openDays(w, 2);
    await f.holiday(w, closed!);
    expect(answer(await place(w, { date: closed!, period: 0, seat: 0 }))).toEqual(err('LESSON_CLOSED_DAY'));
    const inactive = await t.db.selectFrom('seats').select('id').where('schoolhouse_id', '=', w.schoolhouseId).where('is_active', '=', false).executeTakeFirstOrThrow();
    expect(answer(await place({ ...w, seatIds: [inactive.id] }, { date: open!, period: 0, seat: 0 }))).toEqual(err('REFERENCE_NOT_FOUND'));
    expect(answer(await place({ ...w, seatIds: other.seatIds }, { date: open!, period: 0, seat: 0 }))).toEqual(err('REFERENCE_NOT_FOUND'));
    expect(answer(await place(w, { date: open!, period: 0, seat: 0, studentId: 2147483000 }))).toEqual(err('REFERENCE_NOT_FOUND'));
    // A teacher of the company who does not work at this schoolhouse.
    const notHere = await place(w, { date: open!, period: 0, seat: 0, teacherId: other.teacher.id });
    expect(answer(notHere)).toEqual(err('REFERENCE_NOT_FOUND'));
    expect((notHere.json() as { errors: unknown[] }).errors).toEqual([{ field: 'teacher_id', message: 'この校舎の担当ではない講師です。' }]);
    expect(answer(await place(w, { date: open!, period: 0, seat: 0, schoolhouseId: 2147483000 }))).toEqual(err('NOT_FOUND'));
    expect(await t.db.selectFrom('lessons').select('id').where('schoolhouse_id', '=', w.schoolhouseId).execute()).toEqual([]);
  });
});

describe('frame.move and frame.cancel', () => {
  it('should move a lesson into the teacher\'s コマ of the new time and remove the emptied コマ; a taken seat there is refused', async () => {
    const w = await f.world();
    const [day1, day2] = await f.openDays(w, 2);
    const id = ((await place(w, { date: day1!, period: 0, seat: 0 })).json() as { id: number }).id;
    const oldFrame = (await lessonRow(id))!.lesson_frame_id;
    await place(w, { date: day2!, period: 1, seat: 1, studentId: w.otherStudentIds[0], teacherId: w.otherTeacher.id });

    expect(answer(await move(w, id, { date: day2!, period: 1, seat: 1 }))).toEqual(err('LESSON_SEAT_TAKEN'));
    expect(await lessonRow(id)).toMatchObject({ lesson_date: day1, lesson_frame_id: oldFrame });

    const moved = await move(w, id, { date: day2!, period: 1, seat: 0 });
    expect(moved.statusCode, moved.body).toBe(200);
    const row = (await lessonRow(id))!;
    expect(row).toMatchObject({ lesson_date: day2, timetable_period_id: w.periodIds[1], seat_id: w.seatIds[0] });
    expect(await frameRow(row.lesson_frame_id)).toMatchObject({ teacher_id: w.teacher.id, lesson_date: day2 });
    expect(await frameRow(oldFrame)).toBeUndefined();
  });

  it('should refuse to move an absence (LESSON_NOT_MOVABLE) or to a closed day', async () => {
    const w = await f.world();
    const [day1, day2] = await f.openDays(w, 2);
    const absent = await f.lessonOn(w, { date: day1!, period: 0, status: LessonStatus.absent });
    expect(answer(await move(w, absent, { date: day2!, period: 0, seat: 0 }))).toEqual(err('LESSON_NOT_MOVABLE'));
    const id = ((await place(w, { date: day1!, period: 1, seat: 0 })).json() as { id: number }).id;
    await f.holiday(w, day2!);
    expect(answer(await move(w, id, { date: day2!, period: 0, seat: 0 }))).toEqual(err('LESSON_CLOSED_DAY'));
  });

  it('should cancel a lesson and its emptied コマ, but not a lesson whose make-up request waits (409)', async () => {
    const w = await f.world();
    const [day] = await f.openDays(w, 1);
    const id = ((await place(w, { date: day!, period: 0, seat: 0 })).json() as { id: number }).id;
    const frameId = (await lessonRow(id))!.lesson_frame_id;
    const res = await f.call('staff', 'DELETE', `/frame-divide/lessons/${id}`);
    expect([res.statusCode, res.json()]).toEqual([200, { id }]);
    expect(await lessonRow(id)).toBeUndefined();
    expect(await frameRow(frameId)).toBeUndefined();
    expect(answer(await f.call('staff', 'DELETE', `/frame-divide/lessons/${id}`))).toEqual(err('NOT_FOUND'));

    const choice = await f.frame(w, { date: day!, period: 2 });
    const request = await waitingRequest(w, { firstFrameId: choice });
    expect(answer(await f.call('staff', 'DELETE', `/frame-divide/lessons/${request.lessonId}`))).toEqual(err('LESSON_HAS_WAITING_REQUEST'));
    expect(await lessonRow(request.lessonId)).toBeDefined();
  });
});

describe('frame.reschedule-decide', () => {
  it('should approve the first choice: the make-up at the first free seat, the absence 振替済み, the family and the teacher told', async () => {
    const w = await f.world({ seats: 2 });
    const [day] = await f.openDays(w, 1);
    const first = await f.frame(w, { date: day!, period: 1 });
    await f.lesson(w, { frameId: await f.frame(w, { date: day!, period: 1, teacherId: w.otherTeacher.id }), seat: 0, studentId: w.otherStudentIds[0] });
    const request = await waitingRequest(w, { firstFrameId: first, secondFrameId: await f.frame(w, { date: day!, period: 2 }) });
    const res = await decide(request.id, { type: 'approve_first' });
    expect(res.statusCode, res.body).toBe(200);
    const body = res.json() as { id: number; status: string; makeup_lesson_id: number };
    expect(body).toMatchObject({ id: request.id, status: RescheduleStatus.approved });
    expect(await lessonRow(body.makeup_lesson_id)).toMatchObject({
      lesson_frame_id: first, seat_id: w.seatIds[1], student_id: w.family.studentId, lesson_type: LessonType.makeup, status: LessonStatus.scheduled,
      makeup_of_lesson_id: request.lessonId,
    });
    expect((await lessonRow(request.lessonId))!.status).toBe(LessonStatus.approved);
    const row = await t.db.selectFrom('reschedule_requests').selectAll().where('id', '=', request.id).executeTakeFirstOrThrow();
    const staff = await t.db.selectFrom('users').select('id').where('username', '=', 'staff').executeTakeFirstOrThrow();
    expect(row).toMatchObject({ status: RescheduleStatus.approved, decided_frame_id: first, makeup_lesson_id: body.makeup_lesson_id, decided_by_user_id: staff.id });
    expect(row.decided_at).toBeInstanceOf(Date);
    expect(await bells({ username: w.family.username, targetId: request.id })).toEqual([expect.objectContaining({ student_id: w.family.studentId })]);
    expect(await bells({ username: w.teacher.username, targetId: request.id })).toHaveLength(1);

    expect(answer(await decide(request.id, { type: 'approve_second' }))).toEqual(err('RESCHEDULE_ALREADY_DECIDED'));
    expect(answer(await decide(request.id, { type: 'refuse' }))).toEqual(err('RESCHEDULE_ALREADY_DECIDED'));
  });

  it('should approve the second choice into its コマ, and refuse a full first choice (RESCHEDULE_NO_FREE_SEAT)', async () => {
    const w = await f.world({ seats: 3 });
    const [day] = await f.openDays(w, 1);
    const full = await f.frame(w, { date: day!, period: 0, capacity: 1 });
    await f.lesson(w, { frameId: full, seat: 0, studentId: w.otherStudentIds[0] });
    const second = await f.frame(w, { date: day!, period: 3, teacherId: w.otherTeacher.id });
    const request = await waitingRequest(w, { firstFrameId: full, secondFrameId: second });
    expect(answer(await decide(request.id, { type: 'approve_first' }))).toEqual(err('RESCHEDULE_NO_FREE_SEAT'));
    expect((await lessonRow(request.lessonId))!.status).toBe(LessonStatus.waiting);
    const res = await decide(request.id, { type: 'approve_second' });
    expect(res.statusCode, res.body).toBe(200);
    expect((await lessonRow((res.json() as { makeup_lesson_id: number }).makeup_lesson_id))!.lesson_frame_id).toBe(second);
    expect(await bells({ username: w.otherTeacher.username, targetId: request.id })).toHaveLength(1);
  });

  it('should refuse a request: the reason kept, the lesson absent again, the family told (not the teacher)', async () => {
    const w = await f.world();
    const [day] = await f.openDays(w, 1);
    const request = await waitingRequest(w, { firstFrameId: await f.frame(w, { date: day!, period: 1 }) });
    const res = await decide(request.id, { type: 'refuse', reason: '満席のため' });
    expect([res.statusCode, res.json()]).toEqual([200, { id: request.id, status: RescheduleStatus.refused, makeup_lesson_id: null }]);
    expect(await t.db.selectFrom('reschedule_requests').select(['status', 'refusal_reason']).where('id', '=', request.id).executeTakeFirstOrThrow())
      .toEqual({ status: RescheduleStatus.refused, refusal_reason: '満席のため' });
    expect((await lessonRow(request.lessonId))!.status).toBe(LessonStatus.absent);
    expect(await bells({ username: w.family.username, targetId: request.id })).toHaveLength(1);
    expect(await bells({ username: w.teacher.username, targetId: request.id })).toEqual([]);
    expect(answer(await decide(request.id, { type: 'refuse' }))).toEqual(err('RESCHEDULE_ALREADY_DECIDED'));
    expect(answer(await decide(2147483000, { type: 'refuse' }))).toEqual(err('NOT_FOUND'));
  });

  it('should let exactly one of 20 simultaneous approvals take the last free seat', async () => {
    const w = await f.world({ seats: 2 });
    const [day] = await f.openDays(w, 1);
    // The schoolhouse's other seat is taken at that time; the chosen コマ has room for everyone but one seat is left.
    await f.lesson(w, { frameId: await f.frame(w, { date: day!, period: 2, teacherId: w.otherTeacher.id }), seat: 0, studentId: w.otherStudentIds[0] });
    const target = await f.frame(w, { date: day!, period: 2, capacity: 40 });
    const absentFrameId = await f.frame(w, { date: f.day(-2), period: 0 });
    const requests: number[] = [];
    for (let i = 0; i < 20; i++) {
      const studentId = await pupil(w, `race${i}`);
      requests.push((await waitingRequest(w, { firstFrameId: target, studentId, absentFrameId })).id);
    }
    const answers = await Promise.all(requests.map((id) => decide(id, { type: 'approve_first' })));
    expect(answers.filter((r) => r.statusCode === 200)).toHaveLength(1);
    expect(answers.filter((r) => r.statusCode !== 200).map(answer)).toEqual(Array.from({ length: 19 }, () => err('RESCHEDULE_NO_FREE_SEAT')));
    expect(await t.db.selectFrom('lessons').select('seat_id').where('lesson_frame_id', '=', target).execute()).toEqual([{ seat_id: w.seatIds[1] }]);
    expect(await t.db.selectFrom('reschedule_requests').select('status').where('id', 'in', requests).where('status', '=', RescheduleStatus.waiting).execute()).toHaveLength(19);
  });
});

describe('frame.generate', () => {
  /** A term of its own (2 weeks from Monday 2030-04-01) and the world's weekly timetable in it. */
  async function term(w: LessonWorld, options: { hasDates?: boolean } = {}): Promise<number> {
    const fiscalYear = 3000 + w.schoolhouseId;
    const row = await t.db.insertInto('yearly_schedules').values({
      company_id: w.companyId, term_kind: TermKind.normal, fiscal_year: fiscalYear, period_code: options.hasDates === false ? 2 : 1,
      start_date: '2030-04-01', end_date: options.hasDates === false ? null : '2030-04-14',
    }).returning('id').executeTakeFirstOrThrow();
    return row.id;
  }
  const generate = (body: Record<string, unknown>) => f.call('staff', 'POST', '/frame-divide/generate', body);

  it('should make the term\'s コマ and lessons from the weekly timetable, skipping closed days, and nothing more when run again', async () => {
    const w = await f.world({ seats: 2 });
    const termId = await term(w);
    const weekly = (row: { weekday: number; period: number; seat: number; studentId: number; teacherId: number }) => ({
      company_id: w.companyId, yearly_schedule_id: termId, schoolhouse_id: w.schoolhouseId, weekday: row.weekday, timetable_period_id: w.periodIds[row.period]!,
      student_id: row.studentId, teacher_id: row.teacherId, lesson_subject_id: w.subjectId, seat_id: w.seatIds[row.seat]!,
    });
    await t.db.insertInto('normal_frames').values([
      weekly({ weekday: 1, period: 0, seat: 0, studentId: w.family.studentId, teacherId: w.teacher.id }),
      weekly({ weekday: 1, period: 0, seat: 1, studentId: w.otherStudentIds[0], teacherId: w.teacher.id }),
      weekly({ weekday: 3, period: 1, seat: 0, studentId: w.otherStudentIds[1], teacherId: w.otherTeacher.id }),
    ]).execute();
    // Monday 2030-04-08 is closed at this schoolhouse: two Mondays' lessons are left out.
    await f.holiday(w, '2030-04-08');
    const elsewhere = await t.db.selectFrom('lessons').select((eb) => eb.fn.countAll<number>().as('n')).where('schoolhouse_id', '<>', w.schoolhouseId).executeTakeFirstOrThrow();

    const res = await generate({ yearly_schedule_id: termId, schoolhouse_id: w.schoolhouseId });
    expect([res.statusCode, res.json()]).toEqual([200, { frames: 3, lessons: 4, skipped: 0 }]);
    const lessons = await t.db.selectFrom('lessons').innerJoin('lesson_frames', 'lesson_frames.id', 'lessons.lesson_frame_id')
      .select(['lessons.lesson_date', 'lessons.student_id', 'lessons.lesson_type', 'lessons.status', 'lessons.normal_frame_id', 'lesson_frames.capacity', 'lesson_frames.yearly_schedule_id'])
      .where('lessons.schoolhouse_id', '=', w.schoolhouseId).orderBy('lessons.lesson_date').orderBy('lessons.student_id').execute();
    expect(lessons.map((l) => [l.lesson_date, l.student_id])).toEqual([
      ['2030-04-01', w.family.studentId], ['2030-04-01', w.otherStudentIds[0]], ['2030-04-03', w.otherStudentIds[1]], ['2030-04-10', w.otherStudentIds[1]],
    ]);
    expect(lessons.every((l) => l.lesson_type === LessonType.regular && l.status === LessonStatus.scheduled && l.normal_frame_id !== null
      && l.capacity === 2 && l.yearly_schedule_id === termId)).toBe(true);

    expect((await generate({ yearly_schedule_id: termId, schoolhouse_id: w.schoolhouseId })).json()).toEqual({ frames: 0, lessons: 0, skipped: 4 });
    // An absence is no gap to fill again.
    await t.db.updateTable('lessons').set({ status: LessonStatus.absent }).where('schoolhouse_id', '=', w.schoolhouseId).where('lesson_date', '=', '2030-04-03').execute();
    expect((await generate({ yearly_schedule_id: termId })).json()).toMatchObject({ lessons: 0 });
    expect(await t.db.selectFrom('lessons').select((eb) => eb.fn.countAll<number>().as('n')).where('schoolhouse_id', '<>', w.schoolhouseId).executeTakeFirstOrThrow()).toEqual(elsewhere);
  });

  it('should refuse a term without dates (LESSON_TERM_MISSING) and a term or schoolhouse not the company\'s (404)', async () => {
    const w = await f.world();
    expect(answer(await generate({ yearly_schedule_id: await term(w, { hasDates: false }) }))).toEqual(err('LESSON_TERM_MISSING'));
    expect(answer(await generate({ yearly_schedule_id: 2147483000 }))).toEqual(err('NOT_FOUND'));
    expect(answer(await generate({ yearly_schedule_id: await term(w), schoolhouse_id: 2147483000 }))).toEqual(err('NOT_FOUND'));
  });
});

/** The date `days` after a 'YYYY-MM-DD' date. */
function addDaysText(date: string, days: number): string {
  return new Date(Date.parse(`${date}T00:00:00Z`) + days * 86_400_000).toISOString().slice(0, 10);
}
