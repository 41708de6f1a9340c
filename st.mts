import { spawn } from 'node:child_process';
const t = performance.now();
const child = spawn(process.execPath, ['--enable-source-maps', '.tmp/e2e/server/main.mjs'], { env: { ...process.env, DATA_DIR: '/tmp/dd', JWT_SECRET: 'e2e-test-secret-0123456789abcdefghijkl', PORT: '45678', HOST: '127.0.0.1', LOG_LEVEL: 'error' }, stdio: 'inherit' });
for (;;) {
  try { const r = await fetch('http://127.0.0.1:45678/api/v1/tags'); if (r.status === 401) break; } catch { await new Promise((r) => setTimeout(r, 100)); }
}
console.log('ready', (performance.now() - t).toFixed(0));
child.kill('SIGKILL'); process.exit(0);
