import { roleAuthority } from '../../../generated/abilities.js';
import type { Principal } from '../../auth/principal.js';

/**
 * The side of a message area (notices, contacts, communications) a user acts on (spec section 6): staff and
 * teachers write to families and manage what was sent, guardians receive and answer.
 */
export type MessageSide = 'staff' | 'teacher' | 'guardian' | 'none';

/** The side a user acts on. */
export function messageSideOf(principal: Pick<Principal, 'role'>): MessageSide {
  if (roleAuthority[principal.role] === 'AUTH_STAFF_GENERAL') return 'staff';
  if (principal.role === 'TEACHER') return 'teacher';
  if (principal.role === 'PROTECTOR') return 'guardian';
  return 'none';
}
