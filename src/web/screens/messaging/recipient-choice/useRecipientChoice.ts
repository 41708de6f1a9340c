import { useEffect, useMemo, useState } from 'react';
import { recipientChoiceKey, writeRecipientChoiceAt, type RecipientChoice, type RecipientFilters } from './recipientChoiceStorage.js';

/**
 * The recipient choice of a wizard key as state; every change is saved at once, so a reload loses nothing. It is kept
 * under `choose-recipients:<key>`, or under `storageKey` when the screen has a key of its own.
 */
export function useRecipientChoice(options: { key: string; storageKey?: string; initial: RecipientChoice }) {
  const storageKey = options.storageKey ?? recipientChoiceKey(options.key);
  const [choice, setChoice] = useState(options.initial);
  useEffect(() => writeRecipientChoiceAt(storageKey, choice), [storageKey, choice]);
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
