import type { MessageKey } from '../../../../generated/messages.ja.js';
import { t } from '../../../i18n/i18n.js';
import { useNoticeArea } from './NoticeAreaContext';

/**
 * `t` of the area being shown: a notice's text, or the area's own wording for it (a communication says 講師連絡 and
 * 講師 where a notice says お知らせ and 保護者).
 */
export function useAreaText(): (key: MessageKey, values?: Record<string, string | number>) => string {
  const { wording } = useNoticeArea();
  return (key, values) => t(wording[key] ?? key, values);
}
