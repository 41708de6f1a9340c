import { eventMarkers } from '../domains/events/eventFrames.js';
import { lessonGrid as readGrid } from '../domains/lessons/lessonGrid.js';
import { signedIn } from './signedIn.js';
import { readingAuthVersion } from './types.js';

/**
 * GET /frame-divide/grid: a schoolhouse's seats × periods with the lessons, make-up requests and closed days of a range,
 * in one statement that also confirms a cached principal (readingAuthVersion), and the event markers of the range.
 */
export const lessonGrid = readingAuthVersion(async ({ ctx, principal, query, unconfirmed, authVersionRead }) => {
  const caller = signedIn(principal);
  const { schoolhouse_id: schoolhouseId, from, to } = query as { schoolhouse_id: number; from: string; to: string };
  const grid = await readGrid(ctx.db, { companyId: caller.companyId, schoolhouseId, from, to, unconfirmed, authVersionRead });
  return { ...grid, events: await eventMarkers(ctx.db, { principal: caller, schoolhouseId, from, to }) };
});
