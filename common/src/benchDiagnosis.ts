// The one sentence an expert says after reading a run's client metrics: which gate sent the
// batches, and whether the time went into the producer's buffer or into the round trip to the
// cluster. Pure, from a result's median metrics and the two settings the sentences name, so the
// engine, the CLI and the panel say the same thing. Thresholds are stated with each rule.
import type { BenchKind, Metrics } from './bench';
import { count } from './units';

export interface DiagnosisSettings {
  lingerMs: number;
  batchSize: number;
  /** Consumer: fetch.max.wait.ms. */
  fetchMaxWaitMs?: number;
  /** Consumer: fetch.min.bytes. */
  fetchMinBytes?: number;
  /** A throttled run (a target rate): an unthrottled one saturates the producer by design. */
  throttled: boolean;
}

const pct = (x: number) => `${Math.round(x)} %`;
const msText = (x: number) => `${x >= 10 ? Math.round(x) : x.toFixed(1)} ms`;
const fin = (x: number | undefined): x is number => x !== undefined && Number.isFinite(x);

export function diagnose(kind: BenchKind, m: Metrics, s: DiagnosisSettings): string | undefined {
  // An end-to-end run has no sentence of its own yet: its latency is the sum of both sides'.
  if (kind === 'e2e') return undefined;
  return kind === 'producer' ? producerDiagnosis(m, s) : consumerDiagnosis(m, s);
}

function producerDiagnosis(m: Metrics, s: DiagnosisSettings): string | undefined {
  const queue = m.recordQueueTimeAvgMs, request = m.requestLatencyAvgMs;
  // A send() blocked on buffer.memory for ≥ 5 % of the run: every other figure is shaped by it.
  if (fin(m.bufferpoolWaitRatio) && m.bufferpoolWaitRatio >= 0.05) {
    // Cause-neutral: a rate above what the producer or the cluster sustains and a broker that stops
    // answering both fill the buffer; the metric cannot tell them apart.
    return `send() spent ${pct(m.bufferpoolWaitRatio * 100)} of the run blocked on buffer.memory: requests did not drain the buffer as fast as records arrived, so buffer.memory, not linger.ms, set the pace.`;
  }
  const linger = m.batchesLingerPct, full = m.batchesFullPct, flush = m.batchesFlushPct;
  // At a target rate, queue time ≥ 10× the round trip and well past linger.ms: the batches wait for
  // the sender (a free request slot, max.in.flight.requests.per.connection), so the producer cannot
  // keep up with the rate. Unthrottled runs always queue like this; the gate says more there.
  if (s.throttled && fin(queue) && fin(request) && request > 0 && queue >= 10 * request && queue > s.lingerMs * 2) {
    const single = fin(m.recordsPerBatch) && m.recordsPerBatch < 1.5 ? `; each batch carries a single record (batch.size ${s.batchSize} bytes), so every record needs a request slot of its own` : '';
    return `queue time ${Math.round(queue / request)}× request latency (${msText(queue)} vs ${msText(request)}): the producer is saturated, not the cluster — batches wait in the producer for a free request slot (max.in.flight.requests.per.connection), not for the broker's answer${single}.`;
  }
  const fill = fin(m.batchSizeAvgBytes) && s.batchSize > 0 ? m.batchSizeAvgBytes / s.batchSize : undefined;
  if (fin(linger) && linger >= 50) {
    // "raising batch.size changes nothing" only holds when the batches that left were well below it.
    const tail = fill !== undefined && fill < 0.8 ? `; batches were ${pct(fill * 100)} of batch.size, so raising batch.size changes nothing at this rate` : '';
    return `${pct(linger)} of batches left on linger: linger.ms (${s.lingerMs} ms) sets your latency${tail}.`;
  }
  if (fin(full) && full >= 50) {
    const perBatch = m.recordsPerBatch;
    if (fin(perBatch) && perBatch < 1.5) {
      return `${pct(full)} of batches left full with one record each: batch.size (${s.batchSize} bytes) holds a single record of this size, so every record pays for its own batch header and request slot.`;
    }
    return `${pct(full)} of batches left full before linger.ms (${s.lingerMs} ms) expired${fin(perBatch) ? `, ${Math.round(perBatch)} records each` : ''}: batch.size (${s.batchSize} bytes) caps how much one batch carries.`;
  }
  // Without gate counts (the official tool), a batch that waited about linger.ms while far from
  // batch.size left on linger.
  if (!fin(linger) && fin(queue) && fill !== undefined && s.lingerMs > 0 && queue >= 0.8 * s.lingerMs && queue <= 2 * s.lingerMs && fill < 0.8) {
    return `batches waited ${msText(queue)} on average (linger.ms ${s.lingerMs} ms) and were ${pct(fill * 100)} of batch.size: they left on linger, so linger.ms sets your latency and raising batch.size changes nothing at this rate.`;
  }
  if (fin(flush) && flush >= 50) return `${pct(flush)} of batches left on flush() at the end of the round: too few records per round to show the steady state; raise the record count.`;
  if (fin(queue) && fin(request) && request > 2 * queue) {
    return `request latency (${msText(request)}) outweighs queue time (${msText(queue)}): the round trip to the cluster (acks, replication, the broker's disk) is your latency, not batching.`;
  }
  if (fin(queue) && fin(request) && queue > 2 * request) {
    // Unthrottled, the producer is handed records as fast as it takes them, so they queue by design.
    const why = s.throttled ? '' : ' — as in any unthrottled run, which measures capacity: run at a target rate to measure latency';
    return `queue time (${msText(queue)}) outweighs request latency (${msText(request)}): records spend their time in the producer's buffer (waiting for linger.ms, for a full batch or for a free request slot), not in the round trip${why}.`;
  }
  if (fin(queue) && fin(request)) return `queue time ${msText(queue)}, request latency ${msText(request)}: neither the buffer nor the round trip dominates.`;
  return undefined;
}

