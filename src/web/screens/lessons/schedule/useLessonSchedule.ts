import { useApiQuery } from '../../../kit';
import type { Schedule, ScheduleViewer } from './scheduleTypes.js';

/** A schedule read: the answer once there, and whether it is loading or failed. */
export interface ScheduleRead {
  schedule: Schedule | undefined;
  isLoading: boolean;
  isError: boolean;
  refetch: () => void;
}

/**
 * The lessons from `from` to `to` (YYYY-MM-DD) of the acting child (a guardian) or of the signed-in teacher. Both reads
 * are declared and only the viewer's runs, so that the hooks keep their order.
 */
export function useLessonSchedule(options: { viewer: ScheduleViewer; from: string; to: string }): ScheduleRead {
  const { viewer, from, to } = options;
  const studentId = viewer.kind === 'guardian' ? viewer.studentId : undefined;
  const child = useApiQuery('/api/v1/frame-divide/students/{id}/schedule', { params: { path: { id: String(studentId ?? 0) }, query: { from, to } } }, { enabled: studentId !== undefined });
  const own = useApiQuery('/api/v1/frame-divide/teachers/schedule', { params: { query: { from, to } } }, { enabled: viewer.kind === 'teacher' });
  const read = viewer.kind === 'teacher' ? own : child;
  const isEnabled = viewer.kind === 'teacher' || studentId !== undefined;
  return { schedule: read.data, isLoading: isEnabled && read.isLoading, isError: read.isError, refetch: () => void read.refetch() };
}
