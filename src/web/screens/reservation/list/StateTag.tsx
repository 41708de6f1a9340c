import { colorsOf, stateMark } from './slotStates.js';
import { stateLabel } from './frameText.js';
import styles from './ReservationList.module.css';

/** A frame's state as a pill: its label (予約可 …) in the state's colours, with its short mark when `withMark`. */
export function StateTag(props: { state: string; withMark?: boolean }) {
  const colors = colorsOf(props.state);
  return (
    <span className={styles.stateTag} style={{ color: colors.text, background: colors.background, borderColor: colors.text }}>
      {props.withMark && <span className={styles.stateMark} aria-hidden>{stateMark(props.state)}</span>}
      {stateLabel(props.state)}
    </span>
  );
}
