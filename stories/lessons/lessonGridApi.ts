// An in-memory stand-in for the staff's lesson grid API (frame.grid, place, move, cancel, reschedule-decide, generate)
// and the lookups its choosers read, answered through the app's real API client, with the catalogue's refusals
// (a seat, a teacher or a student already taken at that period, a closed day) as the server words them.
import dayjs from 'dayjs';
import { constants } from '../../src/generated/constants.js';
import { LessonStatus, LessonType, RescheduleStatus } from '../../src/generated/enums.js';
import { errorCatalogue } from '../../src/generated/errors.js';
import type { StoryApi } from '../fixtures/KitStory';

interface Lesson {
  id: number;
  lesson_frame_id: number;
  lesson_date: string;
  timetable_period_id: number;
  seat_id: number;
  student_id: number;
  teacher_id: number;
  lesson_subject_id: number;
  lesson_type: number;
  status: string;
  absence_reason: string | null;
}

interface Request {
  id: number;
  lesson_id: number;
  student_id: number;
  status: string;
  note: string | null;
  first: { date: string; periodId: number; teacherId: number; subjectId: number };
  second: { date: string; periodId: number; teacherId: number; subjectId: number } | null;
  created_at: string;
}

/** The Thursday the stories open on; the week runs from Monday 12/21 to Sunday 12/27, Saturday 12/26 closed. */
export const STORY_DATE = '2026-12-24';
const day = (offset: number) => dayjs('2026-12-21').add(offset, 'day').format('YYYY-MM-DD');

const houses = [
  { id: 1, schoolhouse_name: '駅前校', sort_order: 1 },
  { id: 2, schoolhouse_name: '緑ヶ丘校', sort_order: 2 },
];
/** 駅前校's booths; 緑ヶ丘校 has none yet (コマ割りのデータがありません). */
const seats = [
  { id: 11, name: 'ブースA-1' }, { id: 12, name: 'ブースA-2' }, { id: 13, name: 'ブースA-3' }, { id: 14, name: 'ブースB-1' }, { id: 15, name: 'ブースB-2' },
];
const periods = [
  { id: 1, name: '1限', start_time: '15:00', end_time: '16:20' },
  { id: 2, name: '2限', start_time: '16:30', end_time: '17:50' },
  { id: 3, name: '3限', start_time: '18:00', end_time: '19:20' },
  { id: 4, name: '4限', start_time: '19:30', end_time: '20:50' },
];
const students = [
  { id: 101, family_name_kanji: '山田', first_name_kanji: '太郎', student_number: 'S00001' },
  { id: 102, family_name_kanji: '佐藤', first_name_kanji: '花子', student_number: 'S00002' },
  { id: 103, family_name_kanji: '鈴木', first_name_kanji: '翔太', student_number: 'S00003' },
  { id: 104, family_name_kanji: '高橋', first_name_kanji: '美咲', student_number: 'S00004' },
  { id: 105, family_name_kanji: '田中', first_name_kanji: '健一', student_number: 'S00005' },
  { id: 106, family_name_kanji: '伊藤', first_name_kanji: '陽菜', student_number: 'S00006' },
].map((s) => ({ ...s, schoolhouse_id: 1, status: 4 }));
const teachers = [
  { id: 201, name_kanji: '中村 誠' }, { id: 202, name_kanji: '小林 由美' }, { id: 203, name_kanji: '加藤 大輔' },
];
const subjects = [
  { id: 301, name: '数学' }, { id: 302, name: '英語' }, { id: 303, name: '国語' }, { id: 304, name: '理科' },
];
const terms = [
  { id: 401, fiscal_year: 2026, period_code: 3, term_kind: 1, start_date: '2026-12-01', end_date: '2027-03-31', is_current: true },
  { id: 402, fiscal_year: 2026, period_code: 2, term_kind: 2, start_date: '2026-07-21', end_date: '2026-08-28', is_current: false },
];
const closedDays = [{ date: day(5), name: '冬期休業' }];
// The schoolhouse's events of the reservation area, shown as markers (issue 21).
const events = [
  { event_id: 1, event_name: '自習室開放（冬期）', date: day(0), slot_name: '夕方の部', start_time: '17:00', end_time: '18:30', reserved_count: 6, capacity: 15, space_name: '自習室' },
  { event_id: 2, event_name: '保護者面談週間', date: day(1), slot_name: '面談A', start_time: '16:00', end_time: '16:30', reserved_count: 1, capacity: 1, space_name: '面談室' },
];

