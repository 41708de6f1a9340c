import { subject, type AnyMongoAbility } from '@casl/ability';
import type { AppAbility } from '../../generated/abilities.js';
import type { ScreenRoute } from '../../generated/routes.js';

/** True when the user may open the screen: public screens always, others by the CASL screen rules. */
export function canAccessScreen(ability: AppAbility, screen: Pick<ScreenRoute, 'id' | 'isPublic'>): boolean {
  // AppAbility types its subjects as plain type names; the screen rule has an id condition, so the
  // check needs a subject instance, which CASL's wider type accepts.
  const withInstances: AnyMongoAbility = ability;
  return screen.isPublic || withInstances.can('access', subject('Screen', { id: screen.id }));
}
