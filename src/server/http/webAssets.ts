import { readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import fastifyCompress from '@fastify/compress';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance } from 'fastify';

/** Answers at least this large are compressed on the fly; the build precompresses assets from the same size. */
export const COMPRESS_THRESHOLD_BYTES = 1024;

/** Cache-Control of content-hashed files: their name changes with their content, so they never need revalidating. */
export const IMMUTABLE_CACHE_CONTROL = 'public, max-age=31536000, immutable';

/** The placeholder in index.html (a <meta property="csp-nonce"> the app reads) that each answer replaces. */
export const CSP_NONCE_PLACEHOLDER = '__CSP_NONCE__';

/**
 * The built app's content-hashed files under `<base>/assets/`: the .br or .gz file the build wrote beside each one
 * (scripts/precompress.mjs) when the client accepts it, with `Vary: Accept-Encoding`, cached for a year as immutable.
 * Registered before @fastify/compress, so a file is never compressed twice (or on the fly at all: those under 1 KB
 * have no precompressed sibling and leave as they are).
 */
export async function registerWebAssets(app: FastifyInstance, options: { webDir: string; base: string }): Promise<void> {
  await app.register(fastifyStatic, {
    root: join(options.webDir, 'assets'),
    prefix: `${options.base}/assets/`,
    index: false,
    decorateReply: false,
    preCompressed: true,
    maxAge: 365 * 24 * 60 * 60 * 1000,
    immutable: true,
  });
}

/**
 * JSON (and other text) answers of 1 KB or more compressed with brotli or gzip as the client accepts (brotli at
 * @fastify/compress's quality 4, fast enough per request); request bodies are not decompressed (no compressed
 * uploads are expected, and a decompressed body would only widen what a client can make the server do).
 */
export async function registerCompression(app: FastifyInstance): Promise<void> {
  await app.register(fastifyCompress, { threshold: COMPRESS_THRESHOLD_BYTES, encodings: ['br', 'gzip'], globalDecompression: false });
}

/**
 * index.html of the build, read again only when the file changes (a rebuild while the server runs); while a rebuild
 * has removed it, the last one read.
 */
export function indexHtmlReader(webDir: string): () => string {
  const file = join(webDir, 'index.html');
  let cached: { mtimeMs: number; html: string } | undefined;
  return () => {
    try {
      const { mtimeMs } = statSync(file);
      if (cached?.mtimeMs !== mtimeMs) cached = { mtimeMs, html: readFileSync(file, 'utf8') };
    } catch (err) {
      if (!cached) throw err;
    }
    return cached.html;
  };
}

/** index.html with this answer's style nonce in place of the placeholder. */
export function withNonce(html: string, nonce: string): string {
  return html.replaceAll(CSP_NONCE_PLACEHOLDER, nonce);
}
