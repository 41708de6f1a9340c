// @vitest-environment node
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { LessonStatus, NotificationKind, RescheduleStatus } from '../../src/generated/enums.js';
import { errorCatalogue } from '../../src/generated/errors.js';
import { addDays } from '../../src/server/domains/lessons/rescheduleDeadline.js';
import { codeOf, startTestApp, type TestApp } from './harness.js';
import { lessonFixtures, type LessonWorld } from './lessonFixtures.js';

/**
 * The family side of lessons (issue 19): a guardian's child's schedule, absence, make-up choices and request, and
 * available days; a teacher's schedule; the names the schoolhouse settings hide. Each test builds its own schoolhouse
 * (lessonFixtures.ts), apart from the demo's lessons; every allowed call stands beside its refused twin.
 */
let t: TestApp;
let f: ReturnType<typeof lessonFixtures>;
let guardian1ChildId: number;
beforeAll(async () => {
  t = await startTestApp();
  f = lessonFixtures(t);
  guardian1ChildId = (await t.db.selectFrom('students').innerJoin('protectors', 'protectors.id', 'students.protector_id').innerJoin('users', 'users.id', 'protectors.user_id')
    .select('students.id').where('users.username', '=', 'guardian1').orderBy('students.id').executeTakeFirstOrThrow()).id;
});
afterAll(async () => { await t.close(); });

const err = (key: keyof typeof errorCatalogue) => [errorCatalogue[key].status, errorCatalogue[key].code];
const answer = (res: { statusCode: number; json(): unknown }) => [res.statusCode, codeOf(res)];

interface ScheduleAnswer {
  data: Array<Record<string, unknown> & { id: number; teacher_name: string; student_name: string; reschedule: Record<string, unknown> | null }>;
  closed_days: Array<{ date: string; name: string }>;
  periods: Array<{ id: number; name: string; start_time: string; end_time: string }>;
}
interface ChoicesAnswer { deadline: string; data: Array<{ lesson_frame_id: number; free_seats: number; is_available_time: boolean; teacher_name: string }> }

const scheduleOf = (w: LessonWorld, range: { from: string; to: string }, studentId = w.family.studentId) =>
  f.call(w.family.username, 'GET', `/frame-divide/students/${studentId}/schedule?from=${range.from}&to=${range.to}`);
const teacherScheduleOf = (w: LessonWorld, range: { from: string; to: string }) => f.call(w.teacher.username, 'GET', `/frame-divide/teachers/schedule?from=${range.from}&to=${range.to}`);
const absent = (user: string, lessonId: number, reason = '体調不良のため') => f.call(user, 'POST', `/frame-divide/lessons/${lessonId}/absent`, { type: 'absent', reason });
const choicesOf = (user: string, lessonId: number) => f.call(user, 'GET', `/frame-divide/lessons/${lessonId}/available-lessons`);
const ask = (user: string, lessonId: number, body: Record<string, unknown>) => f.call(user, 'POST', `/frame-divide/lessons/${lessonId}/reschedule`, body);
const bells = async (options: { username: string; kind: string; targetId: number }) => (await t.db.selectFrom('notifications').innerJoin('users', 'users.id', 'notifications.user_id')
  .select('notifications.id').where('users.username', '=', options.username).where('kind', '=', options.kind).where('target_id', '=', options.targetId).execute()).length;
const lessonRow = (id: number) => t.db.selectFrom('lessons').selectAll().where('id', '=', id).executeTakeFirstOrThrow();

/** An absent lesson `daysAgo` days before today (absences are reported ahead; the row is written as it would be). */
const absentLessonDaysAgo = (w: LessonWorld, daysAgo: number) => f.lessonOn(w, { date: f.day(-daysAgo), period: 0, status: LessonStatus.absent });

/** How many days ago an absent lesson must be for its make-up deadline (30 days) to fall on an open day. */
async function daysAgoWithOpenDeadline(w: LessonWorld, from: number): Promise<number> {
  for (let ago = from; ; ago++) if (!(await f.isClosed(w, f.day(30 - ago)))) return ago;
}

