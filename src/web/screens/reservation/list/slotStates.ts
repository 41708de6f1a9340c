import { codeLists, ReservationSlot, type ReservationSlotCode } from '../../../../generated/enums.js';
import { t } from '../../../kit';

/**
 * The colours of a frame's state: dark text on a pale ground (every pair at least 4.5:1, WCAG AA), and a bar in the
 * text's colour. antd's preset tag colours are lighter than that (green #389e0d on #f6ffed is 3.4:1).
 */
export const STATE_COLORS: Record<ReservationSlotCode, { text: string; background: string }> = {
  [ReservationSlot.reserved]: { text: '#0047a3', background: '#e6f4ff' }, // 7.7:1
  [ReservationSlot.reservable]: { text: '#1f6b04', background: '#f0fae6' }, // 6.2:1
  [ReservationSlot.notReservable]: { text: '#4d4d4d', background: '#f0f0f0' }, // 7.4:1
  [ReservationSlot.full]: { text: '#a8071a', background: '#fff1f0' }, // 7.0:1
};

/** The states in the code list's order (予約済み, 予約可, 予約不可, 満席). */
export const STATES: readonly ReservationSlotCode[] = codeLists.reservation_slot.values.map((v) => v.code);

const isState = (state: string): state is ReservationSlotCode => (STATES as readonly string[]).includes(state);

/** A state the API answered, read as one of the code list's (an unknown one is shown as 予約不可). */
export const stateOf = (state: string): ReservationSlotCode => (isState(state) ? state : ReservationSlot.notReservable);

/** The colours of a state. */
export const colorsOf = (state: string) => STATE_COLORS[stateOf(state)];

/** The short mark of a state in the month's cells (済, ○, －, 満). */
export const stateMark = (state: string): string => t(`reservation.stateMark.${stateOf(state)}`);

/** The colours of a closed day's mark. */
export const CLOSED_COLORS = { text: '#8a2b00', background: '#fff2e8' }; // 7.9:1
