import type { ComponentType } from 'react';
import { OpenSurveysCard } from './OpenSurveysCard';
import { RecentNoticesCard } from './RecentNoticesCard';
import { UnansweredSurveysCard } from './UnansweredSurveysCard';
import { UnreadNoticesCard } from './UnreadNoticesCard';
import type { HomeSummary } from './useHomeSummary.js';

/** One card of the home page: shown when `isShown` says so for the summary, in the order of this list. */
export interface HomeCardEntry {
  key: string;
  isShown: (summary: HomeSummary) => boolean;
  Card: ComponentType<{ summary: HomeSummary }>;
}

const isGuardianWithNotices = (s: HomeSummary) => s.notices_enabled && s.kind === 'guardian';
const isManagerWithNotices = (s: HomeSummary) => s.notices_enabled && s.kind === 'manager';

/** The cards of the home page; a feature adds its card here (issue 7 brings the notice cards). */
export const homeCards: readonly HomeCardEntry[] = [
  { key: 'unread-notices', isShown: isGuardianWithNotices, Card: UnreadNoticesCard },
  { key: 'open-surveys', isShown: isGuardianWithNotices, Card: OpenSurveysCard },
  { key: 'recent-notices', isShown: isManagerWithNotices, Card: RecentNoticesCard },
  { key: 'unanswered-surveys', isShown: isManagerWithNotices, Card: UnansweredSurveysCard },
];
