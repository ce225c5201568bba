// HdrHistogram reports a percentile as the top of its value's bucket; the recorder must not show
// a percentile above the largest latency it recorded (a result read p99.9 316.9 ms, max 316.8 ms).
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { LatencyRecorder } from '../../bench/src/stats';

describe('LatencyRecorder', () => {
  it('no percentile exceeds the max', () => {
    const r = new LatencyRecorder();
    for (const ms of [209.7, 250.1, 316.8]) r.recordMs(ms);
    for (const p of [50, 99, 99.9, 100]) assert.ok(r.percentileMs(p) <= r.maxMs(), `p${p} ${r.percentileMs(p)} > max ${r.maxMs()}`);
    assert.equal(r.percentileMs(99.9), r.maxMs());
    r.destroy();
  });

  it('near miss: below the top the bucket value is kept (3 significant digits)', () => {
    const r = new LatencyRecorder();
    for (let i = 1; i <= 1000; i++) r.recordMs(i);
    assert.ok(Math.abs(r.percentileMs(50) - 500) <= 0.5, String(r.percentileMs(50)));
    r.destroy();
  });
});
