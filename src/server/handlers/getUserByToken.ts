import { exchangeSwitchToken } from '../auth/switchToken.js';
import type { Handler } from './types.js';

/** POST /get-user-by-token/{token}: log-in from a query token on the URL (spec section 4; non-students only). */
export const getUserByToken: Handler = async ({ ctx, params, request }) =>
  exchangeSwitchToken(ctx, { token: params.token, address: request.ip });
