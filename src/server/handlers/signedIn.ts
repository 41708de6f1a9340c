import type { Principal } from '../auth/principal.js';
import { AppError } from '../foundation/errors.js';

/** The principal of a non-public operation (the route has authenticated it); UNAUTHENTICATED if somehow absent. */
export function signedIn(principal: Principal | undefined): Principal {
  if (!principal) throw new AppError('UNAUTHENTICATED');
  return principal;
}
