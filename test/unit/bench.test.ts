// Pure parts of the benchmark: batch math against docs/sources.md#batching, perf-tool summary parsing on the
// lines printed by real tool versions (docs/sources.md#perf-tools, seed 000), Pareto frontier, zod messages.
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { benchSettingsSchema, hostMessageSchema, panelMessageSchema, paretoFrontier, parseMessage } from '../../common/src/bench';
import { fillBatch, recordSize, sizeOfVarint } from '../../bench/src/batchMath';
import { consumerMapping, javaProducerConfig } from '../../bench/src/config';
import { checkBootstrap, describeCluster, isLoopbackHost, retryIfConnectionDropped } from '../../bench/src/connection';
import * as kafkajs from 'kafkajs';
import { KafkaJSProtocolError, type Admin } from 'kafkajs';
import { parseConsumerSummary, parseProducerSummary, producerSummaryFromOutput } from '../../bench/src/perfParse';
import { consumerWarnings } from '../../bench/src/consumerBench';
import { annotation } from '../../bench/src/format';

describe('batch math (docs/sources.md#batching)', () => {
  it('reproduces the worked example table for batch.size=16384', () => {
    const table: Array<[number, number, number]> = [[10, 910, 16377], [100, 148, 16277], [500, 32, 16349], [1000, 16, 16205], [4096, 3, 12376]];
    for (const [value, records, bytes] of table) assert.deepEqual(fillBatch(16384, value), { records, bytes }, `value ${value}`);
    assert.equal(fillBatch(16384, 10000).records, 1);
    assert.equal(fillBatch(16384, 20000).records, 1);
  });
  it('a 100-byte value is 109 bytes on the wire, 110 once offsetDelta ≥ 64', () => {
    assert.equal(recordSize(0, 0, null, 100), 109);
    assert.equal(recordSize(64, 0, null, 100), 110);
  });
  it('zig-zag varint sizes', () => {
    assert.deepEqual([63, 64, -64, -65, 8191, 8192, 1048575, 1048576].map(sizeOfVarint), [1, 2, 1, 2, 2, 3, 3, 4]);
  });
  it('seed 000 A: batch.size=1024 with 512 B records holds one record in 582 bytes', () => {
    assert.deepEqual(fillBatch(1024, 512), { records: 1, bytes: 582 });
  });
});

describe('perf-tool summary parser (docs/sources.md#perf-tools)', () => {
  it('parses the 3.x final line with 6 decimals (seed 000)', () => {
    const s = parseProducerSummary('300000 records sent, 6065.875407 records/sec (2.96 MB/sec), 4819.77 ms avg latency, 9009.00 ms max latency, 4481 ms 50th, 7404 ms 95th, 8897 ms 99th, 8994 ms 99.9th.');
    assert.deepEqual(s, { records: 300000, steadyState: false, recordsPerSec: 6065.875407, mbPerSec: 2.96, avgMs: 4819.77, maxMs: 9009, p50: 4481, p95: 7404, p99: 8897, p999: 8994 });
  });
  it('parses %.1f records/sec and the steady-state variant, preferring steady state', () => {
    const out = ['20000 records sent, 1998.2 records/sec (0.98 MB/sec), 305.22 ms avg latency, 1227.00 ms max latency, 112 ms 50th, 1117 ms 95th, 1204 ms 99th, 1223 ms 99.9th.',
      '15000 steady state records sent, 2000.0 records/sec (0.98 MB/sec), 6.84 ms avg latency, 206.00 ms max latency, 7 ms 50th, 12 ms 95th, 14 ms 99th, 17 ms 99.9th.'].join('\n');
    const s = producerSummaryFromOutput(out);
    assert.equal(s?.steadyState, true);
    assert.equal(s?.records, 15000);
    assert.equal(s?.p50, 7);
  });
  it('ignores the 5-second window lines (no percentiles)', () => {
    assert.equal(parseProducerSummary('99841 records sent, 19968.2 records/sec (9.75 MB/sec), 120.3 ms avg latency, 400.0 ms max latency.'), undefined);
  });
  it('parses the consumer CSV summary row', () => {
    const out = 'start.time, end.time, data.consumed.in.MB, MB.sec, data.consumed.in.nMsg, nMsg.sec, rebalance.time.ms, fetch.time.ms, fetch.MB.sec, fetch.nMsg.sec\n2024-10-03 10:00:00:123, 2024-10-03 10:00:05:456, 32.4249, 6.0801, 200000, 37502.3439, 3012, 2321, 13.9702, 86169.7544\n';
    const s = parseConsumerSummary(out);
    assert.equal(s?.records, 200000);
    assert.equal(s?.mb, 32.4249);
    assert.equal(s?.fetchMs, 2321);
    assert.equal(s?.rebalanceMs, 3012);
  });
});

