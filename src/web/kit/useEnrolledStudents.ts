import { StudentStatus } from '../../generated/enums.js';
import { detailText } from '../format/japaneseText.js';
import { useApiQuery } from '../hooks/useApiQuery.js';

/** A student to choose: id, 氏名 and the select's text 氏名・生徒番号. */
export interface StudentChoice { value: number; label: string; name: string }

/**
 * A schoolhouse's enrolled students (在籍) whose name holds `search`, in the order of their readings, for a select that
 * places a student (a lesson, a booking for a family). One status only: the list API reads several as one
 * comma-separated value, which the typed client does not send (it repeats the name). The last answer stays while the
 * next search is asked.
 */
export function useEnrolledStudents(options: { schoolhouseId: number | undefined; search: string; limit: number; enabled?: boolean }): { choices: StudentChoice[]; isLoading: boolean } {
  const { schoolhouseId, search, limit, enabled = true } = options;
  const query = useApiQuery('/api/v1/students', {
    params: {
      query: {
        limit, schoolhouse_id: schoolhouseId, status: [StudentStatus.continuing], sort: 'family_name_kana', order: 'asc',
        ...(search ? { student_name_kanji: search } : {}),
      },
    },
  }, { enabled: enabled && schoolhouseId !== undefined, placeholderData: (previous) => previous });
  return {
    choices: (query.data?.data ?? []).map((s) => {
      const name = `${s.family_name_kanji} ${s.first_name_kanji}`;
      return { value: s.id, name, label: detailText([name, s.student_number]) };
    }),
    isLoading: query.isFetching,
  };
}
