// What the benchmark panel says about its numbers and controls, in plain words, and the two
// comparisons it prints (settings that differ between two runs, and "B vs A" in percent). Kept
// out of the webview so the extension, the CLI and unit tests read the same sentences.
import type { BenchKind, BenchResult } from './bench';
import { E2E_METRICS, LAG_METRICS, type MetricDef } from './benchE2e';

/** One line per metric key: what the number is and how to read it. */
const METRIC_HELP: Record<string, string> = {
  recordsPerSec: 'Records acknowledged per second: records sent in the round ÷ time from the first send to the last acknowledgement. Higher is better.',
  mbPerSec: 'Record payload per second in MiB (1,048,576 bytes), keys and headers not counted. Higher is better.',
  p50: 'Median latency: half of the records were acknowledged by the broker within this many milliseconds of send().',
  p95: '95 % of the records were acknowledged within this many milliseconds of send().',
  p99: '99 % of the records were acknowledged within this many milliseconds of send(); 1 in 100 took longer. The tail a user notices.',
  p999: '99.9 % of the records were acknowledged within this many milliseconds; 1 in 1,000 took longer.',
  maxMs: 'The slowest record of the round, send() to acknowledgement, in milliseconds.',
  queueP50: 'Median time a record waited in its batch before the batch was sent (the Java producer\'s record-queue-time): linger.ms and full batches show up here.',
  recordsPerRequest: 'Records per produce request. 1 means every record travelled alone; larger means linger.ms and batch.size grouped records into batches.',
  avgBatchBytes: 'Average size of one record batch as sent, including its 61-byte batch header. A batch is sent when it reaches batch.size or when linger.ms has passed.',
  wireBytesPerRecord: 'Bytes each record costs in the produce requests, its share of the batch header included. Bigger batches spread the header over more records.',
  diskBytesPerRecord: 'How much the broker\'s log grew per record (read from the broker\'s log directory when it is on this machine).',
  durationMs: 'Time to read the whole backlog (every partition), from the consumer joining its group to the last record.',
  fetchP50: 'Median duration of one fetch request to the broker, in milliseconds (fetch.min.bytes and fetch.max.wait.ms decide how long the broker holds it).',
  fetchP99: '99 % of fetch requests returned within this many milliseconds.',
  pollP50: 'Median time between two hand-overs of records to the application: what one poll() would take in a Java application.',
  pollP99: '99 % of the gaps between two hand-overs of records to the application were shorter than this.',
  ageP99: 'Age of a record when the application got it (now − the record\'s timestamp), 99th percentile. In a backlog run it includes the time the record waited in the backlog.',
  emptyPolls: 'Fetches that brought no records although the backlog was not finished; each one can cost up to fetch.max.wait.ms.',
  fetchMs: 'Time Apache Kafka\'s ConsumerPerformance spent fetching, without the group join (its fetch.time.ms column).',
  intendedP50: 'Throttled runs: median latency measured from the moment the run meant to send each record (start + i ÷ rate), not from the send() call. A stalled send() delays the records behind it; this figure keeps that wait, p50 from send() hides it. Compare configs by this one.',
  intendedP99: '99 % of the records were acknowledged within this many milliseconds of their intended send time. Much higher than p99 from send() means send() itself stalled (a full buffer.memory, a slow broker) and held records back.',
  intendedP999: '99.9 % of the records were acknowledged within this many milliseconds of their intended send time (start + i ÷ rate).',
  intendedMaxMs: 'The slowest record of the round measured from its intended send time: the longest stall any record lived through.',
  batchesFullPct: 'Share of batches that left because they were full: no room for another record of this size, or a second batch was already waiting behind them. Mostly full means batch.size sets the batching.',
  batchesLingerPct: 'Share of batches that left because linger.ms expired before they filled. Mostly linger means linger.ms is the latency records pay; a larger batch.size changes nothing then.',
  batchesFlushPct: 'Share of batches sent by flush() at the end of a round, before linger.ms expired or they filled.',
  batchesOtherPct: 'Share of batches that left neither full nor on linger: drained together with another partition\'s ready batch for the same broker, or because send() was blocked on buffer.memory.',
  recordsPerBatch: 'Records in one batch on average (one batch per partition per request). Compare it with what batch.size could hold.',
  recordQueueTimeAvgMs: 'The Java producer\'s record-queue-time-avg: how long a batch waited in the accumulator, from its first record to being sent (per batch, as the Java client records it). linger.ms, full batches and a busy sender show up here.',
  recordQueueTimeMaxMs: 'The Java producer\'s record-queue-time-max: the longest any batch waited in the accumulator before it was sent.',
  requestLatencyAvgMs: 'The Java producer\'s request-latency-avg: a produce request\'s round trip, from being built to the broker\'s answer. acks, replication and the broker\'s disk show up here, not linger.ms.',
  requestLatencyMaxMs: 'The Java producer\'s request-latency-max: the slowest produce request round trip.',
  batchSizeAvgBytes: 'The Java producer\'s batch-size-avg: bytes of one batch as sent, after compression, header included. Compare it with batch.size to see how full batches were.',
  recordsPerRequestAvg: 'The Java producer\'s records-per-request-avg: records carried by one produce request (all its partitions\' batches).',
  bufferpoolWaitRatio: 'The Java producer\'s bufferpool-wait-ratio: the fraction of time send() was blocked waiting for buffer.memory. Above 0 means requests did not drain the buffer as fast as records arrived.',
  compressionRateAvg: 'The Java producer\'s compression-rate-avg: compressed ÷ uncompressed batch size (1 = no compression; 0.3 = batches shrank to 30 %). The kafkajs engine applies the ratio measured on a sample of the payloads.',
  recordRetryRate: 'The Java producer\'s record-retry-rate: records per second resent after a retriable error. The kafkajs engine counts produce requests kafkajs resent.',
  produceThrottleTimeAvgMs: 'The Java producer\'s produce-throttle-time-avg: how long the broker asked the client to wait because of a quota. Only Apache Kafka\'s perf tool reports it; kafkajs applies the wait without exposing it.',
  fetchLatencyAvgMs: 'The Java consumer\'s fetch-latency-avg: a fetch request\'s round trip. Close to fetch.max.wait.ms means the broker held fetches waiting for fetch.min.bytes.',
  fetchLatencyMaxMs: 'The Java consumer\'s fetch-latency-max: the slowest fetch request of the round.',
  recordsPerFetchAvg: 'The Java consumer\'s records-per-request-avg: records one fetch request brought back.',
  fetchSizeAvgBytes: 'The Java consumer\'s fetch-size-avg: bytes one fetch request brought back. The kafkajs engine counts the records\' bytes without batch headers.',
  recordsLagMax: 'The Java consumer\'s records-lag-max: the most records the consumer was behind the partition\'s end (high watermark) during the round. In a backlog run it starts at the backlog.',
};

