import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { readConfig } from '../../../src/server/foundation/config.js';
import { diskStorage, isMissingFile, type FileStorage } from '../../../src/server/storage/fileStorage.js';
import { openStorage } from '../../../src/server/storage/openStorage.js';
import { startLocalS3, type LocalS3 } from '../../fixtures/s3Server.js';

// Both adapters keep one contract (src/server/storage/fileStorage.ts): the S3 one is run against a real
// S3-compatible server (s3rver on loopback), configured the way an operator would, through the settings.

let s3: LocalS3;
const dataDir = mkdtempSync(join(tmpdir(), 'portal-storage-'));
const adapters: Record<string, () => FileStorage> = {};

beforeAll(async () => {
  s3 = await startLocalS3();
  adapters.disk = () => openStorage(readConfig({ DATA_DIR: dataDir }));
  adapters.s3 = () => openStorage(readConfig({ DATA_DIR: dataDir, ...s3.env }));
}, 60_000);
afterAll(async () => {
  await s3?.close();
  rmSync(dataDir, { recursive: true, force: true });
});

describe.each(['disk', 's3'])('the %s storage adapter', (kind) => {
  const storage = () => adapters[kind]!();

  it('should give back the bytes put under a key, and the new bytes after a second put', async () => {
    const bytes = Buffer.from(`%PDF-1.4 保護者会のご案内 ${kind}`.repeat(500));
    await storage().put({ key: `1/file/${kind}-a`, bytes });
    expect((await storage().read(`1/file/${kind}-a`)).equals(bytes)).toBe(true);
    await storage().put({ key: `1/file/${kind}-a`, bytes: Buffer.from('replaced') });
    expect((await storage().read(`1/file/${kind}-a`)).toString()).toBe('replaced');
  });

  it('should answer a missing key with the missing-file error, also after removing it, and remove a missing key quietly', async () => {
    await storage().put({ key: `1/file/${kind}-b`, bytes: Buffer.from('x') });
    await storage().remove(`1/file/${kind}-b`);
    const error = await storage().read(`1/file/${kind}-b`).catch((e: unknown) => e);
    expect(isMissingFile(error)).toBe(true);
    await expect(storage().remove(`1/file/${kind}-never`)).resolves.toBeUndefined();
  });

  it('should refuse a key the server would never make, before touching the store', async () => {
    await expect(storage().put({ key: '../etc/passwd', bytes: Buffer.from('x') })).rejects.toThrow(/invalid storage key/);
    await expect(storage().read('1/FILE/Up')).rejects.toThrow(/invalid storage key/);
  });
});

describe('one store for every node', () => {
  it('should read through a second S3 adapter what the first wrote (two API nodes), which two disks cannot', async () => {
    const bytes = Buffer.from('node A wrote this');
    await adapters.s3!().put({ key: '1/file/shared', bytes });
    expect((await adapters.s3!().read('1/file/shared')).equals(bytes)).toBe(true);
    // The twin: each node with a disk of its own does not see the other's file.
    const nodeA = diskStorage(join(dataDir, 'node-a'));
    const nodeB = diskStorage(join(dataDir, 'node-b'));
    await nodeA.put({ key: '1/file/shared', bytes });
    expect(isMissingFile(await nodeB.read('1/file/shared').catch((e: unknown) => e))).toBe(true);
  });
});

describe('FILE_STORAGE settings', () => {
  it('should keep files on disk unless FILE_STORAGE=s3', () => {
    expect(readConfig({ DATA_DIR: dataDir }).s3).toBeUndefined();
    expect(readConfig({ DATA_DIR: dataDir, FILE_STORAGE: 'disk', S3_BUCKET: 'b' }).s3).toBeUndefined();
  });

  it('should read the S3 settings, path-style for a store at an address of its own', () => {
    expect(readConfig({ DATA_DIR: dataDir, ...s3.env, S3_ENDPOINT: `${s3.endpoint}/` }).s3).toEqual({
      endpoint: s3.endpoint, bucket: s3.bucket, region: 'us-east-1', forcePathStyle: true,
      credentials: { accessKeyId: 'S3RVER', secretAccessKey: 'S3RVER' },
    });
    expect(readConfig({ DATA_DIR: dataDir, FILE_STORAGE: 's3', S3_BUCKET: 'b', S3_REGION: 'ap-northeast-1' }).s3).toEqual({ bucket: 'b', region: 'ap-northeast-1', forcePathStyle: false });
  });

  it.each([
    ['an unknown kind', { FILE_STORAGE: 'ftp' }, /FILE_STORAGE/],
    ['s3 without a bucket', { FILE_STORAGE: 's3' }, /S3_BUCKET/],
    ['a key id without its secret', { FILE_STORAGE: 's3', S3_BUCKET: 'b', S3_ACCESS_KEY_ID: 'k' }, /S3_SECRET_ACCESS_KEY/],
    ['an endpoint that is no URL', { FILE_STORAGE: 's3', S3_BUCKET: 'b', S3_ENDPOINT: 'minio:9000' }, /S3_ENDPOINT/],
  ])('should refuse %s at start-up, naming the setting', (_case, env, message) => {
    expect(() => readConfig({ DATA_DIR: dataDir, ...env })).toThrow(message);
  });
});
