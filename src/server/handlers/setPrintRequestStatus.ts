import { parseId } from '../crud/operations.js';
import { setPrintRequestStatus as setStatus } from '../domains/printing/printRequests.js';
import { signedIn } from './signedIn.js';
import type { Handler } from './types.js';

/** POST /print-requests/{id}/status: printed, cancelled or waiting again; another company's id is NOT_FOUND. */
export const setPrintRequestStatus: Handler = async ({ ctx, principal, params, body }) => {
  const id = parseId(params.id);
  return setStatus(ctx, { principal: signedIn(principal), id, status: (body as { status: number }).status });
};
