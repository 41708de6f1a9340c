import { createContext } from 'react';
import type { CurrentUser } from './currentUser.js';

/** The signed-in user, provided by the auth guard once fetched. */
export const CurrentUserContext = createContext<CurrentUser | undefined>(undefined);
