// Build step after `vite build` (npm run build): writes <file>.br (brotli, quality 11) and <file>.gz (gzip, level 9)
// beside every file of dist/web/assets of 1 KB or more, which the server sends as they are to clients that accept
// them (@fastify/static preCompressed). A compressed copy that is not smaller than its file is not kept.
import { readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';

/** Files under this size are sent as they are (the same limit as the server's on-the-fly compression). */
export const PRECOMPRESS_MIN_BYTES = 1024;

/** What one run wrote: files compressed and bytes before and after. */
export interface PrecompressResult {
  files: number;
  bytes: number;
  brotliBytes: number;
  gzipBytes: number;
}

/** Writes .br and .gz beside every file of `dir` (not recursively) of PRECOMPRESS_MIN_BYTES or more. */
export function precompressDirectory(dir: string): PrecompressResult {
  const result: PrecompressResult = { files: 0, bytes: 0, brotliBytes: 0, gzipBytes: 0 };
  for (const name of readdirSync(dir)) {
    if (name.endsWith('.br') || name.endsWith('.gz')) continue;
    const file = join(dir, name);
    const stat = statSync(file);
    if (!stat.isFile() || stat.size < PRECOMPRESS_MIN_BYTES) continue;
    const content = readFileSync(file);
    const brotli = brotliCompressSync(content, {
      params: { [constants.BROTLI_PARAM_QUALITY]: 11, [constants.BROTLI_PARAM_SIZE_HINT]: content.length },
    });
    const gzip = gzipSync(content, { level: 9 });
    result.files += 1;
    result.bytes += content.length;
    if (brotli.length < content.length) {
      writeFileSync(`${file}.br`, brotli);
      result.brotliBytes += brotli.length;
    }
    if (gzip.length < content.length) {
      writeFileSync(`${file}.gz`, gzip);
      result.gzipBytes += gzip.length;
    }
  }
  return result;
}

const isMain = process.argv[1] !== undefined && resolve(process.argv[1]) === resolve(import.meta.filename);
if (isMain) {
  const dir = resolve(process.argv[2] ?? 'dist/web/assets');
  const r = precompressDirectory(dir);
  const kb = (n: number) => `${(n / 1024).toFixed(0)} KB`;
  console.log(`[precompress] ${r.files} files in ${dir}: ${kb(r.bytes)} → brotli ${kb(r.brotliBytes)}, gzip ${kb(r.gzipBytes)}`);
}
