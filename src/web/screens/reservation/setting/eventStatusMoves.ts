import { codeLabel, EventStatus, type EventStatusCode } from '../../../../generated/enums.js';
import { eventStatusMoves } from '../../../../shared/eventStatusMoves.js';
import type { MessageKey } from '../../../kit';

/** The moves a row offers: those POST /events/{id}/status takes from its status (the model's sets); 公開 of a draft is POST /publish. */
export function movesFrom(status: unknown): readonly EventStatusCode[] {
  return eventStatusMoves(status);
}

/** The texts of a move: its button, its question and what it does, and the question's OK button. */
export interface MoveTexts { button: MessageKey; title: MessageKey; help: MessageKey; ok: MessageKey; danger: boolean }

const OK: MessageKey = 'reservationSetting.events.confirmOk';

/** What each move says before it is made (中止 in red: families see the event called off). */
export const MOVE_TEXTS: Readonly<Record<EventStatusCode, MoveTexts>> = {
  [EventStatus.closed]: { button: 'reservationSetting.events.move.closed', title: 'reservationSetting.events.closeTitle', help: 'reservationSetting.events.closeHelp', ok: OK, danger: false },
  [EventStatus.published]: { button: 'reservationSetting.events.move.published', title: 'reservationSetting.events.reopenTitle', help: 'reservationSetting.events.reopenHelp', ok: OK, danger: false },
  [EventStatus.cancelled]: { button: 'reservationSetting.events.move.cancelled', title: 'reservationSetting.events.cancelTitle', help: 'reservationSetting.events.cancelHelp', ok: 'reservationSetting.events.confirmCancel', danger: true },
  [EventStatus.draft]: { button: 'reservationSetting.events.move.draft', title: 'reservationSetting.events.draftTitle', help: 'reservationSetting.events.draftHelp', ok: OK, danger: false },
};

/** 下書き, 公開中, 受付終了, 中止 (the code list event_status). */
export function statusLabel(status: unknown): string {
  return codeLabel('event_status', String(status));
}

/** The colour of a status's tag. */
export const STATUS_COLORS: Readonly<Record<EventStatusCode, string>> = {
  [EventStatus.draft]: 'default',
  [EventStatus.published]: 'green',
  [EventStatus.closed]: 'orange',
  [EventStatus.cancelled]: 'red',
};
