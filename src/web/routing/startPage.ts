import { roleAuthority, type AppAbility, type RoleName } from '../../generated/abilities.js';
import { canAccessScreen } from './screenAccess.js';
import { screenById } from './screenIndex.js';

// Spec §2: staff land on the first of these they may open; teachers and guardians choose a linked
// user first; everyone else goes home.
const staffStartScreens = ['notice.manage', 'contact.list', 'home.setting'];
const chooseUserScreen = 'home.choose-user';
const homeScreen = 'home.index';

/** The page a user lands on after signing in (or on "/"). */
export function startPath(options: { role: RoleName; ability: AppAbility }): string {
  const authority = roleAuthority[options.role];
  if (authority === 'AUTH_STAFF_GENERAL') {
    const first = staffStartScreens.map(screenById).find((s) => canAccessScreen(options.ability, s));
    return (first ?? screenById(homeScreen)).path;
  }
  if (authority === 'AUTH_TEACHER' || authority === 'AUTH_PROTECTOR') return screenById(chooseUserScreen).path;
  return screenById(homeScreen).path;
}

// Spec §4 "Account switch" and §8 code 10120: where a teacher or a guardian lands after switching.
const switchedStartScreens: Partial<Record<RoleName, string[]>> = {
  TEACHER: ['seat-management.list', 'notice.manage', 'contact.list', 'reservation.list', 'home.index'],
  PROTECTOR: ['notice.list', 'contact.list', 'achievements.list', 'seat-management.list', 'invoice.list'],
};

/** The first page a teacher or guardian may open after choosing (or resetting) the linked account. */
export function switchedStartPath(options: { role: RoleName; ability: AppAbility }): string {
  const candidates = (switchedStartScreens[options.role] ?? []).map(screenById);
  return (candidates.find((s) => canAccessScreen(options.ability, s)) ?? screenById(homeScreen)).path;
}
