// Latency histograms (HdrHistogram, pure JS build: no WASM needed for a few million values) and
// the round summaries. Rounds of one config differ (the first on a fresh broker ran up to 2× slower,
// docs/evidence/one-record-per-batch.md), so every figure is a median over rounds with its min and max.
import * as hdr from 'hdr-histogram-js';
import type { Metrics } from '../../common/src/bench';

/** Records latencies in microseconds; reports milliseconds. */
export class LatencyRecorder {
  private readonly h = hdr.build({ bitBucketSize: 64, autoResize: true, lowestDiscernibleValue: 1, highestTrackableValue: 3_600_000_000, numberOfSignificantValueDigits: 3, useWebAssembly: false });
  count = 0;
  recordMs(ms: number): void {
    this.h.recordValue(Math.max(1, Math.round(ms * 1000)));
    this.count++;
  }
  percentileMs(p: number): number {
    // HdrHistogram answers with the top of the value's bucket, which can lie above the largest
    // value recorded (p99.9 316.9 ms beside a max of 316.8 ms): no percentile exceeds the max.
    return this.count === 0 ? 0 : Math.min(this.h.getValueAtPercentile(p), this.h.maxValue) / 1000;
  }
  meanMs(): number {
    return this.count === 0 ? 0 : this.h.mean / 1000;
  }
  maxMs(): number {
    return this.count === 0 ? 0 : this.h.maxValue / 1000;
  }
  destroy(): void {
    this.h.destroy();
  }
}

export function median(values: number[]): number {
  if (values.length === 0) return NaN;
  const s = [...values].sort((a, b) => a - b);
  const m = Math.floor(s.length / 2);
  return s.length % 2 ? s[m] : (s[m - 1] + s[m]) / 2;
}

/** Per-metric median, min and max over rounds. */
export function summarise(rounds: Metrics[]): { median: Metrics; min: Metrics; max: Metrics } {
  const keys = new Set(rounds.flatMap((r) => Object.keys(r)));
  const med: Metrics = {}, lo: Metrics = {}, hi: Metrics = {};
  for (const k of keys) {
    const vals = rounds.map((r) => r[k]).filter((v): v is number => typeof v === 'number' && Number.isFinite(v));
    if (vals.length === 0) continue;
    med[k] = median(vals);
    lo[k] = Math.min(...vals);
    hi[k] = Math.max(...vals);
  }
  return { median: med, min: lo, max: hi };
}

/** MB as the perf tools print it: 1024². */
export const MB = 1024 * 1024;
