import { Worker } from 'node:worker_threads';

/** One request of the bench's client. */
export interface LoadRequest { method: 'GET' | 'POST'; path: string; headers: Record<string, string>; body?: string }

/** A phase of bench/events/loadWorker.mjs: a closed loop for some seconds, or a list of requests sent once. */
export type Phase =
  | { kind: 'duration'; connections: number; seconds: number; request: LoadRequest }
  | { kind: 'list'; connections: number; requests: LoadRequest[] };

/** One answer: its latency (ms, request start to last byte), status, the error body's code, its size. */
export interface Answer { ms: number; status: number; code?: number; bytes: number; error?: string }
export interface PhaseResult { seconds: number; answers: Answer[] }

/** Runs the phases in a worker thread (the server keeps this thread's event loop to itself), one after the other. */
export function runLoad(origin: string, phases: Phase[]): Promise<PhaseResult[]> {
  return new Promise((resolve, reject) => {
    const worker = new Worker(new URL('./loadWorker.mjs', import.meta.url), { workerData: { origin, phases } });
    worker.once('message', (results: PhaseResult[]) => resolve(results));
    worker.once('error', reject);
    worker.once('exit', (code) => { if (code !== 0) reject(new Error(`load worker exited with ${code}`)); });
  });
}

/** Nearest-rank percentile of latencies (ms). */
export function percentile(sorted: readonly number[], q: number): number {
  if (sorted.length === 0) return Number.NaN;
  return sorted[Math.min(sorted.length - 1, Math.max(0, Math.ceil(q * sorted.length) - 1))]!;
}

/** p50, p95, p99 and the largest latency of some answers, and the requests a second. */
export function summary(result: PhaseResult): { count: number; rps: number; p50: number; p95: number; p99: number; max: number } {
  const sorted = result.answers.map((a) => a.ms).sort((a, b) => a - b);
  return {
    count: sorted.length, rps: sorted.length / result.seconds,
    p50: percentile(sorted, 0.5), p95: percentile(sorted, 0.95), p99: percentile(sorted, 0.99), max: sorted[sorted.length - 1] ?? Number.NaN,
  };
}

/** Milliseconds as the tables print them. */
export const ms = (value: number): string => (value >= 100 ? value.toFixed(0) : value.toFixed(1));
