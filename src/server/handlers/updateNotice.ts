import { parseId } from '../crud/operations.js';
import type { NoticeBody } from '../domains/notices/noticeInput.js';
import { updateNotice as saveExisting } from '../domains/notices/saveNotice.js';
import { signedIn } from './signedIn.js';
import type { Handler } from './types.js';

/** POST /notices/{id} (multipart): changes a notice the caller may edit. */
export const updateNotice: Handler = async ({ ctx, principal, params, body, uploads }) =>
  saveExisting(ctx, { principal: signedIn(principal), noticeId: parseId(params.id), body: body as NoticeBody, uploads });