/** What a metric means; an end-to-end run's latencies (p50, p99…) are measured to the consumer, not to the ack. */
export function metricHelp(key: string, kind?: BenchKind): string {
  const own = (defs: readonly MetricDef[]) => defs.find((d) => d.key === key)?.help;
  if (kind === 'e2e') { const h = own(E2E_METRICS); if (h) return h; }
  return METRIC_HELP[key] ?? own(LAG_METRICS) ?? own(E2E_METRICS) ?? '';
}

/** The run label (the engine's `label`) explained: what "emulated" or "mapped" means. */
export function modeHelp(label: string): string {
  if (/Java batching emulated/.test(label)) return 'Java batching emulated: the Java producer\'s batching (linger.ms, batch.size, max.in.flight, buffer.memory) is reproduced on top of kafkajs, so this config is measured with the batches the Java client would build. Absolute numbers differ from a real Java client; comparisons between configs hold.';
  if (/send pattern/.test(label)) return 'kafkajs has no linger.ms or batch.size: each send() call is one request. The send pattern says how the application calls send() — one awaited record at a time, several at once, or arrays of records.';
  if (/mapped to kafkajs/.test(label)) return 'The Java consumer\'s settings (fetch.min.bytes, fetch.max.wait.ms, max.partition.fetch.bytes, max.poll.records…) mapped onto a kafkajs consumer; records are handed to the application in max.poll.records chunks, as poll() does.';
  if (/ProducerPerformance|ConsumerPerformance/.test(label)) return 'Measured by Apache Kafka\'s own perf tool (the real Java client), started as a separate process.';
  return '';
}

/** Help for each control of the run form (keys as in BenchForm). */
export const CONTROL_HELP = {
  producerRecords: 'Records sent in each round. Before the first round up to 1,000 warm-up records are sent and not measured.',
  consumerRecords: 'Records written into each partition of the backlog before the rounds start. Each round reads the whole backlog: partitions × records per partition.',
  recordSize: 'Size of each record value in bytes (random letters A–Z, as kafka-producer-perf-test --record-size sends, which compress far less than real data; use a payload file for realistic compression).',
  consumerRecordSize: 'Size of each record value in the backlog, in bytes (random letters A–Z).',
  throughput: 'Records per second the benchmark sends at most. -1 sends as fast as possible: that measures capacity, and the latency then mostly shows queueing.',
  rounds: 'How many times the measurement is repeated. Results show the median round and the range [min–max]; 3 or more make a median meaningful.',
  producerPartitions: 'Partitions of the benchmark\'s own topic; records are spread over them, so more partitions mean more (smaller) batches in flight.',
  consumerPartitions: 'Partitions of the backlog topic; the consumer reads all of them.',
  payloadFile: 'A workspace file whose lines are sent as record values, in turn (e.g. JSON lines). Empty: random letters A–Z of the record size.',
  engine: 'kafkajs: measured in the extension with kafkajs (Java clients are emulated). official: Apache Kafka\'s perf-test tool, the real Java client (needs kafkaTuning.benchmark.perfTestCommand).',
  sendPattern: 'How the application calls send(): serial = await each record; concurrent:10 = 10 sends in flight; batch:100 = one send() with 100 records.',
  mode: 'This config alone: the producer (send → acknowledgement) or the consumer (reading a backlog). End to end: a producer sends records at the rate to a topic the run creates and a consumer in the same run reads them; latency is send() → the consumer handing the record over, on one clock. The other side runs with the Java client\'s defaults. Like Apache Kafka\'s EndToEndLatency tool, but at a rate and with this config\'s batching.',
  timeoutSec: 'When the broker does not answer for this many seconds, the run stops with an error (connection, requests and acknowledgements).',
} as const;

