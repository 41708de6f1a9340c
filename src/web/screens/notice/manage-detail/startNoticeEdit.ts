import { fillPath, screenById } from '../../../navigation/screenIndex.js';

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
export function startNoticeEdit(options: { noticeId: number; studentIds: number[]; isPublished: boolean }): string {
  const key = newRouteKey();
  const choice = { student_ids: options.studentIds, notice_is_published: options.isPublished, filters: {} };
  window.localStorage.setItem(`choose-recipients:${key}`, JSON.stringify(choice));
  return fillPath(screenById('notice.edit').path, { id: String(options.noticeId), key }) ?? '/';
}
