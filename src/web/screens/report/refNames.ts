import { rowLabel, useApiQuery, useAppAbility } from '../../kit';

/** The name of a row the report points to (read by id when the user may read it; empty otherwise). */
export function useRefName(entity: 'student' | 'teacher' | 'lesson_subject' | 'timetable_period' | 'schoolhouse', id: number | null | undefined): string {
  const ability = useAppAbility();
  const enabled = id !== null && id !== undefined && ability.can('read', entity);
  const init = { params: { path: { id: Number(id ?? 0) } } };
  const options = { enabled, staleTime: 5 * 60_000 };
  const student = useApiQuery('/api/v1/students/{id}', init, { ...options, enabled: enabled && entity === 'student' });
  const teacher = useApiQuery('/api/v1/teachers/{id}', init, { ...options, enabled: enabled && entity === 'teacher' });
  const subject = useApiQuery('/api/v1/lesson-subjects/{id}', init, { ...options, enabled: enabled && entity === 'lesson_subject' });
  const period = useApiQuery('/api/v1/timetable-periods/{id}', init, { ...options, enabled: enabled && entity === 'timetable_period' });
  const house = useApiQuery('/api/v1/schoolhouses/{id}', init, { ...options, enabled: enabled && entity === 'schoolhouse' });
  const row = student.data ?? teacher.data ?? subject.data ?? period.data ?? house.data;
  return row ? rowLabel(entity, row as unknown as Record<string, unknown>) : '';
}
