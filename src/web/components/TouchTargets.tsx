import type { CSSProperties, ReactNode } from 'react';
import { constants } from '../../generated/constants.js';
import { useIsMobile } from '../hooks/useIsMobile.js';

/**
 * A page (or part of one) used on phones: below the mobile breakpoint every link and button inside is at least
 * constants.touchTargetPx wide and tall (main.css `.touch-targets`), so a finger finds it; on a desktop it lays out
 * as before.
 */
export function TouchTargets(props: { children: ReactNode }) {
  const isMobile = useIsMobile();
  if (!isMobile) return <>{props.children}</>;
  const style = { '--touch-target': `${constants.touchTargetPx}px` } as CSSProperties;
  return <div className="touch-targets" style={style}>{props.children}</div>;
}
