import type { AppAbility, RoleName } from '../../generated/abilities.js';
import { screenGrants } from '../../generated/abilities.js';
import { notificationKinds, notificationTarget, type NotificationKindDef } from '../../generated/notifications.js';
import type { ScreenRoute } from '../../generated/routes.js';
import { t } from '../i18n/i18n.js';
import { modelText, screenTitle } from '../i18n/screenTitle.js';
import { canAccessScreen } from './screenAccess.js';
import { fillPath, screensById } from './screenIndex.js';

/** What a notification row carries for its click (GET /notifications). */
export interface NotificationRow {
  readonly kind: string;
  readonly target_id: number | null;
  readonly student_id: number | null;
  readonly is_target_gone: boolean;
}

/** Where a click on a notification leads: a route of the portal, or the reason it leads nowhere (Japanese). */
export type NotificationOpening = { readonly kind: 'open'; readonly path: string } | { readonly kind: 'blocked'; readonly reason: string };

/** A screen with no implementation yet (the router shows 準備中 for it). */
export function isComingSoon(screen: Pick<ScreenRoute, 'entity' | 'views' | 'component' | 'redirect' | 'legacy'>): boolean {
  return !screen.component && !screen.redirect && !screen.legacy && !(screen.entity && screen.views && screen.views.length > 0);
}

/** The kind of a row as the model declares it, if the browser knows it. */
export function notificationKindOf(kind: string): NotificationKindDef | undefined {
  return (notificationKinds as Readonly<Record<string, NotificationKindDef | undefined>>)[kind];
}

/** The tag text of a kind (its label in model/notifications.yaml). */
export function notificationKindLabel(kind: string): string {
  const def = notificationKindOf(kind);
  return def ? modelText(def.label) : kind;
}

/**
 * Where a notification opens for the reader (model/notifications.yaml: the kind's target for the reader's role), or
 * why it cannot: no page for this role, the page is still 準備中, a feature setting of the reader's schoolhouses is off
 * (the role would be let in otherwise), the role may not open it, or the record it names was deleted.
 */
export function notificationOpening(row: NotificationRow, reader: { role: RoleName; ability: AppAbility }): NotificationOpening {
  const target = notificationTarget(row.kind, reader.role);
  const screen = target ? screensById.get(target.screen) : undefined;
  if (!target || !screen) return { kind: 'blocked', reason: t('notification.unavailable.noTarget') };
  const name = screenTitle(screen);
  if (isComingSoon(screen)) return { kind: 'blocked', reason: t('notification.unavailable.comingSoon', { screen: name }) };
  if (!canAccessScreen(reader.ability, screen)) {
    const isRoleLetIn = (screenGrants[screen.id] ?? []).some((g) => g.roles.includes(reader.role));
    return { kind: 'blocked', reason: t(isRoleLetIn ? 'notification.unavailable.noFeature' : 'notification.unavailable.noAccess', { screen: name }) };
  }
  if (row.is_target_gone) return { kind: 'blocked', reason: t('notification.unavailable.gone') };
  const values = { target_id: row.target_id, student_id: row.student_id };
  const params = Object.fromEntries(Object.entries(target.params).map(([param, source]) => [param, values[source] === null ? undefined : String(values[source])]));
  const path = fillPath(screen.path, params);
  return path === undefined ? { kind: 'blocked', reason: t('notification.unavailable.noTarget') } : { kind: 'open', path };
}
