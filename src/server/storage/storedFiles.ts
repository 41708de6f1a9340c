/**
 * The records of stored files (table files) and their bytes in the storage adapter: what every area's upload, download
 * and delete use, below the domains and the generic CRUD.
 */
import type { Kysely } from 'kysely';
import type { Database } from '../../generated/db.js';
import type { FileOwnerKind } from '../../generated/fileOwners.js';
import { AppError } from '../foundation/errors.js';
import { isMissingFile, newStorageKey, type FileStorage } from './fileStorage.js';

type Db = Kysely<Database>;

/** An uploaded file written to storage before the transaction that records it (or removed if none does). */
export interface StagedFile { fileName: string; contentType: string; byteSize: number; storageKey: string }

/** A stored file's record (table files). */
export interface FileRecord { id: number; file_name: string; content_type: string; byte_size: number; storage_key: string }

/** Who owns a file: the owning entity's name and the row's id, in one company. */
export interface FileOwner { companyId: number; ownerKind: FileOwnerKind; ownerId: number }

/**
 * Writes uploaded files to storage under new keys (`<company>/<owner kind>/<random>`). Runs before the database
 * transaction that records them (no transaction waits on the store); a failure removes what was written.
 */
export async function stageFiles(storage: FileStorage, options: { companyId: number; ownerKind: FileOwnerKind; files: ReadonlyArray<{ fileName: string; contentType: string; bytes: Buffer }> }): Promise<StagedFile[]> {
  const staged: StagedFile[] = [];
  try {
    for (const file of options.files) {
      const storageKey = newStorageKey({ companyId: options.companyId, kind: options.ownerKind });
      await storage.put({ key: storageKey, bytes: file.bytes });
      staged.push({ fileName: file.fileName, contentType: file.contentType, byteSize: file.bytes.length, storageKey });
    }
  } catch (error) {
    await removeStoredFiles(storage, staged.map((f) => f.storageKey));
    throw error;
  }
  return staged;
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

/** Records staged files as the owner's, in the caller's transaction; answers their ids in order. */
export async function recordFiles(trx: Db, options: FileOwner & { uploadedBy: number; files: StagedFile[] }): Promise<number[]> {
  if (options.files.length === 0) return [];
  const rows = await trx.insertInto('files').values(options.files.map((f) => ({
    company_id: options.companyId, owner_kind: options.ownerKind, owner_id: options.ownerId, file_name: f.fileName,
    content_type: f.contentType, byte_size: f.byteSize, storage_key: f.storageKey, uploaded_by_user_id: options.uploadedBy,
  }))).returning('id').execute();
  return rows.map((r) => r.id);
}

/** A record's files in the order they were added. */
export async function ownedFiles(db: Db, options: FileOwner): Promise<FileRecord[]> {
  return db.selectFrom('files').select(['id', 'file_name', 'content_type', 'byte_size', 'storage_key'])
    .where('company_id', '=', options.companyId).where('owner_kind', '=', options.ownerKind).where('owner_id', '=', options.ownerId)
    .orderBy('id').execute();
}

/** Deletes file records in the caller's transaction; answers their storage keys, to remove after commit. */
export async function deleteFiles(trx: Db, options: { companyId: number; ids: number[] }): Promise<string[]> {
  if (options.ids.length === 0) return [];
  const rows = await trx.deleteFrom('files').where('company_id', '=', options.companyId).where('id', 'in', options.ids).returning('storage_key').execute();
  return rows.map((r) => r.storage_key);
}

/** Deletes every file of the owners (records being deleted); answers the storage keys, to remove after commit. */
export async function deleteOwnedFiles(trx: Db, options: { companyId: number; ownerKind: FileOwnerKind; ownerIds: number[] }): Promise<string[]> {
  if (options.ownerIds.length === 0) return [];
  const rows = await trx.deleteFrom('files').where('company_id', '=', options.companyId).where('owner_kind', '=', options.ownerKind)
    .where('owner_id', 'in', options.ownerIds).returning('storage_key').execute();
  return rows.map((r) => r.storage_key);
}

/** Of the given storage keys, those no file record names (staged by a request that did not keep them). */
export async function unrecordedKeys(db: Db, options: { companyId: number; keys: string[] }): Promise<string[]> {
  if (options.keys.length === 0) return [];
  const recorded = await db.selectFrom('files').select('storage_key').where('company_id', '=', options.companyId).where('storage_key', 'in', options.keys).execute();
  const named = new Set(recorded.map((r) => r.storage_key));
  return options.keys.filter((k) => !named.has(k));
}

/**
 * The bytes of a stored file; NOT_FOUND when storage no longer has them (the record outlived its bytes), any other
 * storage failure propagates.
 */
export async function readStoredFile(storage: FileStorage, key: string): Promise<Buffer> {
  try {
    return await storage.read(key);
  } catch (error) {
    if (isMissingFile(error)) throw new AppError('NOT_FOUND');
    throw error;
  }
}
