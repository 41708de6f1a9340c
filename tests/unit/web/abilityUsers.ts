import { buildAbility, featureSettings, type AbilityUser, type AppAbility, type RoleName } from '../../../src/generated/abilities.js';

/** Every feature setting of the model. */
export const allFeatures: readonly string[] = featureSettings.map((f) => f.name);

/** Every feature setting except the named ones. */
export function featuresWithout(...names: string[]): string[] {
  return allFeatures.filter((f) => !names.includes(f));
}

/** A user of a role with the given feature settings, as /auth-search/users/current reports it. */
export function abilityUser(role: RoleName, features: readonly string[] = allFeatures): AbilityUser {
  return { role, companyId: 1, userId: 10, schoolhouseIds: [1], protectorId: role === 'PROTECTOR' ? 5 : null, teacherId: role === 'TEACHER' ? 7 : null, studentIds: [], features, optionValues: {}, isInvoiceActive: true };
}

/** The CASL ability of such a user. */
export function abilityOfRole(role: RoleName, features: readonly string[] = allFeatures): AppAbility {
  return buildAbility(abilityUser(role, features));
}