const nameOf = (id: number) => { const s = students.find((x) => x.id === id)!; return `${s.family_name_kanji} ${s.first_name_kanji}`; };
const teacherOf = (id: number) => teachers.find((x) => x.id === id)!.name_kanji;
const subjectOf = (id: number) => subjects.find((x) => x.id === id)!.name;
const periodOf = (id: number) => periods.find((x) => x.id === id)!.name;

function demoLessons(): Lesson[] {
  let id = 1;
  const lesson = (date: string, periodId: number, seatId: number, studentId: number, teacherId: number, subjectId: number, more: Partial<Lesson> = {}): Lesson => ({
    id: id++, lesson_frame_id: 1000 + id, lesson_date: date, timetable_period_id: periodId, seat_id: seatId, student_id: studentId, teacher_id: teacherId,
    lesson_subject_id: subjectId, lesson_type: LessonType.regular, status: LessonStatus.scheduled, absence_reason: null, ...more,
  });
  return [
    lesson(day(0), 1, 11, 101, 201, 301), lesson(day(0), 2, 12, 102, 202, 302), lesson(day(1), 3, 13, 103, 203, 303),
    lesson(day(2), 1, 11, 104, 201, 301), lesson(day(2), 4, 15, 105, 202, 302),
    // Thursday: lessons of every mark.
    lesson(STORY_DATE, 1, 11, 101, 201, 301),
    lesson(STORY_DATE, 1, 12, 102, 202, 302),
    lesson(STORY_DATE, 2, 11, 103, 201, 301, { status: LessonStatus.absent, absence_reason: '発熱のため' }),
    lesson(STORY_DATE, 2, 13, 104, 203, 304, { status: LessonStatus.waiting, absence_reason: '学校行事のため' }),
    lesson(STORY_DATE, 3, 14, 105, 202, 302, { lesson_type: LessonType.makeup }),
    lesson(STORY_DATE, 4, 15, 106, 203, 303, { status: LessonStatus.approved, absence_reason: '部活動の試合' }),
    lesson(day(4), 2, 12, 106, 202, 302), lesson(day(4), 3, 11, 101, 201, 301),
  ];
}

function json(status: number, body: unknown): Response {
  return new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });
}

function error(key: keyof typeof errorCatalogue): Response {
  const { status, code, message } = errorCatalogue[key];
  return json(status, { code, message });
}

function page(rows: readonly object[]): Response {
  return json(200, { data: rows, total: rows.length, total_is_capped: false, page: 1, limit: Number(constants.maxPageSize) });
}

/** A fake lesson grid API over 駅前校's week of 12/21; `lessons` and `requests` are what it has now (a test may read them). */
export class LessonGridApi implements StoryApi {
  /** The API made last (a story's), for the component tests that render a story and read what it was sent. */
  static latest: LessonGridApi | undefined;

  lessons: Lesson[] = demoLessons();
  requests: Request[] = [{
    id: 501, lesson_id: 9, student_id: 104, status: RescheduleStatus.waiting, note: '平日の夕方を希望します。',
    first: { date: day(4), periodId: 4, teacherId: 203, subjectId: 304 },
    second: { date: day(7), periodId: 3, teacherId: 203, subjectId: 304 },
    created_at: '2026-12-22T19:05:00+09:00',
  }];

  /** What the API has answered, in order (method and path with its query). */
  readonly calls: string[] = [];
  private nextId = 900;

