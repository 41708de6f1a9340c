import { lazyNamed } from '../components/lazyNamed.js';

// The small pages shown instead of a screen (準備中, a legacy link, 403, the identity that failed to load) use antd's
// Result and Card, which carry large pictures and the Tabs of a card: their own chunks, loaded when one is shown.
export const ComingSoonPage = lazyNamed(() => import('../screens/common/ComingSoonPage'), 'ComingSoonPage');
export const LegacyPage = lazyNamed(() => import('../screens/common/LegacyPage'), 'LegacyPage');
export const ForbiddenPage = lazyNamed(() => import('../screens/common/ForbiddenPage'), 'ForbiddenPage');
export const IdentityFailed = lazyNamed(() => import('./IdentityFailed'), 'IdentityFailed');
