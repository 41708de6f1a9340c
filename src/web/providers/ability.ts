import { buildAbility, type AppAbility } from '../../generated/abilities.js';
import type { CurrentUser } from './currentUser.js';

const abilities = new WeakMap<CurrentUser, AppAbility>();

/** The CASL ability of a signed-in user, built once per fetched user from the generated rules. */
export function abilityOf(user: CurrentUser): AppAbility {
  let ability = abilities.get(user);
  if (!ability) {
    ability = buildAbility(user.ability);
    abilities.set(user, ability);
  }
  return ability;
}
