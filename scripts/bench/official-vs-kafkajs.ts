// The built-in kafkajs engine ("Java batching emulated") next to Apache Kafka's own
// ProducerPerformance on the same broker, producer configs A–D of producer-configs.ts:
//  - ranking of A–D by unthrottled throughput (should match on every pair the official tool itself
//    separates: when two configs' official rounds overlap, they are a tie at this precision),
//  - throughput ratio kafkajs/official on every config (goal ≥ 0.9×; the engine keeps
//    max.in.flight requests outstanding as Java's Sender does),
//  - throttled (2,000 rec/s) p50 agreement per config (goal within ±25 %),
//  - CPU per record of each unthrottled round (Linux: /proc), for each tool and for the broker: on a
//    shared 2-core machine wall time swings with the other jobs, CPU per record much less.
// Usage: npm run bench:official [-- --bootstrap host:port --records N --rounds R --configs A,B,C,D]
import { median, runOfficialProducer, runProducerBench, summarise } from '../../bench/src/index';
import type { BenchResult } from '../../common/src/bench';
import { kafkaLibsDir, startCluster, type Cluster } from '../kafka/embedded-broker';
import { PRODUCER_CONFIGS } from './producer-configs';
import { cpuMeter, findJvm, perRecord } from './cpuMeter';

const arg = (k: string) => { const i = process.argv.indexOf(`--${k}`); return i > 0 ? process.argv[i + 1] : undefined; };

