// The HTTP client of bench/events.ts, in a worker thread so that it does not share the server's event loop (plain
// JavaScript: tsx does not load TypeScript into worker threads). One keep-alive agent for all phases, so a phase's
// connections are the ones the previous phase opened. Phases (bench/events/load.ts types them):
// - { kind: 'duration', connections, seconds, request }: `connections` loops send the request again and again for
//   `seconds`, each waiting for its answer (closed loop, as autocannon);
// - { kind: 'list', connections, requests }: every request once, `connections` loops each taking the next one.
// Latencies are from the request's start to the answer's last byte, in milliseconds.
import http from 'node:http';
import { performance } from 'node:perf_hooks';
import { parentPort, workerData } from 'node:worker_threads';

const { origin, phases } = workerData;
const target = new URL(origin);
const most = Math.max(...phases.map((p) => p.connections));
const agent = new http.Agent({ keepAlive: true, maxSockets: most, maxFreeSockets: most, scheduling: 'fifo' });

function send(request) {
  return new Promise((resolve) => {
    const started = performance.now();
    const req = http.request({ host: target.hostname, port: target.port, method: request.method, path: request.path, headers: request.headers, agent }, (res) => {
      const chunks = [];
      res.on('data', (chunk) => chunks.push(chunk));
      res.on('end', () => {
        const ms = performance.now() - started;
        const body = Buffer.concat(chunks);
        let code;
        if (res.statusCode !== 200) {
          try { code = JSON.parse(body.toString('utf8')).code; } catch { code = undefined; }
        }
        resolve({ ms, status: res.statusCode, code, bytes: body.length });
      });
      res.on('error', (err) => resolve({ ms: performance.now() - started, status: 0, error: err.message, bytes: 0 }));
    });
    req.on('error', (err) => resolve({ ms: performance.now() - started, status: 0, error: err.message, bytes: 0 }));
    req.end(request.body);
  });
}

async function runPhase(phase) {
  const started = performance.now();
  const answers = [];
  if (phase.kind === 'duration') {
    const until = started + phase.seconds * 1000;
    await Promise.all(Array.from({ length: phase.connections }, async () => {
      while (performance.now() < until) answers.push(await send(phase.request));
    }));
  } else {
    let next = 0;
    answers.length = phase.requests.length;
    await Promise.all(Array.from({ length: Math.min(phase.connections, phase.requests.length) }, async () => {
      while (next < phase.requests.length) {
        const i = next++;
        answers[i] = await send(phase.requests[i]);
      }
    }));
  }
  return { seconds: (performance.now() - started) / 1000, answers };
}

const results = [];
for (const phase of phases) results.push(await runPhase(phase));
agent.destroy();
parentPort.postMessage(results);
