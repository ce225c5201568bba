// What a run explains, against a real single-node KRaft broker: which gate sent the batches (checked
// against the batching model in common/src/kafka/lingerWait.ts), the client metrics from both
// engines (the official tool's from its --print-metrics table), and latency from the intended send
// time, which a broker frozen mid-run (SIGSTOP, then SIGCONT) drives far above the latency from send().
import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { kafkaLibsDir, startCluster, type Cluster } from '../../scripts/kafka/embedded-broker';
import { leftoverTopics, makeKafka, runBenchmark, runOfficialProducer, runProducerBench } from '../../bench/src/index';
import { listenerPid } from '../support/listenerPid';
import { waitUntil } from '../support/waitUntil';
import { CONSUMER_CLIENT_METRICS, PRODUCER_CLIENT_METRICS } from '../../common/src/clientMetrics';
import { lingerWait } from '../../common/src/kafka/lingerWait';
import { recordsPerBatch } from '../../common/src/kafka/recordBatch';
import { PRODUCER_CONFIGS } from '../../scripts/bench/producer-configs';

let cluster: Cluster;

const RATE = 2000;
const run = (config: Record<string, string>, records: number, throughput = RATE) =>
  runProducerBench({ kind: 'producer', bootstrap: cluster.bootstrap, recordSize: 512, rounds: 1, records, throughput, config });