describe('frame.student-schedule', () => {
  it('should answer the acting child\'s lessons of the range in date and period order, with the closed days and every period', async () => {
    const w = await f.world();
    const [day1, day2, day3] = await f.openDays(w, 3);
    const later = await f.lessonOn(w, { date: day2!, period: 0 });
    const second = await f.lessonOn(w, { date: day1!, period: 2 });
    const first = await f.lessonOn(w, { date: day1!, period: 1 });
    const outside = await f.lessonOn(w, { date: f.day(70), period: 0 });
    const othersFrame = await f.frame(w, { date: day1!, period: 0 });
    await f.lesson(w, { frameId: othersFrame, seat: 1, studentId: w.otherStudentIds[0] });
    await f.holiday(w, day3!);

    const res = await scheduleOf(w, { from: day1!, to: day3! });
    expect(res.statusCode).toBe(200);
    const body = res.json() as ScheduleAnswer;
    expect(body.data.map((l) => l.id)).toEqual([first, second, later]);
    expect(body.data.map((l) => l.id)).not.toContain(outside);
    expect(body.data[0]).toEqual(expect.objectContaining({
      lesson_date: day1, period_name: '2限', start_time: '16:30', end_time: '17:50', teacher_name: w.teacher.name, student_name: w.family.studentName,
      seat_name: '検証席1', lesson_subject_name: w.subjectName, status: LessonStatus.scheduled, lesson_type: 1, absence_reason: null,
      can_report_absence: true, can_request_reschedule: false, reschedule_deadline: addDays(day1!, 30), reschedule: null,
    }));
    expect(body.closed_days).toContainEqual({ date: day3, name: '検証校の休校日' });
    expect(body.periods.map((p) => p.name)).toEqual(['1限', '2限', '3限', '4限', '5限']);
    expect(body.periods[0]).toEqual(expect.objectContaining({ start_time: '15:00', end_time: '16:20' }));
  });

  it('should answer 404 for another family\'s child, and for an id no child has', async () => {
    const w = await f.world();
    const range = { from: f.day(0), to: f.day(30) };
    expect((await scheduleOf(w, range)).statusCode).toBe(200);
    expect(answer(await scheduleOf(w, range, guardian1ChildId))).toEqual(err('NOT_FOUND'));
    expect(answer(await scheduleOf(w, range, 999999999))).toEqual(err('NOT_FOUND'));
    // The other way round: guardian1 cannot read this family's child.
    expect(answer(await f.call('guardian1', 'GET', `/frame-divide/students/${w.family.studentId}/schedule?from=${range.from}&to=${range.to}`))).toEqual(err('NOT_FOUND'));
  });

  it('should read up to 62 days at once and refuse a longer or reversed range', async () => {
    const w = await f.world();
    const from = f.day(0);
    expect((await scheduleOf(w, { from, to: addDays(from, 62) })).statusCode).toBe(200);
    const tooLong = await scheduleOf(w, { from, to: addDays(from, 63) });
    expect(answer(tooLong)).toEqual(err('VALIDATION_FAILED'));
    expect((tooLong.json() as { errors: Array<{ field: string }> }).errors[0]!.field).toBe('to');
    expect(answer(await scheduleOf(w, { from, to: addDays(from, -1) }))).toEqual(err('VALIDATION_FAILED'));
    expect(answer(await scheduleOf(w, { from, to: 'tomorrow' }))).toEqual(err('VALIDATION_FAILED'));
    expect(answer(await scheduleOf(w, { from: '2026-02-01', to: '2026-02-30' }))).toEqual(err('VALIDATION_FAILED'));
  });

  it('should offer the absence only for a scheduled lesson not yet started, and the make-up only for an absence not yet asked for', async () => {
    const w = await f.world();
    const [day1] = await f.openDays(w, 1);
    const coming = await f.lessonOn(w, { date: day1!, period: 0 });
    const past = await f.lessonOn(w, { date: f.day(-1), period: 0 });
    const absentOne = await f.lessonOn(w, { date: f.day(-2), period: 0, status: LessonStatus.absent });
    const tooOld = await f.lessonOn(w, { date: f.day(-31), period: 0, status: LessonStatus.absent });
    const res = await scheduleOf(w, { from: f.day(-31), to: day1! });
    const byId = new Map((res.json() as ScheduleAnswer).data.map((l) => [l.id, l]));
    expect([byId.get(coming)!.can_report_absence, byId.get(past)!.can_report_absence, byId.get(absentOne)!.can_report_absence]).toEqual([true, false, false]);
    expect([byId.get(absentOne)!.can_request_reschedule, byId.get(tooOld)!.can_request_reschedule, byId.get(coming)!.can_request_reschedule]).toEqual([true, false, false]);
  });
});

