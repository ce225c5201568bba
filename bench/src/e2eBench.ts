// End-to-end latency: a producer with the config under test sends records, each stamped with its
// send time, to a topic this run creates; a consumer in the same process reads them; a record's
// latency is the moment the consumer hands it to the application − its stamp. Both times come from
// this process's monotonic clock (performance.now()), so there is no clock skew to correct, and a
// negative sample is impossible by construction (the round's `minMs` shows it).
//
// What Apache Kafka's tool measures (tools/src/main/java/org/apache/kafka/tools/EndToEndLatency.java,
// apache/kafka trunk): one record at a time — System.nanoTime() before producer.send(record).get(),
// then consumer.poll() until that record arrives, latency = nanoTime after the poll − before the
// send; it forces linger.ms=0 and fetch.max.wait.ms=0, assigns the partitions and seeks to the end
// before sending, and prints the average and the 50th/99th/99.9th percentiles. Here, unlike there:
// records are sent at the run's rate (or as fast as possible), not one round trip at a time, and
// with the config's own linger.ms and batching (the Java batching emulator), because what a user
// asks is what *their* config costs end to end; the consumer side runs with the Java consumer's
// defaults (or with the config, when the file's config is a consumer's). A throttled run also
// measures from each record's intended send time, as the producer benchmark does.
import type { Admin, Consumer, Kafka, Producer } from 'kafkajs';
import type { BenchResult, BenchSettings, BenchSettingsInput, Metrics, SendPattern } from '../../common/src/bench';
import { compressionType, measureRatio, registerCodecs } from './codecs';
import { consumerMapping, javaProducerConfig, parseAcks, type ConsumerMapping, type JavaProducerConfig } from './config';
import { abortable, crashOf, BenchError, connectClient, describeCluster, newTopicName, retryIfConnectionDropped, withBenchTopic } from './connection';
import { JavaBatchingEmulator } from './javaEmulator';
import { LagSampler } from './lagSampler';
import { filePayloads, randomPayloads, type Payloads } from './payload';
import { PRODUCER_RETRY } from './producerBench';
import { disconnectAll, envelope, kafkaFor, parseBenchSettings, rethrowPlain, settledWithin, Throttler, throwIfAborted, topicOptions, watchdog, withFailureReport, type RoundHooks, type RunHooks } from './run';
import { LatencyRecorder, MB } from './stats';

/** Bytes of the stamp at the start of each value: round, index, send time, intended send time. */
export const STAMP_BYTES = 24;
/** Unmeasured records sent through producer and consumer before round 1 (connections, first fetch). */
const WARM_UP_RECORDS = 200;
/** Longest wait for requests kafkajs is still retrying after a round ends (as the producer benchmark). */
const SETTLE_MS = 10_000;
/** The consumer's retries, as the consumer benchmark's (a coordinator on a stopping broker). */
const CONSUMER_RETRY = { retries: 8, initialRetryTime: 100, maxRetryTime: 1_000 };

export interface Stamp { round: number; index: number; sentAt: number; intendedAt: number }

/** The record value: the 24-byte stamp, then the payload. */
export function stampValue(s: Stamp, payload: Buffer): Buffer {
  const b = Buffer.allocUnsafe(STAMP_BYTES + payload.length);
  b.writeUInt32BE(s.round, 0);
  b.writeUInt32BE(s.index, 4);
  b.writeDoubleBE(s.sentAt, 8);
  b.writeDoubleBE(s.intendedAt, 16);
  payload.copy(b, STAMP_BYTES);
  return b;
}

/** The stamp of a value this run wrote, or undefined for anything shorter. */
export function readStamp(v: Buffer | null): Stamp | undefined {
  if (!v || v.length < STAMP_BYTES) return undefined;
  return { round: v.readUInt32BE(0), index: v.readUInt32BE(4), sentAt: v.readDoubleBE(8), intendedAt: v.readDoubleBE(16) };
}

/** One round as the consumer sees it: which records of it arrived, and their latencies. */
class RoundReceipts {
  readonly e2e = new LatencyRecorder();
  readonly intended = new LatencyRecorder();
  private readonly seen: Uint8Array;
  received = 0;
  minMs = Infinity;
  maxMs = -Infinity;
  lastAt = 0;
  private done!: () => void;
  readonly complete = new Promise<void>((r) => (this.done = r));

  constructor(readonly round: number, readonly n: number, readonly throttled: boolean, readonly lag: LagSampler) {
    this.seen = new Uint8Array(n);
  }

