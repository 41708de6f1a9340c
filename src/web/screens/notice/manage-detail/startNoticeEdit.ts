import { fillPath, screenById } from '../../../navigation/screenIndex.js';
import type { NoticeArea } from '../area/noticeArea.js';

/** A fresh route key of the compose wizard (16 hex digits; getRandomValues works on plain http too). */
function newRouteKey(): string {
  const bytes = crypto.getRandomValues(new Uint8Array(8));
  return Array.from(bytes, (b) => b.toString(16).padStart(2, '0')).join('');
}

/**
 * Prepares editing a notice and returns the edit page's path: the wizard reads its choice from local storage under
 * `choose-recipients:<key>` (spec §3), which decides the edit title (published or not) and, for a notice not yet
 * sent, the students shown as chosen.
 */
export function startNoticeEdit(options: { area: NoticeArea; noticeId: number; recipientIds: number[]; isPublished: boolean }): string {
  const { area } = options;
  const key = newRouteKey();
  const choice = area.choiceOf({ ids: options.recipientIds, isPublished: options.isPublished });
  window.localStorage.setItem(area.choiceKey(key), JSON.stringify(choice));
  return fillPath(screenById(area.steps.edit).path, { id: String(options.noticeId), key }) ?? '/';
}