describe('names the schoolhouse settings hide', () => {
  it('should show the guardian the teacher\'s name only while 保護者画面に講師名を表示する is on (schedule and make-up choices)', async () => {
    const w = await f.world();
    const [day1] = await f.openDays(w, 1);
    const lessonId = await f.lessonOn(w, { date: day1!, period: 0 });
    const absentId = await f.lessonOn(w, { date: f.day(-1), period: 1, status: LessonStatus.absent, teacherId: w.otherTeacher.id });
    await f.frame(w, { date: day1!, period: 2 });
    const names = async () => [
      (((await scheduleOf(w, { from: day1!, to: day1! })).json() as ScheduleAnswer).data.find((l) => l.id === lessonId)!).teacher_name,
      ((await choicesOf(w.family.username, absentId)).json() as ChoicesAnswer).data[0]!.teacher_name,
    ];
    expect(await names()).toEqual([w.teacher.name, w.teacher.name]);
    await f.setSetting(w, { name: 'ALLOW_PROTECTOR_DISPLAY_TEACHER_NAME_IN_APP', isOn: false });
    expect(await names()).toEqual(['', '']);
  });

  it('should show the teacher the students\' names only while 講師画面に生徒名を表示する is on, and always their own name', async () => {
    const w = await f.world();
    const [day1] = await f.openDays(w, 1);
    await f.lessonOn(w, { date: day1!, period: 0 });
    const names = async () => ((await teacherScheduleOf(w, { from: day1!, to: day1! })).json() as ScheduleAnswer).data.map((l) => [l.student_name, l.teacher_name]);
    expect(await names()).toEqual([[w.family.studentName, w.teacher.name]]);
    await f.setSetting(w, { name: 'ALLOW_TEACHER_DISPLAY_STUDENT_NAME_IN_APP', isOn: false });
    expect(await names()).toEqual([['', w.teacher.name]]);
  });
});

describe('frame.teacher-schedule', () => {
  it('should answer the lessons of the teacher\'s コマ alone, with no family action offered', async () => {
    const w = await f.world();
    const [day1] = await f.openDays(w, 1);
    const frameId = await f.frame(w, { date: day1!, period: 0 });
    const mine = [await f.lesson(w, { frameId, seat: 0 }), await f.lesson(w, { frameId, seat: 1, studentId: w.otherStudentIds[0] })];
    const othersFrame = await f.frame(w, { date: day1!, period: 1, teacherId: w.otherTeacher.id });
    const notMine = await f.lesson(w, { frameId: othersFrame, seat: 0 });
    const res = await teacherScheduleOf(w, { from: day1!, to: day1! });
    expect(res.statusCode).toBe(200);
    const data = (res.json() as ScheduleAnswer).data;
    expect(data.map((l) => l.id)).toEqual(mine);
    expect(data.map((l) => l.id)).not.toContain(notMine);
    expect(data.every((l) => l.can_report_absence === false && l.can_request_reschedule === false)).toBe(true);
    // A guardian is not a teacher: the operation's grants refuse them.
    expect(answer(await f.call(w.family.username, 'GET', `/frame-divide/teachers/schedule?from=${day1}&to=${day1}`))).toEqual(err('FORBIDDEN'));
  });
});

