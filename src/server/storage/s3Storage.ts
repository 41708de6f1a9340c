import type * as S3Sdk from '@aws-sdk/client-s3';
import type { S3StorageConfig } from '../foundation/config.js';
import { checkStorageKey, missingFile, type FileStorage } from './fileStorage.js';

/**
 * Files in an S3-compatible store: every API node reads what any node wrote, so a file uploaded through one node is
 * downloaded through another. Objects are named by the server's storage keys as they are. The SDK loads with the first
 * file stored or read, not with the server (~0.2 s of every start).
 */
export function s3Storage(config: S3StorageConfig): FileStorage {
  let opened: Promise<{ sdk: typeof S3Sdk; client: S3Sdk.S3Client }> | undefined;
  const open = () => opened ??= import('@aws-sdk/client-s3').then((sdk) => ({ sdk, client: newClient(sdk, config) }));
  const bucket = config.bucket;
  return {
    async put({ key, bytes }) {
      const { sdk, client } = await open();
      // A PUT replaces the object whole: a reader sees the old bytes or the new ones, never half of them.
      await client.send(new sdk.PutObjectCommand({ Bucket: bucket, Key: checkStorageKey(key), Body: bytes, ContentLength: bytes.length }));
    },
    async read(key) {
      const { sdk, client } = await open();
      try {
        const answer = await client.send(new sdk.GetObjectCommand({ Bucket: bucket, Key: checkStorageKey(key) }));
        if (!answer.Body) throw missingFile(key);
        return Buffer.from(await answer.Body.transformToByteArray());
      } catch (error) {
        if (error instanceof sdk.NoSuchKey || (error instanceof sdk.S3ServiceException && error.$metadata.httpStatusCode === 404)) throw missingFile(key);
        throw error;
      }
    },
    async remove(key) {
      const { sdk, client } = await open();
      // S3 answers a delete of a missing key as done, which is what remove promises.
      await client.send(new sdk.DeleteObjectCommand({ Bucket: bucket, Key: checkStorageKey(key) }));
    },
  };
}

function newClient(sdk: typeof S3Sdk, config: S3StorageConfig): S3Sdk.S3Client {
  return new sdk.S3Client({
    endpoint: config.endpoint,
    region: config.region,
    forcePathStyle: config.forcePathStyle,
    credentials: config.credentials,
    // The SDK's default CRC32 checksums (trailing, with aws-chunked bodies) are not understood by every S3-compatible
    // store; a checksum only where the API requires one works with all of them.
    requestChecksumCalculation: 'WHEN_REQUIRED',
    responseChecksumValidation: 'WHEN_REQUIRED',
  });
}
