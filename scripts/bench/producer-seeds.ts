// Seed 000 reproduced with the built-in engine on the embedded broker (or --bootstrap):
// configs A–D, 512 B records, unthrottled and throttled at 2,000 rec/s, 3 rounds each.
// Prints figures and checks the relations (timings are printed, not asserted in `npm test`):
//   A ≥ 5× slower than B, C and D unthrottled (and how much more disk it stores per record); throttled p50 of B (linger 50) and C (linger 10) ≈ linger/2 ±30 %.
// Usage: node --import tsx scripts/bench/producer-seeds.ts [--bootstrap host:port] [--records N]
import { runProducerBench } from '../../bench/src/index';
import { startCluster, type Cluster } from '../kafka/embedded-broker';

// Seed 000's four configs. C and D differ only in acks/idempotence ("D isolates acks"); C's
// linger 10 / batch 32 KB are from its throttled analysis (10 ms gathers ~20 records < 32 KB).
export const SEED000: Record<'A' | 'B' | 'C' | 'D', Record<string, string>> = {
  A: { acks: '1', 'linger.ms': '0', 'batch.size': '1024', 'compression.type': 'none', 'enable.idempotence': 'false' },
  B: { acks: '1', 'linger.ms': '50', 'batch.size': '131072', 'compression.type': 'lz4', 'enable.idempotence': 'false' },
  C: { acks: 'all', 'linger.ms': '10', 'batch.size': '32768', 'compression.type': 'lz4', 'enable.idempotence': 'true' },
  D: { acks: '1', 'linger.ms': '10', 'batch.size': '32768', 'compression.type': 'lz4', 'enable.idempotence': 'false' },
};

const arg = (k: string) => { const i = process.argv.indexOf(`--${k}`); return i > 0 ? process.argv[i + 1] : undefined; };

async function main(): Promise<void> {
  let cluster: Cluster | undefined;
  const bootstrap = arg('bootstrap') ?? (cluster = await startCluster({ nodes: 1 })).bootstrap;
  const records = Number(arg('records') ?? 100_000);
  const fmt = (n: number, d = 1) => n.toFixed(d).padStart(9);
  try {
    const unthrottled: Record<string, number> = {};
    const disk: Record<string, number> = {}; // bytes on disk per record, read from the broker's segments
    console.log(`seed 000 on ${bootstrap}: ${records} × 512 B unthrottled, 10000 × 512 B at 2000 rec/s, 3 rounds, medians [min–max]`);
    console.log('cfg  mode        rec/s [min–max]                 p50 ms    p99 ms  rec/req  queue p50');
    for (const [name, config] of Object.entries(SEED000)) {
      for (const throughput of [-1, 2000]) {
        const r = await runProducerBench({ kind: 'producer', bootstrap, records: throughput > 0 ? 10_000 : records, recordSize: 512, throughput, rounds: 3, config });
        const m = r.median;
        if (throughput < 0) { unthrottled[name] = m.recordsPerSec; if (m.diskBytesPerRecord !== undefined) disk[name] = m.diskBytesPerRecord; }
        console.log(`${name}    ${throughput < 0 ? 'unthrottled' : '2000 rec/s '} ${fmt(m.recordsPerSec, 0)} [${r.min.recordsPerSec.toFixed(0)}–${r.max.recordsPerSec.toFixed(0)}] ${fmt(m.p50)} ${fmt(m.p99)} ${fmt(m.recordsPerRequest)} ${fmt(m.queueP50)}`);
        if (throughput > 0 && (name === 'B' || name === 'C')) {
          const half = Number(config['linger.ms']) / 2;
          const dev = (m.p50 - half) / half;
          console.log(`     p50 vs linger/2 = ${half} ms: ${(dev * 100).toFixed(0)} % ${Math.abs(dev) <= 0.3 ? 'OK' : 'OUTSIDE ±30 %'}; record queue time p50 ${m.queueP50.toFixed(1)} ms (${(((m.queueP50 - half) / half) * 100).toFixed(0)} %)`);
        }
      }
    }
    for (const o of ['B', 'C', 'D']) {
      const ratio = unthrottled[o] / unthrottled.A;
      const more = disk[o] ? ` ; A stores ${(((disk.A - disk[o]) / disk[o]) * 100).toFixed(1)} % more bytes on disk per record (${disk.A.toFixed(1)} vs ${disk[o].toFixed(1)} B; seed 000: 13.7 %)` : '';
      console.log(`unthrottled ${o}/A = ${ratio.toFixed(1)}× ${ratio >= 5 ? 'OK (≥ 5×)' : 'BELOW 5×'}${more}`);
    }
  } finally {
    await cluster?.stop();
  }
}

if (require.main === module) main().catch((e) => { console.error(e instanceof Error ? e.message : e); process.exit(1); });
