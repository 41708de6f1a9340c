import { MESSAGE_AREA_STEPS } from '../schema/other.js';
import type { Model } from '../model/types.js';
import { TS_BANNER, literal, type OutputFile } from './util.js';

/** src/generated/messageAreas.ts: the screens and texts of each message area (model/message-areas.yaml). */
export function emitMessageAreas(model: Model): OutputFile[] {
  const areas = Object.fromEntries(model.messageAreas.map(({ name, ...area }) => [name, area]));
  const names = model.messageAreas.map((a) => literal(a.name)).join(' | ') || 'never';
  const content = `${TS_BANNER}
import type { MessageKey } from './messages.ja.js';
import type { NotificationKindCode } from './enums.js';

/** A step of the notice screens: each message area names the screen that shows it. */
export type MessageAreaStep = ${MESSAGE_AREA_STEPS.map((s) => literal(s)).join(' | ')};

/** A message area of model/message-areas.yaml. */
export type MessageAreaName = ${names};

/** What the notice screens read of an area: its screens by step, and the texts it says instead of a notice's. */
export interface MessageAreaDef {
  /** The notification kind it publishes as (its channels: the send methods offered). */
  readonly kind: NotificationKindCode;
  /** Screen id of each step. */
  readonly steps: Readonly<Record<MessageAreaStep, string>>;
  /** The list a recipient goes back to. */
  readonly receivedList: string;
  /** The edit page's title before publishing (published: the edit screen's own title). */
  readonly editEntryTitle: MessageKey;
  /** A notice's message key → the area's. */
  readonly wording: Readonly<Partial<Record<MessageKey, MessageKey>>>;
}

/** Every message area (model/message-areas.yaml). */
export const messageAreas: Readonly<Record<MessageAreaName, MessageAreaDef>> = ${literal(areas)};
`;
  return [{ path: 'src/generated/messageAreas.ts', content }];
}