/** Run settings of a result, as the panel lists them (the form's values, then the config). */
export function resultSettings(r: BenchResult): Record<string, string> {
  return { ...(r.run ?? {}), ...r.config };
}

export interface SettingChange { key: string; a: string; b: string }

/** Settings whose value differs between A and B; a key missing on one side reads "(not set)". */
export function settingsDiff(a: BenchResult, b: BenchResult): SettingChange[] {
  const sa = resultSettings(a), sb = resultSettings(b);
  const keys = [...new Set([...Object.keys(sa), ...Object.keys(sb)])].sort();
  return keys.filter((k) => sa[k] !== sb[k]).map((k) => ({ key: k, a: sa[k] ?? '(not set)', b: sb[k] ?? '(not set)' }));
}

/**
 * B against A in percent, rounded to a whole percent. A change that rounds to zero reads "same"
 * (never "-0 %"); a sign is always shown otherwise.
 */
export function percentChange(a: number | undefined, b: number | undefined): string {
  if (a === undefined || b === undefined || !Number.isFinite(a) || !Number.isFinite(b)) return '–';
  if (a === 0) return b === 0 ? 'same' : '–';
  const pct = Math.round(((b - a) / Math.abs(a)) * 100);
  if (pct === 0) return 'same';
  return `${pct > 0 ? '+' : '−'}${Math.abs(pct).toLocaleString('en-US')} %`;
}

/** What "Records" means for this kind of run, with the total a consumer round reads. */
export function recordsMeaning(kind: BenchKind, records: number, partitions: number): string {
  if (kind === 'producer') return `${records.toLocaleString('en-US')} records sent per round`;
  if (kind === 'e2e') return `${records.toLocaleString('en-US')} records sent and received per round`;
  return `${partitions} partitions × ${records.toLocaleString('en-US')} = ${(partitions * records).toLocaleString('en-US')} records read per round`;
}

export type ControlId = 'records' | 'recordSize' | 'throughput' | 'rounds' | 'partitions' | 'payloadFile' | 'engine' | 'sendPattern' | 'timeoutSec' | 'mode';
export interface PanelControl { id: ControlId; label: string; help: string }

/**
 * The run form's controls that apply to this config: a consumer has no send rate, payload file or
 * send pattern (it reads a backlog); only a kafkajs producer has a send pattern (the Java client
 * batches by itself); only a Java config can be measured by Apache Kafka's Java perf tools.
 */
export function panelControls(kind: BenchKind, client: string): PanelControl[] {
  const producer = kind === 'producer';
  const all: Array<PanelControl | false> = [
    { id: 'records', label: producer ? 'Records per round' : 'Records per partition', help: producer ? CONTROL_HELP.producerRecords : CONTROL_HELP.consumerRecords },
    { id: 'recordSize', label: 'Record bytes', help: producer ? CONTROL_HELP.recordSize : CONTROL_HELP.consumerRecordSize },
    producer && { id: 'throughput', label: 'Rate (records/s, -1 = as fast as possible)', help: CONTROL_HELP.throughput },
    { id: 'rounds', label: 'Rounds', help: CONTROL_HELP.rounds },
    { id: 'partitions', label: 'Partitions', help: producer ? CONTROL_HELP.producerPartitions : CONTROL_HELP.consumerPartitions },
    producer && { id: 'payloadFile', label: 'Payload file (optional)', help: CONTROL_HELP.payloadFile },
    client === 'java' && { id: 'engine', label: 'Engine', help: CONTROL_HELP.engine },
    producer && client === 'kafkajs' && { id: 'sendPattern', label: 'kafkajs send pattern', help: CONTROL_HELP.sendPattern },
    { id: 'timeoutSec', label: 'Broker timeout (s)', help: CONTROL_HELP.timeoutSec },
    { id: 'mode', label: 'Measure', help: CONTROL_HELP.mode },
  ];
  return all.filter((c): c is PanelControl => !!c);
}

/** A sweep point that beats `p` on both counts (more throughput and a lower p99), if any: the best such. */
export function dominatedBy<P extends { throughput: number; p99: number }>(p: P, points: readonly P[]): P | undefined {
  return points.filter((q) => q !== p && q.throughput > p.throughput && q.p99 < p.p99).sort((a, b) => b.throughput - a.throughput)[0];
}
