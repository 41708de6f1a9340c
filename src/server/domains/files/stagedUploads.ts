import type { FileOwnerKind } from '../../../generated/fileOwners.js';
import type { AppContext } from '../../core/context.js';
import type { UploadedFile } from '../../core/multipart.js';
import { removeStoredFiles, stageFiles, unrecordedKeys, type StagedFile } from '../../storage/storedFiles.js';

/**
 * The one upload path of every multipart operation whose files an entity owns (model `multipart.owner`): the checked
 * files are written to storage first, the handler records those it keeps (recordFiles, in its transaction), and
 * afterwards whatever no record names is removed again — everything when the handler fails. So no file outlives a
 * request without a record, and no transaction waits on the store.
 */
export async function withStagedUploads<T>(ctx: Pick<AppContext, 'db' | 'storage'>, options: { companyId: number; ownerKind: FileOwnerKind; files: UploadedFile[] }, run: (staged: StagedFile[]) => Promise<T>): Promise<T> {
  if (options.files.length === 0) return run([]);
  const staged = await stageFiles(ctx.storage, options);
  const keys = staged.map((f) => f.storageKey);
  let result: T;
  try {
    result = await run(staged);
  } catch (error) {
    await removeStoredFiles(ctx.storage, keys);
    throw error;
  }
  await removeStoredFiles(ctx.storage, await unrecordedKeys(ctx.db, { companyId: options.companyId, keys }));
  return result;
}
