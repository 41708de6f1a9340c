import type { Measure, Result } from './measure.js';

const fmt = (n: number) => Math.round(n).toLocaleString('en');
const pct = (a: number, b: number) => `${((a / b) * 100).toFixed(1)}%`;

/** The measurements, one row per endpoint and connection count, after the floor of that count. */
export function printTable(options: { results: Result[]; floors: Map<number, Measure>; connectionCounts: number[]; duration: number; unprepared: boolean }): void {
  console.log(`\nPostgreSQL 15 (throwaway cluster), ${options.duration} s per measurement, autocannon in a worker thread; machine shared with whatever else runs.`);
  console.log(`Our list statements run ${options.unprepared ? 'unnamed, as the references run theirs (--unprepared)' : 'as named prepared statements (the app\'s default); the references run theirs unnamed'}.\n`);
  console.log('| endpoint | conns | ours req/s | p50 ms | p99 ms | reference req/s | ref p50 | ref p99 | peer req/s | ours / floor | ours / reference | ours / peer | Node µs/req ours / ref |');
  console.log('|---|---|---|---|---|---|---|---|---|---|---|---|---|');
  for (const c of options.connectionCounts) {
    const f = options.floors.get(c);
    if (!f) continue;
    console.log(`| Fastify no-op (floor) | ${c} | ${fmt(f.rps)} | ${f.p50} | ${f.p99} | | | | | 100% | | | ${Math.round(f.busyUs)} |`);
    for (const r of options.results.filter((x) => x.connections === c)) {
      const errorCount = r.ours.errors + r.reference.errors + (r.peer?.errors ?? 0);
      const errors = errorCount ? ` (non-2xx/errors: ${r.ours.errors}/${r.reference.errors}${r.peer ? `/${r.peer.errors}` : ''})` : '';
      console.log(`| ${r.target.name}${errors} | ${c} | ${fmt(r.ours.rps)} | ${r.ours.p50} | ${r.ours.p99} | ${fmt(r.reference.rps)} | ${r.reference.p50} | ${r.reference.p99} | ${r.peer ? fmt(r.peer.rps) : ''} | ${pct(r.ours.rps, r.floor.rps)} | ${(r.ours.rps / r.reference.rps).toFixed(2)} | ${r.peer ? (r.ours.rps / r.peer.rps).toFixed(2) : ''} | ${Math.round(r.ours.busyUs)} / ${Math.round(r.reference.busyUs)} |`);
    }
  }
}

interface Check { target: string; rule: string; value: (r: Result) => number | undefined; format: (v: number) => string; passes: (v: number) => boolean; select: (r: Result) => boolean; connections?: number[] }

const ratio = (v: number) => v.toFixed(2);
/** The targets of issues 9 and 18, each at every connection count measured (p99 at 50 connections only). */
const checks = (results: Result[]): Check[] => {
  const names = [...new Set(results.map((r) => r.target.name))];
  return names.flatMap((name): Check[] => {
    const kind = results.find((r) => r.target.name === name)!.target.kind;
    const select = (r: Result) => r.target.name === name;
    if (kind === 'poll') return [{ target: name, rule: 'ours ≥ 40% of the floor (issue 18)', select, value: (r) => r.ours.rps / r.floor.rps, format: (v) => `${(v * 100).toFixed(0)}%`, passes: (v) => v >= 0.4 }];
    if (kind === 'message') return [
      { target: name, rule: 'ours ≥ 0.8× its hand-written reference (issue 18)', select, value: (r) => r.ours.rps / r.reference.rps, format: ratio, passes: (v) => v >= 0.8 },
      { target: name, rule: 'ours p99 ≤ 50 ms at 50 connections (issue 18)', select, value: (r) => r.ours.p99, format: (v) => `${v} ms`, passes: (v) => v <= 50, connections: [50] },
    ];
    if (kind === 'list') return [
      { target: name, rule: 'ours ≥ 0.8× its listRecords reference (issue 9)', select, value: (r) => r.ours.rps / r.reference.rps, format: ratio, passes: (v) => v >= 0.8 },
      { target: name, rule: 'ours ≥ 1.0× the auto-REST peer\'s rows-only page (issue 18)', select, value: (r) => (r.peer ? r.ours.rps / r.peer.rps : undefined), format: ratio, passes: (v) => v >= 1 },
    ];
    return [];
  });
};

/** Every target at every connection count, pass or FAIL; then the students page at the large company against the small one. */
export function printTargets(options: { results: Result[]; connectionCounts: number[]; bigCount: number; smallCount: number }): void {
  const { results, connectionCounts } = options;
  console.log(`\nTargets (${connectionCounts.join(', ')} connections):\n`);
  console.log(`| target | rule | ${connectionCounts.map((c) => `${c} conns`).join(' | ')} |`);
  console.log(`|---|---|${connectionCounts.map(() => '---').join('|')}|`);
  let failed = 0;
  for (const check of checks(results)) {
    const cells = connectionCounts.map((c) => {
      if (check.connections && !check.connections.includes(c)) return '';
      const r = results.find((x) => check.select(x) && x.connections === c);
      const v = r && check.value(r);
      if (v === undefined) return '';
      if (!check.passes(v)) failed += 1;
      return `${check.format(v)} ${check.passes(v) ? 'pass' : 'FAIL'}`;
    });
    if (cells.some(Boolean)) console.log(`| ${check.target} | ${check.rule} | ${cells.join(' | ')} |`);
  }
  const mid = connectionCounts.includes(10) ? 10 : connectionCounts[Math.floor(connectionCounts.length / 2)]!;
  const small = results.find((r) => r.connections === mid && r.phase === 'small');
  const big = results.find((r) => r.connections === mid && r.phase === 'big' && r.target.ours === '/api/v1/students');
  if (small && big) {
    const times = small.ours.rps / big.ours.rps;
    console.log(`\n- students page 1 at ${options.bigCount.toLocaleString('en')} rows: ${times.toFixed(2)}x the time of ${options.smallCount.toLocaleString('en')} rows at ${mid} connections (req/s ${fmt(big.ours.rps)} vs ${fmt(small.ours.rps)}; target within 2x, issue 9): ${times <= 2 ? 'pass' : 'FAIL'}`);
  }
  console.log(`\n${failed === 0 ? 'every target measured holds' : `${failed} target measurement(s) FAIL`}`);
}
