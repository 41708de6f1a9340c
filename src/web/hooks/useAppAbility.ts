import { useAbility } from '@casl/react';
import type { AppAbility } from '../../generated/abilities.js';

/** The signed-in user's CASL ability (from the AbilityProvider of the auth guard). */
export function useAppAbility(): AppAbility {
  return useAbility<AppAbility>();
}
