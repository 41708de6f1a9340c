import { rowLabel, screenPath } from '../../kit';

/** The pages of a record: its own, its form (under its student) and its print; the print of a student's records. */
export const interviewPaths = {
  detail: (id: unknown) => screenPath('interview.detail', { id: String(id) }),
  create: (studentId: unknown) => screenPath('interview.create', { studentId: String(studentId) }),
  edit: (row: { id: unknown; student_id: unknown }) => screenPath('interview.edit', { studentId: String(row.student_id), id: String(row.id) }),
  print: (ids: readonly unknown[]) => `${screenPath('interview.bulk-print')}?ids=${ids.map(String).join(',')}`,
  printStudent: (studentId: unknown) => `${screenPath('interview.bulk-print')}?student_id=${String(studentId)}`,
};

/** A positive id of a path or query (digits only), else undefined. */
export function idOf(text: string | null | undefined): number | undefined {
  return text && /^[1-9][0-9]{0,14}$/.test(text) ? Number(text) : undefined;
}

/** A student's name as the model names the row (its rowName: 山田 太郎). */
export const studentName = (student: object): string => rowLabel('student', student as Record<string, unknown>);
