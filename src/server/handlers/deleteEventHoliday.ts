import { parseId } from '../crud/operations.js';
import { deleteHoliday } from '../domains/events/eventHolidays.js';
import { signedIn } from './signedIn.js';
import type { Handler } from './types.js';

/** DELETE /events/holidays/{id}: the closed day opened again. */
export const deleteEventHoliday: Handler = async ({ ctx, principal, params }) => deleteHoliday(ctx.db, { principal: signedIn(principal), id: parseId(params.id) });
