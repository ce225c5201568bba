// Consumer lag while a consumer reads, sampled on a timer: records behind (high watermark −
// position, summed over partitions: the Java consumer's records-lag per partition, added up as
// kafka-consumer-groups --describe adds it) and time behind (now − the timestamp of the last record
// consumed on a partition still behind; 0 once caught up). Sampling on a clock rather than per
// fetch weighs each moment equally: a consumer that is 10,000 records behind for 2 s and caught up
// for 0.1 s shows that, whatever the number of fetches in each stretch.
import * as hdr from 'hdr-histogram-js';
import type { Metrics } from '../../common/src/bench';
import { LatencyRecorder } from './stats';

/** How often lag is sampled: often enough for a round of a second, cheap (a sum over partitions). */
export const LAG_SAMPLE_MS = 100;

interface PartitionView {
  /** High watermark as last fetched (the partition's end when the consumer last asked). */
  end: number;
  /** Next offset the consumer will read. */
  position: number;
  /** Timestamp (ms since epoch) of the last record consumed, if any. */
  lastTimestamp?: number;
}

export class LagSampler {
  private readonly parts = new Map<number, PartitionView>();
  private readonly records = hdr.build({ bitBucketSize: 64, autoResize: true, lowestDiscernibleValue: 1, highestTrackableValue: 1e12, numberOfSignificantValueDigits: 3, useWebAssembly: false });
  private readonly time = new LatencyRecorder();
  private timer: NodeJS.Timeout | undefined;
  private recordsSum = 0;
  private recordsMax = 0;
  private samples = 0;
  private last = 0;
  private stopped = false;

  /** `ends`: partition → end offset when known before reading (a backlog), so the first samples see it. */
  constructor(ends?: ReadonlyMap<number, number>, private readonly wallClock: () => number = Date.now) {
    for (const [p, e] of ends ?? []) this.parts.set(p, { end: e, position: 0 });
  }

  start(): void {
    if (this.timer) return;
    this.sample();
    this.timer = setInterval(() => this.sample(), LAG_SAMPLE_MS);
    this.timer.unref();
  }

  /** A fetched batch's high watermark (kafkajs `batch.highWatermark`). */
  fetched(partition: number, highWatermark: number): void {
    const v = this.view(partition);
    if (Number.isFinite(highWatermark)) v.end = Math.max(v.end, highWatermark);
  }

  /** A record handed to the application: its offset and its timestamp (ms since epoch). */
  consumed(partition: number, offset: number, timestamp: number): void {
    const v = this.view(partition);
    v.position = Math.max(v.position, offset + 1);
    v.end = Math.max(v.end, v.position);
    if (Number.isFinite(timestamp)) v.lastTimestamp = timestamp;
  }

  /** Records the lag now; called by the timer, and once more by `stop()` for the round's last word. */
  sample(): void {
    const now = this.wallClock();
    let behind = 0, timeLag = 0;
    for (const v of this.parts.values()) {
      const lag = Math.max(0, v.end - v.position);
      behind += lag;
      if (lag > 0 && v.lastTimestamp !== undefined) timeLag = Math.max(timeLag, now - v.lastTimestamp);
    }
    this.records.recordValue(behind);
    this.recordsSum += behind;
    this.recordsMax = Math.max(this.recordsMax, behind);
    // recordMs keeps 1 µs as its floor; a caught-up consumer's 0 ms stays 0.001 ms, shown as 0.0.
    this.time.recordMs(Math.max(0, timeLag));
    this.samples++;
    this.last = behind;
  }

  stop(): void {
    if (this.stopped) return;
    this.stopped = true;
    clearInterval(this.timer);
    this.timer = undefined;
    this.sample();
  }

  metrics(): Metrics {
    if (this.samples === 0) return {};
    return {
      lagRecordsMax: this.recordsMax,
      lagRecordsP99: Math.min(this.records.getValueAtPercentile(99), this.recordsMax),
      lagRecordsAvg: this.recordsSum / this.samples,
      lagRecordsEnd: this.last,
      timeLagMaxMs: floorMs(this.time.maxMs()),
      timeLagP99Ms: floorMs(this.time.percentileMs(99)),
      timeLagAvgMs: floorMs(this.time.meanMs()),
      lagSamples: this.samples,
    };
  }

  destroy(): void {
    clearInterval(this.timer);
    this.records.destroy();
    this.time.destroy();
  }

  private view(p: number): PartitionView {
    let v = this.parts.get(p);
    if (!v) { v = { end: 0, position: 0 }; this.parts.set(p, v); }
    return v;
  }
}

/** The recorder's 1 µs floor read back as 0: below 1 µs a time lag means none. */
function floorMs(ms: number): number {
  return ms <= 0.001 ? 0 : ms;
}
