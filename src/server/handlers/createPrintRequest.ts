import { createPrintRequest as create, type PrintRequestInput } from '../domains/printing/printRequests.js';
import { signedIn } from './signedIn.js';
import type { Handler } from './types.js';

/** POST /print-requests: a document queued for printing at a schoolhouse (or recorded as printed at once). */
export const createPrintRequest: Handler = async ({ ctx, principal, body, reply }) => {
  const row = await create(ctx, { principal: signedIn(principal), input: body as PrintRequestInput });
  reply.status(201);
  return row;
};
