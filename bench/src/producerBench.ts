// Producer benchmark (method in docs/evidence/one-record-per-batch.md): a fresh topic, R rounds of N records, per-record
// latency from send() to acknowledgement into an HdrHistogram, as kafka-producer-perf-test
// measures. Java/.properties/librdkafka configs run through the Java batching emulator; kafkajs
// configs send the way kafkajs code does (serial await, N concurrent, or batches of B).
import type { Admin, Producer } from 'kafkajs';
import type { BenchResult, BenchSettingsInput, Metrics, SendPattern } from '../../common/src/bench';
import { compressionType, measureRatio, registerCodecs } from './codecs';
import { lz4Available } from './lz4';
import { javaProducerConfig, parseAcks } from './config';
import { abortable, connectClient, describeCluster, withBenchTopic } from './connection';
import { diskProbe, type DiskProbe } from './diskUsage';
import { JavaBatchingEmulator, type EmulatorStats } from './javaEmulator';
import { filePayloads, randomPayloads, type Payloads } from './payload';
import { disconnectAll, envelope, kafkaFor, parseBenchSettings, rethrowPlain, settledWithin, topicOptions, Throttler, throwIfAborted, watchdog, withFailureReport, type RoundHooks, type RunHooks } from './run';
import { LatencyRecorder, MB } from './stats';

export const PRODUCER_RETRY = { retries: 5, initialRetryTime: 100, maxRetryTime: 1_000 };
/** Longest wait for requests kafkajs is still retrying after a round ends: PRODUCER_RETRY's backoffs sum to under 3 s. */
const SETTLE_MS = 10_000;
import { recordSize, RECORD_BATCH_OVERHEAD } from './batchMath';

export async function runProducerBench(input: BenchSettingsInput, callerHooks: RunHooks = {}): Promise<BenchResult> {
  const s = parseBenchSettings({ ...input, kind: 'producer' });
  const hooks = withFailureReport(s, callerHooks);
  const kafka = kafkaFor(s, hooks);
  const admin = kafka.admin();
  // A few more retries than the client default: right after createTopics a broker can still answer
  // UNKNOWN_TOPIC_OR_PARTITION (metadata propagation) or a stopped leader moves; the watchdog bounds the total.
  const jcfg = javaProducerConfig(s.config, s.client);
  // Java/librdkafka configs with idempotence on get a real idempotent producer: the broker then does
  // the sequence and producer-state work the Java client's batches cause. kafkajs assigns each
  // partition's sequence when a request is built, so several requests still fly at once.
  const idempotent = s.client !== 'kafkajs' && jcfg.idempotence;
  const producer = kafka.producer({ allowAutoTopicCreation: false, idempotent, retry: PRODUCER_RETRY });
  const log = hooks.log ?? (() => undefined);
  try {
    const { zstd } = await registerCodecs();
    await connectClient(admin, hooks.signal);
    const cluster = await abortable(describeCluster(admin, s.allowNonLoopback), hooks.signal);
    await connectClient(producer, hooks.signal);
    const payloads = s.payloadFile ? await filePayloads(s.payloadFile) : randomPayloads(s.recordSize);
    const acks = s.client === 'kafkajs' ? parseAcks(s.config.acks ?? '-1') : jcfg.acks;
    const warnings = producerWarnings(s.rounds, s.throughput, cluster.brokers, acks, jcfg.compressed, payloads.random, idempotent, jcfg.compression === 'zstd' && !zstd ? 'zstd' : jcfg.compression === 'lz4' && !lz4Available() ? 'lz4' : false);
    const rf = Math.min(3, cluster.brokers);
    log(`cluster: ${cluster.describe}; topic RF=${rf}`);
    for (const w of warnings) log(`note: ${w}`);
    const pattern: SendPattern = s.sendPattern ?? { kind: 'serial' };
    const label = s.client === 'kafkajs' ? `kafkajs send pattern: ${pattern.kind === 'serial' ? 'serial await' : pattern.kind === 'concurrent' ? `${pattern.n} concurrent` : `batches of ${pattern.size}`}` : 'Java batching emulated';
    // RF=3 with min.insync.replicas=2 where possible, so acks=all has replicas to wait for (docs/evidence/acks-three-replicas.md).
    const rounds = await withBenchTopic(admin, { partitions: s.partitions, replicationFactor: rf, configs: rf >= 3 ? { 'min.insync.replicas': '2' } : {} }, async (topic) => {
      const out: Metrics[] = [];
      // An unmeasured warm-up (JIT, connections, the log's first segment) so round 1 is not an outlier.
      const warm = Math.min(1000, s.records);
      hooks.progress?.('warm-up', 0);
      if (s.client === 'kafkajs') await kafkajsRound(producer, topic, warm, payloads, s.throughput, pattern, acks, compressionType(s.config.compression ?? 'none'), hooks, s.timeoutMs);
      else await emulatedRound(producer, admin, topic, warm, payloads, s.throughput, jcfg, hooks, s.timeoutMs);
      const disk = await probeDisk(admin, topic, acks, log, hooks.signal);
      for (let r = 0; r < s.rounds; r++) {
        throwIfAborted(hooks.signal);
        hooks.progress?.(`round ${r + 1}/${s.rounds}`, r / s.rounds);
        const before = await disk?.bytes();
        const m = s.client === 'kafkajs'
          ? await kafkajsRound(producer, topic, s.records, payloads, s.throughput, pattern, acks, compressionType(s.config.compression ?? 'none'), hooks, s.timeoutMs)
          : await emulatedRound(producer, admin, topic, s.records, payloads, s.throughput, jcfg, hooks, s.timeoutMs);
        const after = before === undefined ? undefined : await disk?.bytes();
        if (before !== undefined && after !== undefined && after >= before) m.diskBytesPerRecord = (after - before) / s.records;
        log(`round ${r + 1}: ${m.recordsPerSec.toFixed(0)} rec/s, ${m.mbPerSec.toFixed(2)} MB/s, p50 ${m.p50.toFixed(1)} ms, p99 ${m.p99.toFixed(1)} ms, ${m.recordsPerRequest.toFixed(1)} rec/request${m.diskBytesPerRecord === undefined ? '' : `, ${m.diskBytesPerRecord.toFixed(1)} B/record on disk`}`);
        out.push(m);
      }
      return out;
    }, topicOptions(s, hooks, cluster));
    // Cancelled while the topic was being deleted: the deletion finished, the run still counts as cancelled.
    throwIfAborted(hooks.signal);
    hooks.progress?.('done', 1);
    return envelope(s, 'producer', label, rounds, warnings, cluster.describe);
  } catch (e) {
    rethrowPlain(e, s);
  } finally {
    await disconnectAll([producer, admin]);
  }
}

