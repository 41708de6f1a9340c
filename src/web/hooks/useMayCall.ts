import { grantAllows } from '../../generated/abilities.js';
import { operationAccess } from '../../generated/operationAccess.js';
import { useCurrentUser } from './useCurrentUser.js';

/**
 * Whether the signed-in user's role and feature settings meet the grants of an operation (model/operations.yaml id):
 * a screen offers a button only when the API would take the call (the API still decides per record).
 */
export function useMayCall(operationId: string): boolean {
  const { ability } = useCurrentUser();
  const grants = operationAccess[operationId];
  return grants !== undefined && grantAllows(grants, ability);
}
