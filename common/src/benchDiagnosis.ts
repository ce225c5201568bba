// The one sentence an expert says after reading a run's client metrics: which gate sent the
// batches, and whether the time went into the producer's buffer or into the round trip to the
// cluster. Pure, from a result's median metrics and the two settings the sentences name, so the
// engine, the CLI and the panel say the same thing. Thresholds are stated with each rule.
import type { BenchKind, Metrics } from './bench';

export interface DiagnosisSettings {
  lingerMs: number;
  batchSize: number;
  /** Consumer: fetch.max.wait.ms. */
  fetchMaxWaitMs?: number;
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
    return `send() spent ${pct(m.bufferpoolWaitRatio * 100)} of the run blocked on buffer.memory: records arrive faster than requests drain the buffer, so the producer, not linger.ms, sets the pace.`;
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
    return `${pct(linger)} of batches left on linger: linger.ms (${s.lingerMs} ms) is your latency${tail}.`;
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
    return `batches waited ${msText(queue)} on average (linger.ms ${s.lingerMs} ms) and were ${pct(fill * 100)} of batch.size: they left on linger, so linger.ms is your latency and raising batch.size changes nothing at this rate.`;
  }
  if (fin(flush) && flush >= 50) return `${pct(flush)} of batches left on flush() at the end of the round: too few records per round to show the steady state; raise the record count.`;
  if (fin(queue) && fin(request) && request > 2 * queue) {
    return `request latency (${msText(request)}) outweighs queue time (${msText(queue)}): the round trip to the cluster (acks, replication, the broker's disk) is your latency, not batching.`;
  }
  if (fin(queue) && fin(request)) return `queue time ${msText(queue)}, request latency ${msText(request)}: neither the buffer nor the round trip dominates.`;
  return undefined;
}

function consumerDiagnosis(m: Metrics, s: DiagnosisSettings): string | undefined {
  const lat = m.fetchLatencyAvgMs, per = m.recordsPerFetchAvg;
  if (!fin(lat)) return undefined;
  // A fetch the broker held close to fetch.max.wait.ms: fetch.min.bytes was not reached in time.
  if (s.fetchMaxWaitMs !== undefined && s.fetchMaxWaitMs > 0 && lat >= 0.8 * s.fetchMaxWaitMs) {
    return `fetches took ${msText(lat)} on average, close to fetch.max.wait.ms (${s.fetchMaxWaitMs} ms): the broker held them waiting for fetch.min.bytes, so that wait is your consumer's latency.`;
  }
  // records-lag-max is the Java consumer's per-partition figure; the table's "consumer lag max"
  // sums the partitions, so the sentence names which one it quotes.
  const lag = fin(m.recordsLagMax) ? `, records-lag-max ${Math.round(m.recordsLagMax).toLocaleString('en-US')} (the most records one partition was behind)` : '';
  return `fetches answered in ${msText(lat)}${fin(per) ? ` with ${Math.round(per)} records each` : ''}${lag}: the broker returns data as soon as it is asked, so throughput is set by fetch size and the work per record.`;
}