/**
 * The disk probe when this machine can read the broker's log directories, else undefined (logged).
 * acks=0 is left out: the last records of a round may not be on disk when the round ends.
 */
async function probeDisk(admin: Admin, topic: string, acks: number, log: (line: string) => void, signal: AbortSignal | undefined): Promise<DiskProbe | undefined> {
  if (acks === 0) return undefined;
  try {
    const probe = await abortable(diskProbe(admin, topic), signal);
    log(probe ? 'bytes on disk: measured from the broker\'s log segments on this machine' : 'bytes on disk: not measurable here (the broker\'s log directories are not on this machine, or the topic preallocates)');
    return probe;
  } catch (e) {
    throwIfAborted(signal);
    log(`bytes on disk: not measured (${e instanceof Error ? e.message : String(e)})`);
    return undefined;
  }
}

export function producerWarnings(rounds: number, throughput: number, brokers: number, acks: number, compressed: boolean, randomPayload: boolean, idempotence: boolean, missingCodec: 'zstd' | 'lz4' | false): string[] {
  const w: string[] = [];
  if (brokers < 3 && acks === -1) w.push(`Only ${brokers} broker(s), so the topic has RF=${brokers}: acks=all waits for no other replica and its cost cannot be measured here. Use a 3-broker cluster (docs/evidence/acks-three-replicas.md).`);
  if (compressed && randomPayload) w.push('Payloads are random letters A–Z (what kafka-producer-perf-test --record-size sends), which lz4 and snappy cannot compress and gzip and zstd shrink only to about 60 %: the compression result says nothing about real data. Choose a sample file (JSON lines…) instead (docs/evidence/compression-payloads.md).');
  if (throughput < 0) w.push('Unthrottled: latency here is queueing at full capacity, not the config itself; run throttled at your target rate for latency.');
  if (rounds < 3) w.push('Fewer than 3 rounds: one round can be an outlier (a cold broker ran the first config up to 2× slower here, docs/evidence/one-record-per-batch.md), so compare medians of at least three.');
  if (idempotence) w.push('enable.idempotence is on: the batches carry real producer ids and sequence numbers (kafkajs idempotent producer); retries follow kafkajs, not the Java client.');
  if (missingCodec === 'zstd') w.push('zstd codec (WASM) could not be loaded; this run cannot compress with zstd.');
  if (missingCodec === 'lz4') w.push('lz4 codec (WASM) could not be loaded; this run sends lz4 frames with every block stored uncompressed, so it measures no compression.');
  return w;
}