  /** A record handed over at `now`; a redelivery (after a rebalance) is counted once. */
  take(s: Stamp, now: number): void {
    if (s.round !== this.round || s.index >= this.n || this.seen[s.index]) return;
    this.seen[s.index] = 1;
    const ms = now - s.sentAt;
    this.minMs = Math.min(this.minMs, ms);
    this.maxMs = Math.max(this.maxMs, ms);
    this.e2e.recordMs(ms);
    if (this.throttled) this.intended.recordMs(now - Math.min(s.sentAt, s.intendedAt));
    this.received++;
    this.lastAt = now;
    if (this.received === this.n) this.done();
  }

  destroy(): void {
    this.e2e.destroy();
    this.intended.destroy();
    this.lag.destroy();
  }
}

export async function runE2eBench(input: BenchSettingsInput, callerHooks: RunHooks = {}): Promise<BenchResult> {
  const s = parseBenchSettings({ ...input, kind: 'e2e' });
  if (s.engine !== 'kafkajs') throw new BenchError(`End-to-end runs use the built-in kafkajs engine: one process must time both the send and the receipt on the same clock, which the ${s.engine === 'official' ? 'perf-test tools' : 'Trogdor agents'} do not report per record.`);
  const hooks = withFailureReport(s, callerHooks);
  const kafka = kafkaFor(s, hooks);
  const consumerKafka = kafkaFor(s, hooks, CONSUMER_RETRY);
  const admin = kafka.admin();
  const producerSide = s.configRole === 'producer';
  const client = producerSide ? s.client : 'java';
  const jcfg = javaProducerConfig(producerSide ? s.config : {}, client);
  const map = consumerMapping(producerSide ? {} : s.config, producerSide ? 'java' : s.client);
  const idempotent = client !== 'kafkajs' && jcfg.idempotence;
  const producer = kafka.producer({ allowAutoTopicCreation: false, idempotent, retry: PRODUCER_RETRY });
  const log = hooks.log ?? (() => undefined);
  try {
    await registerCodecs();
    await connectClient(admin, hooks.signal);
    const cluster = await abortable(describeCluster(admin, s.allowNonLoopback), hooks.signal);
    await connectClient(producer, hooks.signal);
    const payloads = s.payloadFile ? await filePayloads(s.payloadFile) : randomPayloads(Math.max(1, s.recordSize - STAMP_BYTES));
    const rf = Math.min(3, cluster.brokers);
    const warnings = e2eWarnings(s, producerSide);
    log(`cluster: ${cluster.describe}; topic RF=${rf}`);
    for (const w of warnings) log(`note: ${w}`);
    const acks = client === 'kafkajs' ? parseAcks(s.config.acks ?? '-1') : jcfg.acks;
    const rounds = await withBenchTopic(admin, { partitions: s.partitions, replicationFactor: rf, configs: rf >= 3 ? { 'min.insync.replicas': '2' } : {} }, async (topic) => {
      const side: ProducerSide = { producer, admin, topic, cfg: jcfg, client, acks, pattern: s.sendPattern ?? { kind: 'serial' }, payloads };
      return consumeWhileProducing(consumerKafka, admin, topic, map, side, s, hooks);
    }, topicOptions(s, hooks, cluster));
    throwIfAborted(hooks.signal);
    hooks.progress?.('done', 1);
    const label = `end to end: ${producerSide ? (client === 'kafkajs' ? 'kafkajs producer' : 'Java batching emulated') : 'default Java producer'} → ${producerSide ? 'default Java consumer' : 'consumer config mapped to kafkajs'}`;
    return envelope(s, 'e2e', label, rounds, warnings, cluster.describe);
  } catch (e) {
    rethrowPlain(e, s);
  } finally {
    await disconnectAll([producer, admin]);
  }
}

export function e2eWarnings(s: Pick<BenchSettings, 'throughput' | 'rounds' | 'partitions'>, producerSide: boolean): string[] {
  const w: string[] = [];
  if (s.throughput < 0) w.push('Unthrottled: records queue in the producer and the topic as fast as they are sent, so the end-to-end latency is mostly that queue, not the config; give a rate (--throughput) for latency.');
  if (s.rounds < 3) w.push('Fewer than 3 rounds: one round can be an outlier, so compare medians of at least three.');
  w.push(producerSide
    ? 'The consumer runs with the Java consumer\'s defaults (fetch.min.bytes=1: the broker answers a fetch as soon as a record arrives); its share of the latency is one fetch round trip.'
    : 'The producer runs with the Java producer\'s defaults (linger.ms=5 since Kafka 4.0, the batching emulated); its share of the latency is in "producer ack p50/p99".');
  w.push(`Each record value starts with a ${STAMP_BYTES}-byte stamp (its round, index and send time) that the consumer reads back; the record size includes it.`);
  return w;
}

