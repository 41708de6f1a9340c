import { fillPath, screenById } from '../../../navigation/screenIndex.js';

/** The notice id of a route's :id (spec: numeric ids); undefined for anything else. */
export function noticeIdOf(param: string | undefined): number | undefined {
  if (param === undefined || !/^[1-9][0-9]{0,9}$/.test(param)) return undefined;
  const id = Number(param);
  return id <= 2147483647 ? id : undefined;
}

/** Where each step of the wizard lives, for a new notice (no id) or an edited one. */
export const composePaths = {
  chooseRecipients: (options: { key: string; noticeId?: number }) => (options.noticeId === undefined
    ? fillPath(screenById('notice.create-choose-recipients').path, { key: options.key })
    : fillPath(screenById('notice.edit-choose-recipients').path, { key: options.key, id: String(options.noticeId) })) ?? '/',
  content: (options: { key: string; noticeId?: number }) => (options.noticeId === undefined
    ? fillPath(screenById('notice.create-content').path, { key: options.key })
    : fillPath(screenById('notice.edit').path, { key: options.key, id: String(options.noticeId) })) ?? '/',
  manage: () => screenById('notice.manage').path,
  detail: (noticeId: number) => fillPath(screenById('notice.manage-detail').path, { id: String(noticeId) }) ?? '/',
};
