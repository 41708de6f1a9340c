import { screenPath } from '../../kit';

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

/** 山田 太郎 of a student row. */
export const studentName = (student: { family_name_kanji?: unknown; first_name_kanji?: unknown }): string =>
  `${String(student.family_name_kanji ?? '')} ${String(student.first_name_kanji ?? '')}`.trim();