describe('frame.absent', () => {
  it('should mark the child\'s coming lesson absent once, tell the staff and the teacher, and refuse a second report', async () => {
    const w = await f.world();
    const [day1] = await f.openDays(w, 1);
    const lessonId = await f.lessonOn(w, { date: day1!, period: 0 });
    const res = await absent(w.family.username, lessonId);
    expect([res.statusCode, res.json()]).toEqual([200, { id: lessonId, status: LessonStatus.absent }]);
    const row = await lessonRow(lessonId);
    expect([row.status, row.absence_reason, row.absent_at instanceof Date]).toEqual([LessonStatus.absent, '体調不良のため', true]);
    const kind = NotificationKind.lessonAbsenceReported;
    expect([await bells({ username: 'staff', kind, targetId: lessonId }), await bells({ username: w.teacher.username, kind, targetId: lessonId }),
      await bells({ username: w.otherTeacher.username, kind, targetId: lessonId })]).toEqual([1, 1, 0]);

    expect(answer(await absent(w.family.username, lessonId))).toEqual(err('LESSON_NOT_ABSENTABLE'));
    expect(await bells({ username: 'staff', kind, targetId: lessonId })).toBe(1);
  });

  it('should accept one of two reports sent at once', async () => {
    const w = await f.world();
    const [day1] = await f.openDays(w, 1);
    const lessonId = await f.lessonOn(w, { date: day1!, period: 0 });
    const results = await Promise.all([absent(w.family.username, lessonId), absent(w.family.username, lessonId)]);
    expect(results.map((r) => r.statusCode).sort()).toEqual([200, 409]);
    expect(await bells({ username: 'staff', kind: NotificationKind.lessonAbsenceReported, targetId: lessonId })).toBe(1);
  });

  it('should refuse a lesson that has already taken place, beside one still to come', async () => {
    const w = await f.world();
    const [day1] = await f.openDays(w, 1);
    const coming = await f.lessonOn(w, { date: day1!, period: 0 });
    const past = await f.lessonOn(w, { date: f.day(-1), period: 0 });
    expect((await absent(w.family.username, coming)).statusCode).toBe(200);
    expect(answer(await absent(w.family.username, past))).toEqual(err('LESSON_NOT_ABSENTABLE'));
    expect((await lessonRow(past)).status).toBe(LessonStatus.scheduled);
  });

  it('should answer 404 for another family\'s lesson and leave it scheduled', async () => {
    const w = await f.world();
    const [day1] = await f.openDays(w, 1);
    const lessonId = await f.lessonOn(w, { date: day1!, period: 0 });
    expect(answer(await absent('guardian1', lessonId))).toEqual(err('NOT_FOUND'));
    expect(answer(await absent(w.family.username, 999999999))).toEqual(err('NOT_FOUND'));
    expect((await lessonRow(lessonId)).status).toBe(LessonStatus.scheduled);
    expect((await absent(w.family.username, lessonId)).statusCode).toBe(200);
  });

  it('should refuse while 保護者が欠席連絡できる is off at the schoolhouse, and accept once it is on', async () => {
    const w = await f.world();
    const [day1] = await f.openDays(w, 1);
    const lessonId = await f.lessonOn(w, { date: day1!, period: 0 });
    await f.setSetting(w, { name: 'ALLOW_PROTECTOR_UPDATE_ABSENT_STATUS', isOn: false });
    expect(answer(await absent(w.family.username, lessonId))).toEqual(err('SETTING_NOT_ALLOWED'));
    expect((await lessonRow(lessonId)).status).toBe(LessonStatus.scheduled);
    await f.setSetting(w, { name: 'ALLOW_PROTECTOR_UPDATE_ABSENT_STATUS', isOn: true });
    expect((await absent(w.family.username, lessonId)).statusCode).toBe(200);
  });

  it('should refuse a reason of blanks', async () => {
    const w = await f.world();
    const [day1] = await f.openDays(w, 1);
    const lessonId = await f.lessonOn(w, { date: day1!, period: 0 });
    expect(answer(await absent(w.family.username, lessonId, '　 '))).toEqual(err('VALIDATION_FAILED'));
    expect((await lessonRow(lessonId)).status).toBe(LessonStatus.scheduled);
  });
});

