// Consumer benchmark (method in docs/evidence/fetch-min-bytes-unreachable.md): produce a fixed backlog (P partitions × N records) into a
// fresh topic, capture the end offsets, then consume it R times (a new group each round, from the
// beginning) with the config mapped to kafkajs, the same light work per record, and stop when every
// partition's position reaches the captured end offset — not on an empty poll, whose extra wait
// would pollute every group's time with the same fixed tail.
import type { Admin, Kafka } from 'kafkajs';
import type { BenchResult, BenchSettingsInput, Metrics } from '../../common/src/bench';
import { consumerMapping, type ConsumerMapping } from './config';
import { abortable, crashOf, connectClient, describeCluster, newTopicName, retryIfConnectionDropped, withBenchTopic } from './connection';
import { randomPayloads } from './payload';
import { disconnectAll, envelope, kafkaFor, parseBenchSettings, rethrowPlain, topicOptions, throwIfAborted, watchdog, withFailureReport, type RoundHooks, type RunHooks } from './run';
import { LatencyRecorder, MB } from './stats';
import { LagSampler } from './lagSampler';
import { recordSize } from './batchMath';
import { PRODUCER_RETRY } from './producerBench';
import { bytes, bytesAsWritten, msValue } from '../../common/src/units';

/**
 * The consumer's retries. The Java consumer keeps asking for its group coordinator while the answer
 * is retriable, until its poll timeout (AbstractCoordinator.ensureCoordinatorReady), backing off
 * retry.backoff.ms. kafkajs asks each broker `retries` times (the Kafka client's retry options, not
 * the consumer's) and then gives up for good: KafkaJSGroupCoordinatorNotFound is not retriable.
 * With 2 retries every round whose coordinator sat on a stopping broker ended ~2 s after the stop.
 * Measured on the fault test's 3-node cluster: all three nodes answered GROUP_COORDINATOR_NOT_AVAILABLE
 * for up to 5.1 s while the stopping node shut down; these backoffs give each broker ≈ 5.5 s
 * (≈ 16 s over three), under the round's 20–30 s stall watchdog, which still bounds the wait.
 */
const CONSUMER_RETRY = { retries: 8, initialRetryTime: 100, maxRetryTime: 1_000 };

export async function runConsumerBench(input: BenchSettingsInput, callerHooks: RunHooks = {}): Promise<BenchResult> {
  const s = parseBenchSettings({ ...input, kind: 'consumer' });
  const hooks = withFailureReport(s, callerHooks);
  const kafka = kafkaFor(s, hooks);
  // kafkajs looks up a group coordinator with its client-level retries, not the consumer's own.
  const consumerKafka = kafkaFor(s, hooks, CONSUMER_RETRY);
  const admin = kafka.admin();
  const log = hooks.log ?? (() => undefined);
  try {
    await connectClient(admin, hooks.signal);
    const cluster = await abortable(describeCluster(admin, s.allowNonLoopback), hooks.signal);
    const map = consumerMapping(s.config, s.client);
    const warnings = consumerWarnings(map, s.partitions, s.rounds);
    for (const w of warnings) log(`note: ${w}`);
    const rounds = await withBenchTopic(admin, { partitions: s.partitions, replicationFactor: Math.min(3, cluster.brokers) }, async (topic) => {
      hooks.progress?.(`producing backlog ${s.partitions}×${s.records}×${s.recordSize} B`, 0);
      await produceBacklog(kafka, topic, s.partitions, s.records, s.recordSize, hooks, s.timeoutMs);
      const ends = new Map((await admin.fetchTopicOffsets(topic)).map((o) => [o.partition, Number(o.high)] as [number, number]));
      const out: Metrics[] = [];
      for (let r = 0; r < s.rounds; r++) {
        throwIfAborted(hooks.signal);
        hooks.progress?.(`round ${r + 1}/${s.rounds}`, (r + 1) / (s.rounds + 1));
        const m = await consumeRound(consumerKafka, admin, topic, ends, map, s.recordSize, hooks, s.timeoutMs);
        log(`round ${r + 1}: ${m.durationMs.toFixed(0)} ms, ${m.recordsPerSec.toFixed(0)} rec/s, fetch p99 ${m.fetchP99.toFixed(1)} ms, poll p99 ${m.pollP99.toFixed(1)} ms, empty polls ${m.emptyPolls}`);
        out.push(m);
      }
      return out;
    }, topicOptions(s, hooks, cluster));
    // Cancelled while the topic was being deleted: the deletion finished, the run still counts as cancelled.
    throwIfAborted(hooks.signal);
    hooks.progress?.('done', 1);
    return envelope(s, 'consumer', s.client === 'kafkajs' ? 'kafkajs consumer' : 'Java consumer config mapped to kafkajs', rounds, warnings, cluster.describe);
  } catch (e) {
    rethrowPlain(e, s);
  } finally {
    await disconnectAll([admin]);
  }
}

