import type { Model } from '../model/types.js';
import { TS_BANNER, literal, type OutputFile } from './util.js';

/**
 * src/generated/notifications.ts: the notification kinds of model/notifications.yaml (tag, title, record, channels,
 * the page a click opens per role) and the channels with the schoolhouse option switching each. The server writes
 * rows by kind (notify.ts), the browser builds a row's route from its kind's target for the reader's role.
 */
export function emitNotifications(model: Model): OutputFile[] {
  const { channels, kinds } = model.notifications;
  const tableOf = (entity: string) => model.entities.find((e) => e.name === entity)?.table ?? entity;
  const kindTable = Object.fromEntries(kinds.map((k) => [k.name, {
    name: k.name, label: k.label, title: k.title,
    ...(k.record ? { record: { entity: k.record, table: tableOf(k.record) } } : {}),
    channels: k.channels, sentBy: k.sentBy, targets: k.targets,
  }]));
  const channelTable = Object.fromEntries(channels.map((c) => [c.name, { switchedBy: c.switchedBy, isBell: c.isBell }]));
  const content = `${TS_BANNER}
import type { RoleName } from './abilities.js';
import type { DeliveryChannelCode, NotificationKindCode } from './enums.js';

/** A notification column that fills a route parameter. */
export type NotificationParamSource = 'target_id' | 'student_id';

/** Where a notification opens for some roles: a screen (model/screens) and its route parameters. */
export interface NotificationTarget {
  readonly roles: readonly RoleName[];
  readonly screen: string;
  /** Route parameter (\`:id\`) to the notification column that fills it. */
  readonly params: Readonly<Record<string, NotificationParamSource>>;
}

/** One kind of notification (model/notifications.yaml). */
export interface NotificationKindDef {
  readonly name: NotificationKindCode;
  /** Message key of the tag the bell shows. */
  readonly label: string;
  /** Message key of the row's title. */
  readonly title: string;
  /** The entity (and its table) whose row target_id names; a row of it deleted, the click says so. */
  readonly record?: { readonly entity: string; readonly table: string };
  readonly channels: readonly DeliveryChannelCode[];
  /** notify: the channels other than the bell are queued with the row (notification_deliveries); record: the record sends them. */
  readonly sentBy: 'notify' | 'record';
  readonly targets: readonly NotificationTarget[];
}

/** A delivery channel and the schoolhouse option (COMMUNICATION_METHOD_*) that switches it. */
export interface NotificationChannelDef {
  readonly switchedBy: string;
  /** A notification row (the bell and /notification; the app reads them too). */
  readonly isBell: boolean;
}

/** Every kind by its code. */
export const notificationKinds: Readonly<Record<NotificationKindCode, NotificationKindDef>> = ${literal(kindTable)};

/** Every delivery channel by its code. */
export const notificationChannels: Readonly<Record<DeliveryChannelCode, NotificationChannelDef>> = ${literal(channelTable)};

/** The page a notification of a kind opens for a role, if the kind has one for it. */
export function notificationTarget(kind: string, role: RoleName): NotificationTarget | undefined {
  const def = (notificationKinds as Readonly<Record<string, NotificationKindDef | undefined>>)[kind];
  return def?.targets.find((t) => t.roles.includes(role));
}
`;
  return [{ path: 'src/generated/notifications.ts', content }];
}
