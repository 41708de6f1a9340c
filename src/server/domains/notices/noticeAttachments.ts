import type { Kysely } from 'kysely';
import type { Database } from '../../../generated/db.js';
import { fileOwners } from '../../../generated/fileOwners.js';
import { formatMessage } from '../../../shared/validationMessage.js';
import { AppError } from '../../foundation/errors.js';
import { deleteFiles, ownedFiles, recordFiles, type StagedFile } from '../../storage/storedFiles.js';

type Db = Kysely<Database>;

/** Most attachments a notice carries (model notice `files.maxCount`, constants.attachmentMaxFiles). */
const MAX_FILES = fileOwners.notice.rules.maxCount;

/**
 * Records a notice's attachments inside its transaction, in the file store: keeps those of `keepIds` (each must be
 * the notice's: REFERENCE_NOT_FOUND), drops the others, adds the staged files after them; more than the limit in all
 * is ATTACHMENT_TOO_MANY. Answers the storage keys of the dropped ones, to remove after commit.
 */
export async function writeAttachments(trx: Db, options: { companyId: number; noticeId: number; uploadedBy: number; keepIds: number[] | undefined; added: StagedFile[] }): Promise<string[]> {
  const { companyId, noticeId, added } = options;
  const owner = { companyId, ownerKind: 'notice', ownerId: noticeId } as const;
  const existing = await ownedFiles(trx, owner);
  const keepIds = options.keepIds ?? existing.map((a) => a.id);
  if (keepIds.some((id) => !existing.some((a) => a.id === id))) {
    throw new AppError('REFERENCE_NOT_FOUND', { errors: [{ field: 'keep_attachment_ids', message: formatMessage('noticeApi.attachmentUnknown') }] });
  }
  if (keepIds.length + added.length > MAX_FILES) throw new AppError('ATTACHMENT_TOO_MANY', { values: { max: MAX_FILES } });
  const droppedKeys = await deleteFiles(trx, { companyId, ids: existing.filter((a) => !keepIds.includes(a.id)).map((a) => a.id) });
  await recordFiles(trx, { ...owner, uploadedBy: options.uploadedBy, files: added });
  return droppedKeys;
}
