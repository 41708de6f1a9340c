import { useEffect, useState } from 'react';
import { StudentStatus } from '../../../../generated/enums.js';
import { detailText, useApiQuery } from '../../../kit';

/** A student the staff may book for: id and 氏名・生徒番号. */
export interface StudentChoice { value: number; label: string; name: string }

/** Students a search shows at most (a name narrows them). */
const SEARCH_LIMIT = 50;
/** How long typing pauses before the search is asked. */
const SEARCH_DELAY_MS = 300;

/**
 * The schoolhouse's enrolled students (在籍) whose name holds what was typed, for 代理予約 (as the lesson grid's student
 * choice: one status only, since the list API reads several as one comma-separated value the typed client does not
 * send). Typing is asked after a short pause.
 */
export function useStudentChoices(schoolhouseId: number | undefined): { choices: StudentChoice[]; isLoading: boolean; search: (text: string) => void } {
  const [typed, setTyped] = useState('');
  const [search, setSearch] = useState('');
  useEffect(() => {
    const timer = window.setTimeout(() => setSearch(typed.trim()), SEARCH_DELAY_MS);
    return () => window.clearTimeout(timer);
  }, [typed]);
  const query = useApiQuery('/api/v1/students', {
    params: {
      query: {
        limit: SEARCH_LIMIT, schoolhouse_id: schoolhouseId, status: [StudentStatus.continuing], sort: 'family_name_kana', order: 'asc',
        ...(search ? { student_name_kanji: search } : {}),
      },
    },
  }, { enabled: schoolhouseId !== undefined, placeholderData: (previous) => previous });
  return {
    choices: (query.data?.data ?? []).map((s) => {
      const name = `${s.family_name_kanji} ${s.first_name_kanji}`;
      return { value: s.id, name, label: detailText([name, s.student_number]) };
    }),
    isLoading: query.isFetching,
    search: setTyped,
  };
}
