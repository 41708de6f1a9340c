// An in-memory stand-in for the lesson operations the guardian's and teacher's schedule calls (issue 19): the schedule
// of a range, 欠席連絡, the make-up choices and request, カレンダー連携 and 通塾可能日, with lessons around today so that
// the story opens on a month that has them.
import dayjs from 'dayjs';
import { constants } from '../../src/generated/constants.js';
import { LessonStatus, LessonType, RescheduleStatus } from '../../src/generated/enums.js';
import { errorCatalogue } from '../../src/generated/errors.js';

type Lesson = Record<string, unknown> & { id: number; lesson_date: string; timetable_period_id: number; status: string };

const DAY = 'YYYY-MM-DD';
const periods = [
  { id: 1, name: '1限', start_time: '15:00', end_time: '16:20' },
  { id: 2, name: '2限', start_time: '16:30', end_time: '17:50' },
  { id: 3, name: '3限', start_time: '18:00', end_time: '19:20' },
  { id: 4, name: '4限', start_time: '19:30', end_time: '20:50' },
];
const periodOf = (id: number) => periods.find((p) => p.id === id)!;

function json(status: number, body: unknown): Response {
  return new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });
}

function error(key: keyof typeof errorCatalogue): Response {
  const { status, code, message } = errorCatalogue[key];
  return json(status, { code, message });
}

/** How the story's school is set up: whether the names the settings govern are shown. */
export interface LessonScheduleApiOptions {
  /** 保護者画面に講師名を表示する / 講師画面に生徒名を表示する off: the names come back empty. */
  hidesNames?: boolean;
  /** A school without lessons yet (section 8: コマ割りのデータがありません). */
  isEmpty?: boolean;
}

/**
 * The acting child's lessons: 中学数学 on Tuesdays and Thursdays (3限), 中学英語 on Saturdays (2限), for five weeks around
 * today; last week's Thursday reported absent and made up (振替済み, with its 振替授業), this week's Tuesday absent with a
 * make-up asked for (振替申請中), the coming Thursday's absent with no request yet; a closed day ten days ahead.
 */
function demoLessons(): Lesson[] {
  const today = dayjs().startOf('day');
  const lessons: Lesson[] = [];
  let id = 1;
  for (let offset = -21; offset <= 21; offset++) {
    const day = today.add(offset, 'day');
    const weekday = day.day();
    const subject = weekday === 6 ? { lesson_subject_name: '中学英語', timetable_period_id: 2, seat_name: 'ブースA-2', teacher_name: '池田 舞' }
      : weekday === 2 || weekday === 4 ? { lesson_subject_name: '中学数学', timetable_period_id: 3, seat_name: 'ブースA-1', teacher_name: '青木 翔' } : undefined;
    if (!subject) continue;
    const period = periodOf(subject.timetable_period_id);
    const isFuture = !day.isBefore(today);
    lessons.push({
      id: id++, lesson_frame_id: 100 + id, schoolhouse_id: 1, lesson_date: day.format(DAY), period_name: period.name, start_time: period.start_time,
      end_time: period.end_time, ...subject, student_id: 1, student_name: '佐藤 陽翔', lesson_type: LessonType.regular, status: LessonStatus.scheduled,
      absence_reason: null, can_report_absence: isFuture, can_request_reschedule: false, reschedule_deadline: null, reschedule: null,
    });
  }
  const weekOf = (date: string) => Math.floor(dayjs(date).diff(today.startOf('week'), 'day') / 7);
  const on = (weekday: number, weeks: number) => lessons.find((l) => dayjs(l.lesson_date).day() === weekday && weekOf(l.lesson_date) === weeks);
  const madeUp = on(4, -1);
  if (madeUp) {
    const makeupDay = dayjs(madeUp.lesson_date).add(1, 'day');
    Object.assign(madeUp, { status: LessonStatus.approved, absence_reason: '学校行事のため', can_report_absence: false,
      reschedule: { id: 1, status: RescheduleStatus.approved, first_choice: `${makeupDay.format('M月D日')} 4限 中学数学`, second_choice: null, decided_choice: `${makeupDay.format('M月D日')} 4限 中学数学`, refusal_reason: null } });
    const period = periodOf(4);
    lessons.push({ ...madeUp, id, lesson_date: makeupDay.format(DAY), timetable_period_id: 4, period_name: period.name, start_time: period.start_time, end_time: period.end_time,
      seat_name: 'ブースB-1', lesson_type: LessonType.makeup, status: LessonStatus.scheduled, absence_reason: null, reschedule: null, can_report_absence: !makeupDay.isBefore(today) });
  }
  const waiting = on(2, 0);
  if (waiting) {
    Object.assign(waiting, { status: LessonStatus.waiting, absence_reason: '通院のため', can_report_absence: false,
      reschedule: { id: 2, status: RescheduleStatus.waiting, first_choice: `${today.add(8, 'day').format('M月D日')} 3限 中学数学`, second_choice: `${today.add(9, 'day').format('M月D日')} 2限 中学数学`, decided_choice: null, refusal_reason: null } });
  }
  const absent = on(4, 0);
  if (absent) {
    Object.assign(absent, { status: LessonStatus.absent, absence_reason: '発熱のため', can_report_absence: false, can_request_reschedule: true,
      reschedule_deadline: dayjs(absent.lesson_date).add(30, 'day').format(DAY) });
  }
  return lessons;
}