  constructor(options: { isEmpty?: boolean } = {}) {
    LessonGridApi.latest = this;
    if (options.isEmpty) {
      this.lessons = [];
      this.requests = [];
    }
  }

  async handle(request: globalThis.Request): Promise<Response> {
    const url = new URL(request.url);
    const path = url.pathname.replace(String(constants.apiBasePath), '');
    const query = url.searchParams;
    this.calls.push(`${request.method} ${path}${url.search}`);
    const body = request.method === 'GET' ? {} : ((await request.clone().json().catch(() => ({}))) as Record<string, unknown>);
    if (path === '/schoolhouses') return page(houses);
    if (path === '/students') return page(students.filter((s) => !query.get('student_name_kanji') || nameOf(s.id).includes(query.get('student_name_kanji')!)));
    if (path === '/teachers') return page(teachers);
    if (path === '/lesson-subjects') return page(subjects);
    if (path === '/yearly-schedules') return page(terms);
    if (path === '/frame-divide/grid') return this.grid(Number(query.get('schoolhouse_id')), query.get('from')!, query.get('to')!);
    if (path === '/frame-divide/lessons' && request.method === 'POST') return this.place(body);
    const move = path.match(/^\/frame-divide\/lessons\/(\d+)\/move$/);
    if (move) return this.move(Number(move[1]), body);
    const one = path.match(/^\/frame-divide\/lessons\/(\d+)$/);
    if (one && request.method === 'DELETE') return this.cancel(Number(one[1]));
    const decision = path.match(/^\/frame-divide\/reschedules\/(\d+)\/decision$/);
    if (decision) return this.decide(Number(decision[1]), String(body.type));
    if (path === '/frame-divide/generate') return json(200, { frames: 48, lessons: 96, skipped: 3 });
    if (path === '/notifications/status') return json(200, { has_unread: false });
    return error('ROUTE_NOT_FOUND');
  }

  private freeSeats(date: string, periodId: number): number {
    return seats.filter((seat) => !this.lessons.some((l) => l.status === LessonStatus.scheduled && l.lesson_date === date && l.timetable_period_id === periodId && l.seat_id === seat.id)).length;
  }

  private grid(houseId: number, from: string, to: string): Response {
    if (houseId !== 1) return json(200, { seats: [], periods, lessons: [], requests: [], closed_days: [], events: [] });
    const choice = (c: Request['first']) => ({
      id: 1, lesson_date: c.date, period_name: periodOf(c.periodId), teacher_name: teacherOf(c.teacherId), lesson_subject_name: subjectOf(c.subjectId),
      free_seats: this.freeSeats(c.date, c.periodId),
    });
    return json(200, {
      seats,
      periods,
      lessons: this.lessons.filter((l) => l.lesson_date >= from && l.lesson_date <= to).map((l) => ({
        ...l, student_name: nameOf(l.student_id), teacher_name: teacherOf(l.teacher_id), lesson_subject_name: subjectOf(l.lesson_subject_id),
      })),
      requests: this.requests.filter((r) => r.status === RescheduleStatus.waiting).map((r) => {
        const absent = this.lessons.find((l) => l.id === r.lesson_id)!;
        return {
          id: r.id, lesson_id: r.lesson_id, student_id: r.student_id, student_name: nameOf(r.student_id), status: r.status, note: r.note,
          absent_lesson_date: absent.lesson_date, absent_period_name: periodOf(absent.timetable_period_id),
          first_frame: choice(r.first), second_frame: r.second && choice(r.second), created_at: r.created_at,
        };
      }),
      closed_days: closedDays.filter((c) => c.date >= from && c.date <= to),
      events: events.filter((e) => e.date >= from && e.date <= to),
    });
  }

