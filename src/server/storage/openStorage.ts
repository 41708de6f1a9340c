import type { ServerConfig } from '../foundation/config.js';
import { diskStorage, type FileStorage } from './fileStorage.js';
import { s3Storage } from './s3Storage.js';

/** The storage adapter the settings choose: local disk (FILE_STORAGE=disk, the default) or an S3-compatible store. */
export function openStorage(config: Pick<ServerConfig, 'filesDir' | 's3'>): FileStorage {
  return config.s3 ? s3Storage(config.s3) : diskStorage(config.filesDir);
}
