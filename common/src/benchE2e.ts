// End-to-end latency (produce → consume through one topic) and consumer lag: the metric rows the
// result tables show and what each number means. Kept apart from bench.ts so the rows, labels and
// explanations are declared once and the producer/consumer tables only spread them in.

/** `client`: the file's producer or consumer measured alone; `e2e`: its records produced and consumed in one run. */
export const BENCH_MODES = ['client', 'e2e'] as const;
export type BenchMode = (typeof BENCH_MODES)[number];

export interface MetricDef {
  key: string;
  label: string;
  help: string;
}

/**
 * Consumer lag, sampled every LAG_SAMPLE_MS while a consumer reads (bench/src/lagSampler.ts):
 * records behind the partitions' ends, and how old the consumer's view is in time.
 */
export const LAG_METRICS: readonly MetricDef[] = [
  { key: 'lagRecordsMax', label: 'consumer lag max (records)', help: 'Consumer lag in records, sampled every 100 ms during the round: the most records the consumer was behind the partitions\' ends (high watermark − position, summed over partitions). In a backlog run it starts at the whole backlog.' },
  { key: 'lagRecordsP99', label: 'consumer lag p99 (records)', help: 'Consumer lag in records, 99th percentile of the 100 ms samples: 99 % of the time the consumer was at most this many records behind.' },
  { key: 'lagRecordsAvg', label: 'consumer lag avg (records)', help: 'Consumer lag in records, averaged over the 100 ms samples of the round: how far behind the consumer was on average.' },
  { key: 'lagRecordsEnd', label: 'consumer lag at end (records)', help: 'Consumer lag in records when the round ended. 0 means the consumer caught up with everything written; above 0 means it fell behind for good.' },
  { key: 'timeLagMaxMs', label: 'time lag max ms', help: 'Consumer lag in time, sampled every 100 ms: now − the timestamp of the last record the consumer got, on a partition it was still behind on (0 when caught up). The largest sample of the round.' },
  { key: 'timeLagP99Ms', label: 'time lag p99 ms', help: 'Consumer lag in time (now − the timestamp of the last record consumed, 0 when caught up), 99th percentile of the 100 ms samples.' },
  { key: 'timeLagAvgMs', label: 'time lag avg ms', help: 'Consumer lag in time (now − the timestamp of the last record consumed, 0 when caught up), averaged over the 100 ms samples of the round.' },
];

/**
 * The end-to-end run (bench/src/e2eBench.ts): latency of each record from the moment the producer
 * was handed it to the moment the consumer handed it to the application, both read from this
 * process's one monotonic clock.
 */
export const E2E_METRICS: readonly MetricDef[] = [
  { key: 'recordsPerSec', label: 'records/s', help: 'Records consumed per second: records of the round ÷ time from the first send to the last record received.' },
  { key: 'mbPerSec', label: 'MB/s', help: 'Record payload consumed per second in MiB (1,048,576 bytes).' },
  { key: 'p50', label: 'end-to-end p50 ms', help: 'Median end-to-end latency: from the producer\'s send() to the consumer handing the record to the application, both timed on this process\'s one clock (no clock skew between machines). linger.ms, the produce round trip, replication and the consumer\'s fetch wait all add up here.' },
  { key: 'p95', label: 'end-to-end p95 ms', help: '95 % of the records reached the consumer within this many milliseconds of send().' },
  { key: 'p99', label: 'end-to-end p99 ms', help: '99 % of the records reached the consumer within this many milliseconds of send(); 1 in 100 took longer.' },
  { key: 'p999', label: 'end-to-end p99.9 ms', help: '99.9 % of the records reached the consumer within this many milliseconds of send().' },
  { key: 'maxMs', label: 'end-to-end max ms', help: 'The slowest record of the round, send() to the consumer\'s hand-over, in milliseconds.' },
  { key: 'avgMs', label: 'end-to-end avg ms', help: 'Mean end-to-end latency, send() to the consumer\'s hand-over (what Apache Kafka\'s EndToEndLatency tool prints as "Avg latency").' },
  { key: 'intendedP50', label: 'end-to-end p50 from intended send ms', help: 'Throttled runs: median end-to-end latency measured from the moment the run meant to send each record (start + i ÷ rate), so a stalled send() does not hide the wait of the records behind it.' },
  { key: 'intendedP99', label: 'end-to-end p99 from intended send ms', help: 'Throttled runs: 99 % of the records reached the consumer within this many milliseconds of their intended send time. Compare configs by this one.' },
  { key: 'intendedMaxMs', label: 'end-to-end max from intended send ms', help: 'Throttled runs: the slowest record measured from its intended send time.' },
  { key: 'ackP50', label: 'producer ack p50 ms', help: 'Median time from send() to the broker\'s acknowledgement, for the same records: the producer\'s share of the end-to-end latency.' },
  { key: 'ackP99', label: 'producer ack p99 ms', help: '99 % of the same records were acknowledged to the producer within this many milliseconds of send().' },
  { key: 'latencySamples', label: 'latency samples', help: 'End-to-end latencies recorded in the round: one per record the consumer received, each record counted once.' },
  { key: 'minMs', label: 'end-to-end min ms', help: 'The fastest record of the round, send() to the consumer\'s hand-over. Never below 0: both ends read the same clock.' },
];