interface ProducerSide {
  producer: Producer;
  admin: Admin;
  topic: string;
  cfg: JavaProducerConfig;
  client: BenchSettings['client'];
  acks: number;
  pattern: SendPattern;
  payloads: Payloads;
}

/**
 * One consumer for the whole run (joined once, before the first record is sent, so no round pays
 * the group join), the warm-up, then the measured rounds; every round sends N records and ends when
 * the consumer has received all N.
 */
async function consumeWhileProducing(kafka: Kafka, admin: Admin, topic: string, map: ConsumerMapping, side: ProducerSide, s: BenchSettings, hooks: RoundHooks): Promise<Metrics[]> {
  const groupId = `${newTopicName()}-g`; // our prefix, so a leftover group is recognisably ours
  const consumer = kafka.consumer({ groupId, minBytes: map.minBytes, maxBytes: map.maxBytes, maxBytesPerPartition: map.maxBytesPerPartition, maxWaitTimeInMs: map.maxWaitTimeInMs, allowAutoTopicCreation: false, retry: CONSUMER_RETRY });
  let current: RoundReceipts | undefined;
  let received = 0;
  let joined!: () => void;
  const join = new Promise<void>((r) => (joined = r));
  consumer.on(consumer.events.GROUP_JOIN, () => joined());
  const crash = crashOf(consumer, hooks.log);
  let leaving = false;
  const dog = watchdog(Math.min(s.timeoutMs, 30_000), () => received, hooks.signal, 'waiting for the consumer to receive the records');
  try {
    await connectClient(consumer, hooks.signal, dog.promise);
    await Promise.race([retryIfConnectionDropped(() => consumer.subscribe({ topic, fromBeginning: true }), () => !leaving), dog.promise]);
    await consumer.run({
      autoCommit: false,
      eachBatch: async ({ batch, resolveOffset }) => {
        const r = current;
        r?.lag.fetched(batch.partition, Number(batch.highWatermark));
        const msgs = batch.messages;
        // max.poll.records: the application gets the fetched records in chunks, as poll() hands them.
        for (let i = 0; i < msgs.length; i += map.maxPollRecords) {
          for (const m of msgs.slice(i, i + map.maxPollRecords)) {
            const now = performance.now();
            const stamp = readStamp(m.value);
            r?.lag.consumed(batch.partition, Number(m.offset), Number(m.timestamp));
            if (stamp && r) { const before = r.received; r.take(stamp, now); received += r.received - before; }
          }
          resolveOffset(msgs[Math.min(msgs.length, i + map.maxPollRecords) - 1].offset);
        }
      },
    });
    hooks.progress?.('consumer joining its group', 0);
    await Promise.race([join, dog.promise, crash]);
    const out: Metrics[] = [];
    for (let round = 0; round <= s.rounds; round++) {
      throwIfAborted(hooks.signal);
      const n = round === 0 ? Math.min(WARM_UP_RECORDS, s.records) : s.records;
      hooks.progress?.(round === 0 ? 'warm-up' : `round ${round}/${s.rounds}`, round / (s.rounds + 1));
      const r = new RoundReceipts(round, n, s.throughput > 0, new LagSampler());
      current = r;
      r.lag.start();
      try {
        const m = await e2eRound(side, r, s, hooks, dog.promise, crash);
        if (round > 0) {
          hooks.log?.(`round ${round}: ${m.recordsPerSec.toFixed(0)} rec/s, end-to-end p50 ${m.p50.toFixed(1)} ms, p99 ${m.p99.toFixed(1)} ms, max ${m.maxMs.toFixed(1)} ms`);
          out.push(m);
        }
      } finally {
        current = undefined;
        r.destroy();
      }
    }
    return out;
  } catch (e) {
    hooks.fail?.(e);
    throw e;
  } finally {
    leaving = true;
    dog.stop();
    await disconnectAll([consumer]);
    await admin.deleteGroups([groupId]).catch(() => undefined);
  }
}