describe('config mapping', () => {
  it('Java producer defaults and idempotence rule', () => {
    const c = javaProducerConfig({ acks: '1' });
    assert.equal(c.batchSize, 16384);
    assert.equal(c.lingerMs, 5);
    assert.equal(c.acks, 1);
    assert.equal(c.idempotence, false, 'acks=1 turns default idempotence off');
    assert.equal(javaProducerConfig({}).idempotence, true);
  });
  it('consumer keys map onto kafkajs options, and seed 001 D is flagged', () => {
    const m = consumerMapping({ 'fetch.min.bytes': '8388608', 'fetch.max.wait.ms': '1000', 'max.poll.records': '5000', 'max.partition.fetch.bytes': '1048576' });
    assert.deepEqual(m, { minBytes: 8388608, maxWaitTimeInMs: 1000, maxBytes: 52428800, maxBytesPerPartition: 1048576, maxPollRecords: 5000 });
    assert.match(consumerWarnings(m, 4, 3)[0], /exceeds what the broker counts toward it/);
  });
});

describe('safety', () => {
  it('only loopback unless allowed', () => {
    assert.ok(isLoopbackHost('127.0.0.1') && isLoopbackHost('localhost') && isLoopbackHost('[::1]'));
    assert.ok(!isLoopbackHost('10.0.0.5') && !isLoopbackHost('kafka.example.com'));
    assert.throws(() => checkBootstrap({ bootstrap: 'kafka.example.com:9092' }), /only loopback/);
    assert.deepEqual(checkBootstrap({ bootstrap: 'kafka.example.com:9092', allowNonLoopback: true }), ['kafka.example.com:9092']);
  });

  it('a loopback bootstrap whose cluster advertises another host is refused unless allowed', async () => {
    // Only describeCluster's answer matters here: what a tunnel to a remote cluster would return.
    const answering = (hosts: string[]) => ({ describeCluster: async () => ({ clusterId: 'c', controller: 1, brokers: hosts.map((host, i) => ({ nodeId: i + 1, host, port: 9092 })) }) }) as unknown as Admin;
    await assert.rejects(describeCluster(answering(['127.0.0.1', '10.0.0.7'])), /the cluster advertises 10\.0\.0\.7:9092, which is not a loopback address/);
    assert.deepEqual((await describeCluster(answering(['127.0.0.1', '10.0.0.7']), true)).addresses, ['127.0.0.1:9092', '10.0.0.7:9092']);
    assert.deepEqual((await describeCluster(answering(['localhost', '::1']))).addresses, ['localhost:9092', '[::1]:9092']);
  });
});

describe('Pareto frontier', () => {
  it('keeps only the non-dominated points, by throughput', () => {
    const pts = [{ throughput: 100, p99: 10 }, { throughput: 200, p99: 50 }, { throughput: 150, p99: 60 }, { throughput: 50, p99: 5 }, { throughput: 200, p99: 70 }];
    assert.deepEqual(paretoFrontier(pts), [{ throughput: 50, p99: 5 }, { throughput: 100, p99: 10 }, { throughput: 200, p99: 50 }]);
  });
});

