import { useEffect, useMemo } from 'react';
import { useEditedNotice } from '../compose-model/useEditedNotice.js';
import { readRecipientChoice, writeRecipientChoice, type RecipientChoice } from '../../messaging/recipient-choice/recipientChoiceStorage.js';
import { defaultRecipientFilters } from '../../messaging/recipient-choice/recipientQuery.js';

/**
 * The recipient choice a wizard key starts from: the one saved under the key; else, for an edited notice, its chosen
 * students and published flag (saved under the key at once, so that every step of this key agrees); else a new
 * notice's empty choice.
 */
export function useRecipientChoiceStart(options: { key: string; noticeId: number | undefined }) {
  const { key, noticeId } = options;
  const saved = useMemo(() => readRecipientChoice(key), [key]);
  const notice = useEditedNotice(saved === undefined ? noticeId : undefined);
  const choice = useMemo((): RecipientChoice | undefined => {
    if (saved) return saved;
    if (noticeId === undefined) return { student_ids: [], notice_is_published: false, filters: defaultRecipientFilters };
    if (!notice.data) return undefined;
    return { student_ids: notice.data.manage?.target_student_ids ?? [], notice_is_published: notice.data.is_published, filters: defaultRecipientFilters };
  }, [saved, noticeId, notice.data]);
  useEffect(() => {
    if (saved === undefined && noticeId !== undefined && choice) writeRecipientChoice(key, choice);
  }, [saved, noticeId, choice, key]);
  return { choice, isLoading: choice === undefined && notice.isLoading, error: notice.error };
}
