import { createNotice as saveNew } from '../domains/notices/saveNotice.js';
import type { NoticeBody } from '../domains/notices/noticeInput.js';
import { signedIn } from './signedIn.js';
import type { Handler } from './types.js';

/** POST /notices (multipart): a new notice, saved as a draft, scheduled or sent at once. */
export const createNotice: Handler = async ({ ctx, principal, body, uploads }) =>
  saveNew(ctx, { principal: signedIn(principal), body: body as NoticeBody, uploads });
