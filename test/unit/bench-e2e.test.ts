// The pure parts of the end-to-end mode and the consumer lag figures: the stamp a record carries
// from producer to consumer, the lag sampler's arithmetic on a clock the test drives, and the words
// the panel and the CLI show for them.
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { e2eWarnings, readStamp, STAMP_BYTES, stampValue } from '../../bench/src/e2eBench';
import { LagSampler } from '../../bench/src/lagSampler';
import { metricRows } from '../../common/src/bench';
import { metricHelp, panelControls, recordsMeaning } from '../../common/src/benchHelp';
import { diagnose } from '../../common/src/benchDiagnosis';

describe('end-to-end stamps', () => {
  it('a stamped value reads back its round, index and times, with the payload after the stamp', () => {
    const payload = Buffer.from('hello');
    const v = stampValue({ round: 3, index: 4_000_000_000, sentAt: 12345.678, intendedAt: 12340.5 }, payload);
    assert.equal(v.length, STAMP_BYTES + payload.length);
    assert.deepEqual(readStamp(v), { round: 3, index: 4_000_000_000, sentAt: 12345.678, intendedAt: 12340.5 });
    assert.equal(v.subarray(STAMP_BYTES).toString(), 'hello');
  });

  it('a value shorter than a stamp (not written by this run) is not read as one', () => {
    assert.equal(readStamp(Buffer.alloc(STAMP_BYTES - 1)), undefined);
    assert.equal(readStamp(null), undefined);
  });
});

describe('consumer lag sampler', () => {
  it('starts at the backlog, counts down as records are consumed, ends at 0', () => {
    let now = 1_000_000;
    const lag = new LagSampler(new Map([[0, 100], [1, 50]]), () => now);
    lag.sample(); // the whole backlog; nothing consumed yet, so no time lag known
    for (let o = 0; o < 60; o++) lag.consumed(0, o, 990_000 + o);
    now += 100;
    lag.sample(); // 40 + 50 behind; partition 0's last record is 1,000,100 − 990,059 ms old
    for (let o = 60; o < 100; o++) lag.consumed(0, o, 990_000 + o);
    for (let o = 0; o < 50; o++) lag.consumed(1, o, 995_000 + o);
    lag.stop(); // caught up: 0 records, 0 ms
    const m = lag.metrics();
    assert.equal(m.lagRecordsMax, 150);
    assert.equal(m.lagRecordsEnd, 0);
    assert.equal(m.lagSamples, 3);
    assert.ok(Math.abs(m.lagRecordsAvg - (150 + 90 + 0) / 3) < 1e-9, String(m.lagRecordsAvg));
    assert.ok(Math.abs(m.timeLagMaxMs - 10_041) < 10, `time lag of the sample behind: ${m.timeLagMaxMs}`);
    lag.destroy();
  });

  it('a high watermark that moves ahead of the consumer (a producer writing) raises the lag', () => {
    const now = 5_000;
    const lag = new LagSampler(undefined, () => now);
    lag.fetched(0, 10);
    lag.consumed(0, 4, 4_990);
    lag.sample();
    assert.equal(lag.metrics().lagRecordsMax, 5);
    assert.equal(lag.metrics().timeLagMaxMs, 10);
    lag.stop();
    lag.destroy();
  });
});

describe('end-to-end words', () => {
  it('an end-to-end result explains its latency as send → consumer, not send → ack', () => {
    const rows = metricRows('e2e').map(([k]) => k);
    for (const k of ['p50', 'p99', 'maxMs', 'latencySamples', 'lagRecordsMax', 'timeLagP99Ms']) assert.ok(rows.includes(k), k);
    assert.match(metricHelp('p50', 'e2e'), /consumer/);
    assert.match(metricHelp('p50', 'producer'), /acknowledged/);
    assert.ok(metricRows('consumer').some(([k]) => k === 'lagRecordsMax'), 'consumer runs show their lag');
    assert.equal(recordsMeaning('e2e', 5000, 4), '5,000 records sent and received per round');
    assert.equal(diagnose('e2e', { p50: 1 }, { lingerMs: 5, batchSize: 16384, throttled: true }), undefined);
  });

  it('the panel offers the end-to-end choice for producer and consumer configs', () => {
    for (const kind of ['producer', 'consumer'] as const) assert.ok(panelControls(kind, 'java').some((c) => c.id === 'mode' && /end to end/i.test(c.help)), kind);
  });

  it('warnings say which side runs with defaults and that unthrottled measures the queue', () => {
    const w = e2eWarnings({ throughput: -1, rounds: 1, partitions: 1 }, true).join('\n');
    assert.match(w, /Unthrottled/);
    assert.match(w, /consumer runs with the Java consumer's defaults/);
    assert.match(e2eWarnings({ throughput: 1000, rounds: 3, partitions: 1 }, false).join('\n'), /producer runs with the Java producer's defaults/);
  });
});