function consumerDiagnosis(m: Metrics, s: DiagnosisSettings): string | undefined {
  const lat = m.fetchLatencyAvgMs, per = m.recordsPerFetchAvg;
  if (!fin(lat)) return undefined;
  // The broker holds a fetch until fetch.min.bytes are there or fetch.max.wait.ms has passed
  // (FetchRequest's min_bytes/max_wait_ms). Only a fetch that came back smaller than
  // fetch.min.bytes, after about fetch.max.wait.ms, was held for it; a slow fetch that returned
  // more than fetch.min.bytes was slow for another reason (its size, a loaded machine).
  const size = m.fetchSizeAvgBytes, minBytes = s.fetchMinBytes ?? 1;
  const wait = s.fetchMaxWaitMs;
  if (wait !== undefined && wait > 0 && lat >= 0.8 * wait && lat <= 1.5 * wait + 50 && fin(size) && size < minBytes) {
    return `fetches took ${msText(lat)} on average, close to fetch.max.wait.ms (${wait} ms), and returned ${count(Math.round(size))} bytes, under fetch.min.bytes (${count(minBytes)}): the broker held them waiting for more data, so that wait is your consumer's latency.`;
  }
  if (wait !== undefined && wait > 0 && lat >= 0.8 * wait && fin(size) && size >= minBytes) {
    return `fetches took ${msText(lat)} on average and returned ${count(Math.round(size))} bytes${fin(per) ? ` (${count(Math.round(per))} records)` : ''} each, at least fetch.min.bytes (${count(minBytes)}), so no fetch waited for it: the time went into answering and reading responses this large (fetch.max.bytes and max.partition.fetch.bytes size them).`;
  }
  // records-lag-max is the Java consumer's per-partition figure; the table's "consumer lag max"
  // sums the partitions, so the sentence names which one it quotes.
  const lag = fin(m.recordsLagMax) ? `, records-lag-max ${Math.round(m.recordsLagMax).toLocaleString('en-US')} (the most records one partition was behind)` : '';
  return `fetches answered in ${msText(lat)}${fin(per) ? ` with ${Math.round(per)} records each` : ''}${lag}: the broker returns data as soon as it is asked, so throughput is set by fetch size and the work per record.`;
}
