import type { AppAbility, RoleName } from '../../generated/abilities.js';
import { navigation } from '../../generated/navigation.js';
import { canAccessScreen } from './screenAccess.js';
import { screenById } from './screenIndex.js';

function firstAllowed(ids: readonly string[] | undefined, ability: AppAbility): string {
  const first = (ids ?? []).map(screenById).find((s) => canAccessScreen(ability, s));
  return (first ?? screenById(navigation.fallback)).path;
}

/** The page a user lands on after signing in (or on "/"): model/navigation.yaml afterSignIn. */
export function startPath(options: { role: RoleName; ability: AppAbility }): string {
  return firstAllowed(navigation.afterSignIn[options.role], options.ability);
}

/** The first page a teacher or guardian may open after choosing (or resetting) the linked account. */
export function switchedStartPath(options: { role: RoleName; ability: AppAbility }): string {
  return firstAllowed(navigation.afterSwitch[options.role], options.ability);
}

/** Where choosing the account already acted as leads (no switch, no question): model/navigation.yaml chooseCurrent. */
export function chooseCurrentPath(options: { role: RoleName; ability: AppAbility }): string {
  return firstAllowed(navigation.chooseCurrent[options.role], options.ability);
}

/** Where a teacher-contact page is left for after its access errors (spec §8: 10190, 10109, 10192). */
export function leaveContactTeacherPath(options: { role: RoleName; ability: AppAbility }): string {
  return firstAllowed(navigation.leaveContactTeacher[options.role], options.ability);
}