/** Sends one round's records and waits until the consumer has every one of them. */
async function e2eRound(side: ProducerSide, r: RoundReceipts, s: BenchSettings, hooks: RoundHooks, dog: Promise<never>, crash: Promise<never>): Promise<Metrics> {
  const ack = new LatencyRecorder();
  const throttle = new Throttler(s.throughput);
  let bytes = 0;
  const t0 = performance.now();
  const value = (i: number, now: number) => {
    const v = stampValue({ round: r.round, index: i, sentAt: now, intendedAt: throttle.throttled ? Math.min(now, throttle.intendedAt(i)) : now }, side.payloads.next());
    bytes += v.length;
    return v;
  };
  try {
    const sending = side.client === 'kafkajs' ? sendKafkajs(side, r.n, throttle, value, ack, hooks) : sendEmulated(side, r.n, throttle, value, ack, hooks);
    sending.catch(() => undefined);
    await Promise.race([sending, dog, crash]);
    await Promise.race([r.complete, dog, crash]);
  } finally {
    r.lag.stop();
  }
  const secs = (r.lastAt - t0) / 1000;
  // The histogram holds whole microseconds: a percentile that falls on the largest sample could read
  // up to 0.5 µs above the raw max beside it (p99 191.345 beside a max of 191.3446 ms, a test run
  // at load 13). No percentile exceeds the max.
  const pct = (p: number) => Math.min(r.e2e.percentileMs(p), r.maxMs);
  const m: Metrics = {
    records: r.n, durationMs: secs * 1000, recordsPerSec: r.n / secs, mbPerSec: bytes / MB / secs,
    avgMs: r.e2e.meanMs(), p50: pct(50), p95: pct(95), p99: pct(99), p999: pct(99.9),
    // The raw extremes, not the histogram's buckets: a sample below 0 would show here as it is.
    maxMs: r.maxMs, minMs: r.minMs, latencySamples: r.e2e.count,
    ackP50: ack.percentileMs(50), ackP99: ack.percentileMs(99),
    ...(r.throttled ? { intendedP50: r.intended.percentileMs(50), intendedP99: r.intended.percentileMs(99), intendedMaxMs: r.intended.maxMs() } : {}),
    ...r.lag.metrics(),
  };
  ack.destroy();
  return m;
}

type ValueAt = (i: number, now: number) => Buffer;

/** Java/librdkafka configs: the batching emulator, as the producer benchmark sends them. */
async function sendEmulated(side: ProducerSide, n: number, throttle: Throttler, value: ValueAt, ack: LatencyRecorder, hooks: RoundHooks): Promise<void> {
  const meta = await side.admin.fetchTopicMetadata({ topics: [side.topic] });
  const leaders = new Map(meta.topics[0].partitions.map((p) => [p.partitionId, p.leader] as [number, number]));
  const compression = compressionType(side.cfg.compression);
  const ratio = side.cfg.compressed ? await measureRatio(compression, side.payloads.sample()) : 1;
  const emu = new JavaBatchingEmulator(side.producer, side.topic, leaders, side.cfg, compression, ratio);
  const onAck = (ms: number) => ack.recordMs(ms);
  try {
    for (let i = 0; i < n; i++) {
      const paced = throttle.pace(i);
      if (paced) await paced;
      throwIfAborted(hooks.signal);
      if (emu.error) throw emu.error;
      const now = performance.now();
      const blocked = emu.append(value(i, now), now, onAck, throttle.throttled ? Math.min(now, throttle.intendedAt(i)) : undefined);
      if (blocked) await blocked;
    }
    await emu.flush();
    if (emu.error) throw emu.error;
  } finally {
    emu.close(new Error('round finished'));
    await emu.settle(SETTLE_MS);
  }
}

/** kafkajs configs: send() as the application calls it (serial await, N concurrent, or arrays of B). */
async function sendKafkajs(side: ProducerSide, n: number, throttle: Throttler, value: ValueAt, ack: LatencyRecorder, hooks: RoundHooks): Promise<void> {
  const per = side.pattern.kind === 'batch' ? side.pattern.size : 1;
  const workers = side.pattern.kind === 'concurrent' ? side.pattern.n : 1;
  const compression = compressionType(side.cfg.compression);
  let next = 0;
  let stop = false;
  const worker = async () => {
    while (next < n && !stop) {
      const first = next;
      const count = Math.min(per, n - first);
      next += count;
      if (throttle.throttled) await throttle.wait(first);
      throwIfAborted(hooks.signal);
      const start = performance.now();
      const messages = Array.from({ length: count }, (_, k) => ({ value: value(first + k, start) }));
      await side.producer.send({ topic: side.topic, messages, acks: side.acks, compression, timeout: 30_000 });
      const ms = performance.now() - start;
      for (let k = 0; k < count; k++) ack.recordMs(ms);
    }
  };
  const running = Array.from({ length: workers }, worker);
  try {
    await Promise.all(running);
  } finally {
    stop = true;
    await settledWithin(running, SETTLE_MS);
  }
}
