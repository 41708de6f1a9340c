import type { ScreenProps } from '../../kit';

/** Placeholder while the print queue is written. */
export function PrintQueue(_props: ScreenProps) {
  return null;
}
