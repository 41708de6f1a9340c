import { useEffect, useState } from 'react';
import { useEnrolledStudents, type StudentChoice } from '../../../kit';

export type { StudentChoice };

/** Students a search shows at most (a name narrows them). */
const SEARCH_LIMIT = 50;
/** How long typing pauses before the search is asked. */
const SEARCH_DELAY_MS = 300;

/** The schoolhouse's enrolled students whose name holds what was typed, for 代理予約; typing is asked after a short pause. */
export function useStudentChoices(schoolhouseId: number | undefined): { choices: StudentChoice[]; isLoading: boolean; search: (text: string) => void } {
  const [typed, setTyped] = useState('');
  const [search, setSearch] = useState('');
  useEffect(() => {
    const timer = window.setTimeout(() => setSearch(typed.trim()), SEARCH_DELAY_MS);
    return () => window.clearTimeout(timer);
  }, [typed]);
  return { ...useEnrolledStudents({ schoolhouseId, search, limit: SEARCH_LIMIT }), search: setTyped };
}
