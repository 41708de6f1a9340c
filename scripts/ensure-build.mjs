// `prestart`: build the web app with Vite when dist/web/index.html is missing or older than its
// sources (src/web, src/generated, index.html). Plain Node ESM, no dependencies.
import { spawnSync } from 'node:child_process';
import { readdirSync, statSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const target = path.join(root, 'dist/web/index.html');
const sources = ['src/web', 'src/generated', 'index.html'].map((p) => path.join(root, p));

function mtime(file) {
  try {
    return statSync(file).mtimeMs;
  } catch {
    return undefined;
  }
}

/** Newest mtime of a file, or of any file below a directory (0 when nothing exists). */
function newest(entry) {
  let stat;
  try {
    stat = statSync(entry);
  } catch {
    return 0;
  }
  if (!stat.isDirectory()) return stat.mtimeMs;
  let max = 0;
  for (const dirent of readdirSync(entry, { withFileTypes: true })) {
    if (dirent.name === 'node_modules' || dirent.name.startsWith('.')) continue;
    max = Math.max(max, newest(path.join(entry, dirent.name)));
  }
  return max;
}

const built = mtime(target);
const sourceTime = Math.max(...sources.map(newest));
let reason;
if (built === undefined) reason = 'dist/web/index.html is missing';
else if (sourceTime > built) reason = 'sources changed since the last build';

if (reason) {
  console.log(`[ensure-build] ${reason}; running npm run build (vite build, then the .br and .gz of the assets) ...`);
  const result = spawnSync('npm', ['run', '--silent', 'build'], { cwd: root, stdio: 'inherit' });
  if (result.error) {
    console.error(`[ensure-build] could not run the build: ${result.error.message}`);
    process.exit(1);
  }
  if (result.status !== 0) {
    console.error(`[ensure-build] the build failed (exit ${result.status ?? result.signal})`);
    process.exit(result.status || 1);
  }
}
