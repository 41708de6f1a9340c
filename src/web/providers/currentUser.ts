import type { AbilityUser, RoleName } from '../../generated/abilities.js';
import type { components } from '../../generated/api.js';
import { currentToken } from '../session/session.js';
import { apiClient } from './apiClient.js';
import { ApiError, toApiError } from './apiError.js';
import { registerCurrentAccess } from './errorResponses.js';

type CurrentUserResponse = components['schemas']['AuthCurrentUserResponse'];

/** The signed-in user as the shell uses it: the API answer with its ability typed for CASL. */
export interface CurrentUser extends Omit<CurrentUserResponse, 'ability' | 'role'> {
  role: RoleName;
  ability: AbilityUser;
}

function toCurrentUser(body: CurrentUserResponse, roles: Readonly<Record<RoleName, unknown>>): CurrentUser {
  const role = body.ability.role;
  const isRoleName = (value: string): value is RoleName => Object.hasOwn(roles, value);
  if (!isRoleName(role)) throw new ApiError({ message: `unknown role "${role}"`, status: 500 });
  return { ...body, role, ability: { ...body.ability, role } };
}

let cached: { token: string; user: Promise<CurrentUser> } | undefined;

async function loadCurrentUser(): Promise<CurrentUser> {
  // The generated rules load beside the first identity request, keeping them out of the login page.
  const [{ data, error, response }, { roleAuthority }] = await Promise.all([
    apiClient.GET('/api/v1/auth-search/users/current'),
    import('../../generated/abilities.js'),
  ]);
  if (error !== undefined || data === undefined) throw toApiError({ status: response.status, body: error });
  return toCurrentUser(data, roleAuthority);
}

/** The current user of the stored token, fetched once per token (a new sign-in fetches again). */
export function fetchCurrentUser(): Promise<CurrentUser> {
  const token = currentToken();
  if (!token) return Promise.reject(new ApiError({ message: 'not signed in', status: 401 }));
  if (cached?.token === token) return cached.user;
  const user = loadCurrentUser().catch((error: unknown) => {
    // A failed fetch is not cached: the next call (retry button, next page) asks again.
    if (cached?.token === token) cached = undefined;
    throw error;
  });
  cached = { token, user };
  return user;
}

/** Forgets the cached user (sign-out). */
export function forgetCurrentUser(): void {
  cached = undefined;
}

// The answer follower (errorResponses.ts) sends a user somewhere by their rights: it asks through this.
registerCurrentAccess(async () => {
  const [user, { abilityOf }] = await Promise.all([fetchCurrentUser(), import('./ability.js')]);
  return { role: user.role, ability: abilityOf(user) };
});
