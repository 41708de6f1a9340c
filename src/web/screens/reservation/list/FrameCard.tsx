import { codeLabel, EventStatus } from '../../../../generated/enums.js';
import { dayShortText, seatsText, timeText } from './frameText.js';
import type { Frame } from './frameTypes.js';
import { colorsOf } from './slotStates.js';
import { StateTag } from './StateTag';
import styles from './ReservationList.module.css';

/**
 * One frame as a button: its time, event, state and seats, on its state's pale ground with a bar of its colour. A
 * `column` card stacks them (a desk's week column); a `row` card lays them out across (a phone's day list). The date
 * is read out too, for whoever moves from button to button. An event that no longer takes bookings (下書き, 受付終了,
 * 中止) says so.
 */
export function FrameCard(props: { frame: Frame; variant: 'column' | 'row'; onOpen: (frame: Frame) => void }) {
  const { frame } = props;
  const colors = colorsOf(frame.state);
  return (
    <button
      type="button"
      className={props.variant === 'column' ? styles.cardColumn : styles.cardRow}
      style={{ borderLeftColor: colors.text, background: colors.background }}
      onClick={() => props.onOpen(frame)}
    >
      <span className={styles.srOnly}>{dayShortText(frame.frame_date)}</span>
      <span className={styles.cardTime}>{timeText(frame.start_time, frame.end_time)}</span>
      <span className={styles.cardName}>{frame.event_name}</span>
      <span className={styles.cardState}>
        <StateTag state={frame.state} />
        <span className={styles.cardSeats}>{seatsText(frame)}</span>
        {frame.event_status !== EventStatus.published && <span className={styles.cardStatus}>{codeLabel('event_status', frame.event_status)}</span>}
      </span>
    </button>
  );
}
