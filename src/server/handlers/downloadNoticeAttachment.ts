import { parseId } from '../crud/operations.js';
import { assertFileReadable, findCompanyFile } from '../domains/files/fileAccess.js';
import { readStoredFile } from '../storage/storedFiles.js';
import { AppError } from '../foundation/errors.js';
import { sendFile } from '../core/fileReply.js';
import { signedIn } from './signedIn.js';
import type { Handler } from './types.js';

/**
 * GET /notices/{id}/attachments/{attachmentId}: the older address of a notice's file, kept as an alias of GET
 * /files/{id} (the web uses that one): the file must be that notice's, and the notice readable by the caller.
 */
export const downloadNoticeAttachment: Handler = async ({ ctx, principal, params, request, reply }) => {
  const caller = signedIn(principal);
  const noticeId = parseId(params.id);
  const file = await findCompanyFile(ctx, { principal: caller, fileId: parseId(params.attachmentId) });
  if (file.owner_kind !== 'notice' || file.owner_id !== noticeId) throw new AppError('NOT_FOUND');
  await assertFileReadable(ctx, { request, principal: caller, file });
  const bytes = await readStoredFile(ctx.storage, file.storage_key);
  return sendFile(reply, { fileName: file.file_name, contentType: file.content_type, bytes });
};
