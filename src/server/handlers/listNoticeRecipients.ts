import { parseId } from '../crud/operations.js';
import { recipientPage, type RecipientListQuery } from '../domains/notices/recipientList.js';
import { signedIn } from './signedIn.js';
import type { Handler } from './types.js';

/** GET /notices/{id}/recipients: per recipient the read, comment, answer and delivery state. */
export const listNoticeRecipients: Handler = async ({ ctx, principal, params, query }) =>
  recipientPage(ctx.db, { principal: signedIn(principal), noticeId: parseId(params.id), query: query as unknown as RecipientListQuery });