describe('messages and settings (zod)', () => {
  it('rejects a run message with a readable reason', () => {
    const r = parseMessage(panelMessageSchema, { type: 'run', form: { records: -1 } });
    assert.equal(r.ok, false);
    assert.match(!r.ok ? r.error : '', /form\.records/);
    assert.equal(parseMessage(panelMessageSchema, { type: 'nope' }).ok, false);
  });
  it('accepts well-formed messages both ways', () => {
    assert.ok(parseMessage(panelMessageSchema, { type: 'apply', overrides: { 'linger.ms': '10' } }).ok);
    assert.ok(parseMessage(hostMessageSchema, { type: 'progress', message: 'round 1/3', fraction: 0.3 }).ok);
  });
  it('throughput 0 and bad bootstrap are refused with a reason', () => {
    const r = benchSettingsSchema.safeParse({ kind: 'producer', bootstrap: 'nope', records: 1, recordSize: 1, throughput: 0, rounds: 1, config: {} });
    assert.equal(r.success, false);
    const msgs = r.success ? [] : r.error.issues.map((i) => i.message).join(' | ');
    assert.match(String(msgs), /host:port/);
    assert.match(String(msgs), /unthrottled/);
  });
  it('annotation reads p50 · p99 · rec/s with mode and rounds', () => {
    const text = annotation({ id: 'x', when: new Date(0).toISOString(), kind: 'producer', engine: 'kafkajs', label: 'l', mode: 'throttled 2000 rec/s', roundsRun: 3, rounds: [], median: { p50: 5.2, p99: 12, recordsPerSec: 2000 }, min: {}, max: {}, warnings: [], cluster: '', config: {} }, 30_000);
    assert.equal(text, 'p50 5.2 ms · p99 12 ms · 2,000 rec/s (throttled 2000 rec/s, 3 rounds, just now)');
  });
});

describe('bench CLI (no broker needed)', () => {
  it('usage error without a file, refusal of a non-loopback broker, before any connection', async () => {
    const { benchCommand } = await import('../../cli/src/bench');
    const { UsageError } = await import('../../cli/src/args');
    const io = (errs: string[]) => ({ out: () => undefined, err: (s: string) => errs.push(s), readStdin: async () => '', cwd: process.cwd(), env: {}, stdoutTty: {} });
    const { mkdtempSync, rmSync, writeFileSync } = await import('node:fs');
    const { dirname, join } = await import('node:path');
    const { tmpdir } = await import('node:os');
    const errs: string[] = [];
    await assert.rejects(benchCommand([], io(errs)), (e: Error) => e instanceof UsageError && /needs the file/.test(e.message));
    const file = join(mkdtempSync(join(tmpdir(), 'bench-cli-')), 'producer.properties');
    writeFileSync(file, 'acks=1\nlinger.ms=5\nbatch.size=16384\n');
    errs.length = 0;
    assert.equal(await benchCommand([file, '--bootstrap', 'kafka.example.com:9092', '--format', 'json'], io(errs)), 2);
    assert.match(errs.join('\n'), /only loopback brokers .* are allowed unless --allow-non-loopback is given/);
    rmSync(dirname(file), { recursive: true, force: true });
  });
});

