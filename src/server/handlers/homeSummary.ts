import { guardianHome } from '../domains/home/guardianHome.js';
import { managerHome } from '../domains/home/managerHome.js';
import { messageSideOf } from '../domains/messaging/messageSide.js';
import { signedIn } from './signedIn.js';
import type { Handler } from './types.js';

/** GET /home/summary: a guardian's cards for the child acted as, or the manage side's cards for staff and teachers. */
export const homeSummary: Handler = async ({ ctx, principal }) => {
  const p = signedIn(principal);
  return messageSideOf(p) === 'guardian' ? guardianHome(ctx.db, p) : managerHome(ctx.db, p);
};
