// End-to-end latency (produce → consume, one process, one clock) of the same producer at linger.ms
// 0, 5 and 10, acks=all, 512 B records at 1,000 rec/s, 3 rounds of 3,000 records each, on the
// embedded single-node broker (or --bootstrap). Expectation from the batching model
// (common/src/kafka/lingerWait.ts, checked in docs/evidence/linger-wait.md): a batch that does not
// fill waits linger.ms for its first record and less for the later ones, so the mean end-to-end
// latency should rise over linger.ms=0 by the model's mean wait; the consumer side
// (fetch.min.bytes=1) adds one fetch round trip to every row alike. The model leaves out what
// linger.ms=0 costs in requests: one per record, which a busy machine pays in round-trip time.
// Also one consumer backlog run's lag, to show what the lag figures read on a consumer that starts behind.
// Usage: npm run bench:e2e [-- --bootstrap host:port --records N --rate N]
import { execFileSync } from 'node:child_process';
import { join } from 'node:path';
import { makeKafka, runConsumerBench, runE2eBench } from '../../bench/src/index';
import { TOPIC_PREFIX } from '../../common/src/bench';
import { kafkaLibsDir, startCluster, type Cluster } from '../kafka/embedded-broker';
import { lingerWait } from '../../common/src/kafka/lingerWait';
import { recordsPerBatch } from '../../common/src/kafka/recordBatch';

/**
 * Apache Kafka's own tool on the same broker, as a check of the method: org.apache.kafka.tools.EndToEndLatency
 * sends one record, waits for its ack, polls until it arrives (linger.ms=0, fetch.max.wait.ms=0), and
 * prints the average and whole-millisecond percentiles. Its topic is deleted afterwards.
 */
function officialTool(bootstrap: string, records: number): string {
  const topic = `${TOPIC_PREFIX}e2e-official-${process.pid}`;
  try {
    const out = execFileSync('java', ['-Xmx512m', '-cp', join(kafkaLibsDir(), '*'), 'org.apache.kafka.tools.EndToEndLatency', bootstrap, topic, String(records), 'all', '512'], { encoding: 'utf8', stdio: ['ignore', 'pipe', 'pipe'] });
    return out.split('\n').filter((l) => /Avg latency|Percentiles/.test(l)).join('; ');
  } finally {
    const admin = makeKafka({ bootstrap }).admin();
    void admin.connect().then(() => admin.deleteTopics({ topics: [topic] })).catch(() => undefined).finally(() => admin.disconnect());
  }
}

const arg = (k: string) => { const i = process.argv.indexOf(`--${k}`); return i > 0 ? process.argv[i + 1] : undefined; };
const f = (n: number | undefined) => (n === undefined ? '–' : n.toFixed(1));

async function main(): Promise<void> {
  let cluster: Cluster | undefined;
  const bootstrap = arg('bootstrap') ?? (cluster = await startCluster({ nodes: 1 })).bootstrap;
  const records = Number(arg('records') ?? 3_000);
  const rate = Number(arg('rate') ?? 1_000);
  try {
    console.log(`end to end on ${bootstrap}: ${records} × 512 B per round at ${rate} rec/s, acks=all, 3 rounds, medians [min–max]`);
    console.log('linger.ms   e2e p50 [min–max]     e2e p99     max   from intended p99   ack p50   e2e avg   model wait   rec/s');
    const avgs: number[] = [];
    const capacity = recordsPerBatch(16384, { valueBytes: 512, keyBytes: null }).records;
    for (const linger of [0, 5, 10]) {
      const r = await runE2eBench({ kind: 'e2e', bootstrap, records, recordSize: 512, throughput: rate, rounds: 3, config: { acks: 'all', 'linger.ms': String(linger), 'batch.size': '16384' } });
      const m = r.median;
      avgs.push(m.avgMs);
      const model = lingerWait(rate, linger, capacity).meanWaitMs;
      console.log(`${String(linger).padStart(9)} ${f(m.p50).padStart(9)} [${f(r.min.p50)}–${f(r.max.p50)}] ${f(m.p99).padStart(9)} ${f(m.maxMs).padStart(7)} ${f(m.intendedP99).padStart(19)} ${f(m.ackP50).padStart(9)} ${f(m.avgMs).padStart(9)} ${f(model).padStart(12)} ${m.recordsPerSec.toFixed(0).padStart(7)}`);
    }
    console.log(`mean end-to-end rise over linger.ms=0: ${(avgs[1] - avgs[0]).toFixed(1)} ms at 5, ${(avgs[2] - avgs[0]).toFixed(1)} ms at 10 (model: ${lingerWait(rate, 5, capacity).meanWaitMs.toFixed(1)}, ${lingerWait(rate, 10, capacity).meanWaitMs.toFixed(1)} ms)`);
    // One record at a time, as Apache Kafka's tool sends: this engine at 50 rec/s with linger.ms=0 (each
    // record alone on the wire, the next one 20 ms later) against the tool itself.
    const slow = await runE2eBench({ kind: 'e2e', bootstrap, records: 500, recordSize: 512, throughput: 50, rounds: 1, config: { acks: 'all', 'linger.ms': '0' } });
    console.log(`one record at a time — this engine at 50 rec/s, linger.ms=0: avg ${f(slow.median.avgMs)} ms, p50 ${f(slow.median.p50)} ms, p99 ${f(slow.median.p99)} ms`);
    console.log(`one record at a time — Apache Kafka EndToEndLatency, 500 records, acks=all: ${officialTool(bootstrap, 500)}`);
    const c = await runConsumerBench({ kind: 'consumer', bootstrap, partitions: 4, records: 50_000, recordSize: 170, throughput: -1, rounds: 3, config: {} });
    const m = c.median;
    console.log(`consumer reading a 4 × 50,000 × 170 B backlog (default config): lag max ${m.lagRecordsMax.toFixed(0)} records, p99 ${m.lagRecordsP99.toFixed(0)}, avg ${m.lagRecordsAvg.toFixed(0)}, at end ${m.lagRecordsEnd}; time lag max ${f(m.timeLagMaxMs)} ms, p99 ${f(m.timeLagP99Ms)} ms; ${m.durationMs.toFixed(0)} ms to read`);
  } finally {
    await cluster?.stop();
  }
}

if (require.main === module) main().catch((e) => { console.error(e instanceof Error ? e.message : e); process.exit(1); });
