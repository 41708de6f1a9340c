import { buildAbility, type AbilityUser, type AppAbility } from '../../generated/abilities.js';

const abilities = new WeakMap<{ ability: AbilityUser }, AppAbility>();

/** The CASL ability of a signed-in user, built once per fetched user from the generated rules. */
export function abilityOf(user: { ability: AbilityUser }): AppAbility {
  let ability = abilities.get(user);
  if (!ability) {
    ability = buildAbility(user.ability);
    abilities.set(user, ability);
  }
  return ability;
}
