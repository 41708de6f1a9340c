import type { components } from '../../../../generated/api.js';
import { fillPath, screenById } from '../../../navigation/screenIndex.js';

/** One notice of the manage list (GET /notices). */
export type ManageNoticeRow = components['schemas']['NoticeListResponse']['data'][number];

/** The manage detail page of a notice (`screenId`: the area's manage detail screen). */
export function manageDetailPath(screenId: string, id: number): string {
  return fillPath(screenById(screenId).path, { id: String(id) }) ?? '/';
}
