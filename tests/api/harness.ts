import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import type { Kysely } from 'kysely';
import type { Database } from '../../src/generated/db.js';
import { buildApp } from '../../src/server/app.js';
import type { ServerConfig } from '../../src/server/foundation/config.js';
import { JobQueue } from '../../src/server/core/jobQueue.js';
import { DEMO_PASSWORD } from '../../src/server/seed/seed.js';
import { diskStorage } from '../../src/server/storage/fileStorage.js';
import { freshDatabase } from '../fixtures/databaseTemplate.js';

/** A running API on a fresh, seeded database: PGlite in memory, or a PostgreSQL database of its own when DATABASE_URL is set. */
export interface TestApp {
  app: FastifyInstance;
  db: Kysely<Database>;
  kind: 'pglite' | 'postgres';
  /** The job queue the app sends to (started; workers run when the test starts them). */
  jobs: JobQueue;
  /** Folder of the app's disk storage (removed on close). */
  filesDir: string;
  /** Signs a demo user in and returns the bearer header (cached per user name for the file). */
  authAs(username: string): Promise<{ authorization: string }>;
  /** POST /communication/login as it arrives from a client address; the demo password unless another is given. */
  login(username: string, options?: { password?: string; remoteAddress?: string }): Promise<LightMyRequestResponse>;
  /** A fresh (uncached) bearer header of a demo user. */
  freshAuth(username: string): Promise<{ authorization: string }>;
  close(): Promise<void>;
}

/** The catalogue code (model/errors.yaml) of an error answer. */
export const codeOf = (res: { json(): unknown }) => (res.json() as { code: number }).code;

export const testConfig: ServerConfig = {
  port: 0, host: '127.0.0.1', dataDir: '/nonexistent', jwtSecret: new TextEncoder().encode('test-secret-test-secret-test-secret-0123'),
  tokenTtlSeconds: 3600, webDir: '/nonexistent', filesDir: '/nonexistent', mailFrom: 'portal@example.jp', publicUrl: 'https://portal.example.jp', isJobsEnabled: false,
  databasePreparedStatements: true,
};

/** Starts the API on a database of this test file: a copy of the migrated, seeded demo company (tests/fixtures/databaseTemplate.ts). */
export async function startTestApp(options: { config?: Partial<ServerConfig> } = {}): Promise<TestApp> {
  const database = await freshDatabase();
  const jobs = new JobQueue(database.db);
  await jobs.start();
  const filesDir = mkdtempSync(join(tmpdir(), 'portal-files-'));
  const config = { ...testConfig, filesDir, ...options.config };
  const app = await buildApp({ db: database.db, config, storage: diskStorage(config.filesDir), jobs });
  const tokens = new Map<string, string>();
  const login: TestApp['login'] = (username, options = {}) => app.inject({
    method: 'POST', url: '/api/v1/communication/login', remoteAddress: options.remoteAddress ?? '127.0.0.1',
    payload: { username, password: options.password ?? DEMO_PASSWORD },
  });
  return {
    app, db: database.db, kind: database.kind, jobs, filesDir,
    async authAs(username) {
      let token = tokens.get(username);
      if (!token) {
        const res = await app.inject({ method: 'POST', url: '/api/v1/communication/login', payload: { username, password: DEMO_PASSWORD } });
        if (res.statusCode !== 200) throw new Error(`login ${username}: ${res.statusCode} ${res.body}`);
        token = (res.json() as { token: string }).token;
        tokens.set(username, token);
      }
      return { authorization: `Bearer ${token}` };
    },
    login,
    async freshAuth(username) {
      const res = await login(username);
      if (res.statusCode !== 200) throw new Error(`login ${username}: ${res.statusCode} ${res.body}`);
      return { authorization: `Bearer ${(res.json() as { token: string }).token}` };
    },
    async close() {
      await jobs.stop();
      await app.close();
      await database.close();
      rmSync(filesDir, { recursive: true, force: true });
    },
  };
}
