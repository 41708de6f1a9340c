import type { HandlerName } from '../../generated/operations.js';
import { currentUser } from './currentUser.js';
import { login } from './login.js';
import type { Handler } from './types.js';

/** Every handler that model/operations.yaml names; a missing one is a type error. */
export const handlers: Record<HandlerName, Handler> = { currentUser, login };
