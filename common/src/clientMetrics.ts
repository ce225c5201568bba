// The Kafka client metrics a benchmark result carries, declared once: the key in a result's
// metrics (what `kafka-tune bench --format json` prints), the Java client's own metric (group and
// name, as `kafka-producer-perf-test --print-metrics` prints it), the unit, and a short label.
// The kafkajs engine computes each from its own accounting of the batches and requests it sends;
// the official-tool engine reads the Java client's figure (bench/src/perfParse.ts).

export interface ClientMetric {
  /** Key in BenchResult.rounds/median/min/max. */
  key: string;
  /** The Java client's metric group and name (org.apache.kafka.clients.producer.internals.SenderMetricsRegistry, FetchMetricsRegistry). */
  group: 'producer-metrics' | 'consumer-fetch-manager-metrics';
  name: string;
  label: string;
}

export const PRODUCER_CLIENT_METRICS: readonly ClientMetric[] = [
  { key: 'recordQueueTimeAvgMs', group: 'producer-metrics', name: 'record-queue-time-avg', label: 'record-queue-time-avg ms' },
  { key: 'recordQueueTimeMaxMs', group: 'producer-metrics', name: 'record-queue-time-max', label: 'record-queue-time-max ms' },
  { key: 'requestLatencyAvgMs', group: 'producer-metrics', name: 'request-latency-avg', label: 'request-latency-avg ms' },
  { key: 'requestLatencyMaxMs', group: 'producer-metrics', name: 'request-latency-max', label: 'request-latency-max ms' },
  { key: 'batchSizeAvgBytes', group: 'producer-metrics', name: 'batch-size-avg', label: 'batch-size-avg bytes' },
  { key: 'recordsPerRequestAvg', group: 'producer-metrics', name: 'records-per-request-avg', label: 'records-per-request-avg' },
  { key: 'bufferpoolWaitRatio', group: 'producer-metrics', name: 'bufferpool-wait-ratio', label: 'bufferpool-wait-ratio' },
  { key: 'compressionRateAvg', group: 'producer-metrics', name: 'compression-rate-avg', label: 'compression-rate-avg' },
  { key: 'recordRetryRate', group: 'producer-metrics', name: 'record-retry-rate', label: 'record-retry-rate /s' },
  { key: 'produceThrottleTimeAvgMs', group: 'producer-metrics', name: 'produce-throttle-time-avg', label: 'produce-throttle-time-avg ms' },
];

export const CONSUMER_CLIENT_METRICS: readonly ClientMetric[] = [
  { key: 'fetchLatencyAvgMs', group: 'consumer-fetch-manager-metrics', name: 'fetch-latency-avg', label: 'fetch-latency-avg ms' },
  { key: 'fetchLatencyMaxMs', group: 'consumer-fetch-manager-metrics', name: 'fetch-latency-max', label: 'fetch-latency-max ms' },
  { key: 'recordsPerFetchAvg', group: 'consumer-fetch-manager-metrics', name: 'records-per-request-avg', label: 'records per fetch (records-per-request-avg)' },
  { key: 'fetchSizeAvgBytes', group: 'consumer-fetch-manager-metrics', name: 'fetch-size-avg', label: 'fetch-size-avg bytes' },
  { key: 'recordsLagMax', group: 'consumer-fetch-manager-metrics', name: 'records-lag-max', label: 'records-lag-max' },
];

/**
 * Which of the producer's gates sent each batch, in percent of the round's batches
 * (RecordAccumulator.ready): full (no room for another record, or a second batch waits behind it),
 * linger.ms expired, flush() (the end of a round), or other (drained with another partition's ready
 * batch to the same broker, or buffer.memory exhausted).
 */
export const GATE_KEYS = ['batchesFullPct', 'batchesLingerPct', 'batchesFlushPct', 'batchesOtherPct'] as const;
export type GateKey = (typeof GATE_KEYS)[number];

/** Latency from each record's intended send time (throttled runs): not shortened by a stalled send(). */
export const INTENDED_KEYS = ['intendedP50', 'intendedP99', 'intendedP999', 'intendedMaxMs'] as const;

/** A client metric an engine cannot report, and why. */
export interface UnreportedMetric {
  key: string;
  label: string;
  /** Shown in the value column instead of a number. */
  text: string;
}

/**
 * The client metrics a result leaves out because its engine cannot know them, so a table says so in
 * one row instead of dropping the row (an absent throttle time reads as "no throttling"). kafkajs
 * waits out the throttle_time_ms of a produce response inside its own request queue and reports
 * it nowhere the engine can read, so a kafkajs producer run has no produce-throttle-time.
 */
export function unreportedMetrics(r: { kind: string; engine: string; median: Record<string, number> }): UnreportedMetric[] {
  if (r.kind !== 'producer' || r.engine !== 'kafkajs') return [];
  // Only where the run shows client metrics at all (not a plain kafkajs send-pattern run).
  if (!PRODUCER_CLIENT_METRICS.some((c) => c.key in r.median)) return [];
  return PRODUCER_CLIENT_METRICS.filter((c) => c.key === 'produceThrottleTimeAvgMs' && !(c.key in r.median))
    .map((c) => ({ key: c.key, label: c.label, text: 'not reported by kafkajs (it applies the broker\'s throttle without reporting it)' }));
}
