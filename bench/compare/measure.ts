import autocannon from 'autocannon';
import { performance } from 'node:perf_hooks';

/** Who a target is measured as: the demo staff user, the bench's guardian or teacher (messageRows.ts). */
export type Reader = 'staff' | 'guardian' | 'teacher';

/**
 * One endpoint of ours, its hand-written reference (same answer) and, for a generic list, the auto-REST peer's rows-only
 * page. `kind` says which targets it is held to: poll (share of the floor), list (issue 9: its reference), message
 * (issue 18: its reference and p99 at 50 connections), other (no target).
 */
export interface Target { name: string; ours: string; reference: string; peer?: string; as?: Reader; kind: 'poll' | 'list' | 'message' | 'other' }
/** `busyUs`: this process's main thread busy per request (event-loop utilization; autocannon runs in a worker). */
export interface Measure { rps: number; p50: number; p99: number; errors: number; busyUs: number }
export interface Result { phase: string; target: Target; connections: number; ours: Measure; reference: Measure; peer?: Measure; floor: Measure }

export async function measure(url: string, options: { connections: number; duration: number; headers?: Record<string, string> }): Promise<Measure> {
  const { connections, duration, headers = {} } = options;
  // Warm-up of a second at the same load: a few dozen requests left the handler's first optimisation (and a GC of the
  // previous target's garbage) inside the measured window, and the same poll read 28% of the floor in one run, 65–77%
  // in the next.
  await autocannon({ url, connections, duration: 1, headers, workers: 1 });
  const before = performance.eventLoopUtilization();
  const r = await autocannon({ url, duration, connections, headers, workers: 1 });
  const elu = performance.eventLoopUtilization(before);
  return { rps: r.requests.average, p50: r.latency.p50, p99: r.latency.p99, errors: r.non2xx + r.errors, busyUs: (elu.active * 1000) / Math.max(1, r.requests.total) };
}

/** What must agree between ours and a reference: a page's data and counts, the poll's value, the current user's parts. */
function comparable(target: Target, body: Record<string, unknown>, isPeer: boolean): unknown {
  if (isPeer) return { data: body.data };
  if (target.kind === 'list') return { data: body.data, total: body.total, total_is_capped: body.total_is_capped };
  if (target.kind === 'message') return { data: body.data, total: body.total, unread_count: body.unread_count };
  if (!('ability' in body)) return body;
  const ability = body.ability as { features: unknown; schoolhouseIds: unknown };
  return { id: body.id, staff_name: body.staff_name, features: ability.features, schoolhouseIds: ability.schoolhouseIds };
}

/** Our answer and the reference's (and the peer's) must agree before they are compared; a warning names a difference. */
export async function checkSame(target: Target, urls: { ours: string; floor: string; headers: Record<string, string> }): Promise<void> {
  const ours = await (await fetch(`${urls.ours}${target.ours}`, { headers: urls.headers })).json() as Record<string, unknown>;
  for (const [path, isPeer] of [[target.reference, false], ...(target.peer ? [[target.peer, true] as const] : [])] as const) {
    const other = await (await fetch(`${urls.floor}${path}`)).json() as Record<string, unknown>;
    const [a, b] = [JSON.stringify(comparable(target, ours, isPeer)), JSON.stringify(comparable(target, other, isPeer))];
    if (a !== b) console.error(`WARNING ${target.name}: our answer and ${path}'s differ\n  ours: ${a}\n  ref:  ${b}`);
  }
  if (target.kind === 'message' && ((ours.data as unknown[] | undefined)?.length ?? 0) === 0) console.error(`WARNING ${target.name}: an empty page`);
}

/** Measures targets at each connection count (the floor once per count), ours then its reference then its peer. */
export function runner(options: { ourUrl: string; floorUrl: string; connectionCounts: number[]; duration: number; headersOf: (reader: Reader) => Record<string, string> }) {
  const results: Result[] = [];
  const floors = new Map<number, Measure>();
  const { ourUrl, floorUrl, duration } = options;
  return {
    results, floors,
    async run(phase: string, targets: Target[]): Promise<void> {
      if (targets.length === 0) return;
      for (const t of targets) await checkSame(t, { ours: ourUrl, floor: floorUrl, headers: options.headersOf(t.as ?? 'staff') });
      for (const connections of options.connectionCounts) {
        if (!floors.has(connections)) floors.set(connections, await measure(`${floorUrl}/noop`, { connections, duration }));
        for (const t of targets) {
          const ours = await measure(`${ourUrl}${t.ours}`, { connections, duration, headers: options.headersOf(t.as ?? 'staff') });
          const reference = await measure(`${floorUrl}${t.reference}`, { connections, duration });
          const peer = t.peer ? await measure(`${floorUrl}${t.peer}`, { connections, duration }) : undefined;
          results.push({ phase, target: t, connections, ours, reference, peer, floor: floors.get(connections)! });
          console.error(`${t.name} @${connections}: ours ${Math.round(ours.rps)} req/s (${Math.round(ours.busyUs)} µs busy), reference ${Math.round(reference.rps)} req/s (${Math.round(reference.busyUs)} µs busy)${peer ? `, peer ${Math.round(peer.rps)} req/s` : ''}`);
        }
      }
    },
  };
}
