import { createContext, useContext } from 'react';
import type { NoticeArea } from './noticeArea.js';
import { noticesArea } from './noticesArea.js';

/** The area the notice screens work in: notices unless a communication screen provides its own. */
export const NoticeAreaContext = createContext<NoticeArea>(noticesArea);

/** The area of the notice screen being shown. */
export function useNoticeArea(): NoticeArea {
  return useContext(NoticeAreaContext);
}
