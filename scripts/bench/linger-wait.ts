// How long records wait for linger.ms at a low and a high per-partition rate, measured with Apache
// Kafka's own producer (scripts/bench/LingerWait.java, random arrivals) on the embedded broker,
// beside the prediction of common/src/kafka/lingerWait.ts that the hovers and rules use. Prints
// the table of docs/evidence/linger-wait.md; nothing is asserted here (test/broker/linger-wait.test.ts
// holds the model to a tolerance).
// Usage: npm run bench:linger-wait [-- --bootstrap host:port --scale 1]
import { startCluster, type Cluster } from '../kafka/embedded-broker';
import { runLingerWait, type WaitPhase } from './lingerWaitRun';

const arg = (k: string) => { const i = process.argv.indexOf(`--${k}`); return i > 0 ? process.argv[i + 1] : undefined; };

/** 512 B records, batch.size 16384 (31 records with an 8-byte key, 31 without). */
export const EVIDENCE_PHASES: WaitPhase[] = [
  { partitions: 1, rate: 20, lingerMs: 100, batchSize: 16384, recordBytes: 512, keyed: true, seconds: 15 },
  { partitions: 1, rate: 2000, lingerMs: 100, batchSize: 16384, recordBytes: 512, keyed: true, seconds: 6 },
  { partitions: 1, rate: 500, lingerMs: 50, batchSize: 16384, recordBytes: 512, keyed: true, seconds: 6 },
  { partitions: 16, rate: 200, lingerMs: 100, batchSize: 16384, recordBytes: 512, keyed: false, seconds: 8 },
  { partitions: 4, rate: 20, lingerMs: 100, batchSize: 16384, recordBytes: 512, keyed: true, seconds: 15 },
  { partitions: 64, rate: 500, lingerMs: 50, batchSize: 16384, recordBytes: 512, keyed: true, seconds: 8 },
];

async function main(): Promise<void> {
  let cluster: Cluster | undefined;
  const bootstrap = arg('bootstrap') ?? (cluster = await startCluster({ nodes: 1 })).bootstrap;
  const scale = Number(arg('scale') ?? 1);
  const f = (n: number, w = 7) => n.toFixed(1).padStart(w);
  try {
    const rows = await runLingerWait(bootstrap, EVIDENCE_PHASES.map((p) => ({ ...p, seconds: p.seconds * scale })));
    console.log(`linger wait on ${bootstrap}: Apache Kafka producer, acks=1, random (Poisson) arrivals, 512 B records, batch.size 16384`);
    console.log('parts  keys     rate  linger  λ/queue  λL    | wait ms pred  meas | rec/batch pred  meas | batch age pred  meas | request ms  records');
    for (const r of rows) {
      const p = r.phase, m = r.measured, q = r.predicted;
      console.log(`${String(p.partitions).padStart(5)}  ${(p.keyed ? 'keyed' : 'none').padEnd(6)} ${String(p.rate).padStart(6)} ${String(p.lingerMs).padStart(7)} ${f(r.queueRate, 8)} ${q.perWindow.toFixed(2).padStart(5)} | ${f(q.meanWaitMs, 12)} ${f(m.waitMs, 5)} | ${f(q.recordsPerBatch, 14)} ${f(m.recordsPerBatch, 5)} | ${f(q.batchAgeMs, 14)} ${f(m.batchQueueMs, 5)} | ${f(m.requestLatencyMs, 10)} ${String(m.acked).padStart(8)}`);
    }
  } finally {
    await cluster?.stop();
  }
}

if (require.main === module) main().catch((e) => { console.error(e instanceof Error ? e.message : e); process.exit(1); });
