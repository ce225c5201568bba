// The built-in kafkajs engine ("Java batching emulated") next to Apache Kafka's own
// ProducerPerformance on the same broker, seed 000 configs A–D:
//  - ranking of A–D by unthrottled throughput (should match),
//  - throughput ratio kafkajs/official at the official tool's best config (goal ≥ 0.5×),
//  - throttled (2,000 rec/s) p50 agreement per config (goal within ±25 %).
// Usage: node --import tsx scripts/bench/official-vs-kafkajs.ts [--bootstrap host:port] [--records N] [--rounds R]
import { runOfficialProducer, runProducerBench } from '../../client/src/bench/engine/index';
import { kafkaLibsDir, startCluster, type Cluster } from '../kafka/embedded-broker';
import { SEED000 } from './producer-seeds';

const arg = (k: string) => { const i = process.argv.indexOf(`--${k}`); return i > 0 ? process.argv[i + 1] : undefined; };

async function main(): Promise<void> {
  let cluster: Cluster | undefined;
  const bootstrap = arg('bootstrap') ?? (cluster = await startCluster({ nodes: 1 })).bootstrap;
  const records = Number(arg('records') ?? 50_000);
  const rounds = Number(arg('rounds') ?? 3);
  const loc = { command: process.env.KAFKA_TUNING_PERF_COMMAND, libsDir: kafkaLibsDir() };
  const rows: Array<{ name: string; offTput: number; jsTput: number; offP50: number; jsP50: number }> = [];
  try {
    console.log(`official ProducerPerformance vs kafkajs engine on ${bootstrap}: ${records} × 512 B unthrottled, 10000 at 2000 rec/s, ${rounds} rounds (medians)`);
    console.log('cfg   official rec/s   kafkajs rec/s   ratio   official p50@2000   kafkajs p50@2000   Δp50');
    for (const [name, config] of Object.entries(SEED000)) {
      const base = { kind: 'producer' as const, bootstrap, recordSize: 512, rounds, config };
      const off = await runOfficialProducer({ ...base, records, throughput: -1 }, loc);
      const js = await runProducerBench({ ...base, records, throughput: -1 });
      const offT = await runOfficialProducer({ ...base, records: 10_000, throughput: 2000 }, loc);
      const jsT = await runProducerBench({ ...base, records: 10_000, throughput: 2000 });
      const r = { name, offTput: off.median.recordsPerSec, jsTput: js.median.recordsPerSec, offP50: offT.median.p50, jsP50: jsT.median.p50 };
      rows.push(r);
      console.log(`${name}   ${r.offTput.toFixed(0).padStart(14)} ${r.jsTput.toFixed(0).padStart(15)} ${(r.jsTput / r.offTput).toFixed(2).padStart(7)} ${r.offP50.toFixed(1).padStart(19)} ${r.jsP50.toFixed(1).padStart(18)} ${(((r.jsP50 - r.offP50) / r.offP50) * 100).toFixed(0).padStart(5)} %`);
    }
    const rank = (k: 'offTput' | 'jsTput') => [...rows].sort((a, b) => b[k] - a[k]).map((r) => r.name).join(' > ');
    console.log(`ranking official: ${rank('offTput')}; kafkajs: ${rank('jsTput')}; ${rank('offTput') === rank('jsTput') ? 'same order' : 'order differs'} (A last in both: ${rank('offTput').endsWith('A') && rank('jsTput').endsWith('A')})`);
    const best = [...rows].sort((a, b) => b.offTput - a.offTput)[0];
    const ratio = best.jsTput / best.offTput;
    console.log(`throughput ratio at the best config (${best.name}): ${ratio.toFixed(2)}× ${ratio >= 0.5 ? 'OK (≥ 0.5×)' : 'BELOW 0.5×'}`);
    for (const r of rows.filter((x) => x.name !== 'A')) {
      const d = (r.jsP50 - r.offP50) / r.offP50;
      console.log(`throttled p50 ${r.name}: official ${r.offP50.toFixed(1)} ms, kafkajs ${r.jsP50.toFixed(1)} ms: ${(d * 100).toFixed(0)} % ${Math.abs(d) <= 0.25 ? 'OK (±25 %)' : 'OUTSIDE ±25 %'}`);
    }
  } finally {
    await cluster?.stop();
  }
}

if (require.main === module) main().catch((e) => { console.error(e instanceof Error ? e.message : e); process.exit(1); });
