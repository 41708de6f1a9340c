import type { LightMyRequestResponse } from 'fastify';
import { authorities, featureSettings } from '../../src/generated/abilities.js';
import { constants } from '../../src/generated/constants.js';
import { LessonStatus } from '../../src/generated/enums.js';
import { addDays, schoolClock } from '../../src/server/domains/lessons/rescheduleDeadline.js';
import type { TestApp } from './harness.js';

/**
 * A schoolhouse of its own for the lesson tests of the family side (issue 19), apart from the demo's lessons: its
 * seats, a teacher and a second teacher who sign in, a guardian whose only child studies there, a second pupil, and
 * helpers that place コマ and lessons on the days and periods a test names. Every name carries a suffix of its own,
 * so two worlds live in one database.
 */
export interface LessonWorld {
  companyId: number;
  schoolhouseId: number;
  /** Active seats, in order. */
  seatIds: number[];
  /** The company's periods, in order. */
  periodIds: number[];
  subjectId: number;
  subjectName: string;
  teacher: { id: number; userId: number; username: string; name: string };
  otherTeacher: { id: number; userId: number; username: string; name: string };
  family: { username: string; userId: number; studentId: number; studentName: string };
  /** Two other pupils of the schoolhouse (no guardian account): they fill seats and コマ. */
  otherStudentIds: [number, number];
}

let worlds = 0;

