import { useEffect, useMemo } from 'react';
import { readRecipientChoiceAt, writeRecipientChoiceAt, type RecipientChoice } from '../../messaging/recipient-choice/recipientChoiceStorage.js';
import { useNoticeArea } from '../area/NoticeAreaContext';
import { readComposeDraft } from './composeDraftStorage.js';
import { composeValuesOf } from './composeRequest.js';
import { emptyComposeValues, type ComposeValues } from '../compose-model/composeValues.js';
import { useEditedNotice, type EditedNotice } from '../compose-model/useEditedNotice.js';

/** Everything the content page starts from. */
export interface ComposeStart {
  /** The notice being edited; undefined for a new one. */
  edited?: EditedNotice;
  /** The wizard's recipient choice; undefined when a new notice's key has none (the page asks to choose first). */
  choice?: RecipientChoice;
  values: ComposeValues;
  keepAttachmentIds?: number[];
  /** The notice has been sent: its recipients and questions are fixed. */
  isPublished: boolean;
  /** Spec §2: the edit title follows the choice saved under the key (notice_is_published), else the notice. */
  isPublishedTitle: boolean;
}

/**
 * The content page's starting point for a wizard key: the text saved under `notice-content:<key>` (a reload loses
 * nothing), else the edited notice's own, else a new notice's. An edit whose key has no recipient choice yet (opened
 * directly) loads the notice and saves its choice under the key, as the edit flow does when it starts.
 */
export function useComposeStart(options: { key: string; noticeId: number | undefined }) {
  const { key, noticeId } = options;
  const area = useNoticeArea();
  const notice = useEditedNotice(noticeId);
  const savedChoice = useMemo(() => readRecipientChoiceAt(area.choiceKey(key)), [area, key]);
  const draft = useMemo(() => readComposeDraft(area.draftKey(key)), [area, key]);
  const loadedChoice = useMemo((): RecipientChoice | undefined => (notice.data
    ? area.choiceOf({ ids: notice.data.manage?.target_ids ?? [], isPublished: notice.data.is_published })
    : undefined), [area, notice.data]);
  useEffect(() => {
    if (!savedChoice && loadedChoice) writeRecipientChoiceAt(area.choiceKey(key), loadedChoice);
  }, [area, key, savedChoice, loadedChoice]);

  const start = useMemo((): ComposeStart | undefined => {
    if (noticeId === undefined) {
      return { choice: savedChoice, values: draft?.values ?? emptyComposeValues(), isPublished: false, isPublishedTitle: false };
    }
    if (!notice.data) return undefined;
    return {
      edited: notice.data,
      choice: savedChoice ?? loadedChoice,
      values: draft?.values ?? composeValuesOf(notice.data),
      keepAttachmentIds: draft?.keepAttachmentIds,
      isPublished: notice.data.is_published,
      isPublishedTitle: savedChoice?.notice_is_published ?? notice.data.is_published,
    };
  }, [noticeId, notice.data, savedChoice, loadedChoice, draft]);
  return { start, isLoading: noticeId !== undefined && notice.isLoading, error: notice.error };
}
