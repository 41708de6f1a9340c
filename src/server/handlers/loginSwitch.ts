import { exchangeSwitchToken } from '../auth/switchToken.js';
import type { Handler } from './types.js';

/** POST /login-switch/{token}: log-in with a one-time token when switching in from another app. */
export const loginSwitch: Handler = async ({ ctx, params, request }) =>
  exchangeSwitchToken(ctx, { token: params.token, address: request.ip });
