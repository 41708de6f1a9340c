import { Calendar } from 'antd';
import type { Dayjs } from 'dayjs';
import { listText, parenthesized, t, useIsMobile } from '../../../kit';
import { ClosedMark } from './DayHeading';
import { stateLabel, timeText } from './frameText.js';
import type { Frame, Holiday } from './frameTypes.js';
import { DAY } from './periodDates.js';
import { colorsOf, stateMark, STATES } from './slotStates.js';
import styles from './ReservationList.module.css';

/** Frames a desk's day cell lists before 「他N件」. */
const SHOWN_PER_DAY = 3;

/** A desk's day cell: its closed day, its first frames (each opens its drawer) and 「他N件」 (picks the day). */
function DeskCell(props: { day: Dayjs; frames: readonly Frame[]; holidays: readonly Holiday[]; onOpen: (frame: Frame) => void; onPick: (day: Dayjs, reveal?: boolean) => void }) {
  const hidden = props.frames.length - SHOWN_PER_DAY;
  return (
    <div className={styles.monthCell}>
      {props.holidays.map((h) => <ClosedMark key={`${h.holiday_date}-${h.name}`} holiday={h} />)}
      {props.frames.slice(0, SHOWN_PER_DAY).map((frame) => {
        const colors = colorsOf(frame.state);
        return (
          <button
            key={`${frame.event_id}-${frame.time_slot_id}`}
            type="button"
            className={styles.monthChip}
            style={{ color: colors.text, background: colors.background, borderLeftColor: colors.text }}
            title={`${timeText(frame.start_time, frame.end_time)} ${frame.event_name}${parenthesized(stateLabel(frame.state))}`}
            onClick={(e) => {
              e.stopPropagation();
              props.onOpen(frame);
            }}
          >
            <span aria-hidden className={styles.monthChipMark}>{stateMark(frame.state)}</span>
            <span className={styles.srOnly}>{stateLabel(frame.state)}</span>
            <span className={styles.monthChipText}>{`${frame.start_time.slice(0, 5)} ${frame.event_name}`}</span>
          </button>
        );
      })}
      {hidden > 0 && (
        <button type="button" className={styles.monthMore} onClick={(e) => { e.stopPropagation(); props.onPick(props.day, true); }}>
          {t('reservation.more', { count: hidden })}
        </button>
      )}
    </div>
  );
}

/** A phone's day cell: a closed day's mark and, per state, its mark and count (○3 済1); tapping the day lists them. */
function PhoneCell(props: { frames: readonly Frame[]; holidays: readonly Holiday[] }) {
  const counts = STATES.map((state) => ({ state, count: props.frames.filter((f) => f.state === state).length })).filter((c) => c.count > 0);
  const summary = listText(counts.map((c) => t('reservation.stateCount', { state: stateLabel(c.state), count: c.count })));
  return (
    <div className={styles.monthCellPhone}>
      {props.holidays.length > 0 && <span className={styles.closedShort}>{t('reservation.closedDay')}</span>}
      {counts.map(({ state, count }) => {
        const colors = colorsOf(state);
        return (
          <span key={state} aria-hidden className={styles.countChip} style={{ color: colors.text, background: colors.background }}>
            {stateMark(state)}{count}
          </span>
        );
      })}
      {summary && <span className={styles.srOnly}>{summary}</span>}
    </div>
  );
}

/**
 * A month of frames (antd's Calendar, 日 月 火 … in Japanese): on a desk each day lists its first frames, on a phone
 * the count of each state. A day picked (clicked or tapped) is listed under the month by the screen.
 */
export function MonthView(props: { date: Dayjs; frames: readonly Frame[]; holidays: readonly Holiday[]; onOpen: (frame: Frame) => void; onPick: (day: Dayjs, reveal?: boolean) => void }) {
  const isMobile = useIsMobile();
  return (
    <div className={isMobile ? `${styles.month} ${styles.monthPhone}` : styles.month}>
      <Calendar
        value={props.date}
        mode="month"
        headerRender={() => null}
        onSelect={(day, info) => {
          if (info.source === 'date') props.onPick(day);
        }}
        cellRender={(current, info) => {
          if (info.type !== 'date') return info.originNode;
          const day = current as Dayjs;
          const date = day.format(DAY);
          const frames = props.frames.filter((f) => f.frame_date === date);
          const holidays = props.holidays.filter((h) => h.holiday_date === date);
          if (frames.length === 0 && holidays.length === 0) return null;
          return isMobile
            ? <PhoneCell frames={frames} holidays={holidays} />
            : <DeskCell day={day} frames={frames} holidays={holidays} onOpen={props.onOpen} onPick={props.onPick} />;
        }}
      />
    </div>
  );
}
