// autocannon ships no types; this declares the part bench/run.ts uses.
declare module 'autocannon' {
  interface Options { url: string; duration?: number; amount?: number; connections: number; workers?: number; headers?: Record<string, string> }
  interface Result {
    latency: { p50: number; p99: number };
    requests: { average: number; total: number };
    non2xx: number;
    errors: number;
  }
  export default function autocannon(options: Options): Promise<Result>;
}
