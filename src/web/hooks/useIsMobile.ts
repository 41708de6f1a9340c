import { useSyncExternalStore } from 'react';
import { constants } from '../../generated/constants.js';

/** True while the window is narrower than `px`. */
function useNarrowerThan(px: number): boolean {
  const query = `(max-width: ${px - 0.02}px)`;
  const subscribe = (onChange: () => void) => {
    const list = window.matchMedia(query);
    list.addEventListener('change', onChange);
    return () => list.removeEventListener('change', onChange);
  };
  return useSyncExternalStore(subscribe, () => window.matchMedia(query).matches, () => false);
}

/** True while the window is narrower than the mobile breakpoint (spec: under 1024 px). */
export function useIsMobile(): boolean {
  return useNarrowerThan(constants.mobileBreakpointPx);
}

/** True while the header's buttons show icons only (model/constants.yaml headerLabelsMinWidthPx). */
export function useHeaderIconsOnly(): boolean {
  return useNarrowerThan(constants.headerLabelsMinWidthPx);
}
