import { useEffect, useMemo } from 'react';
import { useEditedNotice } from '../compose-model/useEditedNotice.js';
import { readRecipientChoiceAt, writeRecipientChoiceAt, type RecipientChoice } from '../../messaging/recipient-choice/recipientChoiceStorage.js';
import { useNoticeArea } from '../area/NoticeAreaContext';

/**
 * The recipient choice a wizard key starts from: the one saved under the key; else, for an edited notice, its chosen
 * students and published flag (saved under the key at once, so that every step of this key agrees); else a new
 * notice's empty choice.
 */
export function useRecipientChoiceStart(options: { key: string; noticeId: number | undefined }) {
  const { key, noticeId } = options;
  const area = useNoticeArea();
  const saved = useMemo(() => readRecipientChoiceAt(area.choiceKey(key)), [area, key]);
  const notice = useEditedNotice(saved === undefined ? noticeId : undefined);
  const choice = useMemo((): RecipientChoice | undefined => {
    if (saved) return saved;
    if (noticeId === undefined) return area.choiceOf({ ids: [], isPublished: false });
    if (!notice.data) return undefined;
    return area.choiceOf({ ids: notice.data.manage?.target_ids ?? [], isPublished: notice.data.is_published });
  }, [area, saved, noticeId, notice.data]);
  useEffect(() => {
    if (saved === undefined && noticeId !== undefined && choice) writeRecipientChoiceAt(area.choiceKey(key), choice);
  }, [area, saved, noticeId, choice, key]);
  return { choice, isLoading: choice === undefined && notice.isLoading, error: notice.error };
}
