// The benchmark against a real single-node KRaft broker: it measures, stops at the captured end
// offsets, deletes its topic on success, cancel and failure, and reports a killed broker in time.
import assert from 'node:assert/strict';
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { after, before, describe, it } from 'node:test';
import { startCluster, type Cluster } from '../../scripts/kafka/embedded-broker';
import { waitUntil } from '../support/waitUntil';
import { BenchCancelled, leftoverTopics, makeKafka, runConsumerBench, runProducerBench } from '../../bench/src/index';
import { withBenchTopic, type TopicLedger } from '../../bench/src/connection';
import { registerCodecs } from '../../bench/src/codecs';
import { randomLetters } from '../../bench/src/payload';
import { CompressionTypes } from 'kafkajs';
import { diskProbe } from '../../bench/src/diskUsage';
import { TOPIC_PREFIX } from '../../common/src/bench';

/** A ledger in memory that remembers every call, as workspace storage would hold its names. */
function memoryLedger(initial: string[] = []): TopicLedger & { calls: string[] } {
  const names = new Set(initial);
  const calls: string[] = [];
  return {
    calls,
    names: () => [...names],
    record: async (t) => { calls.push(`record ${t}`); names.add(t); },
    forget: async (t) => { calls.push(`forget ${t}`); names.delete(t); },
  };
}

let cluster: Cluster;

async function ourTopics(): Promise<string[]> {
  const admin = makeKafka({ bootstrap: cluster.bootstrap }).admin();
  await admin.connect();
  try { return await leftoverTopics(admin); } finally { await admin.disconnect(); }
}

const base = { kind: 'producer' as const, recordSize: 512, rounds: 3, config: { acks: '1', 'linger.ms': '5', 'batch.size': '16384' } };

