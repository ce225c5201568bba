// Four producer configs A–D on the embedded broker (or --bootstrap) with the built-in engine:
// 512 B records, unthrottled and throttled at 2,000 rec/s, 3 rounds each.
// Prints figures and checks the relations (timings are printed, not asserted in `npm test`):
//   A ≥ 5× slower than B, C and D unthrottled (and how much more disk it stores per record); for the
//   configs the batching model calls time-gated at 2,000 rec/s (B, C, D: common/src/kafka/lingerWait.ts),
//   the record queue time p50 ≈ linger/2 ±30 % — what a record waits in its batch, not its send()→ack
//   latency, which adds the request round trip; and which gate sent the batches (full / linger / flush).
// Evidence pages: docs/evidence/one-record-per-batch.md, docs/evidence/linger-cost.md.
// Usage: npm run bench:producer [-- --bootstrap host:port --records N]
import { runProducerBench } from '../../bench/src/index';
import { startCluster, type Cluster } from '../kafka/embedded-broker';
import { lingerWait } from '../../common/src/kafka/lingerWait';
import { recordsPerBatch } from '../../common/src/kafka/recordBatch';

// A: batch.size below two 512 B records, so every record is its own batch; B: a long linger with
// big lz4 batches; C and D differ only in acks/idempotence, so D isolates what acks=all costs.
// C's linger 10 ms gathers ~20 records at 2,000 rec/s, well under its 32 KB batch, so the time
// gate (not a full batch) sends C's batches when throttled.
export const PRODUCER_CONFIGS: Record<'A' | 'B' | 'C' | 'D', Record<string, string>> = {
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
    console.log(`producer configs A–D on ${bootstrap}: ${records} × 512 B unthrottled, 10000 × 512 B at 2000 rec/s, 3 rounds, medians [min–max]`);
    console.log('cfg  mode        rec/s [min–max]                 p50 ms    p99 ms  rec/req  queue p50');
    for (const [name, config] of Object.entries(PRODUCER_CONFIGS)) {
      for (const throughput of [-1, 2000]) {
        const r = await runProducerBench({ kind: 'producer', bootstrap, records: throughput > 0 ? 10_000 : records, recordSize: 512, throughput, rounds: 3, config });
        const m = r.median;
        if (throughput < 0) { unthrottled[name] = m.recordsPerSec; if (m.diskBytesPerRecord !== undefined) disk[name] = m.diskBytesPerRecord; }
        console.log(`${name}    ${throughput < 0 ? 'unthrottled' : '2000 rec/s '} ${fmt(m.recordsPerSec, 0)} [${r.min.recordsPerSec.toFixed(0)}–${r.max.recordsPerSec.toFixed(0)}] ${fmt(m.p50)} ${fmt(m.p99)} ${fmt(m.recordsPerRequest)} ${fmt(m.queueP50)}`);
        console.log(`     gates: full ${m.batchesFullPct.toFixed(0)} %, linger ${m.batchesLingerPct.toFixed(0)} %, flush ${m.batchesFlushPct.toFixed(0)} %${throughput > 0 ? `; p99 from intended send time ${m.intendedP99.toFixed(1)} ms` : ''}; ${r.diagnosis ?? ''}`);
        const linger = Number(config['linger.ms']);
        const model = lingerWait(2000, linger, recordsPerBatch(Number(config['batch.size']), { valueBytes: 512, keyBytes: null }).records);
        if (throughput > 0 && linger > 0 && model.sizeGateShare < 0.5) {
          const half = linger / 2;
          const dev = (m.queueP50 - half) / half;
          console.log(`     time-gated (model: ${((1 - model.sizeGateShare) * 100).toFixed(0)} % of batches on linger): record queue time p50 ${m.queueP50.toFixed(1)} ms vs linger/2 = ${half} ms: ${(dev * 100).toFixed(0)} % ${Math.abs(dev) <= 0.3 ? 'OK (±30 %)' : 'OUTSIDE ±30 %'}; send()→ack p50 ${m.p50.toFixed(1)} ms`);
        }
      }
    }
    for (const o of ['B', 'C', 'D']) {
      const ratio = unthrottled[o] / unthrottled.A;
      const more = disk[o] ? ` ; A stores ${(((disk.A - disk[o]) / disk[o]) * 100).toFixed(1)} % more bytes on disk per record (${disk.A.toFixed(1)} vs ${disk[o].toFixed(1)} B)` : '';
      console.log(`unthrottled ${o}/A = ${ratio.toFixed(1)}× ${ratio >= 5 ? 'OK (≥ 5×)' : 'BELOW 5×'}${more}`);
    }
  } finally {
    await cluster?.stop();
  }
}

if (require.main === module) main().catch((e) => { console.error(e instanceof Error ? e.message : e); process.exit(1); });