/** The reachable bound (docs/evidence/fetch-min-bytes-unreachable.md): the broker counts at most partitions × max.partition.fetch.bytes toward fetch.min.bytes (DelayedFetch). */
export function consumerWarnings(m: ConsumerMapping, partitions: number, rounds: number): string[] {
  const w: string[] = [];
  const cap = partitions * m.maxBytesPerPartition;
  if (m.minBytes > cap) w.push(`fetch.min.bytes=${bytesAsWritten(m.minBytes)} exceeds what the broker counts toward it here, ${partitions} × max.partition.fetch.bytes = ${bytes(cap)}: every fetch will wait the full fetch.max.wait.ms=${msValue(m.maxWaitTimeInMs)}; see docs/evidence/fetch-min-bytes-unreachable.md.`);
  if (rounds < 3) w.push('Fewer than 3 rounds: one round can be an outlier (a rebalance, a cold broker), so compare medians of at least three.');
  w.push('Record age includes the time spent producing the backlog: compare it between configs, do not read it as end-to-end latency.');
  return w;
}

export async function produceBacklog(kafka: Kafka, topic: string, partitions: number, perPartition: number, size: number, hooks: RoundHooks, timeoutMs: number): Promise<void> {
  const producer = kafka.producer({ allowAutoTopicCreation: false, retry: PRODUCER_RETRY });
  const payloads = randomPayloads(size, 256);
  let sent = 0;
  const dog = watchdog(Math.min(timeoutMs, 30_000), () => sent, hooks.signal, 'producing the backlog');
  try {
    await connectClient(producer, hooks.signal, dog.promise);
    const chunk = Math.max(1, Math.floor(512 * 1024 / size));
    for (let at = 0; at < perPartition; at += chunk) {
      throwIfAborted(hooks.signal);
      const n = Math.min(chunk, perPartition - at);
      const topicMessages = [{ topic, messages: Array.from({ length: partitions }, (_, p) => Array.from({ length: n }, () => ({ partition: p, value: payloads.next() }))).flat() }];
      await Promise.race([producer.sendBatch({ topicMessages, acks: -1 }), dog.promise]);
      sent += n * partitions;
    }
  } catch (e) {
    hooks.fail?.(e);
    throw e;
  } finally {
    dog.stop();
    await disconnectAll([producer]);
  }
}