describe('frame.available-lessons', () => {
  it('should offer the コマ of the schoolhouse with room and a free seat, from tomorrow to the deadline, where the child is free', async () => {
    const w = await f.world({ seats: 2 });
    const ago = await daysAgoWithOpenDeadline(w, 5);
    const absentId = await absentLessonDaysAgo(w, ago);
    const deadline = f.day(30 - ago);
    const [x, y, z, v, u] = await f.openDays(w, 5);
    // Offered: room for two with both seats free; room for one with one seat free; the deadline's own day.
    const open = await f.frame(w, { date: z!, period: 1 });
    const half = await f.frame(w, { date: z!, period: 0 });
    await f.lesson(w, { frameId: half, seat: 0, studentId: w.otherStudentIds[0] });
    const last = await f.frame(w, { date: deadline, period: 0 });
    // Not offered: a full コマ (capacity 1, taken) though a seat is free.
    const full = await f.frame(w, { date: y!, period: 1, capacity: 1 });
    await f.lesson(w, { frameId: full, seat: 0, studentId: w.otherStudentIds[0] });
    // Not offered: room in the コマ, but every active seat taken in that period (the inactive one does not count).
    const noSeat = await f.frame(w, { date: x!, period: 0 });
    await f.lesson(w, { frameId: noSeat, seat: 0, studentId: w.otherStudentIds[0] });
    const beside = await f.frame(w, { date: x!, period: 0, teacherId: w.otherTeacher.id });
    await f.lesson(w, { frameId: beside, seat: 1, studentId: w.otherStudentIds[1] });
    // Not offered: the child has a lesson then (theirs and another コマ of that period).
    const childsFrame = await f.frame(w, { date: u!, period: 2, teacherId: w.otherTeacher.id });
    await f.lesson(w, { frameId: childsFrame, seat: 0 });
    const busy = await f.frame(w, { date: u!, period: 2 });
    // Not offered: a closed day, after the deadline, today, another schoolhouse.
    await f.holiday(w, v!);
    const closed = await f.frame(w, { date: v!, period: 0 });
    const late = await f.frame(w, { date: addDays(deadline, 1), period: 0 });
    const today = await f.frame(w, { date: f.day(0), period: 4 });
    const otherHouseId = (await t.db.selectFrom('schoolhouses').select('id').where('schoolhouse_name', '=', '駅前校').executeTakeFirstOrThrow()).id;
    const elsewhere = await f.frame(w, { date: z!, period: 2, teacherId: w.otherTeacher.id, schoolhouseId: otherHouseId });
    // The child can come on z's weekday in the second period.
    await f.call(w.family.username, 'PUT', `/frame-divide/students/${w.family.studentId}/available-times`, { data: [{ weekday: f.weekdayOf(z!), timetable_period_id: w.periodIds[1] }] });

    const res = await choicesOf(w.family.username, absentId);
    expect(res.statusCode).toBe(200);
    const body = res.json() as ChoicesAnswer;
    expect(body.deadline).toBe(deadline);
    expect(body.data.map((c) => [c.lesson_frame_id, c.free_seats, c.is_available_time])).toEqual([[half, 1, false], [open, 2, true], [last, 2, false]]);
    for (const refused of [full, noSeat, beside, childsFrame, busy, closed, late, today, elsewhere]) expect(body.data.map((c) => c.lesson_frame_id)).not.toContain(refused);
    expect(body.data[0]).toEqual(expect.objectContaining({ lesson_date: z, period_name: '1限', start_time: '15:00', end_time: '16:20', lesson_subject_name: w.subjectName, teacher_name: w.teacher.name }));
  });

  it('should answer only for an absence of the acting child, before its deadline', async () => {
    const w = await f.world();
    const scheduled = await f.lessonOn(w, { date: f.day(-1), period: 0 });
    const absentOne = await absentLessonDaysAgo(w, 29);
    const expired = await absentLessonDaysAgo(w, 30);
    expect((await choicesOf(w.family.username, absentOne)).statusCode).toBe(200);
    expect(answer(await choicesOf(w.family.username, expired))).toEqual(err('RESCHEDULE_DEADLINE_PASSED'));
    expect(answer(await choicesOf(w.family.username, scheduled))).toEqual(err('RESCHEDULE_NOT_ALLOWED'));
    expect(answer(await choicesOf('guardian1', absentOne))).toEqual(err('NOT_FOUND'));
  });

  it('should refuse while 保護者が振替申請できる is off at the schoolhouse', async () => {
    const w = await f.world();
    const absentId = await absentLessonDaysAgo(w, 1);
    expect((await choicesOf(w.family.username, absentId)).statusCode).toBe(200);
    await f.setSetting(w, { name: 'ALLOW_PROTECTOR_RESCHEDULE_LESSON', isOn: false });
    expect(answer(await choicesOf(w.family.username, absentId))).toEqual(err('SETTING_NOT_ALLOWED'));
  });
});

