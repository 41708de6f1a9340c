import { currentUserView } from '../domains/account/currentUserView.js';
import { signedIn } from './signedIn.js';
import type { Handler } from './types.js';

/** GET /auth-search/users/current: the signed-in user (or the linked account acted as) and what the access rules need. */
export const currentUser: Handler = async ({ ctx, principal }) => currentUserView(ctx.db, signedIn(principal));
