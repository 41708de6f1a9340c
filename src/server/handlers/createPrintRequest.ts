import { createPrintRequest as create, type PrintRequestInput } from '../domains/printing/printRequests.js';
import { signedIn } from './signedIn.js';
import type { Handler } from './types.js';

/** POST /print-requests: a document queued for printing at a schoolhouse (or recorded as printed at once). */
/** Answers 200 with the row, as its OpenAPI operation says (every operation of operations.yaml does). */
export const createPrintRequest: Handler = async ({ ctx, principal, body }) => create(ctx, { principal: signedIn(principal), input: body as PrintRequestInput });