export function lessonFixtures(t: TestApp) {
  const password = async () => (await t.db.selectFrom('users').select('password').where('username', '=', 'teacher1').executeTakeFirstOrThrow()).password;

  async function addTeacher(options: { companyId: number; schoolhouseId: number; username: string; name: string; passwordHash: string }) {
    const user = await t.db.insertInto('users').values({
      company_id: options.companyId, username: options.username, password: options.passwordHash, m_authority_id: authorities.AUTH_TEACHER.id, display_name: options.name,
    }).returning('id').executeTakeFirstOrThrow();
    const teacher = await t.db.insertInto('teachers').values({
      company_id: options.companyId, user_id: user.id, teacher_number: options.username.toUpperCase(), name_kanji: options.name,
    }).returning('id').executeTakeFirstOrThrow();
    await t.db.insertInto('teacher_schoolhouses').values({ company_id: options.companyId, teacher_id: teacher.id, schoolhouse_id: options.schoolhouseId }).execute();
    return { id: teacher.id, userId: user.id, username: options.username, name: options.name };
  }

  const f = {
    /** An API call as a user, under /api/v1. */
    async call(user: string, method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, payload?: unknown): Promise<LightMyRequestResponse> {
      return t.app.inject({ method, url: `${String(constants.apiBasePath)}${url}`, headers: await t.authAs(user), ...(payload === undefined ? {} : { payload: payload as object }) });
    },

    /** Creates a world: a schoolhouse with every feature on and `seats` active seats (and one inactive), its people. */
    async world(options: { seats?: number } = {}): Promise<LessonWorld> {
      worlds += 1;
      const tag = `${worlds}${Date.now().toString(36)}`;
      const company = await t.db.selectFrom('companies').select('id').where('code', '=', 'DEMO').executeTakeFirstOrThrow();
      const companyId = company.id;
      const area = await t.db.selectFrom('areas').select('id').where('company_id', '=', companyId).orderBy('id').executeTakeFirstOrThrow();
      const house = await t.db.insertInto('schoolhouses').values({ company_id: companyId, area_id: area.id, schoolhouse_name: `授業検証校${tag}`, sort_order: 90 })
        .returning('id').executeTakeFirstOrThrow();
      const schoolhouseId = house.id;
      await t.db.insertInto('schoolhouse_settings')
        .values(featureSettings.map(({ name }) => ({ company_id: companyId, schoolhouse_id: schoolhouseId, name, value: String(constants.enabledFlag) }))).execute();
      const seatIds: number[] = [];
      for (let i = 1; i <= (options.seats ?? 2); i++) {
        seatIds.push((await t.db.insertInto('seats').values({ company_id: companyId, schoolhouse_id: schoolhouseId, name: `検証席${i}`, sort_order: i })
          .returning('id').executeTakeFirstOrThrow()).id);
      }
      await t.db.insertInto('seats').values({ company_id: companyId, schoolhouse_id: schoolhouseId, name: '修理中の席', is_active: false, sort_order: 99 }).execute();
      const periodIds = (await t.db.selectFrom('timetable_periods').select('id').where('company_id', '=', companyId).orderBy('period_number').execute()).map((p) => p.id);
      const subject = await t.db.selectFrom('lesson_subjects').select(['id', 'name']).where('company_id', '=', companyId).orderBy('sort_order').orderBy('id').executeTakeFirstOrThrow();
      const passwordHash = await password();
      const teacher = await addTeacher({ companyId, schoolhouseId, username: `lt${tag}`, name: `検証 講師${tag}`, passwordHash });
      const otherTeacher = await addTeacher({ companyId, schoolhouseId, username: `lt${tag}b`, name: `検証 副講師${tag}`, passwordHash });
      const guardianUser = await t.db.insertInto('users').values({
        company_id: companyId, username: `lg${tag}`, password: passwordHash, m_authority_id: authorities.AUTH_PROTECTOR.id, display_name: `検証 保護者${tag}`,
      }).returning('id').executeTakeFirstOrThrow();
      const protector = await t.db.insertInto('protectors').values({ company_id: companyId, user_id: guardianUser.id, family_name: '検証', first_name: `保護者${tag}` })
        .returning('id').executeTakeFirstOrThrow();
      const schoolyear = await t.db.selectFrom('schoolyears').select('id').orderBy('code').executeTakeFirstOrThrow();
      const addStudent = async (first: string, protectorId: number | null, mark: string) => (await t.db.insertInto('students').values({
        company_id: companyId, student_number: `L${tag}${mark}`, family_name_kanji: '検証', first_name_kanji: first, schoolyear_id: schoolyear.id,
        schoolhouse_id: schoolhouseId, protector_id: protectorId,
      }).returning('id').executeTakeFirstOrThrow()).id;
      const studentId = await addStudent(`生徒${tag}`, protector.id, 'a');
      const otherStudentIds: [number, number] = [await addStudent(`別の生徒${tag}`, null, 'b'), await addStudent(`三人目${tag}`, null, 'c')];
      return {
        companyId, schoolhouseId, seatIds, periodIds, subjectId: subject.id, subjectName: subject.name, teacher, otherTeacher,
        family: { username: `lg${tag}`, userId: guardianUser.id, studentId, studentName: `検証 生徒${tag}` }, otherStudentIds,
      };
    },

    /** Today on the school's clock, and the date `days` after it. */
    today: () => schoolClock().today,
    day: (days: number) => addDays(schoolClock().today, days),

    /** The first `count` dates from tomorrow that are no closed day of the schoolhouse (the demo has company-wide holidays). */
    async openDays(w: LessonWorld, count: number): Promise<string[]> {
      const days: string[] = [];
      for (let n = 1; days.length < count; n++) if (!(await f.isClosed(w, f.day(n)))) days.push(f.day(n));
      return days;
    },

    /** True when a date is a closed day of the world's schoolhouse (the company's holidays or its own). */
    async isClosed(w: LessonWorld, date: string): Promise<boolean> {
      return (await t.db.selectFrom('holidays').select('id').where('company_id', '=', w.companyId).where('holiday_date', '=', date)
        .where((eb) => eb.or([eb('schoolhouse_id', 'is', null), eb('schoolhouse_id', '=', w.schoolhouseId)])).executeTakeFirst()) !== undefined;
    },

    /** A closed day of the world's schoolhouse alone. */
    async holiday(w: LessonWorld, date: string): Promise<void> {
      await t.db.insertInto('holidays').values({ company_id: w.companyId, holiday_date: date, schoolhouse_id: w.schoolhouseId, name: '検証校の休校日' }).execute();
    },

    /** The weekday code of a date (1 月 … 7 日). */
    weekdayOf: (date: string) => new Date(`${date}T00:00:00Z`).getUTCDay() || 7,

    /** A コマ of the world's schoolhouse (or another) on a date and period (an index of periodIds). */
    async frame(w: LessonWorld, options: { date: string; period: number; capacity?: number; teacherId?: number; schoolhouseId?: number }): Promise<number> {
      return (await t.db.insertInto('lesson_frames').values({
        company_id: w.companyId, schoolhouse_id: options.schoolhouseId ?? w.schoolhouseId, lesson_date: options.date, timetable_period_id: w.periodIds[options.period]!,
        teacher_id: options.teacherId ?? w.teacher.id, lesson_subject_id: w.subjectId, capacity: options.capacity ?? 2,
      }).returning('id').executeTakeFirstOrThrow()).id;
    },

    /** A lesson in a コマ at a seat (an index of seatIds), of the world's child unless another student is named. */
    async lesson(w: LessonWorld, options: { frameId: number; seat: number; studentId?: number; status?: string }): Promise<number> {
      const frame = await t.db.selectFrom('lesson_frames').select(['schoolhouse_id', 'lesson_date', 'timetable_period_id'])
        .where('company_id', '=', w.companyId).where('id', '=', options.frameId).executeTakeFirstOrThrow();
      return (await t.db.insertInto('lessons').values({
        company_id: w.companyId, lesson_frame_id: options.frameId, schoolhouse_id: frame.schoolhouse_id, lesson_date: frame.lesson_date,
        timetable_period_id: frame.timetable_period_id, student_id: options.studentId ?? w.family.studentId, seat_id: w.seatIds[options.seat]!,
        status: options.status ?? LessonStatus.scheduled,
      }).returning('id').executeTakeFirstOrThrow()).id;
    },

    /** A コマ with one lesson of the world's child in it: the lesson's id. */
    async lessonOn(w: LessonWorld, options: { date: string; period: number; status?: string; teacherId?: number }): Promise<number> {
      const frameId = await f.frame(w, { date: options.date, period: options.period, teacherId: options.teacherId });
      return f.lesson(w, { frameId, seat: 0, status: options.status });
    },

    /** Turns a setting of the world's schoolhouse on or off (the principals reload: the auth cache's triggers). */
    async setSetting(w: LessonWorld, options: { name: string; isOn: boolean }): Promise<void> {
      await t.db.deleteFrom('schoolhouse_settings').where('schoolhouse_id', '=', w.schoolhouseId).where('name', '=', options.name).execute();
      await t.db.insertInto('schoolhouse_settings').values({
        company_id: w.companyId, schoolhouse_id: w.schoolhouseId, name: options.name, value: String(options.isOn ? constants.enabledFlag : constants.disabledFlag),
      }).execute();
    },
  };
  return f;
}
