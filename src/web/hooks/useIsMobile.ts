import { useSyncExternalStore } from 'react';
import { constants } from '../../generated/constants.js';

// Spec: the device is mobile under 1024 px.
const query = `(max-width: ${constants.mobileBreakpointPx - 0.02}px)`;

function subscribe(onChange: () => void): () => void {
  const list = window.matchMedia(query);
  list.addEventListener('change', onChange);
  return () => list.removeEventListener('change', onChange);
}

/** True while the window is narrower than the mobile breakpoint. */
export function useIsMobile(): boolean {
  return useSyncExternalStore(subscribe, () => window.matchMedia(query).matches, () => false);
}
