import { t } from '../../../kit';
import { CLOSED_COLORS, STATES } from './slotStates.js';
import { StateTag } from './StateTag';
import styles from './ReservationList.module.css';

/** 凡例: the four states with their marks and colours, and the closed day's mark. */
export function Legend() {
  return (
    <div className={styles.legend} role="group" aria-label={t('reservation.legend')}>
      {STATES.map((state) => <StateTag key={state} state={state} withMark />)}
      <span className={styles.stateTag} style={{ color: CLOSED_COLORS.text, background: CLOSED_COLORS.background, borderColor: CLOSED_COLORS.text }}>
        {t('reservation.closedDay')}
      </span>
    </div>
  );
}
