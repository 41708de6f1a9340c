import { parseId } from '../crud/operations.js';
import { assertFileReadable, findCompanyFile } from '../domains/files/fileAccess.js';
import { readStoredFile } from '../storage/storedFiles.js';
import { sendFile } from '../core/fileReply.js';
import { signedIn } from './signedIn.js';
import type { Handler } from './types.js';

/**
 * GET /files/{id}: a stored file of any area, to whoever may read the record owning it (that record's own read rule),
 * with its detected type, its name and nosniff. Another company's file or an unknown id: NOT_FOUND.
 */
export const downloadFile: Handler = async ({ ctx, principal, params, request, reply }) => {
  const caller = signedIn(principal);
  const file = await findCompanyFile(ctx, { principal: caller, fileId: parseId(params.id) });
  await assertFileReadable(ctx, { request, principal: caller, file });
  const bytes = await readStoredFile(ctx.storage, file.storage_key);
  return sendFile(reply, { fileName: file.file_name, contentType: file.content_type, bytes });
};
