import type { Kysely } from 'kysely';
import type { Database } from '../../../generated/db.js';
import { operationById } from '../../../generated/operations.js';
import { formatMessage } from '../../../shared/validationMessage.js';
import { AppError } from '../../core/errors.js';
import type { UploadedFile } from '../../core/multipart.js';
import { newStorageKey, type FileStorage } from '../../storage/fileStorage.js';

type Db = Kysely<Database>;

/** A file written to storage before the notice's transaction, to be recorded by it (or removed if it fails). */
export interface StoredFile { fileName: string; contentType: string; byteSize: number; storageKey: string }

/** Most attachments a notice carries (the operation's multipart rule, from constants.attachmentMaxFiles). */
const MAX_FILES = operationById('notice.create').multipart!.maxCount;

/**
 * Writes uploaded files to storage under new keys. Runs before the database transaction (no transaction waits on the
 * disk); {@link removeStoredFiles} undoes it when the transaction fails.
 */
export async function storeUploadedFiles(storage: FileStorage, options: { companyId: number; files: UploadedFile[] }): Promise<StoredFile[]> {
  const stored: StoredFile[] = [];
  try {
    for (const file of options.files) {
      const storageKey = newStorageKey({ companyId: options.companyId, kind: 'notice-attachments' });
      await storage.put({ key: storageKey, bytes: file.bytes });
      stored.push({ fileName: file.fileName, contentType: file.contentType, byteSize: file.bytes.length, storageKey });
    }
  } catch (error) {
    await removeStoredFiles(storage, stored.map((f) => f.storageKey));
    throw error;
  }
  return stored;
}

/** Removes files from storage; a failure is logged, never thrown (the database no longer names them). */
export async function removeStoredFiles(storage: FileStorage, keys: string[]): Promise<void> {
  for (const key of keys) {
    try {
      await storage.remove(key);
    } catch (error) {
      console.error(`could not remove stored file ${key}: ${(error as Error).message}`);
    }
  }
}

/**
 * Records a notice's attachments inside its transaction: keeps those of `keepIds` (each must be the notice's:
 * REFERENCE_NOT_FOUND), drops the others, adds the stored files after them; more than the limit in all is
 * ATTACHMENT_TOO_MANY. Answers the storage keys of the dropped ones, to remove after commit.
 */
export async function writeAttachments(trx: Db, options: { companyId: number; noticeId: number; keepIds: number[] | undefined; added: StoredFile[] }): Promise<string[]> {
  const { companyId, noticeId, added } = options;
  const existing = await trx.selectFrom('notice_attachments').select(['id', 'storage_key', 'sort_order'])
    .where('company_id', '=', companyId).where('notice_id', '=', noticeId).orderBy('sort_order').orderBy('id').execute();
  const keepIds = options.keepIds ?? existing.map((a) => a.id);
  if (keepIds.some((id) => !existing.some((a) => a.id === id))) {
    throw new AppError('REFERENCE_NOT_FOUND', { errors: [{ field: 'keep_attachment_ids', message: formatMessage('noticeApi.attachmentUnknown') }] });
  }
  if (keepIds.length + added.length > MAX_FILES) throw new AppError('ATTACHMENT_TOO_MANY', { values: { max: MAX_FILES } });
  const dropped = existing.filter((a) => !keepIds.includes(a.id));
  if (dropped.length) await trx.deleteFrom('notice_attachments').where('company_id', '=', companyId).where('id', 'in', dropped.map((a) => a.id)).execute();
  const next = existing.reduce((max, a) => Math.max(max, a.sort_order), 0) + 1;
  if (added.length) {
    await trx.insertInto('notice_attachments').values(added.map((f, i) => ({
      company_id: companyId, notice_id: noticeId, file_name: f.fileName, content_type: f.contentType, byte_size: f.byteSize,
      storage_key: f.storageKey, sort_order: next + i,
    }))).execute();
  }
  return dropped.map((a) => a.storage_key);
}

/**
 * The bytes of a notice's stored file; NOT_FOUND when storage no longer has them (the record outlived its file), any
 * other storage failure propagates.
 */
export async function readStoredFile(storage: FileStorage, key: string): Promise<Buffer> {
  try {
    return await storage.read(key);
  } catch (error) {
    if ((error as { code?: string }).code === 'ENOENT') throw new AppError('NOT_FOUND');
    throw error;
  }
}
