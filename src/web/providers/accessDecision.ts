import type { CanParams, CanReturnType } from '@refinedev/core';
import type { AppAbility, EntityAction } from '../../generated/abilities.js';
import { t } from '../i18n/i18n.js';
import { canAccessScreen } from '../navigation/screenAccess.js';
import { screensById } from '../navigation/screenIndex.js';
import { currentSession } from '../session/session.js';
import { abilityOf } from './ability.js';
import { fetchCurrentUser } from './currentUser.js';

// Refine's action names for resources, mapped onto the entity actions of the generated rules.
const entityActions: Readonly<Record<string, EntityAction>> = {
  list: 'read', show: 'read', read: 'read', export: 'read',
  create: 'create', clone: 'create',
  edit: 'update', update: 'update',
  delete: 'delete',
};

/**
 * One decision for Refine, the router and the menu: `access` on a screen id checks the screen rules,
 * any other action on an entity name checks that entity's rules (row conditions aside).
 */
export function canWithAbility(ability: AppAbility, { resource, action }: Pick<CanParams, 'resource' | 'action'>): boolean {
  if (!resource) return false;
  if (action === 'access') {
    const screen = screensById.get(resource);
    return screen !== undefined && canAccessScreen(ability, screen);
  }
  const entityAction = entityActions[action];
  return entityAction !== undefined && ability.can(entityAction, resource);
}

/** The decision for the signed-in user (nobody signed in: no). */
export async function decideForCurrentUser(params: CanParams): Promise<CanReturnType> {
  const isAllowed = currentSession() !== undefined && canWithAbility(abilityOf(await fetchCurrentUser()), params);
  return isAllowed ? { can: true } : { can: false, reason: t('common.noPermission') };
}