describe('benchmark on a real broker', { timeout: 300_000 }, () => {
  before(async () => { cluster = await startCluster({ nodes: 1 }); });
  after(async () => { await cluster?.stop(); });

  it('producer bench measures every round and deletes its topic', async () => {
    const r = await runProducerBench({ ...base, bootstrap: cluster.bootstrap, records: 5000, throughput: -1 });
    assert.equal(r.rounds.length, 3);
    assert.equal(r.label, 'Java batching emulated');
    for (const m of r.rounds) {
      assert.equal(m.records, 5000);
      assert.ok(m.recordsPerSec > 0 && m.p50 > 0 && m.p99 >= m.p50, JSON.stringify(m));
      assert.ok(m.recordsPerRequest > 1, 'linger 5 ms batches several records per request');
    }
    assert.ok(r.median.recordsPerSec >= r.min.recordsPerSec && r.median.recordsPerSec <= r.max.recordsPerSec);
    assert.ok(r.warnings.some((w) => /Unthrottled/.test(w)));
    assert.deepEqual(await ourTopics(), []);
  });

  it('a Java config with idempotence on runs on a real idempotent producer (acks=all); with acks=1 it is off', async () => {
    const on = await runProducerBench({ ...base, bootstrap: cluster.bootstrap, records: 2000, throughput: -1, rounds: 1, config: { acks: 'all', 'linger.ms': '5' } });
    assert.ok(on.warnings.some((w) => /real producer ids and sequence numbers/.test(w)), on.warnings.join(' | '));
    assert.equal(on.median.records, 2000);
    const off = await runProducerBench({ ...base, bootstrap: cluster.bootstrap, records: 500, throughput: -1, rounds: 1 });
    assert.ok(!off.warnings.some((w) => /idempotence/.test(w)), 'acks=1 turns the default idempotence off (Java 3.2+)');
  });

  it('kafkajs send pattern: batches of 100 give 100 records per request', async () => {
    const r = await runProducerBench({ ...base, client: 'kafkajs', sendPattern: { kind: 'batch', size: 100 }, bootstrap: cluster.bootstrap, records: 2000, throughput: -1, rounds: 1, config: { acks: '-1' } });
    assert.match(r.label, /batches of 100/);
    assert.equal(r.median.recordsPerRequest, 100);
  });

  // The engine's LZ4 frames (bench/src/lz4.ts) against the broker's own decoder: the broker
  // decompresses every record of a compressed batch to validate it (LogValidator), so an append that
  // succeeds was decoded by lz4-java; the records read back must be the ones sent. Random letters
  // across several 64 KB blocks are what the earlier lz4js blocks failed on ("Error decoding offset
  // 64365"); JSON-like text compresses, so it exercises compressed blocks too.
  it('lz4 batches from the engine are accepted by the broker and read back byte for byte', async () => {
    await registerCodecs();
    const kafka = makeKafka({ bootstrap: cluster.bootstrap });
    const admin = kafka.admin();
    const producer = kafka.producer({ allowAutoTopicCreation: false });
    // No auto-creation, and stopped before the topic is deleted: a consumer still fetching would
    // otherwise create the deleted topic again through its metadata requests.
    const consumer = kafka.consumer({ groupId: `${TOPIC_PREFIX}lz4-check-${Date.now()}`, allowAutoTopicCreation: false });
    await Promise.all([admin.connect(), producer.connect(), consumer.connect()]);
    try {
      await withBenchTopic(admin, { partitions: 1, replicationFactor: 1 }, async (topic) => {
        try {
          // 16 batches of 250 letter records, two 64 KB blocks each: lz4js broke the end-of-block rule
          // in 34 of 300 such blocks, so 32 blocks catch a codec like it almost surely (1 − 0.89³²).
          // (lz4_flex stores letter blocks raw: they do not shrink.) Letters of a four-letter
          // alphabet do compress, with short matches up to each block's end (lz4js: 130 of 300).
          const letters = Array.from({ length: 4000 }, () => randomLetters(512));
          const four = Array.from({ length: 2000 }, () => Buffer.from(randomLetters(512).map((b) => 65 + (b % 4))));
          const text = Array.from({ length: 600 }, (_, i) => Buffer.from(`{"order":${i},"state":"paid","amount":${(i * 37) % 1000},"note":"${'x'.repeat(i % 300)}"}`));
          const batches = (xs: Buffer[]) => Array.from({ length: xs.length / 250 }, (_, b) => xs.slice(b * 250, (b + 1) * 250));
          for (const values of [...batches(letters), ...batches(four), text]) {
            await producer.sendBatch({ topicMessages: [{ topic, messages: values.map((value) => ({ value })) }], acks: -1, compression: CompressionTypes.LZ4 });
          }
          const sent = [...letters, ...four, ...text];
          const got: Buffer[] = [];
          await consumer.subscribe({ topics: [topic], fromBeginning: true });
          await consumer.run({ eachMessage: async ({ message }) => { got.push(message.value!); } });
          await waitUntil(() => got.length >= sent.length, 60_000, () => `read back ${got.length} of ${sent.length} records`);
          assert.equal(got.length, sent.length);
          for (let i = 0; i < sent.length; i++) assert.ok(got[i].equals(sent[i]), `record ${i} differs`);
        } finally {
          await consumer.disconnect();
        }
      });
      assert.deepEqual(await ourTopics(), [], 'the topic stays deleted');
    } finally {
      await Promise.all([producer.disconnect(), admin.disconnect()]);
    }
  });

  // One record per batch and per request (linger 0, batch.size below two records, one partition):
  // the Java Sender then sends a request per record, so the engine must keep max.in.flight requests
  // outstanding and not lose the loop to timers. With 5 in flight the engine sustains 5 / round trip
  // requests per second; 200 rec/s holds while a round trip stays under 25 ms. At 500 rec/s this
  // failed once (427 rec/s) beside the unit tests and other helpers' brokers at load ~15 on 2 cores,
  // so 200 keeps the test about behaviour (the engine keeps up), not about the machine. 95 % leaves
  // room for the last request's round trip and a 0.5 s scheduling hiccup in a 10 s round.
  it('a throttled one-record-per-batch run keeps up with a rate the machine sustains', async () => {
    const rate = 200;
    const r = await runProducerBench({ kind: 'producer', bootstrap: cluster.bootstrap, recordSize: 512, records: 2000, throughput: rate, rounds: 1, config: { acks: '1', 'linger.ms': '0', 'batch.size': '1024', 'enable.idempotence': 'false' } });
    const m = r.median;
    assert.equal(m.recordsPerBatch, 1, 'batch.size 1024 holds one 512 B record');
    assert.equal(m.recordsPerRequest, 1, 'one partition: one batch, so one record, per request');
    assert.ok(m.recordsPerSec >= 0.95 * rate, `achieved ${m.recordsPerSec.toFixed(0)} rec/s of ${rate}; request latency avg ${m.requestLatencyAvgMs?.toFixed(1)} ms, max ${m.requestLatencyMaxMs?.toFixed(1)} ms; p50 ${m.p50.toFixed(1)} ms`);
  });

  it('bytes on disk per record come from the broker\'s own segments and match the batch byte model', async () => {
    // Seed 000: 512 B records with batch.size 1024 get one record per batch, so every record pays a
    // whole batch header on disk; batching spreads it. Uncompressed, the broker stores the batches
    // as sent, so the measured bytes must equal what the emulator's byte model (batchMath) predicts.
    const run = (config: Record<string, string>, records: number) =>
      runProducerBench({ ...base, bootstrap: cluster.bootstrap, records, throughput: -1, rounds: 1, config: { acks: '1', 'compression.type': 'none', ...config } });
    const single = (await run({ 'linger.ms': '0', 'batch.size': '1024' }, 1000)).median;
    const batched = (await run({ 'linger.ms': '5', 'batch.size': '16384' }, 2000)).median;
    for (const m of [single, batched]) {
      assert.ok(m.diskBytesPerRecord !== undefined, `measured on the embedded broker: ${JSON.stringify(m)}`);
      assert.ok(Math.abs(m.diskBytesPerRecord - m.wireBytesPerRecord) / m.wireBytesPerRecord < 0.01, `disk ${m.diskBytesPerRecord} vs model ${m.wireBytesPerRecord}`);
    }
    assert.equal(single.recordsPerRequest, 1);
    assert.ok(single.diskBytesPerRecord > 512 + 61, `one 61-byte batch header per record: ${single.diskBytesPerRecord}`);
    assert.ok(single.diskBytesPerRecord > batched.diskBytesPerRecord * 1.08, `one record per batch costs more disk: ${single.diskBytesPerRecord} vs ${batched.diskBytesPerRecord}`);
  });

  it('a topic that preallocates its segments is reported as not measurable rather than misread', async () => {
    const admin = makeKafka({ bootstrap: cluster.bootstrap }).admin();
    await admin.connect();
    // Probe once the partitions' directories exist, so preallocate is the only difference.
    const probeOnceCreated = (configs: Record<string, string>) => withBenchTopic(admin, { partitions: 2, replicationFactor: 1, configs }, async (topic) => {
      const dirs = [0, 1].map((p) => join(cluster.dir, 'node-1', 'data', `${topic}-${p}`));
      await waitUntil(() => dirs.every((d) => existsSync(d)), 10_000, () => `the broker did not create ${dirs.join(', ')}`);
      const probe = await diskProbe(admin, topic);
      return probe && await probe.bytes();
    });
    try {
      // Small segments: a preallocated segment file takes segment.bytes at once (1 GiB by default).
      assert.equal(await probeOnceCreated({ preallocate: 'true', 'segment.bytes': String(1024 * 1024) }), undefined);
      assert.equal(await probeOnceCreated({}), 0, 'a plain topic is measured: nothing stored yet');
    } finally {
      await admin.disconnect();
    }
    assert.deepEqual(await ourTopics(), []);
  });

  it('consumer bench stops exactly at the end offsets captured at start', async () => {
    const r = await runConsumerBench({ kind: 'consumer', bootstrap: cluster.bootstrap, partitions: 2, records: 3000, recordSize: 170, throughput: -1, rounds: 3, config: { 'fetch.min.bytes': '1', 'fetch.max.wait.ms': '100', 'max.poll.records': '500' } });
    for (const m of r.rounds) {
      assert.equal(m.records, 6000);
      assert.ok(m.polls >= 12, `max.poll.records=500 → at least 12 polls for 6000 records, got ${m.polls}`);
      assert.ok(m.durationMs > 0 && m.fetchP99 > 0);
    }
    assert.deepEqual(await ourTopics(), []);
  });

  it('cancel mid-run rejects with BenchCancelled and leaves no topic', async () => {
    const ac = new AbortController();
    const run = runProducerBench({ ...base, bootstrap: cluster.bootstrap, records: 2_000_000, throughput: 20_000, rounds: 3 }, { signal: ac.signal, progress: (m) => { if (m.startsWith('round 1')) ac.abort(); } });
    await assert.rejects(run, (e: unknown) => e instanceof BenchCancelled);
    assert.deepEqual(await ourTopics(), []);
  });

  it('the topic ledger: a run records its topic before creating it, deletes what an interrupted run recorded, never an unrecorded topic', async () => {
    const admin = makeKafka({ bootstrap: cluster.bootstrap }).admin();
    await admin.connect();
    // "Left by a run the window reload interrupted": recorded in the ledger, still on the broker.
    const left = `${TOPIC_PREFIX}left-by-reload`;
    // Same prefix, not recorded: someone else's (or a hand-made) topic; it must survive.
    const stranger = `${TOPIC_PREFIX}not-recorded`;
    try {
      await admin.createTopics({ waitForLeaders: true, topics: [{ topic: left, numPartitions: 1, replicationFactor: 1 }, { topic: stranger, numPartitions: 1, replicationFactor: 1 }] });
      const ledger = memoryLedger([left, `${TOPIC_PREFIX}already-gone`]);
      let during: string[] = [];
      await runProducerBench({ ...base, bootstrap: cluster.bootstrap, records: 500, throughput: -1, rounds: 1 }, {
        ledger,
        progress: (m) => { if (m.startsWith('round 1')) during = ledger.names(); },
      });
      const own = ledger.calls.find((c) => c.startsWith('record '))?.slice('record '.length);
      assert.ok(own, `the run recorded its topic: ${ledger.calls.join('; ')}`);
      assert.ok(during.includes(own), 'the run\'s topic was in the ledger while it measured');
      assert.deepEqual(ledger.names(), [], 'everything recorded is crossed off: the leftover deleted, the vanished one forgotten, the run\'s own deleted');
      const topics = await admin.listTopics();
      assert.ok(!topics.includes(left), 'the recorded leftover was deleted');
      assert.ok(!topics.includes(own), 'the run deleted its own topic');
      assert.ok(topics.includes(stranger), 'an unrecorded topic with the same prefix was not touched');
    } finally {
      await admin.deleteTopics({ topics: [stranger, left] }).catch(() => undefined);
      await admin.disconnect();
    }
  });

  it('createTopics failing after the topic was created (a broker that has not seen it yet) still deletes the topic', async () => {
    // kafkajs' createTopics(waitForLeaders) threw UNKNOWN_TOPIC_OR_PARTITION on 3 nodes after the
    // controller had created the topic, and the topic outlived the run (CI, 3-node faults suite).
    // Here the real createTopics runs, then the call fails the same way.
    const admin = makeKafka({ bootstrap: cluster.bootstrap }).admin();
    await admin.connect();
    try {
      const lagging = Object.assign(Object.create(admin) as typeof admin, {
        createTopics: async (req: Parameters<typeof admin.createTopics>[0]) => {
          await admin.createTopics({ ...req, waitForLeaders: true });
          throw Object.assign(new Error('This server does not host this topic-partition'), { type: 'UNKNOWN_TOPIC_OR_PARTITION' });
        },
      });
      const ledger = memoryLedger();
      let ran = false;
      await assert.rejects(withBenchTopic(lagging, { partitions: 1, replicationFactor: 1 }, async () => { ran = true; }, { ledger }), /does not host this topic-partition/);
      const own = ledger.calls[0]?.slice('record '.length);
      assert.ok(own?.startsWith(TOPIC_PREFIX), `recorded before creating: ${ledger.calls.join('; ')}`);
      assert.equal(ran, false);
      assert.ok(!(await admin.listTopics()).includes(own), 'the topic the failed call created was deleted');
      assert.deepEqual(ledger.names(), [], 'and crossed off the ledger');
      assert.deepEqual(await ourTopics(), []);
    } finally {
      await admin.disconnect();
    }
  });

  it('a broker stopped mid-run ends the run with a clear error within the timeout', async () => {
    const started = performance.now();
    let stopping: Promise<void> | undefined;
    const run = runProducerBench({ ...base, bootstrap: cluster.bootstrap, records: 2_000_000, throughput: 10_000, rounds: 1, timeoutMs: 15_000 }, { progress: (m) => { if (m.startsWith('round 1')) stopping = cluster.stopNode(cluster.nodeIds[0]); } });
    await assert.rejects(run, /broker|Lost the broker|No progress/i);
    await stopping;
    assert.ok(performance.now() - started < 60_000, 'failed within the timeout, not after a hang');
  });
});