async function main(): Promise<void> {
  let cluster: Cluster | undefined;
  const bootstrap = arg('bootstrap') ?? (cluster = await startCluster({ nodes: 1 })).bootstrap;
  const records = Number(arg('records') ?? 50_000);
  const rounds = Number(arg('rounds') ?? 3);
  const loc = { command: process.env.KAFKA_TUNING_PERF_COMMAND, libsDir: kafkaLibsDir() };
  const only = (arg('configs') ?? 'A,B,C,D').split(',');
  const rows: Array<{ name: string; offTput: number; jsTput: number; offP50: number; jsP50: number; off: [number, number]; js: [number, number]; offCpu: string; jsCpu: string }> = [];
  // The broker's JVM, when this script started it: its CPU per record is part of each round's cost.
  const brokerPid = cluster ? findJvm(cluster.dir) : undefined;
  try {
    console.log(`official ProducerPerformance vs kafkajs engine on ${bootstrap}: ${records} × 512 B unthrottled (rounds interleaved, order alternating), 10000 at 2000 rec/s, ${rounds} rounds (medians)`);
    // Unmeasured: a fresh broker's JIT made whichever config ran first up to 2× slower (measured:
    // C's five official rounds climbed 19k → 38k rec/s when it ran first, 41k–50k when it ran later).
    await runOfficialProducer({ kind: 'producer', bootstrap, recordSize: 512, rounds: 1, records, throughput: -1, config: PRODUCER_CONFIGS.D }, loc);
    console.log('cfg   official rec/s [min–max]     kafkajs rec/s [min–max]     ratio   official p50@2000   kafkajs p50@2000   Δp50   CPU µs/record official / kafkajs');
    for (const [name, config] of Object.entries(PRODUCER_CONFIGS).filter(([n]) => only.includes(n))) {
      const base = { kind: 'producer' as const, bootstrap, recordSize: 512, rounds, config };
      // Unthrottled rounds interleaved, the order swapped every round, so neither tool always meets
      // the broker right after the other's 50,000 records (run as two blocks, the engine always came
      // second). On 2026-12-05 this did not change B's ratio (0.81 as blocks, 0.82 interleaved).
      const offRounds: BenchResult[] = [], jsRounds: BenchResult[] = [];
      const offCpu: number[] = [], jsCpu: number[] = [];
      const one = { ...base, rounds: 1, records, throughput: -1 };
      // CPU µs per record: the official tool's JVM (its start included) or this process (the engine's
      // warm-up and topic set-up included), and the broker's during the same round.
      const official = async () => {
        const spent = cpuMeter(brokerPid);
        const r = await runOfficialProducer(one, loc);
        const c = spent();
        if (c.childrenMs !== undefined) offCpu.push((c.childrenMs * 1000) / records);
        console.log(`  ${name} official round: ${r.median.recordsPerSec.toFixed(0)} rec/s, ${perRecord(c.childrenMs, records)} µs CPU/record, broker ${perRecord(c.brokerMs, records)}`);
        offRounds.push(r);
      };
      const engine = async () => {
        const spent = cpuMeter(brokerPid);
        const r = await runProducerBench(one);
        const c = spent();
        if (c.selfMs !== undefined) jsCpu.push((c.selfMs * 1000) / records);
        console.log(`  ${name} engine round:   ${r.median.recordsPerSec.toFixed(0)} rec/s, ${perRecord(c.selfMs, records)} µs CPU/record, broker ${perRecord(c.brokerMs, records)}${c.waitMs === undefined ? '' : `, event loop waited ${c.waitMs.toFixed(0)} ms for a core`}`);
        jsRounds.push(r);
      };
      for (let i = 0; i < rounds; i++) {
        if (i % 2 === 0) { await official(); await engine(); }
        else { await engine(); await official(); }
      }
      const off = summarise(offRounds.map((r) => r.median));
      const js = summarise(jsRounds.map((r) => r.median));
      const offT = await runOfficialProducer({ ...base, records: 10_000, throughput: 2000 }, loc);
      const jsT = await runProducerBench({ ...base, records: 10_000, throughput: 2000 });
      const r = { name, offTput: off.median.recordsPerSec, jsTput: js.median.recordsPerSec, offP50: offT.median.p50, jsP50: jsT.median.p50, off: [off.min.recordsPerSec, off.max.recordsPerSec] as [number, number], js: [js.min.recordsPerSec, js.max.recordsPerSec] as [number, number], offCpu: offCpu.length ? median(offCpu).toFixed(1) : '–', jsCpu: jsCpu.length ? median(jsCpu).toFixed(1) : '–' };
      rows.push(r);
      const range = (x: [number, number]) => `[${x[0].toFixed(0)}–${x[1].toFixed(0)}]`.padEnd(15);
      console.log(`${name}   ${r.offTput.toFixed(0).padStart(8)} ${range(r.off)} ${r.jsTput.toFixed(0).padStart(9)} ${range(r.js)} ${(r.jsTput / r.offTput).toFixed(2).padStart(7)} ${r.offP50.toFixed(1).padStart(19)} ${r.jsP50.toFixed(1).padStart(18)} ${(((r.jsP50 - r.offP50) / r.offP50) * 100).toFixed(0).padStart(5)} %   ${r.offCpu} / ${r.jsCpu}`);
    }
    const rank = (k: 'offTput' | 'jsTput') => [...rows].sort((a, b) => b[k] - a[k]).map((r) => r.name).join(' > ');
    console.log(`ranking by median, official: ${rank('offTput')}; kafkajs: ${rank('jsTput')}`);
    // Pairs the official tool separates (every round of one faster than every round of the other).
    let separated = 0, agree = 0;
    for (const x of rows) for (const y of rows) {
      if (x.off[0] <= y.off[1]) continue; // x not clearly faster than y by the official tool
      separated++;
      const ok = x.jsTput > y.jsTput;
      if (ok) agree++;
      console.log(`  official separates ${x.name} > ${y.name} (slowest ${x.name} round ${x.off[0].toFixed(0)} > fastest ${y.name} round ${y.off[1].toFixed(0)}): kafkajs engine ${ok ? 'agrees' : 'DISAGREES'} (${x.jsTput.toFixed(0)} vs ${y.jsTput.toFixed(0)})`);
    }
    const ties = rows.flatMap((x, i) => rows.slice(i + 1).filter((y) => !(x.off[0] > y.off[1] || y.off[0] > x.off[1])).map((y) => `${x.name}~${y.name}`));
    console.log(`ranking: kafkajs agrees on ${agree}/${separated} pairs the official tool separates${ties.length ? `; ties within the official tool's round-to-round spread: ${ties.join(', ')}` : ''} ${agree === separated ? 'OK' : 'DIFFERS'}`);
    for (const r of rows) {
      const ratio = r.jsTput / r.offTput;
      console.log(`throughput ratio ${r.name}: ${ratio.toFixed(2)}× ${ratio >= 0.9 ? 'OK (≥ 0.9×)' : 'BELOW 0.9×'}`);
    }
    // A (linger 0) is left out while both keep up with the rate (a loaded machine can leave the
    // engine's one-record requests behind it, which must show, not be hidden): ProducerPerformance records each latency as whole milliseconds of
    // System.currentTimeMillis() (PerfCallback.onCompletion), so its ~1 ms p50 cannot resolve a
    // sub-millisecond difference.
    const unresolved = (x: typeof rows[number]) => x.name === 'A' && x.offP50 <= 2 && x.jsP50 <= 2;
    for (const a of rows.filter(unresolved)) console.log(`throttled p50 A: official ${a.offP50.toFixed(1)} ms, kafkajs ${a.jsP50.toFixed(1)} ms: not compared (below the official tool's 1 ms resolution)`);
    for (const r of rows.filter((x) => !unresolved(x))) {
      const d = (r.jsP50 - r.offP50) / r.offP50;
      console.log(`throttled p50 ${r.name}: official ${r.offP50.toFixed(1)} ms, kafkajs ${r.jsP50.toFixed(1)} ms: ${(d * 100).toFixed(0)} % ${Math.abs(d) <= 0.25 ? 'OK (±25 %)' : 'OUTSIDE ±25 %'}`);
    }
  } finally {
    await cluster?.stop();
  }
}

if (require.main === module) main().catch((e) => { console.error(e instanceof Error ? e.message : e); process.exit(1); });