describe('frame.reschedule-request', () => {
  it('should record a request with two choices, put the lesson on waiting, tell the staff, and refuse a second request', async () => {
    const w = await f.world();
    const absentId = await absentLessonDaysAgo(w, 1);
    const [day1, day2] = await f.openDays(w, 2);
    const first = await f.frame(w, { date: day1!, period: 0 });
    const second = await f.frame(w, { date: day2!, period: 3 });
    const res = await ask(w.family.username, absentId, { first_frame_id: first, second_frame_id: second, note: '  第1希望だと助かります  ' });
    expect(res.statusCode).toBe(200);
    const { id } = res.json() as { id: number; status: string };
    expect(res.json()).toEqual({ id, status: RescheduleStatus.waiting });
    const request = await t.db.selectFrom('reschedule_requests').selectAll().where('id', '=', id).executeTakeFirstOrThrow();
    expect([request.lesson_id, request.student_id, request.schoolhouse_id, request.first_frame_id, request.second_frame_id, request.note, request.requested_by_user_id])
      .toEqual([absentId, w.family.studentId, w.schoolhouseId, first, second, '第1希望だと助かります', w.family.userId]);
    expect((await lessonRow(absentId)).status).toBe(LessonStatus.waiting);
    expect(await bells({ username: 'staff', kind: NotificationKind.rescheduleRequested, targetId: id })).toBe(1);

    // The schedule shows the request with its choices, and offers no second one.
    const schedule = (await scheduleOf(w, { from: f.day(-1), to: f.day(-1) })).json() as ScheduleAnswer;
    const shown = schedule.data.find((l) => l.id === absentId)!;
    expect(shown.can_request_reschedule).toBe(false);
    expect(shown.reschedule).toEqual(expect.objectContaining({ id, status: RescheduleStatus.waiting, decided_choice: null, refusal_reason: null }));
    expect(shown.reschedule!.first_choice).toMatch(new RegExp(`^\\d{2}月\\d{2}日\\(.\\) 1限 ${w.subjectName}$`));
    expect(shown.reschedule!.second_choice).toMatch(/ 4限 /);

    expect(answer(await ask(w.family.username, absentId, { first_frame_id: first }))).toEqual(err('RESCHEDULE_ALREADY_REQUESTED'));
    expect(await t.db.selectFrom('reschedule_requests').select('id').where('lesson_id', '=', absentId).execute()).toHaveLength(1);
  });

  it('should accept one of two requests sent at once', async () => {
    const w = await f.world();
    const absentId = await absentLessonDaysAgo(w, 1);
    const [day1] = await f.openDays(w, 1);
    const choice = await f.frame(w, { date: day1!, period: 0 });
    const results = await Promise.all([ask(w.family.username, absentId, { first_frame_id: choice }), ask(w.family.username, absentId, { first_frame_id: choice })]);
    expect(results.map((r) => [r.statusCode, r.statusCode === 200 ? 0 : codeOf(r)]).sort()).toEqual([[200, 0], err('RESCHEDULE_ALREADY_REQUESTED')]);
    expect(await t.db.selectFrom('reschedule_requests').select('id').where('lesson_id', '=', absentId).execute()).toHaveLength(1);
  });

  it('should refuse a choice that is not offered, and the same choice twice, beside an offered one', async () => {
    const w = await f.world();
    const absentId = await absentLessonDaysAgo(w, 1);
    const [day1] = await f.openDays(w, 1);
    const offered = await f.frame(w, { date: day1!, period: 0 });
    const full = await f.frame(w, { date: day1!, period: 1, capacity: 1 });
    await f.lesson(w, { frameId: full, seat: 0, studentId: w.otherStudentIds[0] });
    expect(answer(await ask(w.family.username, absentId, { first_frame_id: offered, second_frame_id: full }))).toEqual(err('RESCHEDULE_CHOICE_UNAVAILABLE'));
    expect(answer(await ask(w.family.username, absentId, { first_frame_id: 999999999 }))).toEqual(err('RESCHEDULE_CHOICE_UNAVAILABLE'));
    const twice = await ask(w.family.username, absentId, { first_frame_id: offered, second_frame_id: offered });
    expect(answer(twice)).toEqual(err('VALIDATION_FAILED'));
    expect((twice.json() as { errors: Array<{ field: string }> }).errors[0]!.field).toBe('second_frame_id');
    expect((await lessonRow(absentId)).status).toBe(LessonStatus.absent);
    expect((await ask(w.family.username, absentId, { first_frame_id: offered })).statusCode).toBe(200);
  });

  it('should refuse after the deadline, a lesson that is not absent, and another family\'s lesson', async () => {
    const w = await f.world();
    const [day1] = await f.openDays(w, 1);
    const choice = await f.frame(w, { date: day1!, period: 0 });
    const expired = await absentLessonDaysAgo(w, 31);
    const scheduled = await f.lessonOn(w, { date: day1!, period: 1, teacherId: w.otherTeacher.id });
    const absentId = await absentLessonDaysAgo(w, 2);
    expect(answer(await ask(w.family.username, expired, { first_frame_id: choice }))).toEqual(err('RESCHEDULE_DEADLINE_PASSED'));
    expect(answer(await ask(w.family.username, scheduled, { first_frame_id: choice }))).toEqual(err('RESCHEDULE_NOT_ALLOWED'));
    expect(answer(await ask('guardian1', absentId, { first_frame_id: choice }))).toEqual(err('NOT_FOUND'));
    expect((await ask(w.family.username, absentId, { first_frame_id: choice })).statusCode).toBe(200);
  });

  it('should refuse while 保護者が振替申請できる is off at the schoolhouse', async () => {
    const w = await f.world();
    const absentId = await absentLessonDaysAgo(w, 1);
    const [day1] = await f.openDays(w, 1);
    const choice = await f.frame(w, { date: day1!, period: 0 });
    await f.setSetting(w, { name: 'ALLOW_PROTECTOR_RESCHEDULE_LESSON', isOn: false });
    expect(answer(await ask(w.family.username, absentId, { first_frame_id: choice }))).toEqual(err('SETTING_NOT_ALLOWED'));
    await f.setSetting(w, { name: 'ALLOW_PROTECTOR_RESCHEDULE_LESSON', isOn: true });
    expect((await ask(w.family.username, absentId, { first_frame_id: choice })).statusCode).toBe(200);
  });
});