describe('what a benchmark run explains, on a real broker', { timeout: 600_000 }, () => {
  before(async () => { cluster = await startCluster({ nodes: 1 }); });
  after(async () => { await cluster?.stop(); });

  it('config A (batch.size below two records): every batch leaves full, with one record', async () => {
    const r = await run(PRODUCER_CONFIGS.A, 2000);
    assert.equal(recordsPerBatch(1024, { valueBytes: 512, keyBytes: null }).records, 1, 'the batching math: one 512 B record fills a 1,024 B batch');
    assert.equal(r.median.batchesFullPct, 100, JSON.stringify(r.median));
    assert.equal(r.median.recordsPerBatch, 1);
    assert.match(r.diagnosis ?? '', /one record each|a single record/, 'the diagnosis names the one-record batches (on their own, or as why the producer cannot keep up)');
  });

  for (const name of ['B', 'C', 'D'] as const) {
    it(`config ${name} at ${RATE} rec/s: batches leave on linger, as the batching model predicts`, async (t) => {
      const config = PRODUCER_CONFIGS[name];
      const linger = Number(config['linger.ms']);
      const capacity = recordsPerBatch(Number(config['batch.size']), { valueBytes: 512, keyBytes: null }).records;
      const model = lingerWait(RATE, linger, capacity);
      assert.ok(model.sizeGateShare < 0.01, `the model sends ${name}'s batches on linger (size gate ${model.sizeGateShare})`);
      const r = await run(config, 6000);
      const m = r.median;
      t.diagnostic(`${name}: full ${m.batchesFullPct.toFixed(1)} %, linger ${m.batchesLingerPct.toFixed(1)} %, flush ${m.batchesFlushPct.toFixed(1)} %; ${m.recordsPerBatch.toFixed(1)} records/batch (model ${model.recordsPerBatch.toFixed(1)}); queue p50 ${m.queueP50.toFixed(1)} ms vs linger/2 ${linger / 2} ms`);
      // Mostly linger, as the model says. Not all: the round's last batch leaves on flush(), and when
      // the event loop stalls (GC, a loaded machine) the throttler releases the records it owes at
      // once, as Java's ThroughputThrottler does, and such a burst can fill a batch (measured 86–96 %
      // linger at load average 17 on 2 cores).
      assert.ok(m.batchesLingerPct >= 50 && m.batchesLingerPct > 4 * m.batchesFullPct, `linger share ${m.batchesLingerPct} % (model ${((1 - model.sizeGateShare) * 100).toFixed(1)} %): ${JSON.stringify(m)}`);
      assert.match(r.diagnosis ?? '', /of batches left on linger: linger\.ms \(\d+ ms\) sets your latency/);
    });
  }

  // Configs whose batches the batch arithmetic fixes whatever the machine's load: A (one record per
  // batch) and B unthrottled (every batch full). Time-gated batches depend on how well each client
  // holds the rate; scripts/bench/client-metrics.ts compares those and states every tolerance.
  for (const [name, throughput, records] of [['A', 1000, 1000], ['B', -1, 20_000]] as const) {
    it(`both engines report the client metrics; for ${name} ${throughput > 0 ? `at ${throughput} rec/s` : 'unthrottled'} the batch metrics agree within ±20 %`, async (t) => {
      const base = { kind: 'producer' as const, bootstrap: cluster.bootstrap, recordSize: 512, rounds: 1, records, throughput, config: PRODUCER_CONFIGS[name] };
      const official = await runOfficialProducer(base, { libsDir: kafkaLibsDir() });
      const engine = await runProducerBench(base);
      t.diagnostic(PRODUCER_CLIENT_METRICS.map((c) => `${c.name} ${official.median[c.key]?.toFixed(2)} / ${engine.median[c.key]?.toFixed(2) ?? '–'}`).join('; '));
      for (const c of PRODUCER_CLIENT_METRICS) {
        assert.ok(Number.isFinite(official.median[c.key]), `ProducerPerformance --print-metrics gave ${c.name}: ${JSON.stringify(official.median)}`);
        // kafkajs applies a broker's throttle time without reporting it, so the engine leaves it out.
        if (c.key !== 'produceThrottleTimeAvgMs') assert.ok(Number.isFinite(engine.median[c.key]), `the engine computed ${c.name}`);
      }
      for (const key of ['recordsPerRequestAvg', 'batchSizeAvgBytes']) {
        const o = official.median[key], j = engine.median[key];
        assert.ok(Math.abs(j - o) <= 0.2 * o, `${key}: engine ${j.toFixed(1)} vs ProducerPerformance ${o.toFixed(1)} (±20 %)`);
      }
      assert.ok(Math.abs(engine.median.compressionRateAvg - official.median.compressionRateAvg) <= 0.1, `compression-rate-avg ${engine.median.compressionRateAvg} vs ${official.median.compressionRateAvg}`);
    });
  }

  it('a consumer run carries the fetch metrics on both engines, and a diagnosis', async (t) => {
    const base = { kind: 'consumer' as const, bootstrap: cluster.bootstrap, recordSize: 512, rounds: 1, records: 3000, throughput: -1, config: { 'fetch.min.bytes': '1', 'fetch.max.wait.ms': '500' } };
    const engine = await runBenchmark(base, {});
    const official = await runBenchmark({ ...base, engine: 'official' }, { libsDir: kafkaLibsDir() });
    t.diagnostic(CONSUMER_CLIENT_METRICS.map((c) => `${c.name} ${official.median[c.key]?.toFixed(2)} / ${engine.median[c.key]?.toFixed(2)}`).join('; '));
    for (const c of CONSUMER_CLIENT_METRICS) {
      assert.ok(Number.isFinite(engine.median[c.key]), `the engine measured ${c.name}: ${JSON.stringify(engine.median)}`);
      assert.ok(Number.isFinite(official.median[c.key]), `ConsumerPerformance --print-metrics gave ${c.name}: ${JSON.stringify(official.median)}`);
    }
    assert.ok(engine.median.recordsPerFetchAvg >= 1 && engine.median.fetchSizeAvgBytes >= 512, JSON.stringify(engine.median));
    assert.ok(engine.median.recordsLagMax > 0 && engine.median.recordsLagMax <= 3000, `the lag is at most the backlog: ${engine.median.recordsLagMax}`);
    assert.match(engine.diagnosis ?? '', /^fetches (answered|took)/);
  });

  it('a broker frozen mid-run: latency from the intended send time keeps the stall that latency from send() omits', async (t) => {
    const pid = listenerPid(Number(cluster.bootstrap.split(':').pop()));
    // A small buffer.memory (three 16 KB batches) and one request in flight: while the broker is
    // frozen, send() blocks once the buffer is full, and the records the throttler meant to send
    // meanwhile wait before their send(). Only the ~40 records already in the buffer or the request
    // (of 16,000) see the stall from their send(); every record due during it sees it from its intended time.
    const config = { acks: '1', 'linger.ms': '5', 'batch.size': '16384', 'buffer.memory': '49152', 'max.in.flight.requests.per.connection': '1', 'enable.idempotence': 'false' };
    const STALL_MS = 1500;
    let frozen = false, thawed = false;
    let thaw: NodeJS.Timeout | undefined;
    const admin = makeKafka({ bootstrap: cluster.bootstrap }).admin();
    await admin.connect();
    // Freeze once the measured round is under way: 1,000 warm-up records, then 1,000 measured ones acknowledged.
    const freezeWhenUnderWay = async () => {
      await waitUntil(async () => {
        const [topic] = await leftoverTopics(admin);
        if (!topic) return false;
        const offsets = await admin.fetchTopicOffsets(topic);
        return offsets.reduce((n, o) => n + Number(o.high), 0) >= 2000;
      }, 60_000, () => 'the measured round did not start');
      frozen = true;
      process.kill(pid, 'SIGSTOP');
      // The stall's length is the experiment's input, not a wait for something to happen.
      thaw = setTimeout(() => { process.kill(pid, 'SIGCONT'); thawed = true; }, STALL_MS);
    };
    let freezing: Promise<void> | undefined;
    try {
      const r = await runProducerBench({ kind: 'producer', bootstrap: cluster.bootstrap, recordSize: 512, rounds: 1, records: 16_000, throughput: RATE, config }, {
        progress: (message) => { if (/round 1/.test(message)) freezing ??= freezeWhenUnderWay(); },
      });
      await freezing;
      assert.ok(frozen && thawed, 'the broker was frozen and thawed during the measured round');
      const m = r.median;
      t.diagnostic(`stall ${STALL_MS} ms: p99 from send() ${m.p99.toFixed(1)} ms, from intended send time ${m.intendedP99.toFixed(1)} ms; p50 ${m.p50.toFixed(1)} / ${m.intendedP50.toFixed(1)} ms; bufferpool-wait-ratio ${m.bufferpoolWaitRatio.toFixed(3)}`);
      assert.ok(m.intendedMaxMs >= STALL_MS * 0.8, `some record lived through the stall: ${JSON.stringify(m)}`);
      for (const [intended, send] of [['intendedP50', 'p50'], ['intendedP99', 'p99'], ['intendedMaxMs', 'maxMs']]) {
        assert.ok(m[intended] >= m[send] * 0.999, `${intended} ${m[intended]} ≥ ${send} ${m[send]}`);
      }
      assert.ok(m.intendedP99 >= 3 * m.p99 && m.intendedP99 >= STALL_MS / 3, `coordinated omission: p99 from intended ${m.intendedP99.toFixed(1)} ms vs from send() ${m.p99.toFixed(1)} ms`);
      assert.ok(m.bufferpoolWaitRatio > 0, 'send() was blocked on buffer.memory while the broker was frozen');
    } finally {
      clearTimeout(thaw);
      if (frozen) process.kill(pid, 'SIGCONT');
      await admin.disconnect();
    }
  });
});
