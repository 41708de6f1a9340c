import { useContext } from 'react';
import type { CurrentUser } from '../providers/currentUser.js';
import { CurrentUserContext } from '../providers/CurrentUserContext.js';

/** The signed-in user; only inside the auth guard. */
export function useCurrentUser(): CurrentUser {
  const user = useContext(CurrentUserContext);
  if (!user) throw new Error('useCurrentUser is used outside the auth guard');
  return user;
}
