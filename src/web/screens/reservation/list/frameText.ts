import dayjs from 'dayjs';
import { codeLabel } from '../../../../generated/enums.js';
import { t } from '../../../kit';
import type { Frame } from './frameTypes.js';

/** A time slot's hours: 17:00〜18:30 (the API's HH:mm:ss cut to HH:mm). */
export const timeText = (from: string, to: string): string => t('reservation.time', { from: from.slice(0, 5), to: to.slice(0, 5) });

/** A day as a list writes it: 2026年12月01日(火). */
export const dayText = (date: string): string => dayjs(date).format(t('reservation.dayFormat'));

/** A day in a few characters: 12月1日(火). */
export const dayShortText = (date: string): string => dayjs(date).format(t('reservation.dayShort'));

/** The seats of a frame: 残り9席, or the count when it is full (15/15名). */
export function seatsText(frame: Pick<Frame, 'capacity' | 'reserved_count'>): string {
  const left = frame.capacity - frame.reserved_count;
  return left > 0 ? t('reservation.seatsLeft', { count: left }) : t('reservation.seatsCount', { reserved: frame.reserved_count, capacity: frame.capacity });
}

/** The label of a frame's state (予約済み, 予約可, 予約不可, 満席), from the code list reservation_slot. */
export const stateLabel = (state: string): string => codeLabel('reservation_slot', state);
