// End-to-end latency and consumer lag against a real single-node KRaft broker: every record sent is
// received and timed once, on one clock (no sample below 0 or above the run's wall time); a consumer
// reading a backlog the producer wrote ahead of it starts behind and ends caught up; the run's topic
// and consumer group are gone afterwards, also after a cancel.
import assert from 'node:assert/strict';
import { chmodSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { after, before, describe, it } from 'node:test';
import { startCluster, type Cluster } from '../../scripts/kafka/embedded-broker';
import { BenchCancelled, leftoverTopics, makeKafka, runBenchmark, runConsumerBench, runE2eBench } from '../../bench/src/index';
import { benchResultSchema, TOPIC_PREFIX } from '../../common/src/bench';
import { runCli } from '../support/cli';

let cluster: Cluster;

/** Topics and consumer groups with the benchmark's prefix still on the broker. */
async function leftovers(): Promise<{ topics: string[]; groups: string[] }> {
  const admin = makeKafka({ bootstrap: cluster.bootstrap }).admin();
  await admin.connect();
  try {
    const groups = (await admin.listGroups()).groups.map((g) => g.groupId).filter((g) => g.startsWith(TOPIC_PREFIX));
    return { topics: await leftoverTopics(admin), groups };
  } finally { await admin.disconnect(); }
}

const e2e = { kind: 'e2e' as const, recordSize: 256, partitions: 1, config: { acks: '1', 'linger.ms': '0', 'batch.size': '16384' } };

describe('end-to-end latency and consumer lag on a real broker', { timeout: 300_000 }, () => {
  before(async () => { cluster = await startCluster({ nodes: 1 }); });
  after(async () => { await cluster?.stop(); });

  it('an end-to-end run times every record once, between 0 and the run\'s wall time, and deletes its topic', async () => {
    const records = 600, rounds = 2;
    const t0 = performance.now();
    const r = await runE2eBench({ ...e2e, bootstrap: cluster.bootstrap, records, rounds, throughput: 1_000 });
    const wall = performance.now() - t0;
    assert.equal(r.kind, 'e2e');
    assert.equal(r.rounds.length, rounds);
    assert.match(r.mode, /end to end/);
    for (const m of r.rounds) {
      assert.equal(m.latencySamples, records, `one latency per record: ${JSON.stringify(m)}`);
      assert.ok(m.minMs >= 0, `no sample below 0 (one clock): min ${m.minMs}`);
      assert.ok(m.maxMs <= wall, `no sample above the run's wall time ${wall.toFixed(0)} ms: max ${m.maxMs}`);
      assert.ok(m.p50 > 0 && m.p50 <= m.p99 && m.p99 <= m.maxMs, `p50 ${m.p50} ≤ p99 ${m.p99} ≤ max ${m.maxMs}`);
      assert.ok(m.intendedP99 >= m.p99 - 0.01, `from the intended send time never below from send(): ${m.intendedP99} vs ${m.p99}`);
      // Not ack ≤ end to end: with acks=all on one node the consumer's fetch can return a record before
      // the producer has handled its ack (measured: ack p50 10.1 ms, end-to-end p50 9.7 ms).
      assert.ok(m.ackP50 > 0, `ack latency measured: ${m.ackP50}`);
      assert.ok(m.recordsPerSec > 0 && m.recordsPerSec <= 1_000 * 1.2, `about the 1,000 rec/s rate: ${m.recordsPerSec}`);
      assert.equal(m.lagRecordsEnd, 0, 'the consumer caught up by the end of the round');
    }
    assert.deepEqual(await leftovers(), { topics: [], groups: [] });
  });

  it('runBenchmark sends kind e2e to the end-to-end engine and refuses it on the perf tools', async () => {
    await assert.rejects(runBenchmark({ ...e2e, engine: 'official', bootstrap: cluster.bootstrap, records: 10, rounds: 1, throughput: 100 }, {}), /End-to-end runs use the built-in kafkajs engine/);
    const r = await runBenchmark({ ...e2e, bootstrap: cluster.bootstrap, records: 100, rounds: 1, throughput: 500 }, {});
    assert.equal(r.rounds[0].latencySamples, 100);
  });

  it('a consumer behind a producer that wrote ahead shows lag above 0 that falls to 0 by the end', async () => {
    const perPartition = 20_000, partitions = 2;
    const r = await runConsumerBench({ kind: 'consumer', bootstrap: cluster.bootstrap, records: perPartition, recordSize: 170, partitions, rounds: 1, throughput: -1, config: {} });
    const m = r.rounds[0];
    assert.ok(m.lagRecordsMax > 0 && m.lagRecordsMax <= perPartition * partitions, `lag at most the backlog: ${m.lagRecordsMax}`);
    assert.equal(m.lagRecordsMax, perPartition * partitions, 'the first sample, at the group join, sees the whole backlog');
    assert.equal(m.lagRecordsEnd, 0, 'caught up at the end');
    assert.ok(m.lagRecordsAvg > 0 && m.lagRecordsAvg < m.lagRecordsMax, `the average lies between: ${m.lagRecordsAvg}`);
    assert.ok(m.lagRecordsP99 <= m.lagRecordsMax && m.timeLagP99Ms <= m.timeLagMaxMs, JSON.stringify(m));
    assert.ok(m.timeLagMaxMs >= 0 && m.lagSamples >= 2, JSON.stringify(m));
    assert.deepEqual(await leftovers(), { topics: [], groups: [] });
  });

  it('cancel mid-run rejects with BenchCancelled and leaves no topic or group', async () => {
    const ac = new AbortController();
    const run = runE2eBench({ ...e2e, bootstrap: cluster.bootstrap, records: 200_000, rounds: 3, throughput: 5_000 }, { signal: ac.signal, progress: (m) => { if (m.startsWith('round 1')) ac.abort(); } });
    await assert.rejects(run, (e: unknown) => e instanceof BenchCancelled);
    assert.deepEqual(await leftovers(), { topics: [], groups: [] });
  });

  it('kafka-tune bench --mode e2e --format json carries the end-to-end latencies and the lag under readable names; text shows them labelled', async () => {
    const root = mkdtempSync(join(tmpdir(), 'kt-bench-e2e-'));
    chmodSync(root, 0o755);
    try {
      writeFileSync(join(root, 'producer.properties'), 'acks=all\nlinger.ms=5\n');
      writeFileSync(join(root, 'consumer.properties'), 'group.id=orders\nfetch.min.bytes=1\n');
      const args = ['--bootstrap', cluster.bootstrap, '--rounds', '1', '--format', 'json'];
      const r = await runCli(['bench', 'producer.properties', '--mode', 'e2e', '--records', '300', '--throughput', '500', ...args], { cwd: root, timeoutMs: 120_000 });
      assert.equal(r.code, 0, r.stderr);
      const result = benchResultSchema.parse(JSON.parse(r.stdout));
      assert.equal(result.kind, 'e2e');
      assert.equal(result.median.latencySamples, 300);
      for (const k of ['p50', 'p99', 'maxMs', 'avgMs', 'intendedP99', 'ackP99', 'recordsPerSec', 'lagRecordsMax', 'timeLagP99Ms']) assert.equal(typeof result.median[k], 'number', k);
      assert.ok(result.median.p50 <= result.median.p99);
      assert.equal(result.run?.['config of'], 'producer');
      const c = await runCli(['bench', 'consumer.properties', '--records', '3000', '--partitions', '2', ...args], { cwd: root, timeoutMs: 120_000 });
      assert.equal(c.code, 0, c.stderr);
      const consumer = benchResultSchema.parse(JSON.parse(c.stdout));
      assert.equal(consumer.median.lagRecordsMax, 6000, 'the consumer started the whole backlog behind');
      assert.equal(consumer.median.lagRecordsEnd, 0);
      const text = await runCli(['bench', 'producer.properties', '--mode', 'e2e', '--records', '200', '--throughput', '500', '--bootstrap', cluster.bootstrap, '--rounds', '1'], { cwd: root, timeoutMs: 120_000 });
      assert.equal(text.code, 0, text.stderr);
      assert.match(text.stdout, /^e2e benchmark — end to end: Java batching emulated → default Java consumer — end to end \(produce → consume\), throttled 500 rec\/s/m);
      assert.match(text.stdout, /end-to-end p99 ms/);
      assert.match(text.stdout, /consumer lag at end \(records\)\s+0\.0/);
    } finally {
      rmSync(root, { recursive: true, force: true });
    }
    assert.deepEqual(await leftovers(), { topics: [], groups: [] });
  });

  it('refuses a broker that is not on this machine unless allowed, before connecting', async () => {
    await assert.rejects(runE2eBench({ ...e2e, bootstrap: '192.0.2.10:9092', records: 10, rounds: 1, throughput: 100 }), /Refusing to benchmark against 192\.0\.2\.10:9092/);
  });
});