describe('plain error sentences', () => {
  it('NOT_ENOUGH_REPLICAS wrapped by kafkajs retries is explained in plain words', async () => {
    const { explainError } = await import('../../bench/src/connection');
    const wrapped = Object.assign(new Error('Messages are rejected since there are fewer in-sync replicas than required'), { name: 'KafkaJSNumberOfRetriesExceeded', cause: { type: 'NOT_ENOUGH_REPLICAS' } });
    assert.match(explainError(wrapped, '127.0.0.1:9092'), /NOT_ENOUGH_REPLICAS — fewer in-sync replicas are alive than min\.insync\.replicas/);
    const refused = Object.assign(new Error('connect ECONNREFUSED 127.0.0.1:9092'), { code: 'ECONNREFUSED' });
    assert.match(explainError(refused, '127.0.0.1:9092'), /No broker answers at 127\.0\.0\.1:9092: connection refused/);
    const outOfOrder = Object.assign(new Error('The broker received an out of order sequence number'), { name: 'KafkaJSProtocolError', type: 'OUT_OF_ORDER_SEQUENCE_NUMBER', code: 45 });
    assert.match(explainError(outOfOrder, '127.0.0.1:9092'), /OUT_OF_ORDER_SEQUENCE_NUMBER\) while partition leadership moved\. enable\.idempotence is on/);
    // kafkajs' own class, so the test breaks if kafkajs renames what the sentence keys on.
    const { KafkaJSGroupCoordinatorNotFound } = kafkajs as unknown as { KafkaJSGroupCoordinatorNotFound: new (m: string) => Error };
    assert.match(explainError(new KafkaJSGroupCoordinatorNotFound('Failed to find group coordinator'), '127.0.0.1:9092'), /could not find its group coordinator at 127\.0\.0\.1:9092 \(Failed to find group coordinator\) after asking every broker/);
  });
  it('kafkajs reading its dropped metadata (a broker frozen mid-refresh) is a sentence, not a TypeError', async () => {
    const { explainError } = await import('../../bench/src/connection');
    let thrown: unknown;
    try {
      const metadata = null as unknown as { topicMetadata: unknown[] };
      metadata.topicMetadata.some(Boolean); // what kafkajs' brokerPool does once disconnect() cleared it
    } catch (e) {
      thrown = e;
    }
    assert.match(explainError(thrown, '127.0.0.1:9092'), /^The client lost the cluster's metadata while the broker at 127\.0\.0\.1:9092 was not answering \(kafkajs: Cannot read properties of null \(reading 'topicMetadata'\)\)/);
    // A different TypeError is not dressed up as a broker problem.
    assert.doesNotMatch(explainError(new TypeError("Cannot read properties of null (reading 'length')"), '127.0.0.1:9092'), /lost the cluster's metadata/);
  });
});

describe('a dropped connection under a metadata call', () => {
  // kafkajs exports the class it throws when a broker closes the socket, but its typings omit it.
  const { KafkaJSConnectionClosedError } = kafkajs as unknown as { KafkaJSConnectionClosedError: new (m: string, at: { host: string; port: number }) => Error };
  const closed = () => new KafkaJSConnectionClosedError('Closed connection', { host: '127.0.0.1', port: 9092 });
  it('is tried again, and the call that then succeeds is the answer', async () => {
    let calls = 0;
    const got = await retryIfConnectionDropped(async () => { if (++calls < 3) throw closed(); return 'metadata'; }, () => true);
    assert.equal(got, 'metadata');
    assert.equal(calls, 3);
  });
  it('gives up after the attempts with the last error', async () => {
    let calls = 0;
    await assert.rejects(retryIfConnectionDropped(async () => { calls++; throw closed(); }, () => true, 2), { name: 'KafkaJSConnectionClosedError' });
    assert.equal(calls, 2);
  });
  it('stops asking once the round has given up (a call on a disconnected client would reconnect it)', async () => {
    let calls = 0, leaving = false;
    await assert.rejects(retryIfConnectionDropped(async () => { calls++; leaving = true; throw closed(); }, () => !leaving), { name: 'KafkaJSConnectionClosedError' });
    assert.equal(calls, 1);
  });
  it('does not repeat other failures', async () => {
    let calls = 0;
    await assert.rejects(retryIfConnectionDropped(async () => { calls++; throw new KafkaJSProtocolError('Topic authorization failed'); }, () => true), { name: 'KafkaJSProtocolError' });
    assert.equal(calls, 1);
  });
});