  /** The database's refusals of a lesson at a seat, date and period (the partial unique indexes and the closed days). */
  private conflict(lesson: Omit<Lesson, 'id' | 'lesson_frame_id' | 'status' | 'absence_reason' | 'lesson_type'>, except?: number): Response | undefined {
    const same = this.lessons.filter((l) => l.id !== except && l.status === LessonStatus.scheduled
      && l.lesson_date === lesson.lesson_date && l.timetable_period_id === lesson.timetable_period_id);
    if (closedDays.some((c) => c.date === lesson.lesson_date)) return error('LESSON_CLOSED_DAY');
    if (same.some((l) => l.seat_id === lesson.seat_id)) return error('LESSON_SEAT_TAKEN');
    if (same.some((l) => l.student_id === lesson.student_id)) return error('LESSON_STUDENT_BUSY');
    if (same.some((l) => l.teacher_id === lesson.teacher_id && l.lesson_subject_id !== lesson.lesson_subject_id)) return error('LESSON_TEACHER_BUSY');
    return undefined;
  }

  private place(body: Record<string, unknown>): Response {
    const lesson = {
      lesson_date: String(body.lesson_date), timetable_period_id: Number(body.timetable_period_id), seat_id: Number(body.seat_id),
      student_id: Number(body.student_id), teacher_id: Number(body.teacher_id), lesson_subject_id: Number(body.lesson_subject_id),
    };
    const refused = this.conflict(lesson);
    if (refused) return refused;
    const id = this.nextId++;
    this.lessons = [...this.lessons, {
      ...lesson, id, lesson_frame_id: id, lesson_type: Number(body.lesson_type ?? LessonType.regular), status: LessonStatus.scheduled, absence_reason: null,
    }];
    return json(201, { id });
  }

  private move(id: number, body: Record<string, unknown>): Response {
    const lesson = this.lessons.find((l) => l.id === id);
    if (!lesson) return error('NOT_FOUND');
    const moved = { ...lesson, lesson_date: String(body.lesson_date), timetable_period_id: Number(body.timetable_period_id), seat_id: Number(body.seat_id) };
    const refused = this.conflict(moved, id);
    if (refused) return refused;
    this.lessons = this.lessons.map((l) => (l.id === id ? moved : l));
    return json(200, { id });
  }

  private cancel(id: number): Response {
    if (!this.lessons.some((l) => l.id === id)) return error('NOT_FOUND');
    this.lessons = this.lessons.filter((l) => l.id !== id);
    return json(200, { id });
  }

  private decide(id: number, type: string): Response {
    const request = this.requests.find((r) => r.id === id);
    if (!request) return error('NOT_FOUND');
    if (request.status !== RescheduleStatus.waiting) return error('RESCHEDULE_ALREADY_DECIDED');
    if (type === 'refuse') {
      this.requests = this.requests.map((r) => (r.id === id ? { ...r, status: RescheduleStatus.refused } : r));
      return json(200, { id, status: RescheduleStatus.refused, makeup_lesson_id: null });
    }
    const choice = type === 'approve_second' ? request.second : request.first;
    if (!choice) return error('RESCHEDULE_CHOICE_UNAVAILABLE');
    const seat = seats.find((s) => !this.lessons.some((l) => l.status === LessonStatus.scheduled && l.lesson_date === choice.date
      && l.timetable_period_id === choice.periodId && l.seat_id === s.id));
    if (!seat) return error('RESCHEDULE_NO_FREE_SEAT');
    const makeupId = this.nextId++;
    this.lessons = [
      ...this.lessons.map((l) => (l.id === request.lesson_id ? { ...l, status: LessonStatus.approved } : l)),
      {
        id: makeupId, lesson_frame_id: makeupId, lesson_date: choice.date, timetable_period_id: choice.periodId, seat_id: seat.id, student_id: request.student_id,
        teacher_id: choice.teacherId, lesson_subject_id: choice.subjectId, lesson_type: LessonType.makeup, status: LessonStatus.scheduled, absence_reason: null,
      },
    ];
    this.requests = this.requests.map((r) => (r.id === id ? { ...r, status: RescheduleStatus.approved } : r));
    return json(200, { id, status: RescheduleStatus.approved, makeup_lesson_id: makeupId });
  }
}
