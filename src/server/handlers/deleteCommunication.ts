import { parseId } from '../crud/operations.js';
import { MessageAudience } from '../../generated/enums.js';
import { deleteNotice } from '../domains/notices/saveNotice.js';
import { signedIn } from './signedIn.js';
import type { Handler } from './types.js';

/** DELETE /communications/{id}: the notice core's delete, audience teachers (its sender or staff). */
export const deleteCommunication: Handler = async ({ ctx, principal, params }) =>
  deleteNotice(ctx, { principal: signedIn(principal), noticeId: parseId(params.id), audience: MessageAudience.teachers });