async function emulatedRound(producer: Producer, admin: Admin, topic: string, n: number, payloads: Payloads, rate: number, cfg: ReturnType<typeof javaProducerConfig>, hooks: RoundHooks, timeoutMs: number): Promise<Metrics> {
  const meta = await admin.fetchTopicMetadata({ topics: [topic] });
  const leaders = new Map(meta.topics[0].partitions.map((p) => [p.partitionId, p.leader] as [number, number]));
  const compression = compressionType(cfg.compression);
  const ratio = cfg.compressed ? await measureRatio(compression, payloads.sample()) : 1;
  const lat = new LatencyRecorder();
  const intended = new LatencyRecorder();
  const queue = new LatencyRecorder();
  const emu = new JavaBatchingEmulator(producer, topic, leaders, cfg, compression, ratio, (ms) => queue.recordMs(ms));
  let acked = 0;
  let bytes = 0;
  const throttle = new Throttler(rate);
  const onAck = throttle.throttled
    ? (ms: number, fromIntended: number) => { lat.recordMs(ms); intended.recordMs(fromIntended); acked++; }
    : (ms: number) => { lat.recordMs(ms); acked++; };
  const dog = ackWatchdog(cfg.acks, timeoutMs, () => acked, hooks.signal);
  // Produce requests kafkajs put on the wire: more than the emulator sent means kafkajs retried some.
  let wireRequests = 0;
  const off = producer.on(producer.events.REQUEST, (e) => { if (e.payload.apiName === 'Produce') wireRequests++; });
  const t0 = performance.now();
  try {
    const sendAll = async () => {
      for (let i = 0; i < n; i++) {
        const paced = throttle.pace(i);
        if (paced) await paced;
        throwIfAborted(hooks.signal);
        const v = payloads.next();
        bytes += v.length;
        // The throttler may release a record up to MIN_SLEEP_MS (2 ms) early: its latency from the intended time
        // is counted from the earlier of the two, so it is never below the one from send().
        const now = performance.now();
        const blocked = emu.append(v, now, onAck, throttle.throttled ? Math.min(now, throttle.intendedAt(i)) : undefined);
        if (blocked) await blocked;
      }
      await emu.flush();
    };
    await Promise.race([sendAll(), dog.promise, new Promise<never>((_, rej) => { const t = setInterval(() => { if (emu.error) { clearInterval(t); rej(emu.error); } else if (acked >= n) clearInterval(t); }, 100); })]);
  } catch (e) {
    // Told now: settling the requests still with kafkajs can take up to SETTLE_MS on a hung broker.
    hooks.fail?.(e);
    throw e;
  } finally {
    dog.stop();
    emu.close(new Error('round finished'));
    // Bounded by the run's own timeout too: a user who asked to give up after 5 s should not wait 10 s more here.
    await emu.settle(Math.min(SETTLE_MS, timeoutMs));
    off();
  }
  const secs = (performance.now() - t0) / 1000;
  const st = emu.stats;
  const m = latencyMetrics(lat, n, bytes, secs);
  const queueP50 = queue.percentileMs(50);
  const fromIntended = throttle.throttled ? intendedMetrics(intended) : {};
  for (const h of [lat, queue, intended]) h.destroy();
  const recordsPerRequest = st.records / Math.max(1, st.requests);
  return {
    ...m, ...fromIntended, queueP50, requests: st.requests, recordsPerRequest, avgBatchBytes: st.batchBytes / Math.max(1, st.batches), wireBytesPerRecord: st.batchBytes / Math.max(1, st.records),
    recordsPerBatch: st.records / Math.max(1, st.drainedBatches),
    ...gateShares(st),
    ...emulatorClientMetrics(st, secs, cfg.compressed ? ratio : 1, Math.max(0, wireRequests - st.requests) * recordsPerRequest),
  };
}

/** Percent of the drained batches each gate sent. */
function gateShares(st: EmulatorStats): Metrics {
  const n = Math.max(1, st.drainedBatches);
  return { batchesFullPct: (st.gates.full / n) * 100, batchesLingerPct: (st.gates.linger / n) * 100, batchesFlushPct: (st.gates.flush / n) * 100, batchesOtherPct: (st.gates.other / n) * 100 };
}

/**
 * The Java producer's metrics from the emulator's accounting (common/src/clientMetrics.ts). Java
 * averages over its sample windows (two of 30 s), which span a whole round of these sizes.
 * produce-throttle-time is left out: kafkajs applies the broker's throttle time without reporting it.
 */
function emulatorClientMetrics(st: EmulatorStats, secs: number, ratio: number, retriedRecords: number): Metrics {
  const batches = Math.max(1, st.drainedBatches);
  return {
    recordQueueTimeAvgMs: st.queueSumMs / batches,
    recordQueueTimeMaxMs: st.queueMaxMs,
    requestLatencyAvgMs: st.requestSumMs / Math.max(1, st.answered),
    requestLatencyMaxMs: st.requestMaxMs,
    batchSizeAvgBytes: st.compressedBytes / batches,
    recordsPerRequestAvg: st.records / Math.max(1, st.requests),
    bufferpoolWaitRatio: st.blockedMs / 1000 / secs,
    compressionRateAvg: ratio,
    recordRetryRate: retriedRecords / secs,
  };
}

