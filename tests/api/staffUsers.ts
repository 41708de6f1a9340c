import { entityGrants, featureSettings, grantAllows, type RoleName } from '../../src/generated/abilities.js';

/** The demo's staff user of each staff role, `staff` first: most entities are open to every staff role. */
const STAFF_USERS: ReadonlyArray<readonly [RoleName, string]> = [
  ['STAFF', 'staff'], ['SYSTEM', 'system'], ['SPRIX_ADMIN', 'admin'], ['AREA_MANAGER', 'area'],
  ['CLAIM_MANAGER', 'claim-manager'], ['CLAIM', 'claim'], ['ACCOUNTING', 'accounting'],
];
const ALL_FEATURES = featureSettings.map((f) => f.name);

/**
 * A demo staff user the entity's grants let read (or write) it, with every feature on: `staff` unless the model keeps
 * the entity to some roles (口座振替口座: the roles that handle money). Undefined when no staff role may.
 */
export function staffUserFor(entity: string, access: 'read' | 'write' = 'read'): string | undefined {
  const grants = entityGrants[entity]?.[access] ?? [];
  return STAFF_USERS.find(([role]) => grantAllows(grants, { role, features: ALL_FEATURES }))?.[1];
}
