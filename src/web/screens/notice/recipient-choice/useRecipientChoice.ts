import { useEffect, useMemo, useState } from 'react';
import { writeRecipientChoice, type RecipientChoice, type RecipientFilters } from './recipientChoiceStorage.js';

/** The recipient choice of a wizard key as state; every change is saved at once, so a reload loses nothing. */
export function useRecipientChoice(options: { key: string; initial: RecipientChoice }) {
  const { key } = options;
  const [choice, setChoice] = useState(options.initial);
  useEffect(() => writeRecipientChoice(key, choice), [key, choice]);
  const selected = useMemo(() => new Set(choice.student_ids), [choice.student_ids]);
  return {
    choice,
    selected,
    add: (ids: readonly number[]) => setChoice((c) => ({ ...c, student_ids: [...new Set([...c.student_ids, ...ids])] })),
    remove: (ids: readonly number[]) => {
      const gone = new Set(ids);
      setChoice((c) => ({ ...c, student_ids: c.student_ids.filter((id) => !gone.has(id)) }));
    },
    clear: () => setChoice((c) => ({ ...c, student_ids: [] })),
    setFilters: (filters: RecipientFilters) => setChoice((c) => ({ ...c, filters })),
  };
}