async function consumeRound(kafka: Kafka, admin: Admin, topic: string, ends: Map<number, number>, map: ConsumerMapping, size: number, hooks: RoundHooks, timeoutMs: number): Promise<Metrics> {
  const groupId = `${newTopicName()}-g`; // our prefix, so a leftover group is recognisably ours
  const consumer = kafka.consumer({ groupId, minBytes: map.minBytes, maxBytes: map.maxBytes, maxBytesPerPartition: map.maxBytesPerPartition, maxWaitTimeInMs: map.maxWaitTimeInMs, allowAutoTopicCreation: false, retry: CONSUMER_RETRY });
  const fetches = new LatencyRecorder(), polls = new LatencyRecorder(), ages = new LatencyRecorder();
  const positions = new Map<number, number>([...ends.keys()].map((p) => [p, 0] as [number, number]));
  // Lag over the round: the whole backlog when the consumer joins, 0 when it has read it all.
  const lag = new LagSampler(ends);
  const total = [...ends.values()].reduce((a, b) => a + b, 0);
  let consumed = 0, emptyPolls = 0, sinceFetch = 0, checksum = 0;
  let fetchSum = 0, fetchMax = 0, fetchedRecords = 0, fetchedBytes = 0, lagMax = 0;
  let start = 0, end = 0, lastHandover = 0;
  let finish!: () => void;
  const finished = new Promise<void>((r) => (finish = r));
  const isDone = () => [...ends].every(([p, e]) => (positions.get(p) ?? 0) >= e);
  // The clock starts at the first join only: a rejoin after the coordinator moved is part of what
  // this round's consumer lived through, as the same stall would be inside a Java app's poll().
  consumer.on(consumer.events.GROUP_JOIN, () => { if (!start) { start = performance.now(); lastHandover = start; lag.start(); } });
  let fetchSeen = false;
  // kafkajs handles a fetch's batches before it starts the next fetch, so at FETCH_START we know
  // whether the previous fetch handed anything over; one that did not is the Java app's empty poll.
  consumer.on(consumer.events.FETCH_START, () => { if (fetchSeen && sinceFetch === 0 && !isDone()) emptyPolls++; sinceFetch = 0; fetchSeen = true; });
  consumer.on(consumer.events.FETCH, (e) => { fetches.recordMs(e.payload.duration); fetchSum += e.payload.duration; fetchMax = Math.max(fetchMax, e.payload.duration); });
  // records-lag-max as the Java consumer measures it: the high watermark minus the position the fetched records start at.
  consumer.on(consumer.events.START_BATCH_PROCESS, (e) => { fetchedRecords += e.payload.batchSize; lagMax = Math.max(lagMax, Number(e.payload.offsetLagLow) || 0); });
  const dog = watchdog(Math.min(timeoutMs, 30_000), () => consumed, hooks.signal, 'consuming the backlog');
  let leaving = false;
  const crash = crashOf(consumer, hooks.log);
  try {
    await connectClient(consumer, hooks.signal, dog.promise);
    await Promise.race([retryIfConnectionDropped(() => consumer.subscribe({ topic, fromBeginning: true }), () => !leaving), dog.promise]);
    await consumer.run({
      autoCommit: false,
      eachBatch: async ({ batch, resolveOffset }) => {
        const msgs = batch.messages;
        lag.fetched(batch.partition, Number(batch.highWatermark));
        // max.poll.records: hand the fetched records to the "application" in chunks, as poll() does.
        for (let i = 0; i < msgs.length && !isDone(); i += map.maxPollRecords) {
          const now = performance.now();
          polls.recordMs(Math.max(0.001, now - lastHandover));
          const wall = Date.now();
          for (const m of msgs.slice(i, i + map.maxPollRecords)) {
            ages.recordMs(wall - Number(m.timestamp));
            checksum = (checksum + (m.value?.length ?? 0)) | 0; // the same light work per record
            fetchedBytes += recordSize(0, 0, m.key?.length ?? null, m.value?.length ?? null);
            positions.set(batch.partition, Number(m.offset) + 1);
            lag.consumed(batch.partition, Number(m.offset), Number(m.timestamp));
            consumed++; sinceFetch++;
          }
          lastHandover = performance.now();
          resolveOffset(msgs[Math.min(msgs.length, i + map.maxPollRecords) - 1].offset);
        }
        if (isDone() && !end) { end = performance.now(); lag.stop(); finish(); }
      },
    });
    await Promise.race([finished, dog.promise, crash]);
  } catch (e) {
    // Told now: leaving the group on a hung broker takes a while.
    hooks.fail?.(e);
    throw e;
  } finally {
    leaving = true;
    dog.stop();
    lag.stop();
    await disconnectAll([consumer]);
    await admin.deleteGroups([groupId]).catch(() => undefined);
  }
  const secs = (end - start) / 1000;
  const m: Metrics = {
    records: total, durationMs: secs * 1000, recordsPerSec: total / secs, mbPerSec: (total * size) / MB / secs,
    fetchP50: fetches.percentileMs(50), fetchP99: fetches.percentileMs(99), pollP50: polls.percentileMs(50), pollP99: polls.percentileMs(99),
    ageP99: ages.percentileMs(99), emptyPolls, fetches: fetches.count, polls: polls.count, p50: polls.percentileMs(50), p99: polls.percentileMs(99), checksum: checksum & 1,
    // The Java consumer's fetch metrics from kafkajs' fetch events (common/src/clientMetrics.ts);
    // fetch-size-avg counts the records' bytes in the batch format, without batch headers.
    fetchLatencyAvgMs: fetchSum / Math.max(1, fetches.count), fetchLatencyMaxMs: fetchMax,
    recordsPerFetchAvg: fetchedRecords / Math.max(1, fetches.count), fetchSizeAvgBytes: fetchedBytes / Math.max(1, fetches.count), recordsLagMax: lagMax,
    ...lag.metrics(),
  };
  for (const h of [fetches, polls, ages]) h.destroy();
  lag.destroy();
  return m;
}
