import { fillPath, screenById } from '../../../navigation/screenIndex.js';
import type { NoticeArea } from '../area/noticeArea.js';

/** The notice id of a route's :id (spec: numeric ids); undefined for anything else. */
export function noticeIdOf(param: string | undefined): number | undefined {
  if (param === undefined || !/^[1-9][0-9]{0,9}$/.test(param)) return undefined;
  const id = Number(param);
  return id <= 2147483647 ? id : undefined;
}

/** Where each step of an area's wizard lives, for a new notice (no id) or an edited one. */
export function composePaths(area: NoticeArea) {
  const { steps: screens } = area;
  return {
    chooseRecipients: (options: { key: string; noticeId?: number }) => (options.noticeId === undefined
      ? fillPath(screenById(screens.createChooseRecipients).path, { key: options.key })
      : fillPath(screenById(screens.editChooseRecipients).path, { key: options.key, id: String(options.noticeId) })) ?? '/',
    content: (options: { key: string; noticeId?: number }) => (options.noticeId === undefined
      ? fillPath(screenById(screens.createContent).path, { key: options.key })
      : fillPath(screenById(screens.edit).path, { key: options.key, id: String(options.noticeId) })) ?? '/',
    manage: () => screenById(screens.manage).path,
    detail: (noticeId: number) => fillPath(screenById(screens.manageDetail).path, { id: String(noticeId) }) ?? '/',
  };
}
