// The client metrics of the kafkajs engine ("Java batching emulated") next to the Java client's own
// (Apache Kafka's ProducerPerformance --print-metrics) for configs A–D of producer-configs.ts on the
// same broker, throttled at 2,000 rec/s and unthrottled; plus which gate sent the batches, the
// record queue time against linger/2, and latency from the intended send time against from send().
// Tolerances (checked here, printed OK/OUTSIDE; timings are not asserted in `npm test`):
//  - records-per-request-avg, batch-size-avg: ±20 % — both follow from the same batching rules and
//    the same record bytes; what differs is arrival jitter around the linger deadline;
//  - compression-rate-avg: ±0.1 absolute — the engine applies a ratio measured on a payload sample,
//    Java the ratio of each batch;
//  - record-queue-time-avg, throttled and time-gated (B, C, D): ±30 % — a batch waits linger.ms plus
//    the sender's turn, and Java records it with a 1 ms clock;
//  - request-latency-avg: reported, not held to a tolerance: on loopback it is under 2 ms and Java
//    measures it with a millisecond clock (System.currentTimeMillis), so a 0.4 ms round trip reads 0 or 1.
// Usage: npm run bench:metrics [-- --bootstrap host:port --records N --configs A,B,C,D]
import { runOfficialProducer, runProducerBench } from '../../bench/src/index';
import { kafkaLibsDir, startCluster, type Cluster } from '../kafka/embedded-broker';
import { PRODUCER_CLIENT_METRICS } from '../../common/src/clientMetrics';
import type { BenchResult } from '../../common/src/bench';
import { PRODUCER_CONFIGS } from './producer-configs';

const arg = (k: string) => { const i = process.argv.indexOf(`--${k}`); return i > 0 ? process.argv[i + 1] : undefined; };

const TOLERANCE: Record<string, { rel?: number; abs?: number; when?: (cfg: string, throttled: boolean) => boolean }> = {
  recordsPerRequestAvg: { rel: 0.2 },
  batchSizeAvgBytes: { rel: 0.2 },
  compressionRateAvg: { abs: 0.1 },
  recordQueueTimeAvgMs: { rel: 0.3, when: (cfg, throttled) => throttled && cfg !== 'A' },
};

async function main(): Promise<void> {
  let cluster: Cluster | undefined;
  const bootstrap = arg('bootstrap') ?? (cluster = await startCluster({ nodes: 1 })).bootstrap;
  const records = Number(arg('records') ?? 50_000);
  const only = (arg('configs') ?? 'A,B,C,D').split(',');
  const loc = { command: process.env.KAFKA_TUNING_PERF_COMMAND, libsDir: kafkaLibsDir() };
  let outside = 0;
  try {
    // Unmeasured: warms the broker's JIT (see official-vs-kafkajs.ts).
    await runOfficialProducer({ kind: 'producer', bootstrap, recordSize: 512, rounds: 1, records, throughput: -1, config: PRODUCER_CONFIGS.D }, loc);
    for (const [name, config] of Object.entries(PRODUCER_CONFIGS).filter(([n]) => only.includes(n))) {
      for (const throughput of [2000, -1]) {
        const base = { kind: 'producer' as const, bootstrap, recordSize: 512, rounds: 1, config, records: throughput > 0 ? 10_000 : records, throughput };
        const off = await runOfficialProducer(base, loc);
        const js = await runProducerBench(base);
        console.log(`\n${name} ${throughput > 0 ? 'at 2,000 rec/s' : 'unthrottled'}: ${JSON.stringify(config)}`);
        console.log(`  ${'metric'.padEnd(28)} ${'ProducerPerformance'.padStart(20)} ${'kafkajs engine'.padStart(15)}`);
        for (const c of PRODUCER_CLIENT_METRICS) {
          const o = off.median[c.key], j = js.median[c.key];
          const t = TOLERANCE[c.key];
          let verdict = '';
          if (t && (!t.when || t.when(name, throughput > 0)) && o !== undefined && j !== undefined) {
            const ok = t.rel !== undefined ? Math.abs(j - o) <= t.rel * Math.abs(o) : Math.abs(j - o) <= (t.abs ?? 0);
            if (!ok) outside++;
            verdict = `${ok ? 'OK' : 'OUTSIDE'} (${t.rel !== undefined ? `±${t.rel * 100} %` : `±${t.abs}`})`;
          }
          console.log(`  ${c.name.padEnd(28)} ${fmt(o).padStart(20)} ${fmt(j).padStart(15)}  ${verdict}`);
        }
        explain(name, config, throughput, js);
        console.log(`  diagnosis (official): ${off.diagnosis ?? '–'}`);
      }
    }
    console.log(`\n${outside === 0 ? 'every compared metric within its tolerance' : `${outside} metric(s) outside their tolerance`}`);
  } finally {
    await cluster?.stop();
  }
}

function explain(name: string, config: Record<string, string>, throughput: number, js: BenchResult): void {
  const m = js.median;
  console.log(`  gates (kafkajs engine): full ${fmt(m.batchesFullPct)} %, linger ${fmt(m.batchesLingerPct)} %, flush ${fmt(m.batchesFlushPct)} %, other ${fmt(m.batchesOtherPct)} %; ${fmt(m.recordsPerBatch)} records/batch`);
  if (throughput > 0) {
    const half = Number(config['linger.ms']) / 2;
    if (name !== 'A') console.log(`  record queue time p50 ${fmt(m.queueP50)} ms vs linger/2 = ${half} ms: ${Math.abs(m.queueP50 - half) <= 0.3 * half ? 'OK (±30 %)' : 'OUTSIDE ±30 %'}`);
    console.log(`  p99 from send() ${fmt(m.p99)} ms, from intended send time ${fmt(m.intendedP99)} ms`);
  }
  console.log(`  diagnosis (kafkajs engine): ${js.diagnosis ?? '–'}`);
}

const fmt = (n: number | undefined) => (n === undefined || !Number.isFinite(n) ? '–' : n >= 100 ? n.toFixed(0) : n.toFixed(2));

if (require.main === module) main().catch((e) => { console.error(e instanceof Error ? e.message : e); process.exit(1); });
