import type { Kysely } from 'kysely';
import type { Database } from '../../../generated/db.js';
import { fileOwners } from '../../../generated/fileOwners.js';
import { formatMessage } from '../../../shared/validationMessage.js';
import type { AppContext } from '../../core/context.js';
import { AppError } from '../../foundation/errors.js';
import { deleteFiles, ownedFiles, recordFiles, removeStoredFiles, unrecordedKeys, type StagedFile } from '../../storage/storedFiles.js';

type Db = Kysely<Database>;

/** A message that carries attachments: a notice, a contact, a communication (the entities declaring `files:`). */
export type AttachmentOwner = keyof typeof fileOwners;

/**
 * Records a message's attachments inside its transaction, in the file store: keeps those of `keepIds` (each must be
 * the message's: REFERENCE_NOT_FOUND), drops the others, adds the staged files after them; more than the owner's
 * limit in all (model `files.maxCount`) is ATTACHMENT_TOO_MANY. Answers the storage keys of the dropped ones, to
 * remove after commit.
 */
export async function writeAttachments(trx: Db, options: { companyId: number; ownerKind: AttachmentOwner; ownerId: number; uploadedBy: number; keepIds: number[] | undefined; added: StagedFile[] }): Promise<string[]> {
  const { companyId, ownerKind, ownerId, added } = options;
  const maxFiles = fileOwners[ownerKind].rules.maxCount;
  const owner = { companyId, ownerKind, ownerId } as const;
  const existing = await ownedFiles(trx, owner);
  const keepIds = options.keepIds ?? existing.map((a) => a.id);
  if (keepIds.some((id) => !existing.some((a) => a.id === id))) {
    throw new AppError('REFERENCE_NOT_FOUND', { errors: [{ field: 'keep_attachment_ids', message: formatMessage('noticeApi.attachmentUnknown') }] });
  }
  if (keepIds.length + added.length > maxFiles) throw new AppError('ATTACHMENT_TOO_MANY', { values: { max: maxFiles } });
  const droppedKeys = await deleteFiles(trx, { companyId, ids: existing.filter((a) => !keepIds.includes(a.id)).map((a) => a.id) });
  await recordFiles(trx, { ...owner, uploadedBy: options.uploadedBy, files: added });
  return droppedKeys;
}

/**
 * Runs a save's transaction; the files it dropped leave storage after commit, unless another record still names
 * them (one upload attached to the contacts of several families). Its new files were stored before (the operation's
 * upload path, stagedUploads.ts), which removes them again if the save fails.
 */
export async function withDroppedFiles<T>(ctx: AppContext, companyId: number, save: () => Promise<{ result: T; droppedKeys: string[] }>): Promise<T> {
  const outcome = await save();
  await removeStoredFiles(ctx.storage, await unrecordedKeys(ctx.db, { companyId, keys: outcome.droppedKeys }));
  return outcome.result;
}
