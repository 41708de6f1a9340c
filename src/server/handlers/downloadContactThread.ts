import { csvContentType, csvText, encodeCsv } from '../core/csv.js';
import { parseId } from '../crud/operations.js';
import { contactScopeOf } from '../domains/contacts/contactAccess.js';
import { threadCsv } from '../domains/contacts/threadCsv.js';
import { signedIn } from './signedIn.js';
import type { Handler } from './types.js';

/** GET /contacts/{id}/download?encoding=utf8|sjis: the thread as a CSV that Excel in Japan opens (the school side). */
export const downloadContactThread: Handler = async ({ ctx, principal, params, query, reply }) => {
  const { encoding } = query as { encoding: string };
  const scope = await contactScopeOf(ctx.db, signedIn(principal));
  const { rows, disposition } = await threadCsv(ctx.db, { scope, contactId: parseId(params.id) });
  return reply.header('content-type', csvContentType(encoding)).header('content-disposition', disposition)
    .header('cache-control', 'no-store').send(encodeCsv(csvText(rows), encoding));
};
