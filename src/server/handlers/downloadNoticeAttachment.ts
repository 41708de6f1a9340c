import { parseId } from '../crud/operations.js';
import { readStoredFile } from '../domains/notices/noticeAttachments.js';
import { findManagedNotice, findReceivedNotice, noticeSideOf } from '../domains/notices/noticeAccess.js';
import { AppError } from '../core/errors.js';
import { attachmentDisposition } from '../core/contentDisposition.js';
import { signedIn } from './signedIn.js';
import type { Handler } from './types.js';

/**
 * GET /notices/{id}/attachments/{attachmentId}: a file of a notice the caller may see — a guardian their own received
 * copy, the manage side a notice it sees — answered as a download that the browser never sniffs or caches.
 */
export const downloadNoticeAttachment: Handler = async ({ ctx, principal, params, reply }) => {
  const caller = signedIn(principal);
  const noticeId = parseId(params.id);
  const attachmentId = parseId(params.attachmentId);
  if (noticeSideOf(caller) === 'guardian') await findReceivedNotice(ctx.db, { principal: caller, noticeId });
  else await findManagedNotice(ctx.db, { principal: caller, noticeId });
  const file = await ctx.db.selectFrom('notice_attachments').select(['file_name', 'content_type', 'storage_key'])
    .where('company_id', '=', caller.companyId).where('notice_id', '=', noticeId).where('id', '=', attachmentId).executeTakeFirst();
  if (!file) throw new AppError('NOT_FOUND');
  const bytes = await readStoredFile(ctx.storage, file.storage_key);
  return reply.type(file.content_type).headers({
    'content-disposition': attachmentDisposition(file.file_name),
    'x-content-type-options': 'nosniff',
    'cache-control': 'private, no-store',
  }).send(bytes);
};