/** Latency from each record's intended send time (throttled runs only). */
function intendedMetrics(h: LatencyRecorder): Metrics {
  return { intendedP50: h.percentileMs(50), intendedP99: h.percentileMs(99), intendedP999: h.percentileMs(99.9), intendedMaxMs: h.maxMs() };
}

async function kafkajsRound(producer: Producer, topic: string, n: number, payloads: Payloads, rate: number, pattern: SendPattern, acks: number, compression: ReturnType<typeof compressionType>, hooks: RoundHooks, timeoutMs: number): Promise<Metrics> {
  const lat = new LatencyRecorder();
  const intended = new LatencyRecorder();
  let requests = 0;
  const off = producer.on(producer.events.REQUEST, (e) => { if (e.payload.apiName === 'Produce') requests++; });
  let next = 0;
  let acked = 0;
  let bytes = 0;
  const per = pattern.kind === 'batch' ? pattern.size : 1;
  const workers = pattern.kind === 'concurrent' ? pattern.n : 1;
  const throttle = new Throttler(rate);
  const dog = ackWatchdog(acks, timeoutMs, () => acked, hooks.signal);
  const t0 = performance.now();
  let stop = false; // the first failure (or the watchdog) ends every worker's loop
  const worker = async () => {
    while (next < n && !stop) {
      const first = next;
      const count = Math.min(per, n - first);
      next += count;
      const paced = throttle.wait(first);
      if (paced) await paced;
      throwIfAborted(hooks.signal);
      const messages = Array.from({ length: count }, () => { const value = payloads.next(); bytes += value.length; return { value }; });
      const start = performance.now();
      await producer.send({ topic, messages, acks, compression, timeout: 30_000 });
      const done = performance.now();
      const ms = done - start;
      for (let k = 0; k < count; k++) lat.recordMs(ms); // every message of one send shares its latency (docs/sources.md#kafkajs)
      if (throttle.throttled) for (let k = 0; k < count; k++) intended.recordMs(done - Math.min(start, throttle.intendedAt(first + k)));
      acked += count;
    }
  };
  const running = Array.from({ length: workers }, worker);
  try {
    await Promise.race([Promise.all(running), dog.promise]);
  } catch (e) {
    hooks.fail?.(e);
    throw e;
  } finally {
    stop = true;
    dog.stop();
    // Sends still retrying inside kafkajs would reconnect after the disconnect (see emulator.settle).
    await settledWithin(running, Math.min(SETTLE_MS, timeoutMs));
    off();
  }
  const secs = (performance.now() - t0) / 1000;
  const m = { ...latencyMetrics(lat, n, bytes, secs), ...(throttle.throttled ? intendedMetrics(intended) : {}) };
  lat.destroy();
  intended.destroy();
  const perReq = n / Math.max(1, requests);
  const recBytes = recordSize(0, 0, null, Math.round(payloads.averageBytes));
  return { ...m, requests, recordsPerRequest: perReq, avgBatchBytes: RECORD_BATCH_OVERHEAD + perReq * recBytes, wireBytesPerRecord: RECORD_BATCH_OVERHEAD / perReq + recBytes };
}

/**
 * The stall watchdog for acknowledgements. With acks=all a broker legitimately holds writes while a
 * stopped follower is still in the ISR, until the leader drops it after replica.lag.time.max.ms
 * (30 s by default, server/catalog/java) and then answers NOT_ENOUGH_REPLICAS; a 30 s cap would fire
 * first and hide that answer behind "no progress" (measured on the 3-node cluster, npm run
 * bench:acks). So acks=all waits the run's whole timeout; acks=0/1 give up after 30 s at most.
 */
function ackWatchdog(acks: number, timeoutMs: number, acked: () => number, signal: AbortSignal | undefined): ReturnType<typeof watchdog> {
  return acks === -1
    ? watchdog(timeoutMs, acked, signal, 'waiting for acks=all acknowledgements (a stopped follower still in the ISR holds every write until the leader drops it)')
    : watchdog(Math.min(timeoutMs, 30_000), acked, signal, 'waiting for acknowledgements');
}

function latencyMetrics(lat: LatencyRecorder, n: number, bytes: number, secs: number): Metrics {
  return {
    records: n,
    durationMs: secs * 1000,
    recordsPerSec: n / secs,
    mbPerSec: bytes / MB / secs,
    avgMs: lat.meanMs(),
    p50: lat.percentileMs(50),
    p95: lat.percentileMs(95),
    p99: lat.percentileMs(99),
    p999: lat.percentileMs(99.9),
    maxMs: lat.maxMs(),
  };
}
