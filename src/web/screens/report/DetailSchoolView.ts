import { rowLabel, useApiQuery, useCurrentUser, type ApiData } from '../../kit';
import type { ReportView } from './DetailReportCard';

/** A stored report as staff and teachers read it (GET /lesson-reports/{id}). */
export type ReportRow = ApiData<'get', '/api/v1/lesson-reports/{id}'>;

const quiet = { retry: false, staleTime: 5 * 60 * 1000 } as const;

/**
 * The names of a stored report's lesson — student, schoolhouse, teacher, subject, period and textbook — each read by
 * id. A name the reader may not read stays '': a teacher reads only their own teacher row, so another teacher's report
 * is not named (asking would answer 404 and pop up its message).
 */
export function useLessonNames(row: ReportRow | undefined) {
  const user = useCurrentUser();
  const mayReadTeacher = user.role !== 'TEACHER' || row?.teacher_id === user.ability.teacherId;
  const path = (id: number | null | undefined) => ({ params: { path: { id: Number(id ?? 0) } } });
  const has = (id: number | null | undefined) => ({ ...quiet, enabled: row !== undefined && id !== null && id !== undefined });
  const student = useApiQuery('/api/v1/students/{id}', path(row?.student_id), has(row?.student_id));
  const schoolhouse = useApiQuery('/api/v1/schoolhouses/{id}', path(row?.schoolhouse_id), has(row?.schoolhouse_id));
  const teacher = useApiQuery('/api/v1/teachers/{id}', path(row?.teacher_id), { ...has(row?.teacher_id), enabled: has(row?.teacher_id).enabled && mayReadTeacher });
  const subject = useApiQuery('/api/v1/lesson-subjects/{id}', path(row?.lesson_subject_id), has(row?.lesson_subject_id));
  const period = useApiQuery('/api/v1/timetable-periods/{id}', path(row?.timetable_period_id), has(row?.timetable_period_id));
  const textbook = useApiQuery('/api/v1/textbooks/{id}', path(row?.textbook_id), has(row?.textbook_id));
  const name = (entity: string, data: object | undefined) => (data ? rowLabel(entity, data as Record<string, unknown>) : '');
  return {
    student_name: name('student', student.data),
    schoolhouse_name: name('schoolhouse', schoolhouse.data),
    teacher_name: name('teacher', teacher.data),
    lesson_subject_name: name('lesson_subject', subject.data),
    period_name: name('timetable_period', period.data),
    textbook_name: textbook.data ? name('textbook', textbook.data) : null,
  };
}

/** A stored report with its lesson's names, in the shape the report card reads. */
export function reportViewOf(row: ReportRow, names: ReturnType<typeof useLessonNames>): ReportView {
  return {
    id: row.id, lesson_date: row.lesson_date, student_id: row.student_id, lesson_type: row.lesson_type, attendance: row.attendance,
    comprehension: row.comprehension, homework_status: row.homework_status, textbook_range: row.textbook_range, lesson_content: row.lesson_content,
    homework: row.homework, note: row.note, next_lesson: row.next_lesson, evaluation: row.evaluation, free_input_1: row.free_input_1,
    free_input_2: row.free_input_2, free_input_3: row.free_input_3, staff_comment: row.staff_comment, status: row.status,
    published_at: row.published_at, read_at: row.read_at, ...names,
  };
}
