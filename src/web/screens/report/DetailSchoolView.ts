import { useApiQuery } from '../../kit';

/**
 * A stored report as staff and teachers read it, with its lesson's names (GET /lesson-reports/{id}/view: the student,
 * the schoolhouse, the teacher — a colleague's too —, the subject, the period and the textbook), in the shape the report
 * card reads.
 */
export function useReportView(id: number | undefined) {
  return useApiQuery('/api/v1/lesson-reports/{id}/view', { params: { path: { id: String(id ?? 0) } } }, { enabled: id !== undefined, retry: false });
}
