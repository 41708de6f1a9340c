import { subject, type AnyMongoAbility } from '@casl/ability';
import { gateNamed, isGateOpenAt, type GateName } from '../../generated/gates.js';
import type { CurrentUser } from '../providers/currentUser.js';
import { useAppAbility } from './useAppAbility.js';
import { useCurrentUser } from './useCurrentUser.js';

/**
 * Whether an action gate of model/gates.yaml lets a user through: by the CASL ability (open in any of the user's
 * schoolhouses), and, for a gate read at the record (`at: record`) and a record of `schoolhouseId`, by that
 * schoolhouse's setting as the current user's schoolhouses carry it (a schoolhouse not theirs: closed). The API
 * refuses the same (SETTING_NOT_ALLOWED).
 */
export function isGateOpenFor(options: {
  ability: AnyMongoAbility; user: Pick<CurrentUser, 'role' | 'schoolhouses' | 'student'>; name: GateName; schoolhouseId?: number;
}): boolean {
  const { ability, user, name, schoolhouseId } = options;
  if (!ability.can('pass', subject('Gate', { name }))) return false;
  const gate = gateNamed(name);
  if (gate.at !== 'record' || schoolhouseId === undefined || !gate.roles.includes(user.role)) return true;
  const houses = [...(user.schoolhouses ?? []), ...(user.student ? [user.student.schoolhouse] : [])];
  const value = houses.find((h) => h.id === schoolhouseId)?.settings.find((s) => s.name === gate.setting)?.value;
  return isGateOpenAt(gate, { role: user.role, value });
}

/** {@link isGateOpenFor} for the signed-in user. */
export function useGateOpen(name: GateName, options: { schoolhouseId?: number } = {}): boolean {
  return isGateOpenFor({ ability: useAppAbility(), user: useCurrentUser(), name, schoolhouseId: options.schoolhouseId });
}
