import type { components } from '../../../../generated/api.js';
import { fillPath, screenById } from '../../../navigation/screenIndex.js';

/** One notice of the manage list (GET /notices). */
export type ManageNoticeRow = components['schemas']['NoticeListResponse']['data'][number];

/** The manage detail page of a notice. */
export function manageDetailPath(id: number): string {
  return fillPath(screenById('notice.manage-detail').path, { id: String(id) }) ?? '/';
}