describe('frame.available-times', () => {
  const url = (studentId: number) => `/frame-divide/students/${studentId}/available-times`;

  it('should replace the child\'s available days with those saved, the same one twice counting once', async () => {
    const w = await f.world();
    const [p1, p2] = w.periodIds;
    const saved = await f.call(w.family.username, 'PUT', url(w.family.studentId), { data: [
      { weekday: 3, timetable_period_id: p2 }, { weekday: 1, timetable_period_id: p1 }, { weekday: 3, timetable_period_id: p2 },
    ] });
    expect(saved.statusCode).toBe(200);
    const wanted = [{ weekday: 1, timetable_period_id: p1 }, { weekday: 3, timetable_period_id: p2 }];
    expect((saved.json() as { data: unknown }).data).toEqual(wanted);
    const read = await f.call(w.family.username, 'GET', url(w.family.studentId));
    expect(read.json()).toEqual(expect.objectContaining({ data: wanted }));
    expect((read.json() as { periods: unknown[] }).periods).toHaveLength(w.periodIds.length);

    expect(((await f.call(w.family.username, 'PUT', url(w.family.studentId), { data: [{ weekday: 5, timetable_period_id: p1 }] })).json() as { data: unknown }).data)
      .toEqual([{ weekday: 5, timetable_period_id: p1 }]);
    expect(((await f.call(w.family.username, 'PUT', url(w.family.studentId), { data: [] })).json() as { data: unknown }).data).toEqual([]);
  });

  it('should refuse another company\'s period and change nothing', async () => {
    const w = await f.world();
    const other = await t.db.insertInto('companies').values({ code: `OTHER${Date.now()}`, name: '別の塾' }).returning('id').executeTakeFirstOrThrow();
    const foreign = await t.db.insertInto('timetable_periods').values({ company_id: other.id, period_number: 1, name: '1限', start_time: '15:00', end_time: '16:20' })
      .returning('id').executeTakeFirstOrThrow();
    const own = { weekday: 2, timetable_period_id: w.periodIds[0]! };
    await f.call(w.family.username, 'PUT', url(w.family.studentId), { data: [own] });
    const refused = await f.call(w.family.username, 'PUT', url(w.family.studentId), { data: [own, { weekday: 2, timetable_period_id: foreign.id }] });
    expect(answer(refused)).toEqual(err('REFERENCE_NOT_FOUND'));
    expect((refused.json() as { errors: Array<{ field: string }> }).errors.map((e) => e.field)).toEqual(['data.1.timetable_period_id']);
    expect(((await f.call(w.family.username, 'GET', url(w.family.studentId))).json() as { data: unknown }).data).toEqual([own]);
  });

  it('should answer 404 for another family\'s child', async () => {
    const w = await f.world();
    expect((await f.call(w.family.username, 'GET', url(w.family.studentId))).statusCode).toBe(200);
    expect(answer(await f.call(w.family.username, 'GET', url(guardian1ChildId)))).toEqual(err('NOT_FOUND'));
    expect(answer(await f.call(w.family.username, 'PUT', url(guardian1ChildId), { data: [] }))).toEqual(err('NOT_FOUND'));
    expect(answer(await f.call('guardian1', 'PUT', url(w.family.studentId), { data: [] }))).toEqual(err('NOT_FOUND'));
  });
});