/** A fake API over one child's lessons; what it was asked is kept in `calls` (a test may read them). */
export class LessonScheduleApi {
  /** The API made last (a story's), for the component tests that render a story. */
  static latest: LessonScheduleApi | undefined;

  lessons: Lesson[];
  closedDays: Array<{ date: string; name: string }>;
  feed: { token: number; createdAt: string } | undefined;
  availableTimes: Array<{ weekday: number; timetable_period_id: number }> = [{ weekday: 2, timetable_period_id: 3 }, { weekday: 4, timetable_period_id: 3 }, { weekday: 6, timetable_period_id: 2 }, { weekday: 6, timetable_period_id: 3 }];
  readonly calls: string[] = [];

  constructor(private readonly options: LessonScheduleApiOptions = {}) {
    LessonScheduleApi.latest = this;
    this.lessons = options.isEmpty ? [] : demoLessons();
    this.closedDays = options.isEmpty ? [] : [{ date: dayjs().add(10, 'day').format(DAY), name: '創立記念日' }];
  }

  async handle(request: Request): Promise<Response> {
    const url = new URL(request.url);
    const path = url.pathname.replace(String(constants.apiBasePath), '');
    this.calls.push(`${request.method} ${path}${url.search}`);
    const body = request.method === 'GET' || request.method === 'DELETE' ? {} : ((await request.clone().json().catch(() => ({}))) as Record<string, unknown>);
    if (/^\/frame-divide\/(students\/\d+|teachers)\/schedule$/.test(path)) return this.schedule(url, path.includes('/teachers/'));
    const lesson = path.match(/^\/frame-divide\/lessons\/(\d+)\/(absent|available-lessons|reschedule)$/);
    if (lesson) return this.onLesson(Number(lesson[1]), lesson[2]!, body);
    if (/^\/frame-divide\/students\/\d+\/available-times$/.test(path)) return this.times(request.method, body);
    if (path === '/calendar-feed') return this.calendarFeed(request.method);
    if (path === '/notifications/status') return json(200, { has_unread: false });
    return error('ROUTE_NOT_FOUND');
  }

  private schedule(url: URL, isTeacher: boolean): Response {
    const from = url.searchParams.get('from') ?? '';
    const to = url.searchParams.get('to') ?? '';
    const data = this.lessons.filter((l) => l.lesson_date >= from && l.lesson_date <= to).map((l) => ({
      ...l,
      teacher_name: this.options.hidesNames ? '' : l.teacher_name,
      student_name: isTeacher && this.options.hidesNames ? '' : l.student_name,
      can_report_absence: !isTeacher && l.can_report_absence, can_request_reschedule: !isTeacher && l.can_request_reschedule,
    }));
    const closed = this.closedDays.filter((d) => d.date >= from && d.date <= to);
    return json(200, { data, closed_days: closed, periods: this.options.isEmpty ? [] : periods });
  }

  private onLesson(id: number, action: string, body: Record<string, unknown>): Response {
    const lesson = this.lessons.find((l) => l.id === id);
    if (!lesson) return error('NOT_FOUND');
    if (action === 'absent') {
      if (lesson.can_report_absence !== true) return error('LESSON_NOT_ABSENTABLE');
      Object.assign(lesson, { status: LessonStatus.absent, absence_reason: body.reason, can_report_absence: false, can_request_reschedule: true,
        reschedule_deadline: dayjs(lesson.lesson_date).add(30, 'day').format(DAY) });
      return json(200, { id, status: lesson.status });
    }
    if (action === 'available-lessons') {
      const start = dayjs().add(2, 'day');
      const options = [0, 1, 3, 5].map((days, i) => {
        const period = periodOf(i % 2 === 0 ? 3 : 4);
        return { lesson_frame_id: 900 + i, lesson_date: start.add(days, 'day').format(DAY), timetable_period_id: period.id, period_name: period.name, start_time: period.start_time,
          end_time: period.end_time, lesson_subject_name: '中学数学', teacher_name: this.options.hidesNames ? '' : ['青木 翔', '石井 健'][i % 2], free_seats: 2 - (i % 2), is_available_time: i % 2 === 0 };
      });
      return json(200, { deadline: String(lesson.reschedule_deadline ?? dayjs().add(30, 'day').format(DAY)), data: options });
    }
    if (lesson.can_request_reschedule !== true) return error('RESCHEDULE_NOT_ALLOWED');
    Object.assign(lesson, { status: LessonStatus.waiting, can_request_reschedule: false,
      reschedule: { id: 9, status: RescheduleStatus.waiting, first_choice: `#${String(body.first_frame_id)}`, second_choice: body.second_frame_id ? `#${String(body.second_frame_id)}` : null, decided_choice: null, refusal_reason: null } });
    return json(200, { id: 9, status: RescheduleStatus.waiting });
  }

  private times(method: string, body: Record<string, unknown>): Response {
    if (method === 'PUT') this.availableTimes = (body.data as typeof this.availableTimes | undefined) ?? [];
    return json(200, { data: this.availableTimes, periods: this.options.isEmpty ? [] : periods });
  }

  private calendarFeed(method: string): Response {
    if (method === 'POST') {
      this.feed = { token: (this.feed?.token ?? 0) + 1, createdAt: new Date().toISOString() };
      return json(200, { url: `https://portal.example.jp/api/v1/calendar/${'x'.repeat(42)}${this.feed.token}` });
    }
    if (method === 'DELETE') {
      this.feed = undefined;
      return json(200, { is_active: false });
    }
    return json(200, { is_active: this.feed !== undefined, created_at: this.feed?.createdAt ?? null });
  }
}
